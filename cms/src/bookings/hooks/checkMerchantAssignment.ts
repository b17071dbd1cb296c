import { APIError, type CollectionBeforeChangeHook } from 'payload'
import { bookingAssignmentMessages, type ServiceSlug } from '#content-schema'
import { matchMerchants } from '../../leads/matching.ts'
import { collectionSlugs } from '../../slugs.ts'
import { relationId } from '../../fields/relationId.ts'
import { chosenPartnersOfBooking } from '../../consents/given.ts'

const refuse = (message: string) => new APIError(message, 400, undefined, true)

/**
 * A booking handed to another merchant (an admin's reassignment, from the admin area or /admin) may go only
 * to a merchant the offers' matching rule would pick for it: active, with the booking's service and CAP among
 * what an admin approved — and, for a call form that named partners, one the consumer chose there; a call request
 * only once its sender proved the e-mail address (issue #37: its contacts are the sender's word until then).
 * Unassigning (a merchant erased) and saves that keep the merchant are not checked.
 */
export const checkMerchantAssignment: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !originalDoc || !('merchant' in data)) return data
  const merchant = relationId(data.merchant)
  if (merchant === null || merchant === relationId(originalDoc.merchant)) return data
  if (originalDoc.origine === 'chiamata' && !originalDoc.contattoVerificatoIl) throw refuse(bookingAssignmentMessages.contactNotVerified)
  const cap = (data.capCliente ?? originalDoc.capCliente) as string | null | undefined
  if (!cap) throw refuse(bookingAssignmentMessages.noCap)
  const servizio = (data.servizioRichiesto ?? originalDoc.servizioRichiesto) as ServiceSlug
  const matched = await matchMerchants(req, { cap, servizio })
  if (!matched.some((candidate) => candidate.id === merchant)) throw refuse(bookingAssignmentMessages.notServing)
  const chosen = await chosenPartnersOfBooking(req, originalDoc.id)
  if (chosen !== null && !chosen.includes(merchant)) throw refuse(bookingAssignmentMessages.notChosen)
  const lead = relationId(data.lead ?? originalDoc.lead)
  if (lead !== null) {
    // One booking per lead and merchant (a unique index): say so in Italian rather than let the index refuse it.
    const taken = await req.payload.count({
      collection: collectionSlugs.bookings,
      where: { lead: { equals: lead }, merchant: { equals: merchant }, id: { not_equals: originalDoc.id } },
      overrideAccess: true,
      req,
    })
    if (taken.totalDocs > 0) throw refuse(bookingAssignmentMessages.alreadyBooked)
  }
  return data
}
