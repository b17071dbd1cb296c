import { APIError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'
import { bookingProposalMessages, BookingProposalSchema, consumerActionMessages, openBookingStates, objectionMessages, type BookingState } from '#content-schema'
import { leadCancelledAt } from './hooks/requestCancelledAt.ts'
import { queueEmail } from '../email/queueEmail.ts'
import { nameOfService } from '../services/catalogue.ts'
import { callbackProposalClientEmail } from './emails/bookings.ts'
import { objectionOf } from '../database/objections.ts'
import { collectionSlugs } from '../slugs.ts'
import { relationId } from '../fields/relationId.ts'

const instant = (value: unknown): number | null => (typeof value === 'string' && value ? new Date(value).getTime() : null)

/**
 * bookings beforeChange: a partner's (or an admin's) «Proponi un altro orario» — `propostaRichiamata` — is a slot the
 * consumer could choose themselves (BookingProposalSchema: on the hour, inside the telemarketing hours, within 14
 * days), for a callback still open, of a request with its page (where the consumer answers), not cancelled, whose
 * consumer did not object to this partner, and not the slot already booked. Stamps `propostaIl`. Clearing it (the
 * consumer's answer, a system write) is always allowed.
 */
export const checkProposal: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !originalDoc || !('propostaRichiamata' in data)) return data
  const proposed = instant(data.propostaRichiamata)
  if (proposed === null) return { ...data, propostaRichiamata: null, propostaIl: null }
  if (proposed === instant(originalDoc.propostaRichiamata)) return { ...data, propostaIl: originalDoc.propostaIl }
  if (!req.user) return { ...data, propostaIl: new Date().toISOString() }
  const parsed = BookingProposalSchema.safeParse({ propostaRichiamata: new Date(proposed).toISOString() })
  if (!parsed.success) throw new APIError(parsed.error.issues[0]?.message ?? bookingProposalMessages.choose, 400, undefined, true)
  const lead = relationId(originalDoc.lead)
  const merchant = relationId(originalDoc.merchant)
  if (lead === null || merchant === null) throw new APIError(bookingProposalMessages.noRequestPage, 400, undefined, true)
  const stato = (data.stato ?? originalDoc.stato) as BookingState
  if (!openBookingStates.includes(stato)) throw new APIError(bookingProposalMessages.closed, 409, undefined, true)
  if (await leadCancelledAt(req, lead)) throw new APIError(consumerActionMessages.bookingClosed, 409, undefined, true)
  if (await objectionOf(req, lead, merchant)) throw new APIError(objectionMessages.bookingNotice, 409, undefined, true)
  if (proposed === instant(originalDoc.richiamata)) throw new APIError(bookingProposalMessages.sameSlot, 400, undefined, true)
  return { ...data, propostaRichiamata: parsed.data.propostaRichiamata, propostaIl: new Date().toISOString() }
}

/**
 * bookings afterChange: a new proposal is e-mailed to the consumer — to the address of their request, with the link
 * to its page, where they answer — in the same transaction (queued, sent by the jobs runner).
 */
export const mailProposal: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !doc.propostaRichiamata || instant(doc.propostaRichiamata) === instant(previousDoc?.propostaRichiamata)) return doc
  const lead = relationId(doc.lead)
  const merchant = relationId(doc.merchant)
  if (lead === null || merchant === null) return doc
  // System reads: the consumer's own address and the partner's name, for the e-mail only.
  const [request, partner] = await Promise.all([
    req.payload.findByID({ collection: collectionSlugs.clientRequests, id: lead, select: { nome: true, email: true, servizio: true, cap: true, offersToken: true }, depth: 0, overrideAccess: true, req }),
    req.payload.findByID({ collection: collectionSlugs.merchants, id: merchant, select: { nomeAzienda: true }, depth: 0, overrideAccess: true, req }),
  ])
  if (!request.offersToken) return doc
  await queueEmail(
    req,
    request.email,
    callbackProposalClientEmail(
      { nome: request.nome, servizio: request.servizio, serviceName: await nameOfService(req, request.servizio), cap: request.cap, offersToken: request.offersToken },
      partner.nomeAzienda,
      doc.richiamata ? new Date(doc.richiamata) : null,
      new Date(doc.propostaRichiamata),
    ),
  )
  return doc
}
