import { AuthenticationError, UnverifiedEmail, type CollectionAfterErrorHook } from 'payload'
import { merchantAuthMessages } from '#content-schema'
import { LoginThrottled } from './loginThrottle.ts'

/**
 * Sign-in failures in Italian, with a `code` the merchant island can tell apart (wrong credentials,
 * an address asked to wait after repeated failures, an unconfirmed e-mail) without depending on Payload's wording.
 */
export const italianAuthErrors: CollectionAfterErrorHook = ({ error }) => {
  const known =
    error instanceof LoginThrottled
      ? { code: 'throttled', message: merchantAuthMessages.throttled }
      : error instanceof UnverifiedEmail
        ? { code: 'unverified', message: merchantAuthMessages.unverified }
        : error instanceof AuthenticationError
          ? { code: 'invalid_credentials', message: merchantAuthMessages.invalidCredentials }
          : null
  if (!known) return undefined
  return { response: { errors: [known] } }
}
