import type { Access, Where } from 'payload'
import { hasRole } from './hasRole.ts'
import { activeOwnMerchant } from './merchantProfile.ts'

/**
 * Admins read every lead. A merchant only while an admin has it active, and only the leads of its approved
 * CAPs for one of its approved services, created while it was active (from an approval to a suspension), or
 * taken while it was active after waiting for a partner (cms/src/lib/waitingLeads.ts): what it merely proposed,
 * and what came in before or between its active periods, stay hidden.
 */
export const merchantLeadScope: Access = async ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  const profile = await activeOwnMerchant(req)
  if (!profile || profile.servizi.length === 0 || profile.capCoperti.length === 0 || profile.periodi.length === 0) return false
  const within = (field: 'createdAt' | 'partnerTrovatoIl') =>
    profile.periodi.map(({ dal, al }): Where => {
      const from: Where = { [field]: { greater_than_equal: dal } }
      return al ? { and: [from, { [field]: { less_than: al } }] } : from
    })
  const created = [...within('createdAt'), ...within('partnerTrovatoIl')]
  const scope: Where = { and: [{ cap: { in: profile.capCoperti } }, { servizio: { in: profile.servizi } }, { or: created }] }
  return scope
}
