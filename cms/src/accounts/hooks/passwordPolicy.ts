import type { CollectionBeforeOperationHook } from 'payload'
import { assertPasswordAllowed } from '../passwordPolicy.ts'

/**
 * Every way a password is set passes here before Payload hashes it: sign-up, an admin creating a user, Payload's
 * first-user screen (it creates through the same operation), a change (PATCH /api/users/:id) and a reset.
 */
export const enforcePasswordPolicy: CollectionBeforeOperationHook = async ({ args, operation }) => {
  if (operation === 'create' || operation === 'update' || operation === 'resetPassword') {
    await assertPasswordAllowed((args.data as { password?: unknown } | undefined)?.password)
  }
  return args
}
