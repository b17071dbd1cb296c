import type { CollectionBeforeOperationHook } from 'payload'

/** Set by the merchant sign-up endpoint: the only way in that must confirm its e-mail address. */
export const SELF_SIGNUP_CONTEXT = 'merchantSelfSignup'

/**
 * Staff-created accounts, seeded demo accounts and tests' users are trusted addresses: they are created verified
 * and Payload sends them no confirmation e-mail. Only a merchant's own sign-up has to confirm, and the sign-up
 * endpoint queues that e-mail itself (through the jobs queue, so SMTP trouble never fails the request).
 */
export const verifyOnlySelfSignups: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create') return args
  if (req.context[SELF_SIGNUP_CONTEXT] === true) return { ...args, disableVerificationEmail: true }
  return { ...args, disableVerificationEmail: true, data: { ...args.data, _verified: true } }
}
