import { APIError, type PayloadRequest } from 'payload'
import { openBookingStates, ProposalAnswerSchema, RequestActionSchema, RescheduleRequestSchema, trackerMessages } from '#content-schema'
import type { ClientRequest } from '../../payload-types.ts'
import { lockForTransaction } from '../database/locks.ts'
import { inTransaction } from '../database/transaction.ts'
import { queueEmail, queueEmails } from '../email/queueEmail.ts'
import { callbackRescheduledMerchantEmail, erasureRequestAdminEmail, requestCancelledMerchantEmail } from './emails/requestTracker.ts'
import { callbackProposalAnsweredMerchantEmail } from '../bookings/emails/bookings.ts'
import { adminEmails } from '../email/adminEmails.ts'
import { publicEndpoint } from '../api/publicEndpoint.ts'
import { personReference, recordAudit } from '../privacy/audit.ts'
import { collectionSlugs } from '../slugs.ts'
import { TRACKER_PATH } from './read.ts'
import { findLeadByToken } from '../leads/leadByToken.ts'
import { nameOfService } from '../services/catalogue.ts'

/** The consumer's writes from the request page (cancel, erasure, a new callback slot), per address. */
export const TRACKER_ACTION_RATE_LIMIT = { limit: 10, windowMs: 60_000 }

const notFound = () => new APIError(trackerMessages.notFound, 404, undefined, true)

/**
 * The request of a page's token, locked for this transaction so that a cancel, a new slot and a partner's step on
 * the same request happen one after the other. A system read: the token is the consumer's proof.
 */
export async function lockRequest(req: PayloadRequest, ref: string): Promise<ClientRequest> {
  const lead = await findLeadByToken(req, ref)
  if (!lead) throw notFound()
  // A lock, not a write: Payload has no call for it.
  await lockForTransaction(req, ['request', lead.id])
  return (await req.payload.findByID({ collection: collectionSlugs.clientRequests, id: lead.id, depth: 0, overrideAccess: true, req })) as ClientRequest
}

/**
 * The booking `id` of the request `lead`, with its partner's address and name for the e-mail; 404 in Italian for a
 * booking of another request or without a partner. A system read: the request's token is the consumer's proof.
 */
async function bookingOfRequest(req: PayloadRequest, lead: number, id: number) {
  const found = await req.payload.find({
    collection: collectionSlugs.bookings,
    where: { and: [{ id: { equals: id } }, { lead: { equals: lead } }] },
    select: { stato: true, richiamata: true, propostaRichiamata: true, merchant: true },
    populate: { [collectionSlugs.merchants]: { email: true, nomeAzienda: true } },
    depth: 1,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const booking = found.docs[0]
  if (!booking || typeof booking.merchant !== 'object' || !booking.merchant) throw new APIError(trackerMessages.bookingNotFound, 404, undefined, true)
  return { ...booking, merchant: booking.merchant }
}

/**
 * Marks the request cancelled (once; the first time stays) and, when `erasure`, the erasure asked, through Payload:
 * the collection's hooks tell the partners' open lists at once. Partners with a callback still to make are e-mailed
 * not to call. Returns the request as it was before.
 */
async function cancelRequest(req: PayloadRequest, ref: string, erasure: boolean): Promise<ClientRequest> {
  const lead = await lockRequest(req, ref)
  const now = new Date().toISOString()
  const changes = {
    ...(lead.annullataIl ? {} : { annullataIl: now }),
    ...(erasure && !lead.cancellazioneRichiestaIl ? { cancellazioneRichiestaIl: now } : {}),
  }
  if (Object.keys(changes).length === 0) return lead
  await req.payload.update({ collection: collectionSlugs.clientRequests, id: lead.id, data: changes, depth: 0, overrideAccess: true, req })
  if (!lead.annullataIl) {
    const waiting = await req.payload.find({
      collection: collectionSlugs.bookings,
      where: { and: [{ lead: { equals: lead.id } }, { stato: { in: [...openBookingStates] } }] },
      select: { merchant: true },
      populate: { [collectionSlugs.merchants]: { email: true, nomeAzienda: true } },
      depth: 1,
      pagination: false,
      overrideAccess: true,
      req,
    })
    const serviceName = await nameOfService(req, lead.servizio)
    const partners = waiting.docs.flatMap((booking) => (typeof booking.merchant === 'object' && booking.merchant ? [booking.merchant] : []))
    await queueEmails(req, partners.map((partner) => ({ to: partner.email, content: requestCancelledMerchantEmail({ ...lead, serviceName }, partner.nomeAzienda) })))
  }
  return lead
}

/** POST /api/public/request/cancel { ref } — the consumer cancels the request from its page. Idempotent. */
export const requestCancelEndpoint = publicEndpoint({
  path: `${TRACKER_PATH}/cancel`,
  schema: RequestActionSchema,
  rateLimit: TRACKER_ACTION_RATE_LIMIT,
  handler: async ({ req, data }) => {
    await inTransaction(req, () => cancelRequest(req, data.ref, false))
    return Response.json({ ok: true })
  },
})

/**
 * POST /api/public/request/erasure { ref } — the consumer asks for their data to be erased: the request is cancelled,
 * the wish recorded (audit log) and every admin told, who erases from Privacy (GDPR). Idempotent.
 */
export const requestErasureEndpoint = publicEndpoint({
  path: `${TRACKER_PATH}/erasure`,
  schema: RequestActionSchema,
  rateLimit: TRACKER_ACTION_RATE_LIMIT,
  handler: async ({ req, data }) => {
    await inTransaction(req, async () => {
      const before = await cancelRequest(req, data.ref, true)
      if (before.cancellazioneRichiestaIl) return
      await recordAudit(req.payload, { action: 'erasure-request', subject: personReference(before.email) }, req)
      const notice = erasureRequestAdminEmail({ ...before, serviceName: await nameOfService(req, before.servizio) })
      await queueEmails(req, (await adminEmails(req)).map((to) => ({ to, content: notice })))
    })
    return Response.json({ ok: true })
  },
})

/**
 * POST /api/public/request/reschedule { ref, booking, slot } — the consumer picks another slot (the same rule as the
 * booking's, RescheduleRequestSchema) for a callback the partner has not taken up yet. Refused in Italian: 404 for an
 * unknown request or a booking not of this request, 409 once the request is cancelled or the partner moved the
 * booking on. The request is locked, so a cancel cannot interleave; the booking changes through Payload (its hooks
 * tell the open views), and the partner is e-mailed the new slot in the same transaction. The same slot again: 200,
 * nothing written.
 */
export const requestRescheduleEndpoint = publicEndpoint({
  path: `${TRACKER_PATH}/reschedule`,
  schema: RescheduleRequestSchema,
  rateLimit: TRACKER_ACTION_RATE_LIMIT,
  handler: async ({ req, data }) => {
    const slot = data.slot ? new Date(data.slot) : null
    const richiamata = await inTransaction(req, async () => {
      const lead = await lockRequest(req, data.ref)
      const booking = await bookingOfRequest(req, lead.id, data.booking)
      if (lead.annullataIl) throw new APIError(trackerMessages.rescheduleCancelled, 409, undefined, true)
      if (booking.stato !== 'in_attesa') throw new APIError(trackerMessages.rescheduleTaken, 409, undefined, true)
      const unchanged = (booking.richiamata ? new Date(booking.richiamata).getTime() : null) === (slot?.getTime() ?? null)
      if (unchanged) return slot
      // A system write for the consumer, who holds no account: the token proved the request is theirs.
      await req.payload.update({ collection: collectionSlugs.bookings, id: booking.id, data: { richiamata: slot?.toISOString() ?? null }, depth: 0, overrideAccess: true, req })
      await queueEmail(req, booking.merchant.email, callbackRescheduledMerchantEmail({ ...lead, serviceName: await nameOfService(req, lead.servizio) }, booking.merchant.nomeAzienda, slot))
      return slot
    })
    return Response.json({ ok: true, richiamata: richiamata?.toISOString() ?? null })
  },
})

/**
 * POST /api/public/request/proposal { ref, booking, accetta } — the consumer answers the slot a partner proposed
 * (cms/src/bookings/proposal.ts): accepted, the callback moves to it; kept, the proposal is dropped. The request's token
 * is the proof, as for every action of the page. Refused in Italian: 404 for an unknown request or a booking not of
 * it, 409 with no proposal waiting, once the request is cancelled or the callback closed, and for a proposed slot
 * already past. The request is locked, the booking changes through Payload (its hooks tell the partner's open area) and
 * the partner is e-mailed the answer in the same transaction.
 */
export const requestProposalEndpoint = publicEndpoint({
  path: `${TRACKER_PATH}/proposal`,
  schema: ProposalAnswerSchema,
  rateLimit: TRACKER_ACTION_RATE_LIMIT,
  handler: async ({ req, data }) => {
    const richiamata = await inTransaction(req, async () => {
      const lead = await lockRequest(req, data.ref)
      const booking = await bookingOfRequest(req, lead.id, data.booking)
      if (lead.annullataIl) throw new APIError(trackerMessages.proposalClosed, 409, undefined, true)
      if (!booking.propostaRichiamata || !openBookingStates.includes(booking.stato)) throw new APIError(trackerMessages.proposalNone, 409, undefined, true)
      const proposed = new Date(booking.propostaRichiamata)
      if (data.accetta && proposed.getTime() <= Date.now()) throw new APIError(trackerMessages.proposalPast, 409, undefined, true)
      const slot = data.accetta ? proposed : booking.richiamata ? new Date(booking.richiamata) : null
      // A system write for the consumer, who holds no account: the token proved the request is theirs.
      await req.payload.update({
        collection: collectionSlugs.bookings,
        id: booking.id,
        data: { propostaRichiamata: null, ...(data.accetta ? { richiamata: proposed.toISOString() } : {}) },
        depth: 0,
        overrideAccess: true,
        req,
      })
      await queueEmail(req, booking.merchant.email, callbackProposalAnsweredMerchantEmail({ ...lead, serviceName: await nameOfService(req, lead.servizio) }, booking.merchant.nomeAzienda, data.accetta, slot))
      return slot
    })
    return Response.json({ ok: true, richiamata: richiamata?.toISOString() ?? null })
  },
})
