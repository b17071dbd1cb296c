import { APIError, type CollectionBeforeOperationHook } from 'payload'
import { genericMessages } from '#content-schema'
import { clientIp } from '../../../lib/clientInfo.ts'
import { hitRateLimit, payloadPool, type RateLimit } from '../../../lib/rateLimit.ts'

/**
 * Per visitor address, on top of the per-account lockout after 5 failures: guessing across many accounts and
 * flooding mailboxes with reset links both stop here. Registration is the merchant-signup endpoint's own limit.
 */
const limits: Partial<Record<string, RateLimit>> = {
  login: { limit: 30, windowMs: 10 * 60 * 1000 },
  forgotPassword: { limit: 5, windowMs: 10 * 60 * 1000 },
  resetPassword: { limit: 10, windowMs: 10 * 60 * 1000 },
}

export const rateLimitAuth: CollectionBeforeOperationHook = async ({ operation, req, args }) => {
  const rule = limits[operation]
  if (!rule) return args
  const limited = await hitRateLimit(payloadPool(req.payload), `auth:${operation}:${clientIp(req)}`, rule)
  if (!limited.allowed) throw new APIError(genericMessages.tooManyRequests, 429, undefined, true)
  return args
}
