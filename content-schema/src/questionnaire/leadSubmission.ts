import { z } from '../z.ts'
import { legalVersionField } from '../privacy/privacy.ts'
import { genericMessages } from '../messages.ts'
import { uiTextsVersionField } from '../forms/fields.ts'
import { ProgressSecretSchema } from './partialSubmission.ts'
import { LocationSchema, SessionIdSchema } from './schemas.ts'
import { QuestionnaireSlugSchema } from './slugs.ts'

const invalid = { error: genericMessages.invalidRequest }
const utmText = z.string(invalid).trim().max(200, invalid).optional()

/**
 * POST /api/public/leads' body. The envelope
 * only; the answers and the contact data are checked against the questionnaire version the visitor answered
 * (validateAnswers, finalContactFormSchemaFor), which the envelope names.
 */
export const LeadBodySchema = z.object(
  {
    service: QuestionnaireSlugSchema,
    questionnaireVersion: z.int(invalid).min(1, invalid).max(1_000_000, invalid),
    sessionId: SessionIdSchema,
    /** The browser's progress secret: the lead completes the session's progress record only when it matches. */
    progressSecret: ProgressSecretSchema.optional(),
    answers: z.unknown(),
    /** The postcode step's '{cap} - {city}' (Light & Gas), or the CAP asked in the form when the questionnaire has no postcode question. */
    location: LocationSchema.optional(),
    contact: z.unknown(),
    utm: z
      .object({ source: utmText, medium: utmText, campaign: utmText, term: utmText, content: utmText }, invalid)
      .optional(),
    idempotencyKey: z.uuid(invalid),
    /** When the interface texts of the contact step (its consents) were published: uiTextsVersionField. */
    uiTextsVersion: uiTextsVersionField(),
    /** The legal texts' versions the form showed (legalVersionField). */
    legalVersion: legalVersionField(),
  },
  invalid,
)

export type LeadBody = z.output<typeof LeadBodySchema>
/** What the questionnaire sends. */
export type LeadSubmissionBody = z.input<typeof LeadBodySchema>

/**
 * The answer to an accepted lead (201 new, 200 the same lead sent again): where the visitor goes next — the page
 * that confirms their contacts (`verifyUrl`), then their offers (`offersUrl`). A repeat of an open request is
 * answered the same way, with pages of its own.
 */
export type LeadAccepted = { offersUrl: string; verifyUrl: string }
