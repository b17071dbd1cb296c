import type { PayloadRequest } from 'payload'
import { collectionSlugs } from '../slugs.ts'

// The consumers' objections to a partner of their request (the lead-objections collection), as the request page, its
// endpoint, the booking endpoint and the partners' masked view ask them: system reads, in the caller's transaction.

/** A relationship's id, whether it was read populated or not. */
export const idOf = (value: number | { id: number } | null | undefined) => (typeof value === 'object' && value ? value.id : (value ?? null))

/** When the consumer objected to this partner processing this request's data, or null (a system read). */
export async function objectionOf(req: PayloadRequest, lead: number, merchant: number): Promise<string | null> {
  const found = await req.payload.find({
    collection: collectionSlugs.leadObjections,
    where: { and: [{ clientRequest: { equals: lead } }, { merchant: { equals: merchant } }] },
    select: { createdAt: true },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return found.docs[0]?.createdAt ?? null
}

/** When the consumer objected to each partner of this request, by partner (a system read, like the page's). */
export async function objectionsOf(req: PayloadRequest, lead: number): Promise<Map<number, string>> {
  const found = await req.payload.find({
    collection: collectionSlugs.leadObjections,
    where: { clientRequest: { equals: lead } },
    select: { merchant: true, createdAt: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return new Map(found.docs.flatMap((objection) => {
    const merchant = idOf(objection.merchant)
    return merchant === null ? [] : [[merchant, objection.createdAt] as const]
  }))
}
