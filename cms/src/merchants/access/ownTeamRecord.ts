import type { Access } from 'payload'
import { hasRole } from '../../access/hasRole.ts'
import { noRecord } from '../../leads/access/merchantLeadScope.ts'
import { activeOwnMerchant, assignedLeads } from './merchantProfile.ts'

/**
 * A partner's records about its leads (bookings by `lead`, returns by `clientRequest`): admins all; an active
 * merchant's owner every record of its profile; a team member's own account only those of the leads assigned to it.
 * A merchant in review, refused or suspended none.
 */
export function ownTeamRecord(leadField: string): Access {
  return async ({ req }) => {
    if (hasRole(req.user, 'admin')) return true
    const profile = await activeOwnMerchant(req, { members: true })
    if (!profile) return false
    if (profile.member === null) return { merchant: { equals: profile.id } }
    const assigned = await assignedLeads(req, profile)
    return assigned.length > 0 ? { and: [{ merchant: { equals: profile.id } }, { [leadField]: { in: assigned } }] } : noRecord
  }
}
