import { randomBytes } from 'node:crypto'
import type { PayloadRequest } from 'payload'
import { z } from 'zod'
import {
  answersToLabelledDetails,
  answersToText,
  CapSchema,
  finalContactFormMessages,
  finalContactFormSchemaFor,
  genericMessages,
  leadMessages,
  LocationSchema,
  QuestionnaireSlugSchema,
  serviceLabels,
  SessionIdSchema,
  splitLocation,
  validateAnswers,
  visibleSteps,
  type Answers,
  type FinalContactForm,
  type QuestionnaireDefinition,
} from '#content-schema'
import { leadClientEmail } from '../../email/templates/leadClient.ts'
import { leadMerchantEmail } from '../../email/templates/leadMerchant.ts'
import { queueEmails } from '../../email/queueEmail.ts'
import { queryableFor } from '../../lib/db.ts'
import { publicUrl } from '../../lib/env.ts'
import { offersUrlFor } from '../../lib/leads.ts'
import { findMatchingMerchants } from '../../lib/matchMerchants.ts'
import { upsertPartialSubmission } from '../../lib/partialSubmissionStore.ts'
import { jsonError } from '../../lib/publicWrite.ts'
import { loadPublishedQuestionnaire } from '../../lib/questionnaires.ts'
import { inTransaction } from '../../lib/transaction.ts'
import { recordConsents } from '../../lib/recordConsents.ts'
import { collectionSlugs } from '../../slugs.ts'
import { publicEndpoint } from './publicEndpoint.ts'

const invalid = { error: genericMessages.invalidRequest }
const utmText = z.string(invalid).trim().max(200, invalid).optional()

/**
 * The envelope only; the answers and the contact data are checked against the questionnaire version the
 * visitor answered (validateAnswers, finalContactFormSchemaFor), which the envelope names.
 */
export const LeadBodySchema = z.object(
  {
    service: QuestionnaireSlugSchema,
    questionnaireVersion: z.int(invalid).min(1, invalid).max(1_000_000, invalid),
    sessionId: SessionIdSchema,
    answers: z.unknown(),
    /** The postcode step's '{cap} - {city}' (Light & Gas), or the CAP asked in the form when the questionnaire has no postcode question. */
    location: LocationSchema.optional(),
    contact: z.unknown(),
    utm: z
      .object({ source: utmText, medium: utmText, campaign: utmText, term: utmText, content: utmText }, invalid)
      .optional(),
    idempotencyKey: z.uuid(invalid),
  },
  invalid,
)

/** The location the lead is matched on: the questionnaire's postcode answer, else the one sent beside the answers. */
function leadLocation(definition: QuestionnaireDefinition, answers: Answers, location: string | undefined): string | null {
  for (const step of visibleSteps(definition, answers)) {
    const answer = step.kind === 'postcode' ? answers[step.key] : undefined
    if (typeof answer === 'string') return answer
  }
  return location ?? null
}

/** The message the visitor sees: the spec's three alerts come first, in the spec's order. */
function contactError(issues: z.core.$ZodIssue[]): string {
  const paths = new Set(issues.map((issue) => String(issue.path[0])))
  if (paths.has('privacy')) return finalContactFormMessages.privacy
  return issues[0]?.message ?? genericMessages.invalidRequest
}

async function existingLead(req: PayloadRequest, idempotencyKey: string) {
  const found = await req.payload.find({
    collection: collectionSlugs.clientRequests,
    where: { idempotencyKey: { equals: idempotencyKey } },
    select: { servizio: true, offersToken: true },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const lead = found.docs[0]
  return lead?.offersToken ? offersUrlFor(lead.servizio, lead.offersToken) : null
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } })?.code ?? (error as { cause?: { code?: string } })?.cause?.code
  return code === '23505' || (error as { name?: string })?.name === 'ValidationError'
}

/**
 * POST /api/public/leads: a completed questionnaire. 201 { offersUrl } for a new lead, 200 with the same
 * offersUrl for a resubmission with the same idempotency key, 400 with the Italian message for bad input.
 * The lead, its consents, the completed partial submission and the e-mails commit together or not at all.
 */
export const leadsEndpoint = publicEndpoint({
  path: '/public/leads',
  schema: LeadBodySchema,
  rateLimit: { limit: 10, windowMs: 60_000 },
  handler: async ({ req, data, ip, userAgent }) => {
    const definition = await loadPublishedQuestionnaire(req, data.service, data.questionnaireVersion)
    if (!definition) return jsonError(400, leadMessages.questionnaireChanged)

    const answers = validateAnswers(definition, data.answers)
    if (!answers.success) return jsonError(400, answers.issues[0].message, { issues: answers.issues })

    const contact = finalContactFormSchemaFor(answers.data).safeParse(data.contact)
    if (!contact.success) return jsonError(400, contactError(contact.error.issues))

    const location = leadLocation(definition, answers.data, data.location)
    if (!location) return jsonError(400, leadMessages.locationRequired)
    const { cap, city } = splitLocation(location)
    if (!CapSchema.safeParse(cap).success) return jsonError(400, leadMessages.locationRequired)

    // After the checks: a resubmission is the same valid request, and a forged one costs no read.
    const repeated = await existingLead(req, data.idempotencyKey)
    if (repeated) return Response.json({ offersUrl: repeated }, { status: 200 })

    const offersToken = randomBytes(32).toString('base64url')
    const offersUrl = offersUrlFor(data.service, offersToken)
    const form: FinalContactForm = contact.data

    try {
      await inTransaction(req, () => storeLead(req, { data, definition, answers: answers.data, form, cap, city, offersToken, offersUrl, ip, userAgent }))
    } catch (error) {
      // Two submissions with the same key racing: the second loses on the unique index and gets the first one's lead.
      if (isUniqueViolation(error)) {
        const winner = await existingLead(req, data.idempotencyKey)
        if (winner) return Response.json({ offersUrl: winner }, { status: 200 })
      }
      throw error
    }
    return Response.json({ offersUrl }, { status: 201 })
  },
})

async function storeLead(
  req: PayloadRequest,
  lead: {
    data: z.output<typeof LeadBodySchema>
    definition: QuestionnaireDefinition
    answers: Answers
    form: FinalContactForm
    cap: string
    city: string | null
    offersToken: string
    offersUrl: string
    ip: string
    userAgent: string
  },
): Promise<void> {
  const { data, definition, answers, form, cap, city, ip, userAgent } = lead
  const answersText = answersToText(definition, answers)
  // System writes: the visitor is anonymous and this endpoint is the only public way to create a lead.
  const created = await req.payload.create({
    collection: collectionSlugs.clientRequests,
    data: {
      nome: form.nome,
      email: form.email,
      telefono: form.telefono,
      servizio: data.service,
      cap,
      citta: city,
      messaggio: form.messaggio,
      ragioneSociale: form.ragioneSociale,
      partitaIva: form.partitaIva,
      answers,
      answersText,
      questionnaireSlug: definition.service,
      questionnaireVersion: definition.version,
      sessionId: data.sessionId,
      offersToken: lead.offersToken,
      utm: data.utm ?? {},
      idempotencyKey: data.idempotencyKey,
      ipAddress: ip,
      userAgent,
    },
    overrideAccess: true,
    req,
  })

  await recordConsents(req, {
    email: form.email,
    granted: { privacy: true, marketing: form.marketing, partners: form.partners, group: form.group },
    link: { lead: created.id },
    ip,
    userAgent,
  })

  const total = visibleSteps(definition, answers).length
  await upsertPartialSubmission(await queryableFor(req), {
    sessionId: data.sessionId,
    serviceType: data.service,
    questionnaireVersion: definition.version,
    currentStep: total,
    totalSteps: total,
    answers: answersText,
    lastQuestion: 'Completed',
    completed: true,
    ip,
    userAgent,
  })

  const details = answersToLabelledDetails(definition, answers)
  const serviceLabel = serviceLabels[data.service]
  const merchants = await findMatchingMerchants(req, { cap, servizio: data.service })
  await queueEmails(req, [
    { to: form.email, content: leadClientEmail({ contact: form, serviceLabel, details, offersUrl: `${publicUrl()}${lead.offersUrl}` }) },
    ...merchants.map((merchant) => ({ to: merchant.email, content: leadMerchantEmail({ contact: form, serviceLabel, cap, citta: city, details }) })),
  ])
}
