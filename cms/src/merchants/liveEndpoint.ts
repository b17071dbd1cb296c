import { createLocalReq, type Endpoint, type PayloadRequest } from 'payload'
import type { LiveEvent } from '../live/channel.ts'
import { activeOwnMerchant, type OwnMerchant } from '../access/merchantProfile.ts'
import { liveEventStream, type LiveDecision } from '../live/stream.ts'
import { activeMerchantOrRefusal } from './requireActiveMerchant.ts'

/**
 * Whether one live event may reach this merchant's stream: only for a record it may read right now, asked of
 * Payload with the collection's own access rule as that user (its bookings, the leads of merchantLeadScope, its
 * own lead statuses, its own profile, a consent given or withdrawn with one of its leads). A fresh request each time, so its profile is read anew: once it is no
 * longer active, the stream ends. A deletion is never passed on — the record is gone, nothing says whose it was.
 */
/** The lead a consent was given with, if any (a system read: only its id leaves here). */
async function consentLead(req: PayloadRequest, id: number | string): Promise<number | null> {
  const found = await req.payload.find({ collection: 'consents', where: { id: { equals: id } }, select: { lead: true }, depth: 0, limit: 1, pagination: false, overrideAccess: true, req })
  const lead = found.docs[0]?.lead
  return typeof lead === 'number' ? lead : (lead?.id ?? null)
}

async function decideForMerchant(req: PayloadRequest, profile: OwnMerchant, event: LiveEvent): Promise<LiveDecision> {
  if (event.op === 'delete' || event.collection === 'contact-requests') return 'skip'
  if (event.collection === 'merchants' && Number(event.id) !== profile.id) return 'skip'
  const user = req.user!
  const check = await createLocalReq({ user }, req.payload)
  if (!(await activeOwnMerchant(check))) return 'close'
  if (event.collection === 'merchants') return 'send'
  // A consent is the admins' record; what it changes is how the merchant sees the lead it was given with.
  const [collection, id] = event.collection === 'consents' ? (['client-requests', await consentLead(check, event.id)] as const) : [event.collection, event.id]
  if (id === null) return 'skip'
  const readable = await req.payload.count({ collection, where: { id: { equals: id } }, overrideAccess: false, user, req: check })
  return readable.totalDocs > 0 ? 'send' : 'skip'
}

/**
 * GET /api/merchant/live — server-sent events for the merchant area: a `change` event {collection, id, op} when
 * a booking of its own, a lead in its scope, one of its lead statuses or its profile is created or changed, by
 * any web process; the area then reads again through REST. Shares the process's one LISTEN connection with the
 * admin streams. Active merchants only (401 without a session, 403 otherwise).
 */
export const merchantLiveEndpoint: Endpoint = {
  path: '/merchant/live',
  method: 'get',
  handler: async (req) => {
    const access = await activeMerchantOrRefusal(req)
    if ('refused' in access) return access.refused
    return liveEventStream(req, (event) => decideForMerchant(req, access.profile, event))
  },
}
