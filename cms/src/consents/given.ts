import type { PayloadRequest } from 'payload'
import { isConsentInForce, phoneChannels, type ConsentPurpose, type ContactChannel } from '#content-schema'
import { latestConsent, latestPartnerConsent, latestPartnerConsentsOfLead, type ConsentDecision, type ConsentLinkField } from '../database/consents.ts'
import { collectionSlugs } from '../slugs.ts'
import type { Consent } from '../../payload-types.ts'
import { latestGrants } from './grants.ts'

/** The submission a consent was given with: a lead from a questionnaire, a booking, a /contatti message. */
export type ConsentLink = { lead: number } | { booking: number } | { contactRequest: number }

/**
 * The record holding a consent the person gave with that submission and has not withdrawn, or null: the latest grant
 * for the purpose decides, and a withdrawal's counts as refused. A system read in the caller's transaction
 * (consents are for admins only), prepared (database/consents.ts): every offers page asks it; the id, with the
 * purpose, is what a withdrawal link names (withdrawalLink.ts).
 */
export async function givenConsentId(req: PayloadRequest, link: ConsentLink, purpose: ConsentPurpose): Promise<number | null> {
  return (await givenConsent(req, link, purpose))?.id ?? null
}

type Given = { id: number; channels: ContactChannel[] }

const decided = (latest: ConsentDecision | undefined): Given | null => (latest && isConsentInForce(latest) ? { id: latest.id, channels: latest.channels } : null)

async function givenConsent(req: PayloadRequest, link: ConsentLink, purpose: ConsentPurpose): Promise<Given | null> {
  const [[field, id]] = Object.entries(link) as [[ConsentLinkField, number]]
  return decided(await latestConsent(req, field, id, purpose))
}

/**
 * The partners consent the person gave, with that submission, to one partner: the latest grant naming that partner
 * decides. A lead's consent names its partner (the contact step's choice, a booking's callback), and so does a call
 * form's (the partners it named for the CAP); a call booked before call forms named partners has a consent naming none,
 * which goes to the partner an admin gives the booking to. A lead's consent naming no partner (recorded before
 * partners were named) reaches nobody.
 */
async function givenPartnerConsent(req: PayloadRequest, link: { lead: number } | { booking: number }, merchant: number): Promise<Given | null> {
  return decided(await latestPartnerConsent(req, link, merchant))
}

/** What a partner may have of a person's contacts, by their consent to it: nothing, name and e-mail, or those and the phone. */
export type PartnerContactScope = 'none' | 'email' | 'phone'

/**
 * What the person consented, with that submission (so for that service), to give this partner: nothing without a
 * consent naming it; with one, the name and the e-mail, and the phone number only when a phone channel (call, SMS,
 * WhatsApp) was allowed — a consent to e-mail only does not let the partner see the number.
 */
export async function partnerContactScope(req: PayloadRequest, link: { lead: number } | { booking: number }, merchant: number): Promise<PartnerContactScope> {
  const consent = await givenPartnerConsent(req, link, merchant)
  if (!consent) return 'none'
  return consent.channels.some((channel) => phoneChannels.includes(channel)) ? 'phone' : 'email'
}

/** Whether the person let this partner call them on the phone number, with that submission (partnerContactScope). */
export async function hasPartnerConsent(req: PayloadRequest, link: { lead: number } | { booking: number }, merchant: number): Promise<boolean> {
  return (await partnerContactScope(req, link, merchant)) === 'phone'
}

/**
 * The partners the person consented to, with that lead, to be called by (a phone channel allowed): the offers page's
 * booking dialog asks the consent of the others. Each partner's latest partners consent of the lead in one statement
 * (database/consents.ts), in the caller's transaction.
 */
export async function partnersConsentedByPhone(req: PayloadRequest, lead: number): Promise<number[]> {
  return consentedByPhone(await latestPartnerConsentsOfLead(req, lead))
}

/** Of each partner's latest partners consent of a lead (partnerConsentsOfLeadQuery's rows), the partners it lets call, by id. */
export function consentedByPhone(latest: { merchant: number | null; granted: boolean; withdrawnAt: string | null; channels: ContactChannel[] }[]): number[] {
  return latest
    .filter((row) => isConsentInForce(row) && row.channels.some((channel) => phoneChannels.includes(channel)))
    .map((row) => Number(row.merchant))
    .sort((a, b) => a - b)
}

/**
 * The partners a call form's booking may be given to: those its form named that the person chose (their latest
 * partners grant in force), or null when the form named none (sent before call forms named partners, or nobody served
 * the CAP), where the admin's choice is not limited by it. A system read of the booking's consents through Payload (a
 * handful of records, read when an admin hands the booking to a partner), the ledger's rule deciding (grants.ts), in the
 * caller's transaction.
 */
export async function chosenPartnersOfBooking(req: PayloadRequest, booking: number): Promise<number[] | null> {
  const found = await req.payload.find({
    collection: collectionSlugs.consents,
    where: { and: [{ booking: { equals: booking } }, { 'grants.purpose': { equals: 'partners' } }] },
    select: { grants: true, withdrawnAt: true, createdAt: true, lead: true, booking: true, contactRequest: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const named = latestGrants(found.docs as Consent[]).flatMap((grant) => (grant.purpose === 'partners' && grant.merchant !== null ? [{ ...grant, merchant: grant.merchant }] : []))
  if (named.length === 0) return null
  return named.filter((grant) => isConsentInForce(grant)).map((grant) => grant.merchant).sort((a, b) => a - b)
}
