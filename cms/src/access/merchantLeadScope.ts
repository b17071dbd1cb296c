import type { Access, Where } from 'payload'
import { hasRole } from './hasRole.ts'
import { activeOwnMerchant } from './merchantProfile.ts'

/**
 * Admins read every lead. A merchant only while an admin has it active, only the leads delivered to it (its
 * `destinatari`: the leads of its approved CAPs and services that arrived while it was active, or that it took from
 * the "Senza partner" queue, leads/delivery.ts), and of those only the ones still within its approved coverage: what
 * it merely proposed, what arrived before an approval widened its coverage, and what a narrowing took away stay
 * hidden.
 */
export const merchantLeadScope: Access = async ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  const profile = await activeOwnMerchant(req)
  if (!profile || profile.servizi.length === 0 || profile.capCoperti.length === 0) return false
  const scope: Where = { and: [{ destinatari: { equals: profile.id } }, { cap: { in: profile.capCoperti } }, { servizio: { in: profile.servizi } }] }
  return scope
}
