import type { CollectionAfterChangeHook, PayloadRequest, Where } from 'payload'
import { bookingStateOfLead, bookingStepsTo, canMoveLead, leadStateOfBooking, type BookingState, type LeadState } from '#content-schema'
import { actsForPartner } from '../merchants/access/merchantProfile.ts'
import { leadCancelledAt } from '../bookings/hooks/requestCancelledAt.ts'
import { leadCallback } from '../bookings/leadCallback.ts'
import { collectionSlugs } from '../slugs.ts'
import { relationId } from '../fields/relationId.ts'

/** Set on req.context while one side is written because the other changed, so the write does not echo back. */
const SYNCING = 'leadBookingSync'

async function asSync(req: PayloadRequest, write: () => Promise<unknown>): Promise<void> {
  req.context[SYNCING] = true
  try {
    await write()
  } finally {
    delete req.context[SYNCING]
  }
}

/** Whether the booking's merchant may work on its lead: for a merchant, its own read rule; for staff, a lead delivered to it. */
async function leadIsMerchants(req: PayloadRequest, lead: number, merchant: number): Promise<boolean> {
  const asMerchant = actsForPartner(req.user)
  const where: Where = asMerchant ? { id: { equals: lead } } : { and: [{ id: { equals: lead } }, { destinatari: { equals: merchant } }] }
  const found = await req.payload.count({ collection: collectionSlugs.clientRequests, where, overrideAccess: !asMerchant, req })
  return found.totalDocs > 0
}

/**
 * bookings afterChange: a callback's new state moves its lead's status for the same merchant (created at the
 * booking's state when the merchant had none), through the lead workflow's own hook, as the person who acted. A
 * lead already further on, or one the merchant cannot work on, is left as it is.
 */
export const bookingMovesLead: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || req.context?.[SYNCING] || req.context?.seeding || doc.stato === previousDoc?.stato) return doc
  const lead = relationId(doc.lead)
  const merchant = relationId(doc.merchant)
  if (lead === null || merchant === null) return doc
  const target = leadStateOfBooking[doc.stato as BookingState]
  const found = await req.payload.find({
    collection: collectionSlugs.leadStatuses,
    where: { and: [{ clientRequest: { equals: lead } }, { merchant: { equals: merchant } }] },
    depth: 0,
    limit: 1,
    pagination: false,
    // A system read of the row to move; the write below is checked as the person who acted.
    overrideAccess: true,
    req,
  })
  const row = found.docs[0]
  const from: LeadState = row?.stato ?? 'nuovo'
  if (from === target || !canMoveLead(from, target) || !(await leadIsMerchants(req, lead, merchant))) return doc
  await asSync(req, async () => {
    if (row) await req.payload.update({ collection: collectionSlugs.leadStatuses, id: row.id, data: { stato: target }, depth: 0, overrideAccess: !req.user, req })
    else await req.payload.create({ collection: collectionSlugs.leadStatuses, data: { clientRequest: lead, merchant, stato: target }, depth: 0, overrideAccess: !req.user, req })
  })
  return doc
}

/**
 * lead-statuses afterChange: the lead's new status moves the merchant's callback booking for that lead, if any,
 * through the booking's own machine (a closed lead whose callback still waits passes through Contattato), as the
 * person who acted. A callback of a cancelled request keeps its state.
 */
export const leadMovesBooking: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (req.context?.[SYNCING] || req.context?.seeding || doc.stato === previousDoc?.stato) return doc
  const lead = relationId(doc.clientRequest)
  const merchant = relationId(doc.merchant)
  if (lead === null || merchant === null) return doc
  // Found as the system; the writes below are checked as the person who acted.
  const booking = await leadCallback(req, lead, merchant)
  if (!booking) return doc
  const steps = bookingStepsTo(booking.stato, bookingStateOfLead[doc.stato as LeadState])
  if (steps.length === 0 || (await leadCancelledAt(req, lead))) return doc
  await asSync(req, async () => {
    for (const stato of steps) await req.payload.update({ collection: collectionSlugs.bookings, id: booking.id, data: { stato }, depth: 0, overrideAccess: !req.user, req })
  })
  return doc
}
