import { z } from '../z.ts'
import { genericMessages } from '../messages.ts'
import { AnswersSchema, SessionIdSchema } from './schemas.ts'
import { QuestionnaireSlugSchema } from './slugs.ts'

const invalid = { error: genericMessages.invalidRequest }

/**
 * The secret a visitor's browser draws when a questionnaire session starts and sends with each progress save
 * (and with the lead): the first save binds the progress record to it, later saves without it are refused, so
 * knowing a session's id is not enough to overwrite it. The server stores only its hash.
 */
export const ProgressSecretSchema = z.string(invalid).regex(/^[A-Za-z0-9_-]{32,128}$/, invalid)

/** POST /api/public/partial-submissions' body. */
export const PartialSubmissionBodySchema = z.object({
  sessionId: SessionIdSchema,
  progressSecret: ProgressSecretSchema,
  serviceType: QuestionnaireSlugSchema,
  questionnaireVersion: z.int(invalid).min(1, invalid).optional(),
  currentStep: z.int(invalid).min(0, invalid).max(100, invalid),
  totalSteps: z.int(invalid).min(1, invalid).max(100, invalid),
  answers: AnswersSchema.refine((answers) => Object.keys(answers).length <= 200, invalid),
  lastQuestion: z.string(invalid).trim().max(300, invalid).optional(),
  completed: z.boolean(invalid).optional(),
  /**
   * The save's place among the session's saves: the browser's clock in milliseconds when it was sent, made to grow
   * with each save of a page (session.ts). The server keeps a save only when it comes after the one it keeps, so the
   * page's last beacon is not overwritten by a step's save still on its way. Absent from pages older than it.
   */
  saveOrder: z.int(invalid).min(1, invalid).max(Number.MAX_SAFE_INTEGER, invalid).optional(),
})
export type PartialSubmissionBody = z.input<typeof PartialSubmissionBodySchema>

