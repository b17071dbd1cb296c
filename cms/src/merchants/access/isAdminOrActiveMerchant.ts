import type { Access } from 'payload'
import { hasRole } from '../../access/hasRole.ts'
import { activeOwnMerchant } from './merchantProfile.ts'

/** Admins, or a merchant whose profile an admin made active (creating its team members). */
export const isAdminOrActiveMerchant: Access = async ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  return Boolean(await activeOwnMerchant(req))
}
