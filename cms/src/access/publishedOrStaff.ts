import type { Access } from 'payload'
import { hasRole } from './hasRole.ts'

/** Staff read drafts too; everyone else reads only what has been published. */
export const publishedOrStaff: Access = ({ req }) => {
  if (hasRole(req.user, 'admin', 'editor')) return true
  return { _status: { equals: 'published' } }
}
