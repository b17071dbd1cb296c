import type { Access, Where } from 'payload'
import { hasRole } from '../../access/hasRole.ts'
import { merchantLeadScope } from './merchantLeadScope.ts'
import { activeOwnMerchant } from '../../merchants/access/merchantProfile.ts'

/** The lead rule's conditions, asked of the related lead (`cap` → `clientRequest.cap`). */
function onLead(where: Where): Where {
  return Object.fromEntries(
    Object.entries(where).map(([key, value]) =>
      key === 'and' || key === 'or' ? [key, (value as Where[]).map(onLead)] : [`clientRequest.${key}`, value],
    ),
  ) as Where
}

/**
 * For the records one merchant has on one lead (`merchant`, `clientRequest`: its lead statuses, the consumer's
 * objections to it). Admins read every one. An active merchant only its own rows, and only while the lead is one it
 * may read (merchantLeadScope): a narrowed coverage or a suspension hides its notes on those leads too, and a team
 * member's account reads them only on the leads assigned to it.
 */
export const ownLeadRecord: Access = async (args) => {
  if (hasRole(args.req.user, 'admin')) return true
  const profile = await activeOwnMerchant(args.req, { members: true })
  if (!profile) return false
  const scope = await merchantLeadScope(args)
  if (scope === false || typeof scope !== 'object') return false
  return { and: [{ merchant: { equals: profile.id } }, onLead(scope)] }
}
