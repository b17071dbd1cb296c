import { APIError, AuthenticationError, type CollectionAfterErrorHook, type CollectionAfterLoginHook, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'
import { emailKey, genericMessages, merchantAuthMessages } from '#content-schema'
import { clientIp } from '../../api/clientInfo.ts'
import { clearKeys, countHit, heldForSeconds, hitRateLimit, holdKey, payloadPool, type RateLimit } from '../../database/rateLimits.ts'

/**
 * Wrong passwords slow down the address that sends them, never the account's owner elsewhere: there is no
 * account lock. Failures are counted
 * - per account and address: from the 5th failure on, that address waits 1, 2, 4… seconds (at most a minute)
 *   before its next try at that account;
 * - per address (any account): over 20 in 10 minutes the address has no free failures left, so each account it
 *   fails on makes it wait from the first failure. Many people share an address (an office, a mobile network):
 *   an account the address has not failed on, the right password signs in at once;
 * - per account (any address): when more than 50 failures in an hour come from many addresses, every address
 *   that has failed on the account at least once waits too, so a spread-out guess gains nothing; an address
 *   that has not failed (the owner's) signs in at once.
 * Accounts are keyed by the address typed, whether it exists or not, so the answers tell nothing about which
 * accounts exist. The right password clears the pair's count.
 */
const FAILED_LOGINS_PER_ADDRESS: RateLimit = { limit: 20, windowMs: 10 * 60 * 1000 }
const PAIR_WINDOW_MS = 60 * 60 * 1000
const ACCOUNT_FAILURES: RateLimit = { limit: 50, windowMs: 60 * 60 * 1000 }
const PAIR_FREE_FAILURES = 5
const MAX_WAIT_MS = 60_000

const addressKey = (ip: string) => `auth:failed-login:${ip}`
const accountKey = (email: string) => `auth:failed-login-account:${email}`
const pairKey = (email: string, ip: string) => `auth:failed-login-pair:${email}:${ip}`
const waitKey = (email: string, ip: string) => `auth:login-wait:${email}:${ip}`

/** The address a sign-in names, as Payload compares it. */
export function loginEmail(data: unknown): string {
  const email = (data as { email?: unknown } | undefined)?.email
  return typeof email === 'string' ? emailKey(email) : ''
}

/**
 * Wait before the next try, given the failures of this pair, of the account from every address and of the
 * address on every account. An account under attack — from this address, or from many — waits from its pair's
 * first failure; otherwise the pair has PAIR_FREE_FAILURES first.
 */
export function loginWaitMs(pairFailures: number, accountFailures: number, addressFailures: number): number {
  const underAttack = accountFailures > ACCOUNT_FAILURES.limit || addressFailures > FAILED_LOGINS_PER_ADDRESS.limit
  const exponent = pairFailures >= PAIR_FREE_FAILURES ? pairFailures - PAIR_FREE_FAILURES : underAttack && pairFailures > 0 ? pairFailures - 1 : -1
  return exponent < 0 ? 0 : Math.min(1000 * 2 ** exponent, MAX_WAIT_MS)
}

/** A sign-in asked to wait: 429 with Retry-After and a code the merchant island titles. */
export class LoginThrottled extends APIError {
  readonly retryAfterS: number
  constructor(retryAfterS: number) {
    super(merchantAuthMessages.throttled, 429, undefined, true)
    this.retryAfterS = retryAfterS
  }
}

/** The address a sign-in named and when it began, kept for the hooks that run after it failed. */
const LOGIN_EMAIL = 'loginEmail'
const LOGIN_STARTED = 'loginStartedAt'

/**
 * A refused sign-in answers no sooner than this after it began. Both kinds of refusal hash a password
 * (equalLoginTime.ts), but one for an existing account also reads its row, and on a busy machine that
 * difference grows; the floor hides it. The right password is never held back.
 */
export const REFUSED_LOGIN_MIN_MS = 1000

const tooMany = () => new APIError(genericMessages.tooManyRequests, 429, undefined, true)
const RESET_PASSWORD: RateLimit = { limit: 10, windowMs: 10 * 60 * 1000 }

export const throttleAuth: CollectionBeforeOperationHook = async ({ operation, req, args }) => {
  const db = payloadPool(req.payload)
  const ip = clientIp(req)
  if (operation === 'login') {
    const email = loginEmail(args.data)
    req.context[LOGIN_EMAIL] = email
    req.context[LOGIN_STARTED] = performance.now()
    const wait = email ? await heldForSeconds(db, waitKey(email, ip)) : 0
    if (wait > 0) throw new LoginThrottled(wait)
    return args
  }
  if (operation === 'resetPassword' && !(await hitRateLimit(db, `auth:resetPassword:${ip}`, RESET_PASSWORD)).allowed) throw tooMany()
  return args
}

async function countFailure(req: PayloadRequest, email: string): Promise<void> {
  const db = payloadPool(req.payload)
  const ip = clientIp(req)
  const [pairFailures, accountFailures, addressFailures] = await Promise.all([
    countHit(db, pairKey(email, ip), PAIR_WINDOW_MS),
    countHit(db, accountKey(email), ACCOUNT_FAILURES.windowMs),
    countHit(db, addressKey(ip), FAILED_LOGINS_PER_ADDRESS.windowMs),
  ])
  const wait = loginWaitMs(pairFailures, accountFailures, addressFailures)
  if (wait > 0) await holdKey(db, waitKey(email, ip), wait)
}

/**
 * Wrong credentials (the only way a sign-in fails with AuthenticationError) count, may make the address wait,
 * and are answered no sooner than REFUSED_LOGIN_MIN_MS after the sign-in began.
 */
export const countFailedLogin: CollectionAfterErrorHook = async ({ error, req }) => {
  if (error instanceof AuthenticationError) {
    await countFailure(req, String(req.context[LOGIN_EMAIL] ?? ''))
    const started = req.context[LOGIN_STARTED]
    const left = typeof started === 'number' ? REFUSED_LOGIN_MIN_MS - (performance.now() - started) : 0
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left))
  }
  if (error instanceof LoginThrottled) req.responseHeaders = new Headers({ ...Object.fromEntries(req.responseHeaders ?? []), 'retry-after': String(error.retryAfterS) })
  return undefined
}

export const clearLoginFailures: CollectionAfterLoginHook = async ({ req, user }) => {
  const email = emailKey(String((user as { email?: unknown }).email ?? ''))
  await clearKeys(payloadPool(req.payload), [pairKey(email, clientIp(req)), waitKey(email, clientIp(req))])
  return user
}
