import type { PayloadRequest } from 'payload'
import { merchantLiveMessages } from '#content-schema'
import { activeOwnMerchant, type OwnMerchant } from '../access/merchantProfile.ts'
import { noStore } from '../admin/requireAdmin.ts'

/**
 * The live side of the merchant area (counts, event stream) belongs to an active merchant: its profile, or the
 * refusal — 401 without a session, 403 for anyone else (staff, a merchant in review, refused or suspended).
 */
export async function activeMerchantOrRefusal(req: PayloadRequest): Promise<{ profile: OwnMerchant } | { refused: Response }> {
  if (!req.user) return { refused: Response.json({ error: merchantLiveMessages.signInFirst }, { status: 401, headers: noStore }) }
  const profile = await activeOwnMerchant(req)
  if (!profile) return { refused: Response.json({ error: merchantLiveMessages.activeOnly }, { status: 403, headers: noStore }) }
  return { profile }
}
