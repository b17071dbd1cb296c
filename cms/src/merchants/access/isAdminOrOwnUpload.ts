import type { Access } from 'payload'
import { hasRole } from '../../access/hasRole.ts'
import { ownMerchant } from './merchantProfile.ts'

/** Admins, or the merchant who uploaded the file (its `owner`), unless an admin suspended it. */
export const isAdminOrOwnUpload: Access = async ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  if (!req.user || !hasRole(req.user, 'merchant')) return false
  if ((await ownMerchant(req))?.stato === 'sospeso') return false
  return { owner: { equals: req.user.id } }
}
