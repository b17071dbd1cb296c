import type { PayloadRequest } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { and, desc, eq, isNotNull, isNull, or } from '@payloadcms/db-postgres/drizzle'
import type { NodePgDatabase } from '@payloadcms/db-postgres/drizzle/node-postgres'
import type { ConsentPurpose, ContactChannel } from '#content-schema'
import { emailKeySql, phoneKeySql } from '../privacy/personalFields.ts'
import { consents, consents_grants, consents_grants_channels } from './schema.ts'
import { drizzleFor, preparedRead } from './session.ts'

/**
 * The ids of the consent records holding a grant for `purpose` of the person of the record `consentId`: the same
 * e-mail key (content-schema's emailKey) or the same phone key (leads/personKeys.ts), across their requests, callbacks
 * and messages (consents/withdrawal.ts's personConsents, which then reads them through Payload).
 */
export async function personConsentIds(req: PayloadRequest, consentId: number, purpose: ConsentPurpose): Promise<number[]> {
  const db = await drizzleFor(req)
  const phoneOfBooking = sql.raw(phoneKeySql('b.telefono_cliente'))
  const addressOf = (column: string) => sql.raw(emailKeySql(column))
  // A read Payload's where cannot say: case-insensitive e-mail and phone-key matches across three tables.
  const result = await db.execute<{ id: number }>(sql`
    with named as (select ${addressOf('c.email')} as email, coalesce(l.chiave_telefono, ${phoneOfBooking}) as phone
                   from consents c left join client_requests l on l.id = c.lead_id left join bookings b on b.id = c.booking_id
                   where c.id = ${consentId}),
         leads as (select l.id from client_requests l, named n where l.chiave_email = n.email or l.chiave_telefono = n.phone),
         bookings_of as (select b.id from bookings b, named n where ${addressOf('b.email_cliente')} = n.email or ${phoneOfBooking} = n.phone)
    select c.id from consents c, named n
    where c.email <> '' and exists (select 1 from consents_grants g where g._parent_id = c.id and g.purpose = ${purpose})
      and (${addressOf('c.email')} = n.email or c.lead_id in (select id from leads) or c.booking_id in (select id from bookings_of))`)
  return result.rows.map((row) => Number(row.id))
}

/**
 * A consent as the decisions of consents/given.ts read it: the record holding the grant (a withdrawal link names it),
 * whether the grant grants, when its record withdrew it, its channels.
 */
export type ConsentDecision = { id: number; granted: boolean; withdrawnAt: string | null; channels: ContactChannel[] }

/** The record's column holding each kind of submission it was given with. */
const linkColumns = { lead: consents.lead, booking: consents.booking, contactRequest: consents.contactRequest }
export type ConsentLinkField = keyof typeof linkColumns

/** The columns a decision reads: the record's id and withdrawal, the grant's answer and its channels (a table of their own). */
const decisionColumns = {
  id: consents.id,
  granted: consents_grants.granted,
  withdrawnAt: consents.withdrawnAt,
  channels: sql<ContactChannel[]>`array(select ${consents_grants_channels.value}::text from ${consents_grants_channels} where ${consents_grants_channels.parent} = ${consents_grants.id} order by ${consents_grants_channels.order})`,
}

/** The latest first: records by when they were written, a record's grants from its last (the order the rules read the ledger in). */
const latestFirst = [desc(consents.createdAt), desc(consents.id), desc(consents_grants._order)]

/**
 * The latest grant for `purpose` given with a submission (`field` names its kind), or undefined. Prepared
 * (preparedRead): every offers page asks it, and a `payload.find` of it costs the web process several times as much
 * (docs/performance.md); tests/integration/platform/prepared-reads.test.ts compares it with Payload's read of the ledger.
 */
export async function latestConsent(req: PayloadRequest, field: ConsentLinkField, id: number, purpose: ConsentPurpose): Promise<ConsentDecision | undefined> {
  // Prepared read of every offers page: a payload.find costs the web process several times as much (parity-tested).
  const [latest] = await preparedRead(
    req,
    `latest_consent_grant_by_${field}`,
    (db) =>
      db
        .select(decisionColumns)
        .from(consents)
        .innerJoin(consents_grants, eq(consents_grants._parentID, consents.id))
        .where(and(eq(linkColumns[field], sql.placeholder('id')), eq(consents_grants.purpose, sql.placeholder('purpose'))))
        .orderBy(...latestFirst)
        .limit(1),
    { id, purpose },
  )
  return latest
}

/**
 * The latest partners grant of a lead naming `merchant`, or of a booking naming it or naming none (a call booked
 * before call forms named partners), or undefined. Prepared, like latestConsent: the offers page and every partner's
 * reading of a lead ask it; the parity test covers it (partnerContactScope).
 */
export async function latestPartnerConsent(req: PayloadRequest, link: { lead: number } | { booking: number }, merchant: number): Promise<ConsentDecision | undefined> {
  const byLead = 'lead' in link
  // Prepared read of every offers page and partner's reading: as latestConsent (parity-tested).
  const [latest] = await preparedRead(
    req,
    byLead ? 'latest_partner_grant_by_lead' : 'latest_partner_grant_by_booking',
    (db) =>
      db
        .select(decisionColumns)
        .from(consents)
        .innerJoin(consents_grants, eq(consents_grants._parentID, consents.id))
        .where(
          and(
            eq(byLead ? consents.lead : consents.booking, sql.placeholder('id')),
            eq(consents_grants.purpose, 'partners'),
            byLead ? eq(consents_grants.merchant, sql.placeholder('merchant')) : or(eq(consents_grants.merchant, sql.placeholder('merchant')), isNull(consents_grants.merchant)),
          ),
        )
        .orderBy(...latestFirst)
        .limit(1),
    { id: 'lead' in link ? link.lead : link.booking, merchant },
  )
  return latest
}

/**
/**
 * The statement of latestPartnerConsentsOfLead, the lead a placeholder (the offers page runs it with its other reads:
 * database/offersPage.ts). `distinct on`, which the query builder of Payload's reads does not write: each partner's
 * latest partners grant, with its channels and its record's withdrawal, in one statement on the lead's index of the
 * consents.
 */
export const partnerConsentsOfLeadQuery = (db: NodePgDatabase) =>
  db
    .selectDistinctOn([consents_grants.merchant], { merchant: consents_grants.merchant, granted: consents_grants.granted, withdrawnAt: consents.withdrawnAt, channels: decisionColumns.channels.as('channels') })
    .from(consents)
    .innerJoin(consents_grants, eq(consents_grants._parentID, consents.id))
    .where(and(eq(consents.lead, sql.placeholder('lead')), eq(consents_grants.purpose, 'partners'), isNotNull(consents_grants.merchant)))
    .orderBy(consents_grants.merchant, ...latestFirst)

/**
 * Each partner's latest partners grant of a lead, with its channels (partnerConsentsOfLeadQuery), in the caller's
 * transaction. Prepared (preparedRead): the offers page asks it on every visit.
 */
export async function latestPartnerConsentsOfLead(req: PayloadRequest, lead: number) {
  // `distinct on`, which Payload's reads do not write; prepared for every offers page (parity-tested).
  return preparedRead(req, 'partner_grants_of_lead', partnerConsentsOfLeadQuery, { lead })
}

/**
 * The leads whose consumer gave this partner their contacts (consents/given.ts's partnerContactScope is not 'none' for
 * them): each lead's latest partners grant naming the partner is granted and its record no withdrawal, in the caller's
 * transaction; the leads' searches and name order for a partner read it (leads/hooks/hideObjectedFromQueries.ts). `distinct
 * on` over the partner's grants (the grants' index on the partner), which Payload's reads do not write: through Payload
 * a partner of many leads would read every record of them on each search of its leads, where this returns one id per lead.
 */
export async function leadsSharedWith(req: PayloadRequest, merchant: number): Promise<number[]> {
  const db = await drizzleFor(req)
  // `distinct on` over a partner's grants: one id per lead, not every record of them through Payload.
  const { rows } = await db.execute(sql`
    select latest.lead from (
      select distinct on (c.lead_id) c.lead_id as lead, g.granted, c.withdrawn_at
      from consents_grants g join consents c on c.id = g._parent_id
      where g.merchant_id = ${merchant} and g.purpose = 'partners' and c.lead_id is not null
      order by c.lead_id, c.created_at desc, c.id desc, g._order desc
    ) latest
    where latest.granted and latest.withdrawn_at is null`)
  return (rows as { lead: number }[]).map((row) => Number(row.lead))
}
