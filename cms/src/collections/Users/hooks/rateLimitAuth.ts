import { APIError, AuthenticationError, type CollectionAfterErrorHook, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'
import { genericMessages } from '#content-schema'
import { clientIp } from '../../../lib/clientInfo.ts'
import { hitRateLimit, isRateLimited, payloadPool, type RateLimit } from '../../../lib/rateLimit.ts'

/**
 * Per visitor address, on top of the per-account lockout after 5 failures: guessing across many accounts and
 * flooding mailboxes with reset links both stop here. Sign-ins count only when they fail (an office signing
 * in all day from one address is never refused); reset links and password resets count every request.
 * Registration is the merchant-signup endpoint's own limit.
 */
const FAILED_LOGINS: RateLimit = { limit: 20, windowMs: 10 * 60 * 1000 }
const everyRequest: Partial<Record<string, RateLimit>> = {
  forgotPassword: { limit: 5, windowMs: 10 * 60 * 1000 },
  resetPassword: { limit: 10, windowMs: 10 * 60 * 1000 },
}

const failedLoginsKey = (req: PayloadRequest) => `auth:failed-login:${clientIp(req)}`
const tooMany = () => new APIError(genericMessages.tooManyRequests, 429, undefined, true)

export const rateLimitAuth: CollectionBeforeOperationHook = async ({ operation, req, args }) => {
  const db = payloadPool(req.payload)
  if (operation === 'login') {
    if (await isRateLimited(db, failedLoginsKey(req), FAILED_LOGINS)) throw tooMany()
    return args
  }
  const rule = everyRequest[operation]
  if (rule && !(await hitRateLimit(db, `auth:${operation}:${clientIp(req)}`, rule)).allowed) throw tooMany()
  return args
}

/** Wrong credentials (the only way a sign-in fails with AuthenticationError) count against the address. */
export const countFailedLogin: CollectionAfterErrorHook = async ({ error, req }) => {
  if (error instanceof AuthenticationError) await hitRateLimit(payloadPool(req.payload), failedLoginsKey(req), FAILED_LOGINS)
  return undefined
}
