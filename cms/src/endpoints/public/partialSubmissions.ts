import type { PayloadRequest } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { z } from 'zod'
import { AnswersSchema, genericMessages, QuestionnaireSlugSchema, SessionIdSchema, type QuestionnaireSlug } from '#content-schema'
import { dbFor } from '../../lib/db.ts'
import { publicEndpoint } from './publicEndpoint.ts'

const invalid = { error: genericMessages.invalidRequest }

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
export async function upsertPartialSubmission(req: PayloadRequest, record: PartialSubmissionRecord): Promise<void> {
  const db = await dbFor(req)
  await db.execute(sql`
    insert into partial_submissions
      (session_id, service_type, questionnaire_version, current_step, total_steps, answers, last_question, completed, ip_address, user_agent, updated_at, created_at)
    values
      (${record.sessionId}, ${record.serviceType}, ${record.questionnaireVersion ?? null}, ${record.currentStep}, ${record.totalSteps},
       ${JSON.stringify(record.answers)}::jsonb, ${record.lastQuestion ?? null}, ${record.completed}, ${record.ip}, ${record.userAgent}, now(), now())
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
    where not partial_submissions.completed or excluded.completed
  `)
}

/**
 * POST /api/public/partial-submissions: the questionnaire's progress, for the abandoned-forms analysis.
 * The island sends it with fetch or navigator.sendBeacon (text/plain body); the answer carries nothing.
 */
export const partialSubmissionsEndpoint = publicEndpoint({
  path: '/public/partial-submissions',
  schema: PartialSubmissionBodySchema,
  // A visitor saves on every step; generous enough for several tabs, tight enough to stop a flood.
  rateLimit: { limit: 120, windowMs: 60_000 },
  handler: async ({ req, data, ip, userAgent }) => {
    await upsertPartialSubmission(req, {
      ...data,
      lastQuestion: data.lastQuestion || undefined,
      completed: data.completed ?? false,
      ip,
      userAgent,
    })
    return new Response(null, { status: 204 })
  },
})
