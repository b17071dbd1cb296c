import type { CollectionAfterChangeHook } from 'payload'
import type { Review } from '../../../payload-types.ts'
import { queueEmail } from '../../email/queueEmail.ts'
import { newReviewMerchantEmail } from '../emails/reviews.ts'
import { recordAudit } from '../../privacy/audit.ts'
import { collectionSlugs } from '../../slugs.ts'
import { nameOfService } from '../../services/catalogue.ts'
import { relationId } from '../../fields/relationId.ts'

/**
 * After a review changes, in its transaction: the partner hears of a review just written (it may reply from its
 * area), and an admin hiding or showing one again leaves its entry in the decisions' trail, with the reason.
 */
export const afterReviewChange: CollectionAfterChangeHook<Review> = async ({ doc, previousDoc, operation, req }) => {
  const written = Boolean(doc.scrittaIl) && !(operation === 'update' && previousDoc?.scrittaIl)
  const wasHidden = operation === 'update' && Boolean(previousDoc?.nascosta)
  const toggled = Boolean(doc.nascosta) !== wasHidden
  if (!written && !toggled) return doc
  // A system read of the partner's name and address, for its e-mail and the trail's entry.
  const merchant = await req.payload.findByID({ collection: collectionSlugs.merchants, id: relationId(doc.merchant)!, select: { nomeAzienda: true, email: true }, depth: 0, overrideAccess: true, disableErrors: true, req })
  if (written && merchant && !req.context?.seeding) await queueEmail(req, merchant.email, newReviewMerchantEmail(merchant.nomeAzienda, doc.voto ?? 0, doc.servizio, await nameOfService(req, doc.servizio)))
  if (toggled) {
    await recordAudit(
      req.payload,
      {
        action: doc.nascosta ? 'review-hide' : 'review-show',
        subject: `Recensione n. ${doc.id} di ${merchant?.nomeAzienda ?? 'un merchant eliminato'}`,
        motivo: doc.nascosta ? (doc.motivoNascosta ?? null) : null,
        merchant: merchant ? relationId(doc.merchant)! : null,
        user: req.user?.id ?? null,
      },
      req,
    )
  }
  return doc
}
