import type { PayloadRequest } from 'payload'
import { hitRateLimit, payloadPool, type RateLimit } from '../database/rateLimits.ts'
import { clientIp } from './clientInfo.ts'
import { tooManyRequests } from './publicWrite.ts'

/**
 * A hit on a public read (a GET a page makes) from the request's address, counted apart from the writes to the same
 * path (publicEndpoint counts those under `<path>:<address>`): reloading a page never uses up the budget of the write
 * it leads to. Returns the 429 to answer (with `headers`, so an answer nobody may keep says so even when refused) when
 * the address is over the limit, null when it is within.
 */
export async function readLimitRefusal(req: PayloadRequest, path: string, limit: RateLimit, headers?: HeadersInit): Promise<Response | null> {
  const limited = await hitRateLimit(payloadPool(req.payload), `${path}:read:${clientIp(req)}`, limit)
  return limited.allowed ? null : tooManyRequests(limited.retryAfterS, headers)
}
