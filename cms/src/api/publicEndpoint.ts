import { APIError, type Endpoint, type PayloadRequest } from 'payload'
import type { z } from 'zod'
import { genericMessages } from '#content-schema'
import { clientIp, clientUserAgent } from './clientInfo.ts'
import { checkPublicWrite, isDatabaseUnavailable, jsonError, unavailable } from './publicWrite.ts'
import { readLimitRefusal } from './rateLimits.ts'
import { payloadPool, type RateLimit } from '../database/rateLimits.ts'

export type PublicRequest<T> = { req: PayloadRequest; data: T; ip: string; userAgent: string }

/**
 * Every public write Payload answers goes through here: the shared checks (cms/src/api/publicWrite.ts), then the
 * handler. Nothing a visitor sends can produce a 500 with internals in it.
 */
export function publicEndpoint<S extends z.ZodType>(options: {
  path: string
  method?: 'post' | 'put' | 'patch'
  schema: S
  rateLimit: RateLimit
  handler: (request: PublicRequest<z.output<S>>) => Promise<Response>
}): Endpoint {
  return {
    path: options.path,
    method: options.method ?? 'post',
    handler: async (req) => {
      const ip = clientIp(req)
      const checked = await checkPublicWrite(options.schema, {
        path: options.path,
        rateLimit: options.rateLimit,
        ip,
        contentLength: Number(req.headers.get('content-length') ?? 0),
        readText: async () => (req.text ? await req.text() : ''),
        db: payloadPool(req.payload),
      })
      if (checked instanceof Response) return checked
      try {
        return await options.handler({ req, data: checked.data, ip, userAgent: clientUserAgent(req) })
      } catch (error) {
        if (isDatabaseUnavailable(error)) return unavailable(error)
        if (error instanceof APIError && error.status < 500) return jsonError(error.status, error.message)
        req.payload.logger.error({ err: error, msg: `public endpoint ${options.path} failed` })
        return jsonError(500, genericMessages.serverError)
      }
    },
  }
}

/**
 * Every public GET of the product's own that reads the database: its rate limit, counted per address under a key of
 * its own (readLimitRefusal), then the handler; a database outage is a 503 with a retry hint. `headers` go on the 429 too
 * (an answer nobody may keep says so even when refused).
 */
export function publicReadEndpoint(options: { path: string; rateLimit: RateLimit; headers?: HeadersInit; handler: (req: PayloadRequest) => Promise<Response> }): Endpoint {
  return {
    path: options.path,
    method: 'get',
    handler: async (req) => {
      try {
        const refused = await readLimitRefusal(req, options.path, options.rateLimit, options.headers)
        if (refused) return refused
        return await options.handler(req)
      } catch (error) {
        return unavailable(error)
      }
    },
  }
}
