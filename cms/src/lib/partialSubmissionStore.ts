import crypto from 'node:crypto'
import { questionnaireMessages, type QuestionnaireSlug } from '#content-schema'
import { hitRateLimitSql, rateLimitResult, type Queryable, type RateLimitResult } from './rateLimit.ts'

export { PartialSubmissionBodySchema } from '#content-schema'

/** The route's path under `/api`, and the prefix of its rate-limit keys. */
export const PARTIAL_SUBMISSIONS_PATH = '/public/partial-submissions'

/** A visitor saves on every step; generous enough for several tabs, tight enough to stop a flood. */
export const PARTIAL_SUBMISSIONS_RATE_LIMIT = { limit: 120, windowMs: 60_000 }

export type PartialSubmissionRecord = {
  sessionId: string
  /** The browser's secret (ProgressSecretSchema); absent only for a lead sent without one. */
  progressSecret?: string
  serviceType: QuestionnaireSlug
  questionnaireVersion?: number
  currentStep: number
  totalSteps: number
  answers: Record<string, unknown>
  lastQuestion?: string
  completed: boolean
  ip: string
  userAgent: string
}

const UPSERT_COLUMNS = `(session_id, service_type, questionnaire_version, current_step, total_steps, answers, last_question, completed, ip_address, user_agent, secret_hash, updated_at, created_at)`

/** What is stored of a progress secret: its SHA-256, so the table never holds what would let someone write. */
export function progressSecretHash(secret: string | undefined): string | null {
  return secret ? crypto.createHash('sha256').update(secret).digest('hex') : null
}

/**
 * What a save changes on the session's row: only with the secret the row was first saved with (a row saved
 * without one, by a lead sent without it, takes the first secret that comes); a completed session never goes
 * back (only another completion updates it).
 */
const ON_CONFLICT = `
  on conflict (session_id) do update set
    service_type = excluded.service_type,
    questionnaire_version = excluded.questionnaire_version,
    current_step = excluded.current_step,
    total_steps = excluded.total_steps,
    answers = excluded.answers,
    last_question = excluded.last_question,
    completed = excluded.completed,
    ip_address = excluded.ip_address,
    user_agent = excluded.user_agent,
    secret_hash = coalesce(partial_submissions.secret_hash, excluded.secret_hash),
    updated_at = now()
  where (partial_submissions.secret_hash is null or partial_submissions.secret_hash = excluded.secret_hash)
    and (not partial_submissions.completed or excluded.completed)`

/** How many parameters partialRecordValues gives. */
export const PARTIAL_RECORD_VALUES = 11

/** The record's values, in the order partialUpsertSql numbers them. */
export function partialRecordValues(record: PartialSubmissionRecord): unknown[] {
  return [
    record.sessionId,
    record.serviceType,
    record.questionnaireVersion ?? null,
    record.currentStep,
    record.totalSteps,
    JSON.stringify(record.answers),
    record.lastQuestion ?? null,
    record.completed,
    record.ip,
    record.userAgent,
    progressSecretHash(record.progressSecret),
  ]
}

/**
 * The save as one INSERT … SELECT: the record's values are the statement's parameters from number `first` on
 * (partialRecordValues), `from` (if any) the rows that decide whether it is written — a rate-limit hit within
 * its limit, a lead just inserted (cms/src/lib/leadStore.ts).
 */
export function partialUpsertSql(first = 1, from = ''): string {
  const values = Array.from({ length: PARTIAL_RECORD_VALUES }, (_, i) => `$${first + i}${i === 5 ? '::jsonb' : ''}`).join(', ')
  return `insert into partial_submissions ${UPSERT_COLUMNS} select ${values}, now(), now() ${from} ${ON_CONFLICT}`
}

/** A save that wrote nothing: whether the row belongs to another secret (else it was completed, and stays so). */
const OWNED_ELSEWHERE = `select 1 from partial_submissions where session_id = $1 and secret_hash is not null and secret_hash is distinct from $2`

export type PartialSaveResult = 'saved' | 'not-yours'

async function ownedElsewhere(db: Queryable, record: PartialSubmissionRecord): Promise<boolean> {
  const { rows } = await db.query(OWNED_ELSEWHERE, [record.sessionId, progressSecretHash(record.progressSecret)])
  return rows.length > 0
}

/** The refusal of a save for a session another browser started. */
export function progressNotYours(): Response {
  return Response.json({ error: questionnaireMessages.progressNotYours }, { status: 403 })
}

/**
 * The visitor's rate-limit hit and the save in one statement — one round trip, one commit: the row is written
 * only when the hit is within the limit. One statement, so concurrent saves of the same session (a step change
 * racing the pagehide beacon) end in one row. 'not-yours' when the row was started by another browser (another
 * secret): nothing changed.
 */
export async function hitRateLimitAndUpsert(db: Queryable, key: string, record: PartialSubmissionRecord): Promise<RateLimitResult & { saved: PartialSaveResult }> {
  const { limit, windowMs } = PARTIAL_SUBMISSIONS_RATE_LIMIT
  const n = PARTIAL_RECORD_VALUES
  const { rows } = await db.query(
    `with hit as (${hitRateLimitSql(n + 1, n + 2)}),
     saved as (${partialUpsertSql(1, `from hit where hit.count <= $${n + 3}`)} returning 1)
     select count, retry_after, (select count(*) from saved)::int as saved from hit`,
    [...partialRecordValues(record), key.slice(0, 300), windowMs, limit],
  )
  const result = rateLimitResult(rows[0], limit)
  const wrote = (rows[0] as { saved: number }).saved > 0
  return { ...result, saved: result.allowed && !wrote && (await ownedElsewhere(db, record)) ? 'not-yours' : 'saved' }
}
