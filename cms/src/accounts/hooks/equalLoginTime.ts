import type { CollectionBeforeOperationHook } from 'payload'
import { spendPasswordCheck } from '../passwordHash.ts'
import { collectionSlugs } from '../../slugs.ts'
import { loginEmail } from './loginThrottle.ts'

/**
 * Payload answers a sign-in for an unknown address before hashing anything, in a few milliseconds, and one for
 * a known address after checking the password (hundreds of milliseconds): the time alone told which addresses
 * have an account. For an unknown address this runs the same password check against a throwaway hash first,
 * then Payload refuses it with the same answer as a wrong password.
 */
export const equalLoginTime: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const email = loginEmail(args.data)
  const password = (args.data as { password?: unknown } | undefined)?.password
  if (!email || typeof password !== 'string' || password.trim() === '') return args
  const known = await req.payload.count({ collection: collectionSlugs.users, where: { email: { equals: email } }, overrideAccess: true, req })
  if (known.totalDocs === 0) await spendPasswordCheck(password)
  return args
}
