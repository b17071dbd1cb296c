import type { Access } from 'payload'
import { hasRole } from '../../access/hasRole.ts'
import { ownMerchant } from './merchantProfile.ts'

/**
 * Admins, or a merchant an admin has not suspended: one still filling in or correcting its profile uploads its
 * logo too, a suspended one changes nothing.
 */
export const isAdminOrUnsuspendedMerchant: Access = async ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  if (!req.user || !hasRole(req.user, 'merchant')) return false
  return (await ownMerchant(req))?.stato !== 'sospeso'
}
