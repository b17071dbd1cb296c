import type { Payload } from 'payload'
import { DAY_MS, retentionDefaults, type AuditAction } from '#content-schema'
import { globalSlugs } from '../slugs.ts'
import { recordAudit } from '../privacy/audit.ts'
import { ANONYMISED_AUDIT_SUBJECT, personalJobTasks } from '../privacy/anonymised.ts'
import { leadWritings, personalTables, type PersonalTable } from '../privacy/personalFields.ts'
import { postgresOf } from './adapter.ts'

/**
 * The retention rules, one SQL statement per rule, each applied in batches of BATCH rows with one transaction
 * per batch, so a purge over a million leads never holds long locks or one huge transaction, and a crash
 * loses at most one batch (the next run picks up where this one stopped: every statement selects only rows
 * not yet purged). Raw SQL (not Payload) for that reason: the purge is one of the product's declared exceptions.
 *
 * The period counts from the person's **last interaction** (personalFields.ts: a request sent, confirmed, cancelled, a
 * callback booked, a message, a consent given or withdrawn — by e-mail or phone, across all their records), as the
 * privacy notice says; a person who came back last month keeps their old requests too. What is blanked is
 * personalFields.ts's declaration, the one the admin's erase uses.
 *
 * Per collection, and why:
 * - client requests (leads) and bookings: anonymised (personalTables); service, CAP, city, questionnaire, UTM, status
 *   and dates stay for the statistics. An anonymised lead has an empty e-mail and no person keys.
 * - contact requests: deleted. The free-text message is the whole record; nothing in it is a statistic.
 * - partial submissions: deleted, when older than the retention period or, if never completed, older than
 *   `incompletePartialDays` (counted from their last update). The completed lead keeps the figures.
 * - consents: kept as proof exactly as long as the data they refer to, then anonymised (e-mail, IP, browser blanked;
 *   purpose, answer, words, legal version and dates kept).
 * - what partners wrote to or about the person on an anonymised lead: messages and return notes blanked, private
 *   notes deleted.
 * - the audit log's entries about a person (exports, erasures, withdrawals, erasure requests): their subject, which
 *   names the address, is blanked once older than the period.
 * - e-mail and SMS jobs: deleted when older than the retention period (their input holds the address and the text).
 * - rate-limit windows that have ended: deleted (when the table exists); their keys may hold an e-mail or a phone.
 * Users, merchants and team members are accounts in use, not subject to retention: they are erased on request.
 */
const BATCH = 1000

/** The SQL column Payload's PostgreSQL adapter gives a top-level field. */
function columnOf(field: string): string {
  return field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)
}

const literal = (value: string | null) => (value === null ? 'null' : `'${value.replace(/'/g, "''")}'`)

/** `col = value, …` for an SQL update blanking `blank`'s fields. */
function blankingSql(blank: Record<string, string | null>): string {
  return Object.entries(blank)
    .map(([field, value]) => `${columnOf(field)} = ${literal(value)}`)
    .join(', ')
}

/**
 * The people (e-mail and phone keys) who acted on any of their records since `$1`: their records are kept whole,
 * however old each one is, since the retention counts from the person's last interaction. An e-mail key holds an
 * «@» and a phone key only digits, so one set holds both.
 */
const recentPeopleSql = Object.values(personalTables)
  .flatMap(({ table, person, interaction }) =>
    [person.email, person.phone].flatMap((key) => (key ? [`select ${key} as who from ${table} t where ${interaction} >= $1`] : [])),
  )
  .join('\n union ')

/**
 * That the person of a row (alias `t`) has not acted since `$1`, given the `recent` CTE: one anti-join per key, so
 * PostgreSQL hashes the recent people once per statement instead of scanning them for every row.
 */
function personNotRecentSql({ person }: PersonalTable): string {
  return [person.email, person.phone]
    .filter((key): key is string => key !== null)
    .map((key) => `not exists (select 1 from recent r where r.who = ${key})`)
    .join(' and ')
}

/** What the purge needs from node-postgres: Payload's pool and its clients. */
type QueryResultLike = { rows: unknown[]; rowCount: number | null }
type ClientLike = { query: (text: string, values?: unknown[]) => Promise<QueryResultLike>; release: () => void }
type PoolLike = { query: (text: string, values?: unknown[]) => Promise<QueryResultLike>; connect: () => Promise<ClientLike> }

async function withClient<T>(pool: PoolLike, work: (client: ClientLike) => Promise<T>): Promise<T> {
  const client = await pool.connect()
  try {
    return await work(client)
  } finally {
    client.release()
  }
}

export type RetentionSettings = { retentionMonths: number; incompletePartialDays: number }
export type RetentionResult = { counts: Record<string, number>; total: number; cutoff: string; partialCutoff: string }

/** A rule's one parameter ($1), or none for what follows from an earlier rule (what partners wrote on an anonymised lead). */
type Rule = { name: string; sql: string; params: 'cutoff' | 'partialCutoff' | null }

// Materialized: computed once per statement, then hashed by each anti-join (personNotRecentSql).
const withRecent = `with recent as materialized (${recentPeopleSql})`
const { 'client-requests': leads, bookings, 'contact-requests': contacts, consents } = personalTables

/** The audit actions whose subject names a person. */
const personalAuditActions = ['export', 'erase', 'erasure-request', 'consent-withdrawal'] as const satisfies readonly AuditAction[]

/**
 * The rule anonymising the rows of `spec`'s table whose person has not acted since `$1`; `present` is the column an
 * anonymised row has emptied, so a row is blanked once.
 */
function anonymiseRule(name: string, spec: PersonalTable, present: string): Rule {
  return {
    name,
    params: 'cutoff',
    sql: `${withRecent}
          update ${spec.table} set ${blankingSql(spec.blank)}, updated_at = now()
          where id in (select t.id from ${spec.table} t where t.${present} <> '' and ${spec.interaction} < $1 and ${personNotRecentSql(spec)}
                       order by t.id limit ${BATCH})`,
  }
}

/**
 * The rule blanking what partners wrote on a lead (`leadWritings[name]`) once the lead is anonymised (its e-mail
 * emptied), on the rows still holding some of it, so a row is blanked once.
 */
function leadWritingRule(name: keyof typeof leadWritings): Rule {
  const { table, blank } = leadWritings[name]
  const held = Object.keys(blank)
    .map((field) => `t.${columnOf(field)} is not null`)
    .join(' or ')
  return {
    name,
    params: null,
    sql: `update ${table} set ${blankingSql(blank)}, updated_at = now()
          where id in (
            select t.id from ${table} t join client_requests l on l.id = t.client_request_id
            where (${held}) and l.email = '' order by t.id limit ${BATCH})`,
  }
}

// Retention purge: one statement per rule, each run in batches (applyInBatches).
const rules: Rule[] = [
  anonymiseRule('client-requests', leads, 'email'),
  anonymiseRule('bookings', bookings, 'email_cliente'),
  {
    name: 'contact-requests',
    params: 'cutoff',
    sql: `${withRecent}
          delete from contact_requests where id in (
            select t.id from contact_requests t where ${contacts.interaction} < $1 and ${personNotRecentSql(contacts)} order by t.id limit ${BATCH})`,
  },
  {
    name: 'partial-submissions',
    params: 'cutoff',
    sql: `delete from partial_submissions where id in (select id from partial_submissions where updated_at < $1 order by id limit ${BATCH})`,
  },
  {
    name: 'partial-submissions-incomplete',
    params: 'partialCutoff',
    sql: `delete from partial_submissions where id in (
            select id from partial_submissions where updated_at < $1 and completed is not true order by id limit ${BATCH})`,
  },
  {
    name: 'consents',
    params: 'cutoff',
    sql: `${withRecent}
          update consents set ${blankingSql(consents.blank)}, updated_at = now()
          where id in (
            select t.id from consents t
            where t.email <> '' and (
              (${consents.interaction} < $1 and ${personNotRecentSql(consents)})
              or exists (select 1 from client_requests l where l.id = t.lead_id and l.email = '')
              or exists (select 1 from bookings b where b.id = t.booking_id and b.email_cliente = '')
            )
            order by t.id limit ${BATCH})`,
  },
  // A merchant's message to the person on a lead may name them: it goes with the lead's personal data.
  leadWritingRule('lead-statuses'),
  // So may a partner's note on returning it.
  leadWritingRule('lead-returns'),
  {
    // And a merchant's private notes on it: they are deleted with the lead's personal data.
    name: 'lead-notes',
    params: null,
    sql: `delete from lead_notes where id in (
            select n.id from lead_notes n join client_requests l on l.id = n.client_request_id
            where l.email = '' order by n.id limit ${BATCH})`,
  },
  {
    name: 'audit-log',
    params: 'cutoff',
    sql: `update audit_log set subject = '${ANONYMISED_AUDIT_SUBJECT}', updated_at = now()
          where id in (
            select id from audit_log where action in (${personalAuditActions.map((action) => `'${action}'`).join(', ')})
              and created_at < $1 and subject <> '${ANONYMISED_AUDIT_SUBJECT}' order by id limit ${BATCH})`,
  },
  {
    name: 'payload-jobs',
    params: 'cutoff',
    sql: `delete from payload_jobs where id in (
            select id from payload_jobs where created_at < $1 and task_slug in (${personalJobTasks.map((task) => `'${task}'`).join(', ')}) and processing is not true order by id limit ${BATCH})`,
  },
]

export async function retentionSettings(payload: Payload): Promise<RetentionSettings> {
  const settings = await payload.findGlobal({ slug: globalSlugs.siteSettings, depth: 0, overrideAccess: true })
  return {
    retentionMonths: settings.privacy?.retentionMonths ?? retentionDefaults.retentionMonths,
    incompletePartialDays: settings.privacy?.incompletePartialDays ?? retentionDefaults.incompletePartialDays,
  }
}

/** `now` minus whole calendar months (31 March minus one month is the last day of February). */
export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now)
  const day = cutoff.getUTCDate()
  cutoff.setUTCDate(1)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months)
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate()
  cutoff.setUTCDate(Math.min(day, lastDay))
  return cutoff
}

async function applyInBatches(pool: PoolLike, rule: Rule, param: Date | null): Promise<number> {
  let total = 0
  for (;;) {
    const affected = await withClient(pool, async (client) => {
      await client.query('begin')
      try {
        // Retention purge: one rule, one batch, one transaction.
        const result = await client.query(rule.sql, param ? [param.toISOString()] : [])
        await client.query('commit')
        return result.rowCount ?? 0
      } catch (error) {
        await client.query('rollback')
        throw error
      }
    })
    total += affected
    if (affected < BATCH) return total
  }
}

async function deleteEndedRateLimits(pool: PoolLike, now: Date): Promise<number> {
  // Retention purge: the rate-limit windows that ended (their keys may hold an e-mail or a phone).
  const exists = await pool.query(`select to_regclass('public.rate_limits') is not null as present`)
  if (!(exists.rows[0] as { present: boolean }).present) return 0
  const result = await pool.query('delete from rate_limits where reset_at < $1', [now.toISOString()])
  return result.rowCount ?? 0
}

/** Runs every retention rule as of `now` and records the run, with its counts, in the audit log. */
export async function runRetention(payload: Payload, { now }: { now: Date }): Promise<RetentionResult> {
  const settings = await retentionSettings(payload)
  const cutoff = monthsBefore(now, settings.retentionMonths)
  const partialCutoff = new Date(now.getTime() - settings.incompletePartialDays * DAY_MS)
  const pool: PoolLike = postgresOf(payload).pool
  const counts: Record<string, number> = {}
  for (const rule of rules) {
    counts[rule.name] = await applyInBatches(pool, rule, rule.params === null ? null : rule.params === 'cutoff' ? cutoff : partialCutoff)
  }
  counts['partial-submissions'] = (counts['partial-submissions'] ?? 0) + (counts['partial-submissions-incomplete'] ?? 0)
  delete counts['partial-submissions-incomplete']
  counts['rate-limits'] = await deleteEndedRateLimits(pool, now)
  const total = Object.entries(counts).reduce((sum, [name, n]) => (name === 'rate-limits' ? sum : sum + n), 0)
  await recordAudit(payload, {
    action: 'retention',
    subject: `Pulizia automatica: dati oltre ${settings.retentionMonths} mesi, questionari non completati oltre ${settings.incompletePartialDays} giorni`,
    counts,
  })
  return { counts, total, cutoff: cutoff.toISOString(), partialCutoff: partialCutoff.toISOString() }
}
