import type { Access, FieldAccess, PayloadRequest } from 'payload'
import { hasRole } from './hasRole.ts'

export const isAdmin: Access = ({ req }) => hasRole(req.user, 'admin')

export const isAdminField: FieldAccess = ({ req }) => hasRole(req.user, 'admin')

/** Payload's jobs endpoints (run, handle-schedules, queue, cancel) ask a rule that takes only the request. */
export const isAdminRequest = ({ req }: { req: PayloadRequest }): boolean => hasRole(req.user, 'admin')

/**
 * A collection only admins open in Payload's admin: its entry is hidden from everyone else's navigation (merchants
 * work in the site's merchant area, editors on content). Goes with `access.admin: isAdminRequest`.
 */
export const hiddenFromNonAdmins = ({ user }: { user: unknown }): boolean => !hasRole(user, 'admin')
