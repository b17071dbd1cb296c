import type { Access } from 'payload'
import { hasRole } from './hasRole.ts'
import { ownMerchant } from './merchantProfile.ts'

/** Admins, or a merchant for the records that belong to its own profile (team members, bookings). */
export const isAdminOrOwnMerchantRecord: Access = async ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  const profile = await ownMerchant(req)
  return profile ? { merchant: { equals: profile.id } } : false
}
