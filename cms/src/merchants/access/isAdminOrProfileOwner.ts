import type { Access, Where } from 'payload'
import { hasRole } from '../../access/hasRole.ts'

/** Admins, or the merchant user who owns the profile, unless an admin suspended it (then it edits nothing). */
export const isAdminOrProfileOwner: Access = ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  if (req.user && hasRole(req.user, 'merchant')) {
    const ownUnlessSuspended: Where = { and: [{ user: { equals: req.user.id } }, { stato: { not_equals: 'sospeso' } }] }
    return ownUnlessSuspended
  }
  return false
}
