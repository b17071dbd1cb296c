import type { PayloadRequest } from 'payload'

/**
 * The id of the record an earlier submission with this idempotency key created, if any, so a resubmission
 * answers with it instead of creating a duplicate. A system read by the key only the submitting browser knows.
 */
export async function findByIdempotencyKey(
  req: PayloadRequest,
  collection: 'contact-requests' | 'bookings' | 'client-requests',
  idempotencyKey: string | undefined,
): Promise<number | null> {
  if (!idempotencyKey) return null
  const existing = await req.payload.find({
    collection,
    where: { idempotencyKey: { equals: idempotencyKey } },
    select: {},
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return (existing.docs[0]?.id as number | undefined) ?? null
}
