import type { Payload } from 'payload'
import { retentionDefaults } from '#content-schema'
import { globalSlugs } from '../slugs.ts'
import { recordAudit } from './audit.ts'
import { ANONYMISED_NAME, type PoolLike, withClient } from './sql.ts'

/**
 * The retention rules, one SQL statement per rule, each applied in batches of BATCH rows with one transaction
 * per batch, so a purge over a million leads never holds long locks or one huge transaction, and a crash
 * loses at most one batch (the next run picks up where this one stopped: every statement selects only rows
 * not yet purged).
 *
 * Per collection, and why:
 * - client requests (leads): anonymised. Name, e-mail, phone, company, VAT number, message, the answers, the
 *   session, the offers link, IP and browser are blanked; service, CAP, city, questionnaire, UTM and dates stay
 *   for the statistics (leads per service, area and campaign). An anonymised lead has an empty e-mail.
 * - bookings (callbacks): anonymised the same way; merchant, service, CAP, origin and status stay (the
 *   merchants' conversion figures).
 * - contact requests: deleted. The free-text message is the whole record; nothing in it is a statistic.
 * - partial submissions: deleted, when older than the retention period or, if never completed, older than
 *   `incompletePartialDays` (counted from their last update). The completed lead keeps the figures.
 * - consents: kept as proof of consent exactly as long as the data they refer to, then anonymised the same
 *   way (e-mail, IP, browser blanked; purpose, granted, legal version and dates kept).
 * - merchants' private notes on a lead (lead statuses): blanked once the lead is anonymised; status and times stay.
 * - e-mail jobs: deleted when older than the retention period (their input holds the address and the text).
 * - rate-limit windows that have ended: deleted (when the table exists).
 * Users, merchants and team members are accounts in use, not subject to retention: they are erased on request.
 */
const BATCH = 1000

export type RetentionSettings = { retentionMonths: number; incompletePartialDays: number }
export type RetentionResult = { counts: Record<string, number>; total: number; cutoff: string; partialCutoff: string }

type Rule = { name: string; sql: string; params: 'cutoff' | 'partialCutoff' }

const rules: Rule[] = [
  {
    name: 'client-requests',
    params: 'cutoff',
    sql: `update client_requests set nome = '${ANONYMISED_NAME}', email = '', telefono = '', messaggio = null,
            ragione_sociale = null, partita_iva = null, answers = null, answers_text = null, session_id = null,
            offers_token = null, idempotency_key = null, ip_address = null, user_agent = null, updated_at = now()
          where id in (select id from client_requests where created_at < $1 and email <> '' order by id limit ${BATCH})`,
  },
  {
    name: 'bookings',
    params: 'cutoff',
    sql: `update bookings set nome_cliente = '${ANONYMISED_NAME}', email_cliente = '', telefono_cliente = '', messaggio = null,
            idempotency_key = null, ip_address = null, user_agent = null, updated_at = now()
          where id in (select id from bookings where created_at < $1 and email_cliente <> '' order by id limit ${BATCH})`,
  },
  {
    name: 'contact-requests',
    params: 'cutoff',
    sql: `delete from contact_requests where id in (select id from contact_requests where created_at < $1 order by id limit ${BATCH})`,
  },
  {
    name: 'partial-submissions',
    params: 'cutoff',
    sql: `delete from partial_submissions where id in (select id from partial_submissions where created_at < $1 order by id limit ${BATCH})`,
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
    sql: `update consents set email = '', ip_address = null, user_agent = null, updated_at = now()
          where id in (
            select c.id from consents c
            where c.email <> '' and (
              c.created_at < $1
              or exists (select 1 from client_requests l where l.id = c.lead_id and l.email = '')
              or exists (select 1 from bookings b where b.id = c.booking_id and b.email_cliente = '')
            )
            order by c.id limit ${BATCH})`,
  },
  {
    // A merchant's message to the person on a lead may name them: it goes with the lead's personal data.
    name: 'lead-statuses',
    params: 'cutoff',
    sql: `update lead_statuses set messaggio_cliente = null, updated_at = now()
          where id in (
            select ls.id from lead_statuses ls join client_requests l on l.id = ls.client_request_id
            where ls.messaggio_cliente is not null and l.email = '' and l.created_at < $1 order by ls.id limit ${BATCH})`,
  },
  {
    // So may a merchant's private notes on it: they are deleted with the lead's personal data.
    name: 'lead-notes',
    params: 'cutoff',
    sql: `delete from lead_notes where id in (
            select n.id from lead_notes n join client_requests l on l.id = n.client_request_id
            where l.email = '' and l.created_at < $1 order by n.id limit ${BATCH})`,
  },
  {
    name: 'payload-jobs',
    params: 'cutoff',
    sql: `delete from payload_jobs where id in (
            select id from payload_jobs where created_at < $1 and task_slug in ('sendEmail', 'sendSms', 'passwordReset') and processing is not true order by id limit ${BATCH})`,
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

async function applyInBatches(pool: PoolLike, rule: Rule, param: Date): Promise<number> {
  let total = 0
  for (;;) {
    const affected = await withClient(pool, async (client) => {
      await client.query('begin')
      try {
        const result = await client.query(rule.sql, [param.toISOString()])
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
  const exists = await pool.query(`select to_regclass('public.rate_limits') is not null as present`)
  if (!(exists.rows[0] as { present: boolean }).present) return 0
  const result = await pool.query('delete from rate_limits where reset_at < $1', [now.toISOString()])
  return result.rowCount ?? 0
}

/** Runs every retention rule as of `now` and records the run, with its counts, in the audit log. */
export async function runRetention(payload: Payload, { now }: { now: Date }): Promise<RetentionResult> {
  const settings = await retentionSettings(payload)
  const cutoff = monthsBefore(now, settings.retentionMonths)
  const partialCutoff = new Date(now.getTime() - settings.incompletePartialDays * 24 * 60 * 60 * 1000)
  const pool = (payload.db as unknown as { pool: PoolLike }).pool
  const counts: Record<string, number> = {}
  for (const rule of rules) {
    counts[rule.name] = await applyInBatches(pool, rule, rule.params === 'cutoff' ? cutoff : partialCutoff)
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
