import type { Access, Where } from 'payload'
import { hasRole } from '../../access/hasRole.ts'
import { activeOwnMerchant, assignedLeads } from '../../merchants/access/merchantProfile.ts'

/** Matches no record: what a member reads when no lead is assigned to it. */
export const noRecord: Where = { id: { exists: false } }

/**
 * Admins read every lead. A merchant only while an admin has it active, only the leads delivered to it (its
 * `destinatari`: the leads of its approved CAPs and services that arrived while it was active, or that it took from
 * the "Senza partner" queue, leads/delivery.ts), and of those only the ones still within its approved coverage: what
 * it merely proposed, what arrived before an approval widened its coverage, and what a narrowing took away stay
 * hidden. A team member's own account reads, of those, only the leads its owner assigned to it.
 */
export const merchantLeadScope: Access = async ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  const profile = await activeOwnMerchant(req, { members: true })
  if (!profile || profile.servizi.length === 0 || profile.capCoperti.length === 0) return false
  const scope: Where[] = [{ destinatari: { equals: profile.id } }, { cap: { in: profile.capCoperti } }, { servizio: { in: profile.servizi } }]
  if (profile.member !== null) {
    const assigned = await assignedLeads(req, profile)
    scope.push(assigned.length > 0 ? { id: { in: assigned } } : noRecord)
  }
  return { and: scope }
}
