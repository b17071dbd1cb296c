import type { PayloadRequest } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { emailKey } from '#content-schema'
import { drizzleFor as dbFor } from './session.ts'
import { personalJobTasks } from '../privacy/anonymised.ts'
import { emailKeySql, personalTables, phoneKeySql } from '../privacy/personalFields.ts'
import { personReference } from '../privacy/audit.ts'

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

/** `selected` of the rows of `table` (as `t`) whose address, read as its key by the SQL `key`, is `email`. */
const withAddress = (selected: string, table: string, key: string, email: string) => sql.raw(`select ${selected} from ${table} t where ${key} = `).append(sql`${email}`)

function finders(email: string, phones: string[]): Record<PersonalDataKind, SQL> {
  /** The records of a table whose address is `email`. */
  const byAddress = (table: string, key: string) => withAddress('id', table, key, email)
  /** A table that keeps a person, by the address personalFields.ts declares for it. */
  const ofPerson = (kind: keyof typeof personalTables) => byAddress(personalTables[kind].table, personalTables[kind].person.email)
  const users = byAddress('users', emailKeySql('t.email'))
  const leads = ofPerson('client-requests')
  const phoneIn = (column: SQL) => (phones.length > 0 ? sql`${column} in ${phones}` : sql`false`)
  const inText = (text: SQL) =>
    phones.length > 0 ? sql`(lower(${text}) like ${`%${email}%`} or ${compact(text)} like ${anyOf(phones.map((phone) => `%${phone}%`))})` : sql`lower(${text}) like ${`%${email}%`}`
  return {
    'client-requests': leads,
    bookings: ofPerson('bookings'),
    consents: ofPerson('consents'),
    'contact-requests': ofPerson('contact-requests'),
    'partial-submissions': sql`select id from partial_submissions p
      where session_id in (select session_id from client_requests where id in (${leads}) and session_id is not null)
         or (jsonb_typeof(p.answers) = 'object' and exists (select 1 from jsonb_each_text(p.answers) a
              where ${sql.raw(emailKeySql('a.value'))} = ${email} or ${phoneIn(sql.raw(phoneKeySql('a.value')))}))`,
    users,
    merchants: byAddress('merchants', emailKeySql('t.email')).append(sql` or user_id in (${users})`),
    'team-members': byAddress('team_members', emailKeySql('t.email')),
    'merchant-logos': sql`select id from merchant_logos where owner_id in (${users})`,
    reviews: sql`select id from reviews where client_request_id in (${leads})`,
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
    person.phone ? [withAddress(`${person.phone} as phone`, table, person.email, email)] : [],
  )
  // Admin privacy tool: the phones given with the address, across every table that keeps a person.
  const result = await db.execute<{ phone: string }>(sql`select distinct phone from (${sql.join(keys, sql` union all `)}) p where phone is not null`)
  return result.rows.map((row) => row.phone)
}

/** The ids of every record holding `email` (and the phones given with it), read in `req`'s transaction when it has one. */
export async function findPersonalData(req: PayloadRequest, email: string): Promise<PersonalDataIds> {
  return (await findPerson(req, email)).ids
}

export async function findPerson(req: PayloadRequest, email: string): Promise<{ ids: PersonalDataIds; phones: string[] }> {
  const db = await dbFor(req)
  const address = emailKey(email)
  const phones = await phonesOf(req, address)
  const found = {} as PersonalDataIds
  for (const [kind, query] of Object.entries(finders(address, phones)) as [PersonalDataKind, SQL][]) {
    // Admin privacy tool: case-insensitive and phone-key matches Payload's where cannot express.
    const result = await db.execute<{ id: number }>(sql`${query} order by id`)
    found[kind] = result.rows.map((row) => Number(row.id))
  }
  return { ids: found, phones }
}

/** The e-mails and SMS queued or sent to the person (`ids`: their jobs), as the export shows them. */
export async function queuedMessages(req: PayloadRequest, ids: number[]): Promise<unknown[]> {
  const db = await dbFor(req)
  // Admin privacy tool: a job's recipient and subject without its whole log of tries (Payload's find would bring it).
  const result = await db.execute<Record<string, unknown>>(sql`select id, input->>'to' as "to", input->>'subject' as subject, created_at as "createdAt",
      completed_at as "completedAt" from payload_jobs where id in ${ids} order by id`)
  return result.rows
}

/** The audit log's entries about the person: by the address, their fingerprint, or one of their phones. */
export async function auditEntriesAbout(req: PayloadRequest, email: string, phones: string[]): Promise<number[]> {
  const db = await dbFor(req)
  // Admin privacy tool: case-insensitive and phone-key matches in free text.
  const found = await db.execute<{ id: number }>(sql`select id from audit_log where lower(subject) like ${`%${email}%`} or lower(coalesce(motivo, '')) like ${`%${email}%`}
    or subject like ${`${personReference(email)}%`}
    ${phones.length > 0 ? sql`or ${compact(sql`subject`)} like ${anyOf(phones.map((phone) => `%${phone}%`))}` : sql``}`)
  return found.rows.map((row) => Number(row.id))
}

/**
 * Rate-limit counters keyed by the address or the phone (a code sent to a number, a sign-in at an address). Raw SQL:
 * the counters are not a collection (rateLimits.ts).
 */
export async function forgetInRateLimits(req: PayloadRequest, email: string, phones: string[]): Promise<void> {
  const db = await dbFor(req)
  // Rate-limit counters, erased with the person.
  await db.execute(sql`delete from rate_limits where lower(key) like ${anyOf([`%${email}%`, ...phones.map((phone) => `%${phone}%`)])}`)
}
