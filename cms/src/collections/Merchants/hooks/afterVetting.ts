import type { CollectionAfterChangeHook } from 'payload'
import { queueEmail } from '../../../email/queueEmail.ts'
import { merchantApprovedEmail, merchantRejectedEmail } from '../../../email/templates/merchantAccount.ts'
import { collectionSlugs } from '../../../slugs.ts'

/**
 * After an admin's decision, in the same transaction: a suspended or refused merchant's sessions end (its
 * Payload auth sessions are deleted, so every token it holds is refused on the next request), and the
 * merchant hears of a refusal, with the reason, or of its approval.
 */
export const afterVetting: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc.stato === previousDoc?.stato) return doc
  const userId = typeof doc.user === 'object' && doc.user ? doc.user.id : doc.user
  if ((doc.stato === 'sospeso' || doc.stato === 'respinto') && userId) {
    // A system write: the merchant's own sessions end with the admin's decision, whoever is signed in.
    await req.payload.update({ collection: collectionSlugs.users, id: userId, data: { sessions: [] }, depth: 0, overrideAccess: true, req })
  }
  if (req.context?.seeding) return doc
  if (doc.stato === 'respinto') await queueEmail(req, doc.email, merchantRejectedEmail(doc.motivoRifiuto ?? ''))
  if (doc.stato === 'attivo' && (previousDoc?.stato === 'in_revisione' || previousDoc?.stato === 'respinto')) await queueEmail(req, doc.email, merchantApprovedEmail())
  return doc
}
