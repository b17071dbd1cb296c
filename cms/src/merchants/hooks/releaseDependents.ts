import type { CollectionBeforeDeleteHook } from 'payload'
import { collectionSlugs } from '../../slugs.ts'

/**
 * Before a merchant is deleted: its team members and its reviews go with it (they belong to no one else, and the
 * column is required), while its bookings stay as the clients' history, without a merchant (the admin area labels
 * them "Merchant eliminato"; their origine still tells them from call-form requests).
 * Both run in the delete's transaction (req), so a failed delete leaves everything as it was.
 */
export const releaseDependents: CollectionBeforeDeleteHook = async ({ id, req }) => {
  // System clean-up of records the admin cannot see one by one from here; the delete itself was already authorised.
  await req.payload.delete({ collection: collectionSlugs.teamMembers, where: { merchant: { equals: id } }, req, overrideAccess: true })
  await req.payload.delete({ collection: collectionSlugs.reviews, where: { merchant: { equals: id } }, req, overrideAccess: true })
  await req.payload.update({
    collection: collectionSlugs.bookings,
    where: { merchant: { equals: id } },
    data: { merchant: null },
    req,
    overrideAccess: true,
  })
}
