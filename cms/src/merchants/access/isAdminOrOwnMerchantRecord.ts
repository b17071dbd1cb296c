import type { Access } from 'payload'
import { hasRole } from '../../access/hasRole.ts'
import { activeOwnMerchant } from './merchantProfile.ts'

/**
 * Admins, or an active merchant for the records that belong to its own profile (team members, bookings): a
 * merchant in review, refused or suspended reads and changes none of them.
 */
export const isAdminOrOwnMerchantRecord: Access = async ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  const profile = await activeOwnMerchant(req)
  return profile ? { merchant: { equals: profile.id } } : false
}
