import type { PayloadRequest, Where } from 'payload'
import type { ConsentPurpose } from '#content-schema'
import { collectionSlugs } from '../slugs.ts'

/** The submission a consent was given with: a lead from a questionnaire, or a booking from a call form. */
export type ConsentSubject = { lead: number } | { booking: number }

/** Whether the person consented, with that submission (so for that service), to be contacted by partners. */
export function hasPartnerConsent(req: PayloadRequest, subject: ConsentSubject): Promise<boolean> {
  return hasConsent(req, subject, 'partners')
}

/**
 * Whether the person gave a consent with that submission: the latest record for the purpose decides, and a
 * withdrawn one counts as refused. A system read in the caller's transaction; consents are for admins only.
 */
export async function hasConsent(req: PayloadRequest, subject: ConsentSubject, purpose: ConsentPurpose): Promise<boolean> {
  const link: Where = 'lead' in subject ? { lead: { equals: subject.lead } } : { booking: { equals: subject.booking } }
  const found = await req.payload.find({
    collection: collectionSlugs.consents,
    where: { and: [link, { purpose: { equals: purpose } }] },
    select: { granted: true, withdrawnAt: true },
    sort: '-createdAt',
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const latest = found.docs[0]
  return Boolean(latest?.granted && !latest.withdrawnAt)
}
