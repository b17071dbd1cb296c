import type { PayloadRequest } from 'payload'
import { isConsentInForce, phoneChannels, type ConsentPurpose, type ContactChannel } from '#content-schema'
import { and, desc, eq, isNull, or, sql } from '@payloadcms/db-postgres/drizzle'
import { consents, consents_channels } from '../database/schema.ts'
import { drizzleFor, preparedRead } from '../database/session.ts'

/** The submission a consent was given with: a lead from a questionnaire, a booking, a /contatti message. */
export type ConsentLink = { lead: number } | { booking: number } | { contactRequest: number }

/**
 * The record of a consent the person gave with that submission and has not withdrawn, or null: the latest record
 * for the purpose decides, and a withdrawn one counts as refused. A system read in the caller's transaction
 * (consents are for admins only), prepared (database/session.ts): every offers page asks it; the id is what a
 * withdrawal link names (withdrawalLink.ts).
 */
export async function givenConsentId(req: PayloadRequest, link: ConsentLink, purpose: ConsentPurpose): Promise<number | null> {
  return (await givenConsent(req, link, purpose))?.id ?? null
}

/** The consent's column holding each kind of submission it was given with. */
const linkColumns = { lead: consents.lead, booking: consents.booking, contactRequest: consents.contactRequest }

type Given = { id: number; channels: ContactChannel[] }

/** The columns a decision reads, the channels qualified by hand: drizzle writes a single table's columns unqualified, which the subquery would take for its own. */
const decisionColumns = {
  id: consents.id,
  granted: consents.granted,
  withdrawnAt: consents.withdrawnAt,
  channels: sql<ContactChannel[]>`array(select ${consents_channels.value}::text from ${consents_channels} where ${consents_channels.parent} = ${consents}.${sql.identifier(consents.id.name)} order by ${consents_channels.order})`,
}

const decided = (latest: { id: number; granted: boolean; withdrawnAt: string | null; channels: ContactChannel[] } | undefined): Given | null =>
  latest && isConsentInForce(latest) ? { id: latest.id, channels: latest.channels } : null

async function givenConsent(req: PayloadRequest, link: ConsentLink, purpose: ConsentPurpose): Promise<Given | null> {
  const [[field, id]] = Object.entries(link) as [[keyof typeof linkColumns, number]]
  const [latest] = await preparedRead(
    req,
    `latest_consent_by_${field}`,
    (db) =>
      db
        .select(decisionColumns)
        .from(consents)
        .where(and(eq(linkColumns[field], sql.placeholder('id')), eq(consents.purpose, sql.placeholder('purpose'))))
        .orderBy(desc(consents.createdAt), desc(consents.id))
        .limit(1),
    { id, purpose },
  )
  return decided(latest)
}

/**
 * The partners consent the person gave, with that submission, to one partner: the latest record naming that partner
 * decides. A lead's consent names its partner (the contact step's choice, a booking's callback), and so does a call
 * form's (the partners it named for the CAP); a call booked before call forms named partners has a consent naming none,
 * which goes to the partner an admin gives the booking to. A lead's consent naming no partner (recorded before
 * partners were named) reaches nobody.
 */
async function givenPartnerConsent(req: PayloadRequest, link: { lead: number } | { booking: number }, merchant: number): Promise<Given | null> {
  const byLead = 'lead' in link
  const [latest] = await preparedRead(
    req,
    byLead ? 'latest_partner_consent_by_lead' : 'latest_partner_consent_by_booking',
    (db) =>
      db
        .select(decisionColumns)
        .from(consents)
        .where(
          and(
            eq(byLead ? consents.lead : consents.booking, sql.placeholder('id')),
            eq(consents.purpose, 'partners'),
            byLead ? eq(consents.merchant, sql.placeholder('merchant')) : or(eq(consents.merchant, sql.placeholder('merchant')), isNull(consents.merchant)),
          ),
        )
        .orderBy(desc(consents.createdAt), desc(consents.id))
        .limit(1),
    { id: 'lead' in link ? link.lead : link.booking, merchant },
  )
  return decided(latest)
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
 * (`distinct on`, which the query builder of Payload's reads does not write), on the lead's index of the consents, in
 * the caller's transaction.
 */
export async function partnersConsentedByPhone(req: PayloadRequest, lead: number): Promise<number[]> {
  const db = await drizzleFor(req)
  const { rows } = await db.execute(sql`
    select distinct on (c.merchant_id) c.merchant_id as merchant, c.granted, c.withdrawn_at,
      array(select ch.value::text from consents_channels ch where ch.parent_id = c.id) as channels
    from consents c
    where c.lead_id = ${lead} and c.purpose = 'partners' and c.merchant_id is not null
    order by c.merchant_id, c.created_at desc, c.id desc`)
  return (rows as { merchant: number; granted: boolean; withdrawn_at: unknown; channels: string[] }[])
    .filter((row) => isConsentInForce({ granted: row.granted, withdrawnAt: row.withdrawn_at }) && row.channels.some((channel) => (phoneChannels as readonly string[]).includes(channel)))
    .map((row) => Number(row.merchant))
}

/**
 * The partners a call form's booking may be given to: those its form named that the person chose (their latest
 * partners consent granted, not withdrawn), or null when the form named none (sent before call forms named partners,
 * or nobody served the CAP), where the admin's choice is not limited by it. Each named partner's latest record in one
 * statement (`distinct on`, which the query builder of Payload's reads does not write), on the booking's index of the
 * consents, in the caller's transaction.
 */
export async function chosenPartnersOfBooking(req: PayloadRequest, booking: number): Promise<number[] | null> {
  const db = await drizzleFor(req)
  const { rows } = await db.execute(sql`
    select distinct on (c.merchant_id) c.merchant_id as merchant, c.granted, c.withdrawn_at
    from consents c
    where c.booking_id = ${booking} and c.purpose = 'partners' and c.merchant_id is not null
    order by c.merchant_id, c.created_at desc, c.id desc`)
  const latest = rows as { merchant: number; granted: boolean; withdrawn_at: unknown }[]
  if (latest.length === 0) return null
  return latest.filter((row) => row.granted && !row.withdrawn_at).map((row) => Number(row.merchant))
}

/**
 * The leads whose consumer gave this partner their contacts (partnerContactScope is not 'none' for them): each lead's
 * latest partners consent naming the partner is granted and not withdrawn. One statement on the consents, in the
 * caller's transaction; the leads' searches and name order for a partner read it (hooks/hideObjectedFromQueries.ts).
 */
export async function leadsSharedWith(req: PayloadRequest, merchant: number): Promise<number[]> {
  const db = await drizzleFor(req)
  const { rows } = await db.execute(sql`
    select latest.lead from (
      select distinct on (c.lead_id) c.lead_id as lead, c.granted, c.withdrawn_at
      from consents c
      where c.merchant_id = ${merchant} and c.purpose = 'partners' and c.lead_id is not null
      order by c.lead_id, c.created_at desc, c.id desc
    ) latest
    where latest.granted and latest.withdrawn_at is null`)
  return (rows as { lead: number }[]).map((row) => Number(row.lead))
}
