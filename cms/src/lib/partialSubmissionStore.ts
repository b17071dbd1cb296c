import { z } from 'zod'
import { AnswersSchema, genericMessages, QuestionnaireSlugSchema, SessionIdSchema, type QuestionnaireSlug } from '#content-schema'
import { hitRateLimitSql, rateLimitResult, type Queryable, type RateLimitResult } from './rateLimit.ts'

const invalid = { error: genericMessages.invalidRequest }

/** POST /api/public/partial-submissions' body (answered by server/fastApi.ts; Payload's endpoint is the same). */
export const PartialSubmissionBodySchema = z.object({
  sessionId: SessionIdSchema,
  serviceType: QuestionnaireSlugSchema,
  questionnaireVersion: z.int(invalid).min(1, invalid).optional(),
  currentStep: z.int(invalid).min(0, invalid).max(100, invalid),
  totalSteps: z.int(invalid).min(1, invalid).max(100, invalid),
  answers: AnswersSchema.refine((answers) => Object.keys(answers).length <= 200, invalid),
  lastQuestion: z.string(invalid).trim().max(300, invalid).optional(),
  completed: z.boolean(invalid).optional(),
})

/** The path Payload's endpoint answers under `/api`, and the prefix of its rate-limit keys. */
export const PARTIAL_SUBMISSIONS_PATH = '/public/partial-submissions'

/** A visitor saves on every step; generous enough for several tabs, tight enough to stop a flood. */
export const PARTIAL_SUBMISSIONS_RATE_LIMIT = { limit: 120, windowMs: 60_000 }

export type PartialSubmissionRecord = {
  sessionId: string
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

const UPSERT_COLUMNS = `(session_id, service_type, questionnaire_version, current_step, total_steps, answers, last_question, completed, ip_address, user_agent, updated_at, created_at)`

/** What a save changes on the session's row; a completed session never goes back (only another completion updates it). */
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
    updated_at = now()
  where not partial_submissions.completed or excluded.completed`

/** The record's ten values, in the order partialUpsertSql numbers them. */
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
  ]
}

/**
 * The save as one INSERT … SELECT: the record's values are the statement's parameters from number `first` on
 * (partialRecordValues), `from` (if any) the rows that decide whether it is written — a rate-limit hit within
 * its limit, a lead just inserted (cms/src/lib/leadStore.ts).
 */
export function partialUpsertSql(first = 1, from = ''): string {
  const values = Array.from({ length: 10 }, (_, i) => `$${first + i}${i === 5 ? '::jsonb' : ''}`).join(', ')
  return `insert into partial_submissions ${UPSERT_COLUMNS} select ${values}, now(), now() ${from} ${ON_CONFLICT}`
}

const UPSERT = partialUpsertSql()

/** One statement, so concurrent saves of the same session (a step change racing the pagehide beacon) end in one row. */
export async function upsertPartialSubmission(db: Queryable, record: PartialSubmissionRecord): Promise<void> {
  await db.query(UPSERT, partialRecordValues(record))
}

/**
 * The visitor's rate-limit hit and the save in one statement — one round trip, one commit — for the web
 * server's fast path: the row is written only when the hit is within the limit.
 */
export async function hitRateLimitAndUpsert(db: Queryable, key: string, record: PartialSubmissionRecord): Promise<RateLimitResult> {
  const { limit, windowMs } = PARTIAL_SUBMISSIONS_RATE_LIMIT
  const { rows } = await db.query(
    `with hit as (${hitRateLimitSql(11, 12)}),
     saved as (${partialUpsertSql(1, 'from hit where hit.count <= $13')})
     select count, retry_after from hit`,
    [...partialRecordValues(record), key.slice(0, 300), windowMs, limit],
  )
  return rateLimitResult(rows[0], limit)
}
