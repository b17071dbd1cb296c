import { APIError, type CollectionBeforeChangeHook } from 'payload'
import { hasRole } from '../../access/hasRole.ts'
import { ownMerchant } from '../access/merchantProfile.ts'

/** Records a merchant creates (team members) always belong to its own profile, whatever the request says. */
export const setOwnMerchant: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || !req.user || hasRole(req.user, 'admin')) return data
  const profile = await ownMerchant(req)
  if (!profile) throw new APIError('Completa prima la tua scheda merchant.', 400, undefined, true)
  return { ...data, merchant: profile.id }
}
