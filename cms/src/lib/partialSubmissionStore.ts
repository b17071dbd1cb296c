import { z } from 'zod'
import { AnswersSchema, genericMessages, QuestionnaireSlugSchema, SessionIdSchema, type QuestionnaireSlug } from '#content-schema'
import type { Queryable } from './rateLimit.ts'

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

/**
 * One statement, so concurrent saves of the same session (a step change racing the pagehide beacon)
 * end in one row. A completed session never goes back: once completed, only another completion updates it.
 */
export async function upsertPartialSubmission(db: Queryable, record: PartialSubmissionRecord): Promise<void> {
  await db.query(
    `insert into partial_submissions
       (session_id, service_type, questionnaire_version, current_step, total_steps, answers, last_question, completed, ip_address, user_agent, updated_at, created_at)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10, now(), now())
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
     where not partial_submissions.completed or excluded.completed`,
    [
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
    ],
  )
}
