import { APIError, type PayloadRequest } from 'payload'
import { RequestObjectionSchema, trackerMessages } from '#content-schema'
import type { ClientRequest } from '../../payload-types.ts'
import { publicEndpoint } from '../api/publicEndpoint.ts'
import { inTransaction } from '../database/transaction.ts'
import { queueEmail } from '../email/queueEmail.ts'
import { objectionMerchantEmail } from './emails/requestTracker.ts'
import { matchMerchants } from '../leads/matching.ts'
import { collectionSlugs } from '../slugs.ts'
import { lockRequest, TRACKER_ACTION_RATE_LIMIT } from './actions.ts'
import { TRACKER_PATH } from './read.ts'
import { objectionOf } from '../database/objections.ts'
import { nameOfService } from '../services/catalogue.ts'
import { relationId } from '../fields/relationId.ts'

/**
 * The partners that received this request's data — its `destinatari` and any partner a callback was booked with — and
 * those its page lists: the same, except for a repeat, delivered to nobody, whose page lists the partners that serve it
 * as a new request's would (requestPage/read.ts), so that its sender learns nothing of the open request.
 */
async function partnersOf(req: PayloadRequest, lead: ClientRequest): Promise<{ received: Set<number>; listed: Set<number> }> {
  const bookings = await req.payload.find({ collection: collectionSlugs.bookings, where: { lead: { equals: lead.id } }, select: { merchant: true }, depth: 0, pagination: false, overrideAccess: true, req })
  const received = new Set([...(lead.destinatari ?? []), ...bookings.docs.map((booking) => booking.merchant)].map(relationId).filter((id): id is number => id !== null))
  const listed = new Set(received)
  if (lead.ripeteRichiesta) for (const merchant of await matchMerchants(req, { cap: lead.cap, servizio: lead.servizio })) listed.add(merchant.id)
  return { received, listed }
}

/**
 * The consumer objects to one partner of the request: recorded once through Payload (the lead-objections collection,
 * whose hook tells the partner's open area), and the partner that received the data e-mailed not to contact the person.
 * From then on the partner reads the request and its bookings without the consumer's contacts
 * (leads/hooks/maskPhoneForMerchants.ts) and cannot be booked for it. Returns when the objection was made.
 */
async function objectTo(req: PayloadRequest, ref: string, merchantId: number): Promise<string> {
  const lead = await lockRequest(req, ref)
  const { received, listed } = await partnersOf(req, lead)
  if (!listed.has(merchantId)) throw new APIError(trackerMessages.partnerNotFound, 404, undefined, true)
  const before = await objectionOf(req, lead.id, merchantId)
  if (before) return before
  // A system write for the consumer, who holds no account: the token proved the request is theirs.
  const objection = await req.payload.create({ collection: collectionSlugs.leadObjections, data: { clientRequest: lead.id, merchant: merchantId }, depth: 0, overrideAccess: true, req })
  if (received.has(merchantId)) {
    const merchant = await req.payload.findByID({ collection: collectionSlugs.merchants, id: merchantId, select: { email: true, nomeAzienda: true }, depth: 0, overrideAccess: true, req })
    await queueEmail(req, merchant.email, objectionMerchantEmail({ ...lead, serviceName: await nameOfService(req, lead.servizio) }, merchant.nomeAzienda))
  }
  return objection.createdAt
}

/**
 * POST /api/public/request/objection { ref, merchant } — from the request page, the consumer objects (GDPR art. 21) to
 * one of its partners processing the data: for this request only. Idempotent: the first objection's date stays. 404 in
 * Italian for an unknown request or a partner the page does not list; rate-limited per address like the page's other
 * actions.
 */
export const requestObjectionEndpoint = publicEndpoint({
  path: `${TRACKER_PATH}/objection`,
  schema: RequestObjectionSchema,
  rateLimit: TRACKER_ACTION_RATE_LIMIT,
  handler: async ({ req, data }) => {
    const objectedAt = await inTransaction(req, () => objectTo(req, data.ref, data.merchant))
    return Response.json({ ok: true, objectedAt })
  },
})
