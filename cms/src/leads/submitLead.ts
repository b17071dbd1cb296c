import { randomBytes } from 'node:crypto'
import { ValidationError, type PayloadRequest } from 'payload'
import type { z } from 'zod'
import {
  answersToText,
  CapSchema,
  finalContactFormMessages,
  finalContactFormSchemaFor,
  genericMessages,
  LeadBodySchema,
  leadMessages,
  serviceMessages,
  splitLocation,
  SUBMITTED_LAST_QUESTION,
  validateAnswers,
  verificationPath,
  visibleSteps,
  type Answers,
  type LeadAccepted,
  type LeadBody,
  type QuestionnaireDefinition,
} from '#content-schema'
import { inTransaction } from '../database/transaction.ts'
import { leadRowByIdempotencyKey } from '../database/leadByToken.ts'
import { leadCheckRows } from '../database/leadChecks.ts'
import type { ProgressRow } from '../database/progress.ts'
import { matchedMerchants } from './matching.ts'
import { recordConsents } from '../consents/record.ts'
import { jsonError } from '../api/publicWrite.ts'
import { collectionSlugs } from '../slugs.ts'
import { publicEndpoint, type EndpointHit } from '../api/publicEndpoint.ts'
import { blockedContactKeys, newVerificationSecret, queueVerification, refuseSending, verificationChannel } from '../verification/send.ts'
import { estimateWithCurrentParameters } from '../estimates/estimates.ts'
import { offersUrlFor } from './offersUrl.ts'
import { readLeadRequestContext } from './requestContext.ts'
import { chooseRecipients } from './recipients.ts'
import { againOnSessionConflict, saveProgress } from './progress.ts'
import { loadPublishedQuestionnaire } from '../questionnaires/questionnaires.ts'
import { serviceIsInsurance, serviceTakesRequests } from '../services/catalogue.ts'

/** The route's path under `/api`, and the prefix of its rate-limit keys. */
export const LEADS_PATH = '/public/leads'

/** A visitor completes a questionnaire a few times at most; this stops a flood of fake leads. */
export const LEADS_RATE_LIMIT = { limit: 10, windowMs: 60_000 }

/** The location the lead is matched on: the questionnaire's postcode answer, else the one sent beside the answers. */
export function leadLocation(definition: QuestionnaireDefinition, answers: Answers, location: string | undefined): string | null {
  for (const step of visibleSteps(definition, answers)) {
    const answer = step.kind === 'postcode' ? answers[step.key] : undefined
    if (typeof answer === 'string') return answer
  }
  return location ?? null
}

/** The message the visitor sees: the form's three alerts come first, in the island's order (privacy first). */
function contactError(issues: z.core.$ZodIssue[]): string {
  const paths = new Set(issues.map((issue) => String(issue.path[0])))
  if (paths.has('privacy')) return finalContactFormMessages.privacy
  return issues[0]?.message ?? genericMessages.invalidRequest
}

/** The lead an earlier submission with this key stored (a resubmission), as the answer names it; a system read (database/leadByToken.ts, prepared). */
async function findByIdempotencyKey(req: PayloadRequest, key: string): Promise<{ servizio: LeadBody['service']; offersToken: string } | null> {
  const lead = await leadRowByIdempotencyKey(req, key)
  return lead?.offersToken ? { servizio: lead.servizio as LeadBody['service'], offersToken: lead.offersToken } : null
}

const accepted = (service: LeadBody['service'], offersToken: string): LeadAccepted => ({ offersUrl: offersUrlFor(service, offersToken), verifyUrl: verificationPath(offersToken) })

const isIdempotencyConflict = (error: unknown) => error instanceof ValidationError && error.data.errors.some((each) => each.path === 'idempotencyKey')

/**
 * A completed questionnaire: 201 { offersUrl, verifyUrl } for a stored lead, 200 with the same for a resubmission
 * with the same idempotency key, 400 with the Italian message for answers or contact data the questionnaire version
 * does not accept, for a choice of partners outside those the matching rule gives the request to now (the contact
 * step names them), or for contacts returned as not real, 429 past the limits of codes per number, address and
 * connection. The lead, its consents, the completed progress record and the code (SMS) or link (e-mail) that
 * confirms the contacts are written through Payload in one transaction. The lead reaches no partner until it is
 * confirmed (verification/endpoints.ts), which is also when a repeat of the person's open request is recognised.
 */
export async function submitLead(req: PayloadRequest, input: { data: LeadBody; ip: string; userAgent: string; hit?: EndpointHit }): Promise<Response> {
  const { data, ip, userAgent } = input
  // Read once for the whole walk and passed down (requestContext.ts).
  const context = await readLeadRequestContext(req, { service: data.service, legalVersion: data.legalVersion, uiTextsVersion: data.uiTextsVersion })
  if (!serviceTakesRequests(context.service)) return jsonError(400, serviceMessages.unavailable)
  const definition = await loadPublishedQuestionnaire(req, data.service, data.questionnaireVersion)
  if (!definition) return jsonError(400, leadMessages.questionnaireChanged)

  const answers = validateAnswers(definition, data.answers)
  if (!answers.success) return jsonError(400, answers.issues[0].message, { issues: answers.issues })

  const contact = finalContactFormSchemaFor(answers.data).safeParse(data.contact)
  if (!contact.success) return jsonError(400, contactError(contact.error.issues))
  const form = contact.data

  const location = leadLocation(definition, answers.data, data.location)
  if (!location) return jsonError(400, leadMessages.locationRequired)
  const { cap, city } = splitLocation(location)
  if (!CapSchema.safeParse(cap).success) return jsonError(400, leadMessages.locationRequired)

  // What the lead reads before it writes, in one round trip (database/leadChecks.ts): a resubmission, the partners the
  // matching rule finds with their intake, the contacts returned as not real, the session's progress record.
  const insurance = serviceIsInsurance(context.service, data.service)
  const checks = await leadCheckRows(req, { key: data.idempotencyKey, cap, servizio: data.service, rui: insurance, ...blockedContactKeys({ email: form.email, phone: form.telefono }), sessionId: data.sessionId })
  const sentBefore = checks.resubmitted[0]
  if (sentBefore?.offersToken) return Response.json(accepted(sentBefore.servizio as LeadBody['service'], sentBefore.offersToken), { status: 200 })

  // The partners the contact step named (GET /api/public/lead-partners asks the same rule): the consumer may choose
  // only among them, and only the chosen ones will receive the contacts (leads/delivery.ts).
  const offered = await chooseRecipients(req, { cap, servizio: data.service }, { settings: context.settings, insurance, matched: { merchants: matchedMerchants(req, checks.matched), intake: checks.intake } })
  const offeredIds = new Set(offered.map((partner) => partner.id))
  if (form.partnerIds.some((id) => !offeredIds.has(id))) return jsonError(400, leadMessages.partnerChoiceChanged)
  const chosen = form.partners ? offered.filter((partner) => form.partnerIds.includes(partner.id)).map((partner) => partner.id) : []

  // Nothing reaches a partner before the consumer confirms the contacts: a code by SMS, or a link by e-mail.
  const channel = verificationChannel(context.settings)
  // The request's rate-limit hit is counted with the code's counters, in their statement (publicEndpoint's handlerCountsHit).
  const refused = await refuseSending(req, { channel, email: form.email, phone: form.telefono, ip, endpointHit: input.hit }, context.settings, checks.blocked.length > 0)
  if (refused) return refused

  // Recomputed from the stored answers with the current parameters: a figure sent by the browser is never taken.
  const estimate = await estimateWithCurrentParameters(req, { service: data.service, answers: answers.data, cap }, { service: context.service })
  const answersText = answersToText(definition, answers.data)
  const totalSteps = visibleSteps(definition, answers.data).length
  const offersToken = randomBytes(32).toString('base64url')
  const utm = data.utm ?? {}
  const granted = { privacy: true as const, marketing: form.marketing, partners: form.partners }
  const expiresAt = new Date(Date.now() + context.settings.verificationHours * 60 * 60 * 1000).toISOString()
  const { secret, fields } = newVerificationSecret(channel, offersToken)

  // `progress`: the session's record as the checks read it, unlocked, or undefined to read it locked in the transaction.
  const store = (progress?: { existing: ProgressRow | undefined }) =>
    inTransaction(req, async () => {
      const lead = await req.payload.create({
        collection: collectionSlugs.clientRequests,
        data: {
          nome: form.nome,
          email: form.email,
          telefono: form.telefono,
          servizio: data.service,
          cap,
          citta: city,
          messaggio: form.messaggio ?? null,
          ragioneSociale: form.ragioneSociale ?? null,
          partitaIva: form.partitaIva ?? null,
          answers: answers.data,
          answersText,
          stima: estimate,
          questionnaireSlug: definition.service,
          questionnaireVersion: definition.version,
          sessionId: data.sessionId,
          offersToken,
          verificaCanale: channel,
          verificaScadeIl: expiresAt,
          ...fields,
          utm: { source: utm.source ?? null, medium: utm.medium ?? null, campaign: utm.campaign ?? null, term: utm.term ?? null, content: utm.content ?? null },
          partnerProposti: offered.map((partner) => partner.id),
          partnerScelti: chosen,
          idempotencyKey: data.idempotencyKey,
          ipAddress: ip,
          userAgent,
        },
        depth: 0,
        // A system write: visitors cannot create leads through REST, only through this endpoint.
        overrideAccess: true,
        req,
      })
      await recordConsents(req, {
        email: form.email,
        granted,
        form: 'questionnaire',
        // The service's page, where its questionnaire runs (site/src/pages/[service].astro).
        page: `/${data.service}`,
        service: data.service,
        partnerChannels: form.partnerChannels,
        namedPartners: offered.map((partner) => ({ id: partner.id, nomeAzienda: partner.nomeAzienda, chosen: chosen.includes(partner.id) })),
        sources: context.consents,
        link: { lead: lead.id },
        ip,
        userAgent,
      })
      await saveProgress(req, {
        sessionId: data.sessionId,
        progressSecret: data.progressSecret,
        serviceType: data.service,
        questionnaireVersion: definition.version,
        currentStep: totalSteps,
        totalSteps,
        answers: answersText,
        lastQuestion: SUBMITTED_LAST_QUESTION,
        completed: true,
        ip,
        userAgent,
      }, { known: progress })
      await queueVerification(req, { nome: form.nome, email: form.email, telefono: form.telefono, servizio: data.service, offersToken, verificaScadeIl: expiresAt }, channel, secret, context.consents.serviceName ?? data.service)
    })

  try {
    // The session's first step saved between the checks and this transaction: the record the checks did not find
    // exists by the time the lead inserts one, which loses the unique session id. The lead is stored again, the
    // record read locked, nothing counted twice.
    await againOnSessionConflict(() => store({ existing: checks.progress[0] }), () => store())
  } catch (error) {
    // The same key sent twice at once: the first one stored the lead, the second answers with it.
    const raced = isIdempotencyConflict(error) ? await findByIdempotencyKey(req, data.idempotencyKey) : null
    if (!raced) throw error
    return Response.json(accepted(raced.servizio, raced.offersToken), { status: 200 })
  }
  return Response.json(accepted(data.service, offersToken), { status: 201 })
}

/** POST /api/public/leads: a completed questionnaire — envelope and rate limit (publicEndpoint; the hit counted with the code's counters), then submitLead. */
export const leadsEndpoint = publicEndpoint({
  path: LEADS_PATH,
  schema: LeadBodySchema,
  rateLimit: LEADS_RATE_LIMIT,
  handlerCountsHit: true,
  handler: ({ req, data, ip, userAgent, hit }) => submitLead(req, { data, ip, userAgent, hit }),
})
