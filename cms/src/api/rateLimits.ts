import type { PayloadRequest } from 'payload'
import { hitRateLimit, payloadPool, type RateLimit, type RateLimitResult } from '../database/rateLimits.ts'
import { clientIp } from './clientInfo.ts'

/**
 * A hit on a public read (a GET a page makes) from the request's address, counted apart from the writes to the same
 * path (publicEndpoint counts those under `<path>:<address>`): reloading a page never uses up the budget of the write
 * it leads to.
 */
export function hitReadLimit(req: PayloadRequest, path: string, limit: RateLimit): Promise<RateLimitResult> {
  return hitRateLimit(payloadPool(req.payload), `${path}:read:${clientIp(req)}`, limit)
}
