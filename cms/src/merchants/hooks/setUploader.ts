import type { CollectionBeforeChangeHook } from 'payload'
import { hasRole } from '../../access/hasRole.ts'

/** A logo belongs to the merchant who uploads it, whatever the request says; an admin may assign it. */
export const setUploader: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation === 'create' && req.user && !hasRole(req.user, 'admin')) return { ...data, owner: req.user.id }
  return data
}
