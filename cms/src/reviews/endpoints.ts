import { APIError, type PayloadRequest } from 'payload'
import { ReviewSubmissionSchema, reviewMessages, trackerMessages, type PublicReview, type RequestReviews } from '#content-schema'
import type { Merchant, Review } from '../../payload-types.ts'
import { publicEndpoint, publicReadEndpoint } from '../api/publicEndpoint.ts'
import { jsonError, noStore } from '../api/publicWrite.ts'
import { lockForTransaction } from '../database/locks.ts'
import { inTransaction } from '../database/transaction.ts'
import { findLeadByToken } from '../leads/leadByToken.ts'
import { collectionSlugs } from '../slugs.ts'

/** The routes' path under `/api`, and the prefix of their rate-limit keys. */
export const REVIEWS_PATH = '/public/reviews'

/** The request page reads its reviews on opening and after a review is sent. */
const REVIEWS_READ_RATE_LIMIT = { limit: 60, windowMs: 60_000 }
/** A consumer writes a handful of reviews at most. */
export const REVIEWS_WRITE_RATE_LIMIT = { limit: 10, windowMs: 60_000 }

/** A written review as anyone may read it (no name, no request). */
export function toPublicReview(review: Pick<Review, 'id' | 'voto' | 'testo' | 'servizio' | 'scrittaIl' | 'risposta' | 'rispostaIl'>): PublicReview {
  return {
    id: review.id,
    voto: review.voto ?? 0,
    testo: review.testo ?? '',
    servizio: review.servizio,
    scrittaIl: review.scrittaIl ?? '',
    risposta: review.risposta ?? null,
    rispostaIl: review.rispostaIl ?? null,
  }
}

/** The reviews of one request (invitations included), with their partners' names. A system read: the token is the proof. */
async function reviewsOfRequest(req: PayloadRequest, leadId: number): Promise<Review[]> {
  const found = await req.payload.find({
    collection: collectionSlugs.reviews,
    where: { clientRequest: { equals: leadId } },
    populate: { [collectionSlugs.merchants]: { nomeAzienda: true } },
    sort: ['invitatoIl', 'id'],
    depth: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return found.docs
}

/**
 * GET /api/public/reviews?ref=<offersToken> → RequestReviews: the partners of the request who contacted the consumer
 * (each invited them to review it), with the review once written and whether an admin hid it. 404 for an unknown
 * token; rate-limited per address like the request page.
 */
export const requestReviewsEndpoint = publicReadEndpoint({
  path: REVIEWS_PATH,
  rateLimit: REVIEWS_READ_RATE_LIMIT,
  headers: noStore,
  handler: async (req) => {
    const lead = await findLeadByToken(req, req.searchParams.get('ref'))
    if (!lead) return jsonError(404, trackerMessages.notFound, {}, noStore)
    const reviews = await reviewsOfRequest(req, lead.id)
    const body: RequestReviews = {
      partners: reviews.flatMap((review) => {
        const merchant = review.merchant as Merchant | number | null
        if (!merchant || typeof merchant !== 'object') return []
        return [{ merchantId: merchant.id, nomeAzienda: merchant.nomeAzienda, review: review.scrittaIl ? { ...toPublicReview(review), nascosta: Boolean(review.nascosta) } : null }]
      }),
    }
    return Response.json(body, { headers: noStore })
  },
})

/**
 * POST /api/public/reviews { ref, merchant, voto, testo } → 201 { review }: the consumer rates a partner of their request
 * that contacted them (an invitation exists), once. 404 for an unknown request or a partner that did not contact
 * them, 409 for a second review. The request is locked so a second send at once finds the first; the review is
 * written through Payload (a system write: the token is the consumer's proof), whose hook checks it again and tells
 * the partner.
 */
export const reviewSubmitEndpoint = publicEndpoint({
  path: REVIEWS_PATH,
  schema: ReviewSubmissionSchema,
  rateLimit: REVIEWS_WRITE_RATE_LIMIT,
  handler: async ({ req, data }) => {
    const written = await inTransaction(req, async () => {
      const lead = await findLeadByToken(req, data.ref)
      if (!lead) throw new APIError(trackerMessages.notFound, 404, undefined, true)
      // A lock, not a write: the same lock the invitation takes (reviews/invite.ts).
      await lockForTransaction(req, ['leadReviews', lead.id])
      const found = await req.payload.find({
        collection: collectionSlugs.reviews,
        where: { and: [{ clientRequest: { equals: lead.id } }, { merchant: { equals: data.merchant } }] },
        depth: 0,
        limit: 1,
        pagination: false,
        overrideAccess: true,
        req,
      })
      const invitation = found.docs[0]
      if (!invitation) throw new APIError(reviewMessages.notInvited, 404, undefined, true)
      if (invitation.scrittaIl) throw new APIError(reviewMessages.alreadyWritten, 409, undefined, true)
      return req.payload.update({ collection: collectionSlugs.reviews, id: invitation.id, data: { voto: data.voto, testo: data.testo }, depth: 0, overrideAccess: true, req })
    })
    return Response.json({ review: { ...toPublicReview(written), nascosta: false } }, { status: 201, headers: noStore })
  },
})
