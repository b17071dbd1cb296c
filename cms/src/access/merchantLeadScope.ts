import type { Access, Where } from 'payload'
import { hasRole } from './hasRole.ts'
import { ownMerchant } from './merchantProfile.ts'

/** Admins read every lead; a merchant only the leads of its CAP for one of its services. */
export const merchantLeadScope: Access = async ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  const profile = await ownMerchant(req)
  if (!profile || profile.servizi.length === 0) return false
  const scope: Where = { and: [{ cap: { equals: profile.cap } }, { servizio: { in: profile.servizi } }] }
  return scope
}
