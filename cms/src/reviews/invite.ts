import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'
import { lockForTransaction } from '../database/locks.ts'
import { queueEmail } from '../email/queueEmail.ts'
import { reviewInvitationEmail } from './emails/reviews.ts'
import { collectionSlugs } from '../slugs.ts'
import { nameOfService } from '../services/catalogue.ts'
import { relationId } from '../fields/relationId.ts'

/**
 * The consumer of a request is invited, once, to review a partner that contacted them: the review's record is made
 * (unwritten: it is the proof the partner was in touch) and the e-mail with the request page's link is queued, both in
 * the partner's own transaction. Whichever of its lead status and its callback says "contacted" first invites; the
 * second finds the record. A request whose personal data is gone (anonymised, no token) invites no one.
 */
export async function inviteToReview(req: PayloadRequest, leadId: number, merchantId: number): Promise<void> {
  // A lock, not a write (Payload has no call for it): a lead status and a callback marked at once invite once.
  await lockForTransaction(req, ['leadReviews', leadId])
  const existing = await req.payload.count({
    collection: collectionSlugs.reviews,
    where: { and: [{ clientRequest: { equals: leadId } }, { merchant: { equals: merchantId } }] },
    overrideAccess: true,
    req,
  })
  if (existing.totalDocs > 0) return
  // System reads and writes: the partner's step is what entitles the consumer, who holds no account.
  const lead = await req.payload.findByID({ collection: collectionSlugs.clientRequests, id: leadId, select: { nome: true, email: true, servizio: true, offersToken: true }, depth: 0, overrideAccess: true, disableErrors: true, req })
  if (!lead?.email || !lead.offersToken) return
  const merchant = await req.payload.findByID({ collection: collectionSlugs.merchants, id: merchantId, select: { nomeAzienda: true }, depth: 0, overrideAccess: true, disableErrors: true, req })
  if (!merchant) return
  await req.payload.create({
    collection: collectionSlugs.reviews,
    data: { clientRequest: leadId, merchant: merchantId, servizio: lead.servizio, invitatoIl: new Date().toISOString() },
    depth: 0,
    overrideAccess: true,
    req,
  })
  await queueEmail(req, lead.email, reviewInvitationEmail({ nome: lead.nome, servizio: lead.servizio, serviceName: await nameOfService(req, lead.servizio), offersToken: lead.offersToken }, merchant.nomeAzienda))
}

/**
 * afterChange of a record that marks a partner's step on a request (a lead status, an offers page's callback): its
 * first move into one of the `contacted` states invites the consumer of the request its `lead` field names.
 */
export function inviteOnContacted(options: { contacted: readonly string[]; lead: 'clientRequest' | 'lead' }): CollectionAfterChangeHook {
  const contacted = (state: unknown) => options.contacted.includes(state as string)
  return async ({ doc, previousDoc, req }) => {
    if (req.context?.seeding || !contacted(doc.stato) || contacted(previousDoc?.stato)) return doc
    const lead = relationId(doc[options.lead])
    const merchant = relationId(doc.merchant)
    if (lead !== null && merchant !== null) await inviteToReview(req, lead, merchant)
    return doc
  }
}
