import type { z } from 'zod'
import { genericMessages } from '#content-schema'
import { hitRateLimit, type Queryable, type RateLimit } from '../database/rateLimits.ts'

/**
 * The checks every public write passes (cms/src/api/publicEndpoint.ts runs them for each public endpoint): rate limit
 * per visitor (in PostgreSQL), size limit, JSON parsing, honeypot, the shared zod schema. Bad input gets an
 * Italian 4xx; a database outage a 503 with Retry-After.
 */
export const MAX_BODY_BYTES = 64 * 1024
/** Hidden form field that people never fill in and naive bots do. */
export const HONEYPOT_FIELD = 'website'

const DB_UNAVAILABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P02', '57P03', '53300', '08006', '08001', '08003'])

/**
 * node-postgres' own words when the server went away mid-query or a pooled client died, and Payload's when it
 * could not open a transaction for that reason (it rethrows a plain Error with the driver's message, no code).
 */
const DB_UNAVAILABLE_MESSAGE =
  /Connection terminated|Client has encountered a connection error|connect ECONNREFUSED|cannot begin transaction|the database system is (shutting down|starting up|in recovery)|terminating connection|timeout exceeded when trying to connect/

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle and Payload wrap the driver's error: look through the chain of causes.
  for (let current = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; current && depth < 5; current = current.cause as typeof current, depth++) {
    if (typeof current.code === 'string' && DB_UNAVAILABLE.has(current.code)) return true
    if (DB_UNAVAILABLE_MESSAGE.test(String(current.message ?? ''))) return true
  }
  return false
}

/** The headers of an answer about one person or one signed-in account: no browser or shared cache may keep it. */
export const noStore = { 'Cache-Control': 'private, no-store' }

export function jsonError(status: number, error: string, extra: Record<string, unknown> = {}, headers: HeadersInit = {}): Response {
  return Response.json({ error, ...extra }, { status, headers })
}

export function tooManyRequests(retryAfterS: number, headers: HeadersInit = {}): Response {
  return jsonError(429, genericMessages.tooManyRequests, {}, { 'Retry-After': String(retryAfterS), ...headers })
}

/** The 503 with a retry hint for a database outage; anything else is rethrown. */
export function unavailable(error: unknown): Response {
  if (!isDatabaseUnavailable(error)) throw error
  return jsonError(503, genericMessages.unavailable, {}, { 'Retry-After': '5' })
}

export type PublicWriteInput = {
  /** Rate-limit key prefix, usually the endpoint's path. */
  path: string
  rateLimit: RateLimit
  ip: string
  contentLength: number
  readText: () => Promise<string>
  db: Queryable
}

/**
 * A NUL character or half of a surrogate pair anywhere in the body, keys included. Valid JSON may carry both
 * (`\u0000`, `\ud800`), but PostgreSQL stores neither in text or jsonb and refuses the whole statement; no form
 * or questionnaire answer needs them.
 */
const UNSTORABLE = /[\u0000\p{Cs}]/u

function hasUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return UNSTORABLE.test(value)
  if (!value || typeof value !== 'object' || depth > 20) return false
  return Object.entries(value).some(([key, child]) => hasUnstorableText(key, depth) || hasUnstorableText(child, depth + 1))
}

/**
 * The key a public write's hits are counted under: its path and the visitor's address (a public read counts apart,
 * api/rateLimits.ts). A write that shares another's budget (an invitation mails a password-reset link) counts under
 * that write's path.
 */
export const writeLimitKey = (path: string, ip: string): string => `${path}:${ip}`

/** The request's validated body, or the Response that refuses it. */
export async function checkPublicWrite<S extends z.ZodType>(schema: S, input: PublicWriteInput): Promise<{ data: z.output<S> } | Response> {
  const limited = await hitRateLimit(input.db, writeLimitKey(input.path, input.ip), input.rateLimit).catch(unavailable)
  if (limited instanceof Response) return limited
  if (!limited.allowed) return tooManyRequests(limited.retryAfterS)
  return readPublicBody(schema, input)
}

/** The body checks alone (size, JSON, honeypot, unstorable text, the schema), for a caller that counts the rate limit itself. */
export async function readPublicBody<S extends z.ZodType>(
  schema: S,
  input: Pick<PublicWriteInput, 'contentLength' | 'readText'>,
): Promise<{ data: z.output<S> } | Response> {
  if (input.contentLength > MAX_BODY_BYTES) return jsonError(413, genericMessages.tooLarge)
  let body: unknown
  try {
    const text = await input.readText()
    if (text.length > MAX_BODY_BYTES) return jsonError(413, genericMessages.tooLarge)
    body = JSON.parse(text)
  } catch {
    return jsonError(400, genericMessages.invalidRequest)
  }
  if (body && typeof body === 'object' && (body as Record<string, unknown>)[HONEYPOT_FIELD]) {
    return Response.json({ ok: true }, { status: 202 })
  }
  if (hasUnstorableText(body)) return jsonError(400, genericMessages.invalidRequest)
  const parsed = schema.safeParse(body)
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
    return jsonError(400, issues[0]?.message ?? genericMessages.invalidRequest, { issues })
  }
  return { data: parsed.data }
}
