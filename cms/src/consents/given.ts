import type { PayloadRequest, Where } from 'payload'
import { phoneChannels, type ConsentPurpose, type ContactChannel } from '#content-schema'
import { collectionSlugs } from '../slugs.ts'

/** The submission a consent was given with: a lead from a questionnaire, a booking, a /contatti message. */
export type ConsentLink = { lead: number } | { booking: number } | { contactRequest: number }

/**
 * The record of a consent the person gave with that submission and has not withdrawn, or null: the latest record
 * for the purpose decides, and a withdrawn one counts as refused. A system read in the caller's transaction
 * (consents are for admins only); the id is what a withdrawal link names (withdrawalLink.ts).
 */
export async function givenConsentId(req: PayloadRequest, link: ConsentLink, purpose: ConsentPurpose): Promise<number | null> {
  return (await givenConsent(req, link, purpose))?.id ?? null
}

async function givenConsent(req: PayloadRequest, link: ConsentLink, purpose: ConsentPurpose): Promise<{ id: number; channels: ContactChannel[] } | null> {
  const [[field, id]] = Object.entries(link) as [[string, number]]
  const where: Where = { and: [{ [field]: { equals: id } }, { purpose: { equals: purpose } }] }
  const found = await req.payload.find({
    collection: collectionSlugs.consents,
    where,
    select: { granted: true, withdrawnAt: true, channels: true },
    sort: '-createdAt',
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const latest = found.docs[0]
  return latest?.granted && !latest.withdrawnAt ? { id: latest.id, channels: latest.channels ?? [] } : null
}

/**
 * Whether the person consented, with that submission (so for that service), to be contacted by partners on the phone
 * number — by call, SMS or WhatsApp: a consent to e-mail only does not let partners see the number.
 */
export async function hasPartnerConsent(req: PayloadRequest, link: { lead: number } | { booking: number }): Promise<boolean> {
  const consent = await givenConsent(req, link, 'partners')
  return consent !== null && consent.channels.some((channel) => phoneChannels.includes(channel))
}
