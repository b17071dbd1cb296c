import type { Access, PayloadRequest } from 'payload'
import { hasRole } from './hasRole.ts'

/** Admins and editors: the people who edit content. */
export const isStaff: Access = ({ req }) => hasRole(req.user, 'admin', 'editor')

/** The same people, as the rule `access.admin` asks (who opens the admin, or a collection in it). */
export const isStaffRequest = ({ req }: { req: PayloadRequest }): boolean => hasRole(req.user, 'admin', 'editor')
