import type { PayloadRequest } from 'payload'
import { merchantLiveMessages } from '#content-schema'
import { activeOwnMerchant, ownMerchant, type OwnMerchant } from './access/merchantProfile.ts'
import { jsonError, noStore } from '../api/publicWrite.ts'

/**
 * The live side of the merchant area (counts, event stream, leads) belongs to an active merchant — its owner or a team
 * member's own account, whose reads the access rules narrow to its assigned leads: its profile, or the refusal — 401
 * without a session, 403 for anyone else (staff, a merchant in review, refused or suspended).
 */
export async function activeMerchantOrRefusal(req: PayloadRequest): Promise<{ profile: OwnMerchant } | { refused: Response }> {
  if (!req.user) return { refused: jsonError(401, merchantLiveMessages.signInFirst, {}, noStore) }
  const profile = await activeOwnMerchant(req, { members: true })
  if (!profile) return { refused: jsonError(403, merchantLiveMessages.activeOnly, {}, noStore) }
  return { profile }
}

/**
 * The merchant area's live stream belongs to any merchant with a profile, whatever its state (it hears of its own
 * profile's changes: a suspension or re-activation shows at once): its profile, or 401 without a session, 403 for
 * staff and a merchant with no profile yet.
 */
export async function merchantOrRefusal(req: PayloadRequest): Promise<{ profile: OwnMerchant } | { refused: Response }> {
  if (!req.user) return { refused: jsonError(401, merchantLiveMessages.signInFirst, {}, noStore) }
  const profile = await ownMerchant(req)
  if (!profile) return { refused: jsonError(403, merchantLiveMessages.profileOnly, {}, noStore) }
  return { profile }
}
