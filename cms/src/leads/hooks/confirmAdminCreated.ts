import type { CollectionBeforeChangeHook } from 'payload'
import type { ClientRequest } from '../../../payload-types.ts'
import { hasRole } from '../../access/hasRole.ts'

/**
 * A request an admin enters (in /admin or through REST, e.g. from a phone call) is created with its contacts
 * confirmed: the admin vouches for them, so it is delivered at once (leads/delivery.ts). Requests from the public
 * route are confirmed by their consumer (verification/).
 */
export const confirmAdminCreated: CollectionBeforeChangeHook<ClientRequest> = ({ data, operation, req }) => {
  if (operation !== 'create' || data.verificataIl || !hasRole(req.user, 'admin')) return data
  return { ...data, verificataIl: new Date().toISOString() }
}
