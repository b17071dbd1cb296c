import { APIError, type Endpoint, type PayloadRequest } from 'payload'
import type { z } from 'zod'
import { genericMessages } from '#content-schema'
import { clientIp, clientUserAgent } from './clientInfo.ts'
import { checkPublicWrite, isDatabaseUnavailable, jsonError, readPublicBody, tooManyRequests, unavailable, writeLimitKey } from './publicWrite.ts'
import { readLimitRefusal } from './rateLimits.ts'
import { hitRateLimit, payloadPool, type RateLimit } from '../database/rateLimits.ts'
import type { LimitedHit } from '../database/counters.ts'

/**
 * The request's hit of its endpoint's rate limit, for an endpoint whose handler counts it (`handlerCountsHit`) together
 * with its own counters, in their statement (verification/send.ts, refuseSending), before it writes anything, and
 * marks it counted.
 */
export type EndpointHit = LimitedHit & { counted: boolean }

export type PublicRequest<T> = { req: PayloadRequest; data: T; ip: string; userAgent: string; hit?: EndpointHit }

/**
 * Every public write Payload answers goes through here: the shared checks (cms/src/api/publicWrite.ts), then the
 * handler. Nothing a visitor sends can produce a 500 with internals in it. With `handlerCountsHit`, the rate-limit hit
 * is the handler's to count with its own counters (a lead's, with its code's: one round trip fewer on every lead); an
 * answer given without it counted (a refused body, a refusal before the counters, a resubmission) is counted here
 * after, and turned into the 429 when the visitor is past the limit — so every request counts, as before.
 */
export function publicEndpoint<S extends z.ZodType>(options: {
  path: string
  method?: 'post' | 'put' | 'patch'
  schema: S
  rateLimit: RateLimit
  handlerCountsHit?: boolean
  handler: (request: PublicRequest<z.output<S>>) => Promise<Response>
}): Endpoint {
  const run = async (request: PublicRequest<z.output<S>>): Promise<Response> => {
    try {
      return await options.handler(request)
    } catch (error) {
      if (isDatabaseUnavailable(error)) return unavailable(error)
      if (error instanceof APIError && error.status < 500) return jsonError(error.status, error.message)
      request.req.payload.logger.error({ err: error, msg: `public endpoint ${options.path} failed` })
      return jsonError(500, genericMessages.serverError)
    }
  }
  return {
    path: options.path,
    method: options.method ?? 'post',
    handler: async (req) => {
      const ip = clientIp(req)
      const body = { contentLength: Number(req.headers.get('content-length') ?? 0), readText: async () => (req.text ? await req.text() : '') }
      const db = payloadPool(req.payload)
      if (!options.handlerCountsHit) {
        const checked = await checkPublicWrite(options.schema, { path: options.path, rateLimit: options.rateLimit, ip, ...body, db })
        if (checked instanceof Response) return checked
        return run({ req, data: checked.data, ip, userAgent: clientUserAgent(req) })
      }
      const hit: EndpointHit = { key: writeLimitKey(options.path, ip), ...options.rateLimit, counted: false }
      const checked = await readPublicBody(options.schema, body)
      const answer = checked instanceof Response ? checked : await run({ req, data: checked.data, ip, userAgent: clientUserAgent(req), hit })
      if (hit.counted) return answer
      const limited = await hitRateLimit(db, hit.key, options.rateLimit).catch(unavailable)
      if (limited instanceof Response) return limited
      return limited.allowed ? answer : tooManyRequests(limited.retryAfterS)
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
