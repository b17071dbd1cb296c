import type { Access } from 'payload'
import { hasRole } from './hasRole.ts'

/** Admins and editors: the people who edit content. */
export const isStaff: Access = ({ req }) => hasRole(req.user, 'admin', 'editor')
