import { APIError, type Endpoint, type PayloadRequest } from 'payload'
import type { z } from 'zod'
import { genericMessages } from '#content-schema'
import { clientIp, clientUserAgent } from '../../lib/clientInfo.ts'
import { hitRateLimit, type RateLimit } from '../../lib/rateLimit.ts'

export type PublicRequest<T> = { req: PayloadRequest; data: T; ip: string; userAgent: string }

const MAX_BODY_BYTES = 64 * 1024
/** Hidden form field that people never fill in and naive bots do. */
export const HONEYPOT_FIELD = 'website'

const DB_UNAVAILABLE = new Set(['ECONNREFUSED', 'ECONNRESET', '57P01', '57P02', '57P03', '53300', '08006', '08001'])

function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } })?.code ?? (error as { cause?: { code?: string } })?.cause?.code
  return code !== undefined && DB_UNAVAILABLE.has(code)
}

export function jsonError(status: number, error: string, extra: Record<string, unknown> = {}, headers: HeadersInit = {}): Response {
  return Response.json({ error, ...extra }, { status, headers })
}

/**
 * Every public write goes through here: rate limit per visitor, size limit, JSON parsing, honeypot, the shared
 * zod schema, then the handler. Bad input gets an Italian 4xx; a database outage a 503 with Retry-After;
 * nothing a visitor sends can produce a 500 with internals in it.
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
      const limited = hitRateLimit(`${options.path}:${ip}`, options.rateLimit)
      if (!limited.allowed) {
        return jsonError(429, genericMessages.tooManyRequests, {}, { 'Retry-After': String(limited.retryAfterS) })
      }
      if (Number(req.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) {
        return jsonError(413, genericMessages.tooLarge)
      }
      let body: unknown
      try {
        const text = req.text ? await req.text() : ''
        if (text.length > MAX_BODY_BYTES) return jsonError(413, genericMessages.tooLarge)
        body = JSON.parse(text)
      } catch {
        return jsonError(400, genericMessages.invalidRequest)
      }
      if (body && typeof body === 'object' && (body as Record<string, unknown>)[HONEYPOT_FIELD]) {
        return Response.json({ ok: true }, { status: 202 })
      }
      const parsed = options.schema.safeParse(body)
      if (!parsed.success) {
        const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
        return jsonError(400, issues[0]?.message ?? genericMessages.invalidRequest, { issues })
      }
      try {
        return await options.handler({ req, data: parsed.data, ip, userAgent: clientUserAgent(req) })
      } catch (error) {
        if (isDatabaseUnavailable(error)) {
          return jsonError(503, genericMessages.unavailable, {}, { 'Retry-After': '5' })
        }
        if (error instanceof APIError && error.status < 500) return jsonError(error.status, error.message)
        req.payload.logger.error({ err: error, msg: `public endpoint ${options.path} failed` })
        return jsonError(500, genericMessages.serverError)
      }
    },
  }
}
