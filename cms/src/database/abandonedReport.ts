import type { PayloadRequest } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { answerKeyLabel, ITALY_TIME_ZONE, lastQuestionLabel, type AbandonedFilter, type AbandonedFunnel, type AbandonedReport, type AbandonedSession, type AbandonedSortField, type AbandonmentClass } from '#content-schema'
import { answerLabelsOfVersion } from '../questionnaires/questionnaires.ts'
import { postgresOf } from './adapter.ts'

/** A drizzle SQL fragment (drizzle-orm itself is only reachable through the adapter). */
type SQL = ReturnType<typeof sql>

/**
 * The abandoned-forms analysis as SQL over partial_submissions, so the admin view stays fast with
 * hundreds of thousands of sessions: counters and funnel are aggregated by PostgreSQL, and only one page
 * of sessions ever leaves the database.
 */
export const ABANDONED_PAGE_SIZE = 25
/** The funnel never draws more steps than this, whatever a malformed row claims. */
const MAX_FUNNEL_STEPS = 60

type Row = Record<string, unknown>

async function rows<T extends Row>(req: PayloadRequest, query: SQL): Promise<T[]> {
  const result = await postgresOf(req.payload).drizzle.execute(query)
  return result.rows as T[]
}

/** The filter's days, the admin's calendar days in Italy, as conditions on `column`. */
function inDays(column: SQL, { from, to }: Pick<AbandonedFilter, 'from' | 'to'>): SQL[] {
  return [
    ...(from ? [sql`${column} >= (${from}::date)::timestamp at time zone ${ITALY_TIME_ZONE}`] : []),
    ...(to ? [sql`${column} < (${to}::date + 1)::timestamp at time zone ${ITALY_TIME_ZONE}`] : []),
  ]
}

/** Service and date range: what the counters and the funnel are computed over. */
function scopeConditions(filter: Pick<AbandonedFilter, 'service' | 'from' | 'to'>): SQL[] {
  return [...(filter.service ? [sql`service_type = ${filter.service}`] : []), ...inDays(sql`updated_at`, filter)]
}

const statusConditions: Record<NonNullable<AbandonedFilter['status']>, SQL> = {
  completed: sql`completed is true`,
  abandoned: sql`completed is not true`,
  early: sql`completed is not true and current_step <= 3`,
  middle: sql`completed is not true and current_step > 3 and current_step <= 6`,
  late: sql`completed is not true and current_step > 6`,
}

/** Scope plus status and search: the rows of the session list and of the CSV export. */
function listConditions(filter: AbandonedFilter): SQL[] {
  const conditions = scopeConditions(filter)
  if (filter.status) conditions.push(statusConditions[filter.status])
  if (filter.q) {
    // The search is text, never a pattern: % and _ typed by the admin match themselves.
    const pattern = `%${filter.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
    conditions.push(sql`(session_id ilike ${pattern} or last_question ilike ${pattern})`)
  }
  return conditions
}

function where(conditions: SQL[]): SQL {
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``
}

/** The report's counters over the sessions of a filter's service and dates (all of them without one). */
export async function abandonedCounters(req: PayloadRequest, filter: Pick<AbandonedFilter, 'service' | 'from' | 'to'>) {
  // Admin report: the counters, aggregated by PostgreSQL over every session of the filter.
  const [row] = await rows<Record<string, string>>(
    req,
    sql`select count(*) as total,
          count(*) filter (where completed is true) as completed,
          count(*) filter (where completed is not true and current_step <= 3) as early,
          count(*) filter (where completed is not true and current_step > 3 and current_step <= 6) as middle,
          count(*) filter (where completed is not true and current_step > 6) as late
        from partial_submissions ${where(scopeConditions(filter))}`,
  )
  const classes: Record<AbandonmentClass, number> = {
    completed: Number(row?.completed ?? 0),
    early: Number(row?.early ?? 0),
    middle: Number(row?.middle ?? 0),
    late: Number(row?.late ?? 0),
  }
  const total = Number(row?.total ?? 0)
  return {
    counters: {
      total,
      completed: classes.completed,
      abandoned: total - classes.completed,
      completionRate: total ? Math.round((classes.completed / total) * 1000) / 10 : 0,
    },
    classes,
  }
}

/**
 * How many sessions reached each step, per service and questionnaire version: sessions are grouped by the
 * step they stopped at (a completed one reached the last step), then each step counts every session that
 * stopped there or later. generate_series fills the steps nobody stopped at.
 */
async function funnels(req: PayloadRequest, filter: AbandonedFilter): Promise<AbandonedFunnel[]> {
  // Admin report: the funnel of each questionnaire version, aggregated by PostgreSQL.
  const result = await rows<{ service_type: string; questionnaire_version: string | null; total_steps: number; step: number; reached: string }>(
    req,
    sql`with stopped as (
          select service_type, questionnaire_version,
                 least(case when completed is true then greatest(current_step, total_steps) else current_step end, ${MAX_FUNNEL_STEPS})::int as step,
                 max(total_steps)::int as total_steps,
                 count(*) as sessions
          from partial_submissions ${where(scopeConditions(filter))}
          group by 1, 2, 3
        ),
        groups as (
          select service_type, questionnaire_version, max(step) as last_step, max(total_steps) as total_steps
          from stopped group by 1, 2
        )
        select g.service_type, g.questionnaire_version, g.total_steps, s.step,
               coalesce(sum(st.sessions), 0) as reached
        from groups g
        cross join lateral generate_series(1, g.last_step) as s(step)
        left join stopped st on st.service_type = g.service_type
          and st.questionnaire_version is not distinct from g.questionnaire_version
          and st.step >= s.step
        group by 1, 2, 3, 4
        order by 1, 2, 4`,
  )
  const byKey = new Map<string, AbandonedFunnel>()
  for (const row of result) {
    const version = row.questionnaire_version === null ? null : Number(row.questionnaire_version)
    const key = `${row.service_type}:${version}`
    let funnel = byKey.get(key)
    if (!funnel) {
      funnel = { serviceType: row.service_type, questionnaireVersion: version, totalSteps: Number(row.total_steps), reached: [] }
      byKey.set(key, funnel)
    }
    funnel.reached.push({ step: Number(row.step), sessions: Number(row.reached) })
  }
  return [...byKey.values()]
}

type SessionRow = {
  id: number
  session_id: string
  service_type: string
  questionnaire_version: string | null
  current_step: string
  total_steps: string
  completed: boolean | null
  last_question: string | null
  answers: Record<string, unknown> | null
  user_agent: string | null
  ip_address: string | null
  created_at: Date | string
  updated_at: Date | string
}

const versionOf = (row: SessionRow) => (row.questionnaire_version === null ? null : Number(row.questionnaire_version))

function toSession(row: SessionRow, labels: Record<string, string>): AbandonedSession {
  return {
    id: row.id,
    sessionId: row.session_id,
    serviceType: row.service_type,
    questionnaireVersion: versionOf(row),
    currentStep: Number(row.current_step),
    totalSteps: Number(row.total_steps),
    completed: row.completed === true,
    lastQuestion: row.last_question,
    lastQuestionLabel: lastQuestionLabel({ completed: row.completed === true, lastQuestion: row.last_question }, labels),
    answers: row.answers,
    answerLabels: Object.fromEntries(Object.keys(row.answers ?? {}).map((key) => [key, answerKeyLabel(key, labels)])),
    userAgent: row.user_agent,
    ipAddress: row.ip_address,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  }
}

/** The sessions, their answers labelled by the questionnaire version each was answered against (one load per version). */
async function toSessions(req: PayloadRequest, result: SessionRow[]): Promise<AbandonedSession[]> {
  const labelsByVersion = new Map<string, Promise<Record<string, string>>>()
  const labelsOf = (row: SessionRow) => {
    const id = `${row.service_type}@${row.questionnaire_version}`
    if (!labelsByVersion.has(id)) labelsByVersion.set(id, answerLabelsOfVersion(req, row.service_type, versionOf(row)))
    return labelsByVersion.get(id)!
  }
  return Promise.all(result.map(async (row) => toSession(row, await labelsOf(row))))
}

const sessionColumns = sql`id, session_id, service_type, questionnaire_version, current_step, total_steps, completed,
  last_question, answers, user_agent, ip_address, created_at, updated_at`

/** The sortable columns, and how a session's value is compared in SQL (for the export's keyset). */
const sortColumns: Record<AbandonedSortField, { column: SQL; value: (session: AbandonedSession) => SQL }> = {
  updatedAt: { column: sql.raw('updated_at'), value: (session) => sql`${session.updatedAt}::timestamptz` },
  createdAt: { column: sql.raw('created_at'), value: (session) => sql`${session.createdAt}::timestamptz` },
  currentStep: { column: sql.raw('current_step'), value: (session) => sql`${session.currentStep}::numeric` },
}

/** The list's order; id, in the same direction, breaks ties so pages and export batches never repeat or skip a row. */
function ordering(filter: AbandonedFilter) {
  const descending = filter.sort.startsWith('-')
  const { column, value } = sortColumns[filter.sort.replace(/^-/, '') as AbandonedSortField]
  const direction = sql.raw(descending ? 'desc' : 'asc')
  return {
    orderBy: sql`order by ${column} ${direction}, id ${direction}`,
    after: (session: AbandonedSession) => (descending ? sql`(${column}, id) < (${value(session)}, ${session.id})` : sql`(${column}, id) > (${value(session)}, ${session.id})`),
  }
}

export async function sessionsPage(req: PayloadRequest, filter: AbandonedFilter, offset: number, limit: number): Promise<AbandonedSession[]> {
  // Admin report: one page of sessions, the only rows that leave the database.
  const result = await rows<SessionRow>(
    req,
    sql`select ${sessionColumns} from partial_submissions ${where(listConditions(filter))} ${ordering(filter).orderBy} limit ${limit} offset ${offset}`,
  )
  return toSessions(req, result)
}

/** The next batch after a session (none: the first), for the export: keyset pagination stays fast to the end. */
export async function sessionsAfter(req: PayloadRequest, filter: AbandonedFilter, after: AbandonedSession | undefined, limit: number): Promise<AbandonedSession[]> {
  const { orderBy, after: afterCondition } = ordering(filter)
  const conditions = listConditions(filter)
  if (after) conditions.push(afterCondition(after))
  // Admin report's export: keyset pagination, fast to the last batch.
  const result = await rows<SessionRow>(req, sql`select ${sessionColumns} from partial_submissions ${where(conditions)} ${orderBy} limit ${limit}`)
  return toSessions(req, result)
}

/**
 * The last step of the funnel: the requests sent in the same service and dates (by when they were sent), and what became
 * of their confirmation — confirmed (delivered), still waiting for the code or link, expired unconfirmed (nobody
 * received them), cancelled before confirming. An admin report query: aggregated by PostgreSQL.
 */
async function verification(req: PayloadRequest, filter: AbandonedFilter): Promise<AbandonedReport['verification']> {
  const conditions = [...(filter.service ? [sql`servizio = ${filter.service}`] : []), ...inDays(sql`created_at`, filter)]
  // Admin report: the confirmations of the requests sent, aggregated by PostgreSQL.
  const [row] = await rows<Record<string, string>>(
    req,
    sql`select count(*) as sent,
          count(*) filter (where verificata_il is not null) as verified,
          count(*) filter (where verificata_il is null and annullata_il is null and verifica_scade_il > now()) as pending,
          count(*) filter (where verificata_il is null and annullata_il is null and (verifica_scade_il is null or verifica_scade_il <= now())) as expired,
          count(*) filter (where verificata_il is null and annullata_il is not null) as cancelled
        from client_requests ${where(conditions)}`,
  )
  return { sent: Number(row?.sent ?? 0), verified: Number(row?.verified ?? 0), pending: Number(row?.pending ?? 0), expired: Number(row?.expired ?? 0), cancelled: Number(row?.cancelled ?? 0) }
}

export async function abandonedReport(req: PayloadRequest, filter: AbandonedFilter): Promise<AbandonedReport> {
  const [summary, funnelList, confirmed] = await Promise.all([abandonedCounters(req, filter), funnels(req, filter), verification(req, filter)])
  // The counters cover the service and dates; a search narrows only the list, so its rows are counted apart.
  // Admin report: a search's rows, counted by PostgreSQL.
  const listed = filter.q
    ? Number((await rows<{ total: string }>(req, sql`select count(*) as total from partial_submissions ${where(listConditions(filter))}`))[0]?.total ?? 0)
    : filter.status
      ? filter.status === 'abandoned'
        ? summary.counters.abandoned
        : summary.classes[filter.status]
      : summary.counters.total
  const totalPages = Math.max(1, Math.ceil(listed / ABANDONED_PAGE_SIZE))
  const page = Math.min(filter.page, totalPages)
  const sessions = await sessionsPage(req, filter, (page - 1) * ABANDONED_PAGE_SIZE, ABANDONED_PAGE_SIZE)
  return { ...summary, funnels: funnelList, verification: confirmed, sessions, page, totalPages, pageSize: ABANDONED_PAGE_SIZE }
}
