import { createLocalReq, type Endpoint, type PayloadRequest, type Where } from 'payload'
import type { LiveEvent } from '#content-schema'
import { ownMerchant, type OwnMerchant } from './access/merchantProfile.ts'
import { liveEventStream, type LiveDecision } from '../live/stream.ts'
import { merchantOrRefusal } from './requireActiveMerchant.ts'

/** The lead a consent was given with, if any (a system read: only its id leaves here). */
async function consentLead(req: PayloadRequest, id: number | string): Promise<number | null> {
  const found = await req.payload.find({ collection: 'consents', where: { id: { equals: id } }, select: { lead: true }, depth: 0, limit: 1, pagination: false, overrideAccess: true, req })
  const lead = found.docs[0]?.lead
  return typeof lead === 'number' ? lead : (lead?.id ?? null)
}

/**
 * Whether one live event may reach this merchant's stream. Its own profile's changes always do, whatever its state:
 * an admin's suspension, refusal or re-activation shows in its open area at once. Anything else only while an admin
 * has it active, and only for a record it may read right now, asked of Payload with the collection's own access rule
 * as that user (its bookings, the leads of merchantLeadScope, its own lead statuses and reviews, a consent given or
 * withdrawn with one of its leads). A fresh request each time, so its profile is read anew; once the profile is gone
 * the stream ends. A deletion is never passed on — the record is gone, nothing says whose it was.
 */
async function decideForMerchant(req: PayloadRequest, profile: OwnMerchant, event: LiveEvent): Promise<LiveDecision> {
  if (event.op === 'delete' || event.collection === 'contact-requests') return 'skip'
  if (event.collection === 'merchants') return Number(event.id) === profile.id ? 'send' : 'skip'
  const user = req.user!
  const check = await createLocalReq({ user }, req.payload)
  const current = await ownMerchant(check)
  if (!current) return 'close'
  if (current.stato !== 'attivo') return 'skip'
  // A consent is the admins' record; what it changes is how the merchant sees the lead it was given with.
  const [collection, id] = event.collection === 'consents' ? (['client-requests', await consentLead(check, event.id)] as const) : [event.collection, event.id]
  if (id === null) return 'skip'
  // Anyone reads published reviews: of those, only its own concern it.
  const where: Where = collection === 'reviews' ? { and: [{ id: { equals: id } }, { merchant: { equals: current.id } }] } : { id: { equals: id } }
  const readable = await req.payload.count({ collection, where, overrideAccess: false, user, req: check })
  return readable.totalDocs > 0 ? 'send' : 'skip'
}

/**
 * GET /api/merchant/live — server-sent events for the merchant area: a `change` event {collection, id, op} when its
 * profile changes (any state), or, while it is active, when a booking of its own, a lead in its scope, one of its lead
 * statuses or reviews is created or changed, by any web process; the area then reads again through REST. Shares the
 * process's one LISTEN connection with the admin streams. Merchants with a profile only (401 without a session, 403
 * otherwise).
 */
export const merchantLiveEndpoint: Endpoint = {
  path: '/merchant/live',
  method: 'get',
  handler: async (req) => {
    const access = await merchantOrRefusal(req)
    if ('refused' in access) return access.refused
    return liveEventStream(req, (event) => decideForMerchant(req, access.profile, event))
  },
}
