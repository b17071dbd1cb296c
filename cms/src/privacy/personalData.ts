import type { CollectionSlug, PayloadRequest } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { drizzleFor as dbFor } from '../database/session.ts'
import { collectionSlugs } from '../slugs.ts'
import { ANONYMISED_AUDIT_SUBJECT, personalJobTasks } from './sql.ts'
import { leadWritings, personalTables, phoneKeySql } from './personalFields.ts'
import { personReference } from './audit.ts'
import { notifyPartners } from './partnerNotices.ts'
import { ANONYMISING } from '../fields/personalContact.ts'

/** A drizzle SQL fragment (drizzle-orm is reached through the adapter, not a dependency of its own). */
type SQL = ReturnType<typeof sql>

/**
 * Everything stored about one e-mail address, for the admin's export and erase (GDPR articles 15 and 17).
 * Addresses are matched case-insensitively, since the forms keep them as typed.
 *
 * Where the address appears:
 * - client requests (leads), bookings (callbacks and call requests), consents, contact requests: their e-mail;
 * - partial submissions: an answer equal to the address, or the session of one of its leads;
 * - users (staff and merchant accounts), merchant profiles (the sign-up record; also the profile of a matched
 *   user), team members: their e-mail; merchant logos uploaded by a matched user;
 * - reviews: those of its leads (invitations included: the person wrote them, or was asked to);
 * - e-mails and SMS queued or sent to the person or about them (the jobs queue keeps their text): by the address, or
 *   by a phone the person gave with the address (phonesOf).
 */
export const personalDataKinds = [
  'client-requests',
  'bookings',
  'consents',
  'contact-requests',
  'partial-submissions',
  'users',
  'merchants',
  'team-members',
  'merchant-logos',
  'reviews',
  'emails',
] as const
export type PersonalDataKind = (typeof personalDataKinds)[number]
export type PersonalDataIds = Record<PersonalDataKind, number[]>

/** A text with the separators people type in a phone number removed, to find a phone key in it. */
const compact = (text: SQL) => sql`regexp_replace(${text}, ${'[\\s().\\-/]'}, '', 'g')`
/** `any(array[…])` of the patterns, for `like`. */
const anyOf = (patterns: string[]) => sql`any(array[${sql.join(patterns.map((pattern) => sql`${pattern}`), sql`, `)}]::text[])`

function finders(email: string, phones: string[]): Record<PersonalDataKind, SQL> {
  const users = sql`select id from users where lower(email) = ${email}`
  const phoneIn = (column: SQL) => (phones.length > 0 ? sql`${column} in ${phones}` : sql`false`)
  const inText = (text: SQL) =>
    phones.length > 0 ? sql`(lower(${text}) like ${`%${email}%`} or ${compact(text)} like ${anyOf(phones.map((phone) => `%${phone}%`))})` : sql`lower(${text}) like ${`%${email}%`}`
  return {
    'client-requests': sql`select id from client_requests where lower(email) = ${email}`,
    bookings: sql`select id from bookings where lower(email_cliente) = ${email}`,
    consents: sql`select id from consents where lower(email) = ${email}`,
    'contact-requests': sql`select id from contact_requests where lower(email) = ${email}`,
    'partial-submissions': sql`select id from partial_submissions p
      where session_id in (select session_id from client_requests where lower(email) = ${email} and session_id is not null)
         or (jsonb_typeof(p.answers) = 'object' and exists (select 1 from jsonb_each_text(p.answers) a
              where lower(a.value) = ${email} or ${phoneIn(sql.raw(phoneKeySql('a.value')))}))`,
    users,
    merchants: sql`select id from merchants where lower(email) = ${email} or user_id in (${users})`,
    'team-members': sql`select id from team_members where lower(email) = ${email}`,
    'merchant-logos': sql`select id from merchant_logos where owner_id in (${users})`,
    reviews: sql`select id from reviews where client_request_id in (select id from client_requests where lower(email) = ${email})`,
    // Sent to the person, or about them (a partner's notice holds their contact): the input keeps the whole text.
    emails: sql`select id from payload_jobs where task_slug in ${[...personalJobTasks]} and ${inText(sql`input::text`)}`,
  }
}

/**
 * The phone keys (leads/personKeys.ts) the person gave with the requests, callbacks and messages of `email`: their
 * copies elsewhere (jobs, rate limits, unfinished questionnaires) are found by these.
 */
async function phonesOf(req: PayloadRequest, email: string): Promise<string[]> {
  const db = await dbFor(req)
  const keys = Object.values(personalTables).flatMap(({ table, person }) =>
    person.phone ? [sql.raw(`select ${person.phone} as phone from ${table} t where `).append(sql`${sql.raw(person.email)} = ${email}`)] : [],
  )
  const result = (await db.execute(sql`select distinct phone from (${sql.join(keys, sql` union all `)}) p where phone is not null`)) as unknown as { rows: { phone: string }[] }
  return result.rows.map((row) => row.phone)
}

/** The ids of every record holding `email` (and the phones given with it), read in `req`'s transaction when it has one. */
export async function findPersonalData(req: PayloadRequest, email: string): Promise<PersonalDataIds> {
  return (await findPerson(req, email)).ids
}

async function findPerson(req: PayloadRequest, email: string): Promise<{ ids: PersonalDataIds; phones: string[] }> {
  const db = await dbFor(req)
  const address = email.trim().toLowerCase()
  const phones = await phonesOf(req, address)
  const found = {} as PersonalDataIds
  for (const [kind, query] of Object.entries(finders(address, phones)) as [PersonalDataKind, SQL][]) {
    const result = (await db.execute(sql`${query} order by id`)) as unknown as { rows: { id: number }[] }
    found[kind] = result.rows.map((row) => Number(row.id))
  }
  return { ids: found, phones }
}

export function countsOf(ids: PersonalDataIds): Record<PersonalDataKind, number> {
  return Object.fromEntries(personalDataKinds.map((kind) => [kind, ids[kind].length])) as Record<PersonalDataKind, number>
}

const collectionOf: Record<Exclude<PersonalDataKind, 'emails'>, CollectionSlug> = {
  'client-requests': collectionSlugs.clientRequests,
  bookings: collectionSlugs.bookings,
  consents: collectionSlugs.consents,
  'contact-requests': collectionSlugs.contactRequests,
  'partial-submissions': collectionSlugs.partialSubmissions,
  users: collectionSlugs.users,
  merchants: collectionSlugs.merchants,
  'team-members': collectionSlugs.teamMembers,
  'merchant-logos': collectionSlugs.merchantLogos,
  reviews: collectionSlugs.reviews,
}

export type PersonalDataExport = {
  email: string
  exportedAt: string
  counts: Record<PersonalDataKind, number>
  data: Record<PersonalDataKind, unknown[]>
}

/** Every record of `email`, read as the requesting admin sees it (their access rules apply). */
export async function exportPersonalData(req: PayloadRequest, email: string): Promise<PersonalDataExport> {
  const ids = await findPersonalData(req, email)
  const data = {} as Record<PersonalDataKind, unknown[]>
  for (const [kind, collection] of Object.entries(collectionOf) as [Exclude<PersonalDataKind, 'emails'>, CollectionSlug][]) {
    if (ids[kind].length === 0) {
      data[kind] = []
      continue
    }
    const found = await req.payload.find({
      collection,
      where: { id: { in: ids[kind] } },
      depth: 0,
      pagination: false,
      sort: 'id',
      user: req.user,
      overrideAccess: false,
      req,
    })
    data[kind] = found.docs
  }
  data.emails = []
  if (ids.emails.length > 0) {
    const db = await dbFor(req)
    const result = (await db.execute(sql`select id, input->>'to' as "to", input->>'subject' as subject, created_at as "createdAt",
        completed_at as "completedAt" from payload_jobs where id in ${ids.emails} order by id`)) as unknown as { rows: unknown[] }
    data.emails = result.rows
  }
  return { email: email.trim().toLowerCase(), exportedAt: new Date().toISOString(), counts: countsOf(ids), data }
}

/**
 * Deletes or anonymises every record of `email`, through Payload in `req`'s transaction (the caller opens it), acting
 * for the admin who asked where the admin may act, as the system where no API may (the consent ledger, the e-mail
 * queue, the audit log). First the partners holding the contact are told (privacy/partnerNotices.ts). Leads, bookings
 * and consents are anonymised with personalFields.ts's declaration, as the retention purge leaves them (the
 * statistics stay, nothing points to the person any more); what partners wrote on those leads is emptied; the
 * person's reviews are deleted (their words; the collection lets no one delete through the API); queued and sent
 * e-mails and SMS naming the address or one of the person's phones are deleted, audit entries about the person no
 * longer say whom, rate-limit counters keyed by them go; everything else is deleted, with the collections' delete
 * hooks (a merchant releases its bookings and takes its team along, a logo removes its file).
 */
export async function erasePersonalData(req: PayloadRequest, email: string): Promise<Record<PersonalDataKind, number>> {
  const address = email.trim().toLowerCase()
  const { ids, phones } = await findPerson(req, address)
  // Partners that hold the contact hear of the erasure (GDPR art. 19); the notice names the request, not the person.
  await notifyPartners(req, 'erase', { leads: ids['client-requests'], bookings: ids.bookings })
  const system = { depth: 0, overrideAccess: true, req, context: { [ANONYMISING]: true } } as const
  const anonymise = async (collection: CollectionSlug, which: number[], data: Record<string, unknown>) => {
    if (which.length === 0) return
    const result = await req.payload.update({ collection, where: { id: { in: which } }, data, ...system })
    if (result.errors.length > 0) throw new Error(`erase of ${collection} failed: ${result.errors.map((error) => error.message).join('; ')}`)
  }
  await anonymise(collectionSlugs.clientRequests, ids['client-requests'], personalTables['client-requests'].blank)
  if (ids['client-requests'].length > 0) {
    // The merchants' messages to the person, their return notes and private notes on these leads may name the person too.
    const onLeads = { clientRequest: { in: ids['client-requests'] } }
    for (const [collection, { blank }] of [
      [collectionSlugs.leadStatuses, leadWritings['lead-statuses']],
      [collectionSlugs.leadReturns, leadWritings['lead-returns']],
    ] as const) {
      const written = await req.payload.find({ collection, where: onLeads, select: {}, pagination: false, ...system })
      await anonymise(collection, written.docs.map((doc) => doc.id), blank)
    }
    await req.payload.delete({ collection: collectionSlugs.leadNotes, where: onLeads, ...system })
  }
  await anonymise(collectionSlugs.bookings, ids.bookings, personalTables.bookings.blank)
  await anonymise(collectionSlugs.consents, ids.consents, personalTables.consents.blank)
  if (ids.emails.length > 0) await req.payload.delete({ collection: 'payload-jobs', where: { id: { in: ids.emails } }, ...system })
  if (ids.reviews.length > 0) await req.payload.delete({ collection: collectionSlugs.reviews, where: { id: { in: ids.reviews } }, ...system })
  await forgetInAuditLog(req, address, phones)
  await forgetInRateLimits(req, address, phones)

  const counts = countsOf(ids)
  // Profiles before the accounts and logos they point to. A deleted profile takes its team members along, so
  // only those still there are deleted afterwards (the counts report every match).
  for (const kind of ['contact-requests', 'partial-submissions', 'merchants', 'team-members', 'merchant-logos', 'users'] as const) {
    const remaining = kind === 'team-members' ? await stillPresent(req, ids[kind]) : ids[kind]
    if (remaining.length === 0) continue
    const result = await req.payload.delete({
      collection: collectionOf[kind],
      where: { id: { in: remaining } },
      user: req.user,
      overrideAccess: false,
      req,
    })
    if (result.errors.length > 0) throw new Error(`erase of ${kind} failed: ${result.errors.map((error) => error.message).join('; ')}`)
  }
  return counts
}

/**
 * The audit log's entries about the person (an export, a withdrawal, an erasure request: by their fingerprint, or
 * the address itself in entries written before fingerprints) keep what was done and when, no longer to whom. A
 * system write: the collection refuses every API write.
 */
async function forgetInAuditLog(req: PayloadRequest, email: string, phones: string[]): Promise<void> {
  const db = await dbFor(req)
  const found = (await db.execute(sql`select id from audit_log where lower(subject) like ${`%${email}%`} or lower(coalesce(motivo, '')) like ${`%${email}%`}
    or subject like ${`${personReference(email)}%`}
    ${phones.length > 0 ? sql`or ${compact(sql`subject`)} like ${anyOf(phones.map((phone) => `%${phone}%`))}` : sql``}`)) as unknown as { rows: { id: number }[] }
  const entries = found.rows.map((row) => Number(row.id))
  if (entries.length === 0) return
  await req.payload.update({ collection: collectionSlugs.auditLog, where: { id: { in: entries } }, data: { subject: ANONYMISED_AUDIT_SUBJECT, motivo: null }, depth: 0, overrideAccess: true, req })
}

/**
 * Rate-limit counters keyed by the address or the phone (a code sent to a number, a sign-in at an address). Raw SQL:
 * the counters are not a collection (api/rateLimits.ts).
 */
async function forgetInRateLimits(req: PayloadRequest, email: string, phones: string[]): Promise<void> {
  const db = await dbFor(req)
  await db.execute(sql`delete from rate_limits where lower(key) like ${anyOf([`%${email}%`, ...phones.map((phone) => `%${phone}%`)])}`)
}

/** Of the team members `ids`, those still there (a merchant's deletion may already have taken them along). */
async function stillPresent(req: PayloadRequest, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return ids
  const found = await req.payload.find({ collection: collectionSlugs.teamMembers, where: { id: { in: ids } }, select: {}, depth: 0, pagination: false, overrideAccess: true, req })
  return found.docs.map((doc) => doc.id)
}
