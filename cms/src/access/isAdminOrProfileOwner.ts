import type { Access } from 'payload'
import { hasRole } from './hasRole.ts'

/** Admins, or the merchant user who owns the profile. */
export const isAdminOrProfileOwner: Access = ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  if (req.user && hasRole(req.user, 'merchant')) return { user: { equals: req.user.id } }
  return false
}
