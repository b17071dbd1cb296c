import type { FieldAccess } from 'payload'
import { hasRole } from './hasRole.ts'

/** A field only admins and editors see, e.g. a questionnaire's editorial problems. */
export const isStaffField: FieldAccess = ({ req }) => hasRole(req.user, 'admin', 'editor')
