import type { CollectionBeforeChangeHook } from 'payload'
import { hasRole } from '../../access/hasRole.ts'

/** A merchant's profile always belongs to the merchant who creates it, whatever the request says. */
export const setOwner: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation === 'create' && req.user && hasRole(req.user, 'merchant') && !hasRole(req.user, 'admin')) {
    return { ...data, user: req.user.id }
  }
  return data
}
