import type { CollectionConfig } from 'payload'
import { isAdmin, isAdminRequest } from './isAdmin.ts'
import { nobody } from './nobody.ts'

/** Records only admins work with (messages from /contatti, questionnaire progress): admins do everything, nobody else anything. */
export const adminOnlyAccess = {
  admin: isAdminRequest,
  read: isAdmin,
  create: isAdmin,
  update: isAdmin,
  delete: isAdmin,
} satisfies CollectionConfig['access']

/**
 * A trail only the server writes (the audit log, the e-mail queue): admins read it; no one, admins included, can forge,
 * change or remove an entry through the API.
 */
export const serverTrailAccess = {
  admin: isAdminRequest,
  read: isAdmin,
  create: nobody,
  update: nobody,
  delete: nobody,
} satisfies CollectionConfig['access']
