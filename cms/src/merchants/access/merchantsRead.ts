import type { Access, Where } from 'payload'
import { hasRole } from '../../access/hasRole.ts'

const active: Where = { stato: { equals: 'attivo' } }

/** Everyone sees the merchants an admin made active (their public card); a merchant also its own profile; admins all. */
export const merchantsRead: Access = ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  if (req.user && hasRole(req.user, 'merchant')) {
    const activeOrOwn: Where = { or: [active, { user: { equals: req.user.id } }] }
    return activeOrOwn
  }
  return active
}
