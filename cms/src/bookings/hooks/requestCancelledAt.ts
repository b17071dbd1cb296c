import type { FieldHook, PayloadRequest } from 'payload'
import { collectionSlugs } from '../../slugs.ts'
import { relationId } from '../../fields/relationId.ts'

/**
 * When the consumer cancelled the request `lead`, read from the request itself (the one place the cancellation is
 * stored). A system read of one field: whoever may read or change a booking may know its callback is off.
 */
export async function leadCancelledAt(req: PayloadRequest, lead: number | null): Promise<string | null> {
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

/** The booking's virtual `richiestaAnnullataIl`: when its request was cancelled. */
export const requestCancelledAt: FieldHook = ({ siblingData, req }) => leadCancelledAt(req, relationId(siblingData.lead))
