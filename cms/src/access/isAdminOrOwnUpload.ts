import type { Access } from 'payload'
import { hasRole } from './hasRole.ts'

/** Admins, or the merchant who uploaded the file (its `owner`). */
export const isAdminOrOwnUpload: Access = ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  if (req.user && hasRole(req.user, 'merchant')) return { owner: { equals: req.user.id } }
  return false
}
