import type { CollectionAfterChangeHook } from 'payload'
import { queueEmail } from '../../../email/queueEmail.ts'
import { merchantApprovedEmail, merchantRejectedEmail } from '../../../email/templates/merchantAccount.ts'
import { queryableFor } from '../../../lib/db.ts'

/**
 * After an admin's decision, in the same transaction: a suspended or refused merchant's sessions end (its
 * Payload auth sessions are deleted, so every token it holds is refused on the next request), and the
 * merchant hears of a refusal, with the reason, or of its approval.
 */
export const afterVetting: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc.stato === previousDoc?.stato) return doc
  const userId = typeof doc.user === 'object' && doc.user ? doc.user.id : doc.user
  if ((doc.stato === 'sospeso' || doc.stato === 'respinto') && userId) {
    await (await queryableFor(req)).query('delete from users_sessions where _parent_id = $1', [userId])
  }
  if (req.context?.seeding) return doc
  if (doc.stato === 'respinto') await queueEmail(req, doc.email, merchantRejectedEmail(doc.motivoRifiuto ?? ''))
  if (doc.stato === 'attivo' && (previousDoc?.stato === 'in_revisione' || previousDoc?.stato === 'respinto')) await queueEmail(req, doc.email, merchantApprovedEmail())
  return doc
}
