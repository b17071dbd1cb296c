import type { PayloadRequest } from 'payload'
import { collectionSlugs } from '../slugs.ts'

/**
 * The callback a lead booked with a merchant, with its state: one at most (the (lead, merchant) index is unique).
 * With an idempotency key, a booking that key made for the same lead counts too; a key is only ever matched within
 * its lead, so it can reveal nothing about another.
 */
export async function leadCallback(req: PayloadRequest, leadId: number, merchantId: number, idempotencyKey?: string) {
  const result = await req.payload.find({
    collection: collectionSlugs.bookings,
    where: {
      and: [
        { lead: { equals: leadId } },
        { or: [{ merchant: { equals: merchantId } }, ...(idempotencyKey ? [{ idempotencyKey: { equals: idempotencyKey } }] : [])] },
      ],
    },
    select: { stato: true },
    depth: 0,
    limit: 1,
    pagination: false,
    // A system read: its callers have proved the lead is theirs to act on (the offers page's token, or the write to
    // the lead's status that the sync follows, itself checked as the person who acted).
    overrideAccess: true,
    req,
  })
  return result.docs[0] ?? null
}
