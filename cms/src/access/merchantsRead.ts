import type { Access, Where } from 'payload'
import { hasRole } from './hasRole.ts'

/** Everyone sees active merchants (their public card); a merchant also its own profile; admins all. */
export const merchantsRead: Access = ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  if (req.user && hasRole(req.user, 'merchant')) {
    const activeOrOwn: Where = { or: [{ attivo: { equals: true } }, { user: { equals: req.user.id } }] }
    return activeOrOwn
  }
  return { attivo: { equals: true } }
}
