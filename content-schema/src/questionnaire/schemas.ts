import { z } from '../z.ts'
import { questionnaireDefinitionMessages, questionnaireMessages } from '../messages.ts'
import type { AnswerValue } from './engine.ts'

/**
 * The questionnaire's small schemas — answer keys and values, a postcode answer, the session id — apart from the
 * engine's logic (engine.ts, answerText.ts, questions.ts), so a page running the engine loads no zod for them.
 */

/** The name an answer is stored under, e.g. `serviceNeeded`; it is also what conditions refer to. */
export const AnswerKeySchema = z
  .string({ error: questionnaireDefinitionMessages.invalidKey })
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, questionnaireDefinitionMessages.invalidKey)

/** single, radio, select, text and postcode answers are text; multi-selects are lists; the stepper is a number. */
export const AnswerValueSchema: z.ZodType<AnswerValue> = z.union([z.string(), z.array(z.string()), z.number()])

/**
 * The shape of an answer set, e.g. for the partial-submission record; it says nothing about a
 * particular questionnaire, which is `validateAnswers`' job.
 */
export const AnswersSchema = z.record(AnswerKeySchema, AnswerValueSchema)

/** A postcode answer: five digits, optionally followed by ' - city' as the postcode step hands it on. */
export const LocationSchema = z
  .string({ error: questionnaireMessages.postcode })
  .trim()
  .max(120, questionnaireMessages.postcode)
  .regex(/^\d{5}(?: - \S.*)?$/, questionnaireMessages.postcode)
export type LocationText = z.infer<typeof LocationSchema>

/** A questionnaire session's id, as createSessionId (session.ts) makes it. */
export const SessionIdSchema = z
  .string({ error: questionnaireMessages.invalidSessionId })
  .regex(/^LG[A-Z0-9]{6}\d{4}$/, questionnaireMessages.invalidSessionId)
export type SessionId = z.infer<typeof SessionIdSchema>
