import type { PayloadRequest } from 'payload'
import { hitRateLimit, payloadPool, type RateLimit } from '../database/rateLimits.ts'
import { clientIp } from './clientInfo.ts'
import { tooManyRequests, writeLimitKey } from './publicWrite.ts'

/** The 429 to answer (with `headers`) when the hit under `key` is over `limit`, null when it is within. */
async function refusal(req: PayloadRequest, key: string, limit: RateLimit, headers?: HeadersInit): Promise<Response | null> {
  const limited = await hitRateLimit(payloadPool(req.payload), key, limit)
  return limited.allowed ? null : tooManyRequests(limited.retryAfterS, headers)
}

/**
 * A hit on a public read (a GET a page makes) from the request's address, counted apart from the writes to the same
 * path (publicEndpoint counts those under `<path>:<address>`): reloading a page never uses up the budget of the write
 * it leads to. Returns the 429 to answer (with `headers`, so an answer nobody may keep says so even when refused) when
 * the address is over the limit, null when it is within.
 */
export function readLimitRefusal(req: PayloadRequest, path: string, limit: RateLimit, headers?: HeadersInit): Promise<Response | null> {
  return refusal(req, `${path}:read:${clientIp(req)}`, limit, headers)
}

/**
 * A hit on the public write `path` from the request's address, counted with that write's own (writeLimitKey), for an
 * action that spends its budget without being that write: the 429 to answer when over the limit, null otherwise.
 */
export function writeLimitRefusal(req: PayloadRequest, path: string, limit: RateLimit, headers?: HeadersInit): Promise<Response | null> {
  return refusal(req, writeLimitKey(path, clientIp(req)), limit, headers)
}
