import { AnswersSchema, LocationSchema, SessionIdSchema } from '#content-schema/questionnaire/schemas.ts'
import { ProgressSecretSchema } from '#content-schema/questionnaire/partialSubmission.ts'
import { z } from '#content-schema/z.ts'
import type { SavedSession } from './session.ts'

/** The checks of what session storage and the URL hand the questionnaire, loaded only when there is something to check. */
const UtmSchema = z.partialRecord(z.enum(['source', 'medium', 'campaign', 'term', 'content']), z.string().max(200))

const SavedSessionSchema = z.object({
  version: z.int(),
  sessionId: SessionIdSchema,
  progressSecret: ProgressSecretSchema,
  idempotencyKey: z.uuid(),
  stepIndex: z.int().min(0),
  answers: AnswersSchema,
  location: LocationSchema.optional(),
  utm: UtmSchema,
})

/** The stored session when it is one and was answered against `version`; anything else is ignored. */
export function parseSavedSession(stored: string, version: number): SavedSession | null {
  try {
    const parsed = SavedSessionSchema.safeParse(JSON.parse(stored))
    return parsed.success && parsed.data.version === version ? (parsed.data as SavedSession) : null
  } catch {
    return null
  }
}

/** A location from the URL ('59100 - Prato'), or null when it is not one. */
export function parseLocation(value: string): string | null {
  const parsed = LocationSchema.safeParse(value)
  return parsed.success ? parsed.data : null
}
