import type { FieldHook } from 'payload'
import { collectionSlugs } from '../../../slugs.ts'

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'number' ? (value as { id: number }).id : null

/**
 * When the consumer cancelled the request the booking was made for, read from the request itself (the one place the
 * cancellation is stored). A system read of one field: whoever may read the booking may know its callback is off.
 */
export const requestCancelledAt: FieldHook = async ({ siblingData, req }) => {
  const lead = idOf(siblingData.lead)
  if (lead === null) return null
  const found = await req.payload.find({
    collection: collectionSlugs.clientRequests,
    where: { id: { equals: lead } },
    select: { annullataIl: true },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return found.docs[0]?.annullataIl ?? null
}
