import { AuthenticationError, LockedAuth, UnverifiedEmail, type CollectionAfterErrorHook } from 'payload'
import { merchantAuthMessages } from '#content-schema'

/**
 * Sign-in failures in the spec's Italian, with a `code` the merchant island can tell apart (wrong credentials,
 * a locked account after 5 failures, an unconfirmed e-mail) without depending on Payload's wording.
 */
export const italianAuthErrors: CollectionAfterErrorHook = ({ error }) => {
  const known =
    error instanceof LockedAuth
      ? { code: 'locked', message: merchantAuthMessages.locked }
      : error instanceof UnverifiedEmail
        ? { code: 'unverified', message: merchantAuthMessages.unverified }
        : error instanceof AuthenticationError
          ? { code: 'invalid_credentials', message: merchantAuthMessages.invalidCredentials }
          : null
  if (!known) return undefined
  return { response: { errors: [known] } }
}
