import type { Access } from 'payload'
import { hasRole } from '../../access/hasRole.ts'

/** Admins see every user; anyone else signed in sees only their own record. */
export const isAdminOrSelf: Access = ({ req }) => {
  if (!req.user) return false
  if (hasRole(req.user, 'admin')) return true
  return { id: { equals: req.user.id } }
}
