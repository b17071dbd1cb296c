import { randomBytes } from 'node:crypto'
import { ValidationError, type PayloadRequest } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import type { z } from 'zod'
import {
  answersToText,
  CapSchema,
  finalContactFormMessages,
  finalContactFormSchemaFor,
  genericMessages,
  LeadBodySchema,
  leadMessages,
  phoneChannels,
  serviceLabels,
  splitLocation,
  trackerPath,
  validateAnswers,
  visibleSteps,
  type Answers,
  type LeadAccepted,
  type LeadBody,
  type QuestionnaireDefinition,
} from '#content-schema'
import { publicUrl } from '../../../platform/env.ts'
import { drizzleFor } from '../database/session.ts'
import { inTransaction } from '../database/transaction.ts'
import { recordConsents } from '../consents/record.ts'
import { queueEmail } from '../email/queueEmail.ts'
import { leadOpenRequestReminderEmail } from '../email/templates/leadClient.ts'
import { jsonError } from '../api/publicWrite.ts'
import { collectionSlugs } from '../slugs.ts'
import { publicEndpoint } from '../api/publicEndpoint.ts'
import type { NewLeadContext } from './delivery.ts'
import { estimateWithCurrentParameters } from './estimates.ts'
import { offersUrlFor } from './offersUrl.ts'
import { emailKey, phoneKey } from './personKeys.ts'
import { saveProgress } from './progress.ts'
import { loadPublishedQuestionnaire } from './questionnaires.ts'

/** The route's path under `/api`, and the prefix of its rate-limit keys. */
export const LEADS_PATH = '/public/leads'

/** A visitor completes a questionnaire a few times at most; this stops a flood of fake leads. */
export const LEADS_RATE_LIMIT = { limit: 10, windowMs: 60_000 }

/** How long a request stays open to repeats: the same person asking again for the same service is not sent twice. */
export const REPEAT_WINDOW_DAYS = 30

/** At most one reminder of an open request a day goes to its owner, however many repeats arrive. */
const REMINDER_EVERY_MS = 24 * 60 * 60 * 1000

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

/** A 32-bit key of a text for an advisory lock (FNV-1a): the same in every process. */
function lockKey(text: string): number {
  let hash = 0x811c9dc5
  for (const char of text) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193)
  return hash | 0
}

/**
 * Taken first in a lead's transaction: the same person (e-mail, then phone, as the repeat check compares them) for
 * the same service waits for the other submission to commit, so the repeat check sees it and two requests sent at
 * once make one open request. Every transaction takes its e-mail lock before its phone lock, so two of them never
 * wait for each other in a circle. A lock, not a write: Payload has no call for it.
 */
async function lockPerson(req: PayloadRequest, service: string, email: string, phone: string): Promise<void> {
  const db = await drizzleFor(req)
  await db.execute(sql`select pg_advisory_xact_lock(1, ${lockKey(`${service}:${emailKey(email)}`)}), pg_advisory_xact_lock(2, ${lockKey(`${service}:${phoneKey(phone)}`)})`)
}

type OpenRequest = { id: number; nome: string; email: string; offersToken: string }

/**
 * The open request a submission repeats: same service, same e-mail (any case) or phone (digits, without +39), sent
 * in the last REPEAT_WINDOW_DAYS, not cancelled and not itself a repeat. Served by the two keys' indexes.
 */
async function findOpenRequest(req: PayloadRequest, person: { service: string; email: string; phone: string }): Promise<OpenRequest | null> {
  const since = new Date(Date.now() - REPEAT_WINDOW_DAYS * 24 * 60 * 60 * 1000).toISOString()
  const found = await req.payload.find({
    collection: collectionSlugs.clientRequests,
    where: {
      and: [
        { servizio: { equals: person.service } },
        { or: [{ chiaveEmail: { equals: emailKey(person.email) } }, { chiaveTelefono: { equals: phoneKey(person.phone) } }] },
        { createdAt: { greater_than: since } },
        { annullataIl: { exists: false } },
        { ripeteRichiesta: { exists: false } },
        { offersToken: { exists: true } },
      ],
    },
    select: { nome: true, email: true, offersToken: true },
    sort: '-createdAt',
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const lead = found.docs[0]
  return lead?.offersToken ? { id: lead.id, nome: lead.nome, email: lead.email, offersToken: lead.offersToken } : null
}

/**
 * A repeat never shows the open request to its sender, who may be anyone knowing an e-mail or a phone number: its link
 * goes to the address stored on that request, at most once a day.
 */
async function remindOfOpenRequest(req: PayloadRequest, open: OpenRequest, service: LeadBody['service']): Promise<void> {
  const recent = await req.payload.count({
    collection: collectionSlugs.clientRequests,
    where: { and: [{ ripeteRichiesta: { equals: open.id } }, { createdAt: { greater_than: new Date(Date.now() - REMINDER_EVERY_MS).toISOString() } }] },
    overrideAccess: true,
    req,
  })
  // This request's own repeat is already counted.
  if (recent.totalDocs > 1) return
  const trackerUrl = `${publicUrl()}${trackerPath(open.offersToken)}`
  await queueEmail(req, open.email, leadOpenRequestReminderEmail({ nome: open.nome, serviceLabel: serviceLabels[service], trackerUrl }))
}

async function findByIdempotencyKey(req: PayloadRequest, key: string): Promise<{ servizio: LeadBody['service']; offersToken: string } | null> {
  const found = await req.payload.find({
    collection: collectionSlugs.clientRequests,
    where: { idempotencyKey: { equals: key } },
    select: { servizio: true, offersToken: true },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const lead = found.docs[0]
  return lead?.offersToken ? { servizio: lead.servizio, offersToken: lead.offersToken } : null
}

const isIdempotencyConflict = (error: unknown) => error instanceof ValidationError && error.data.errors.some((each) => each.path === 'idempotencyKey')

/**
 * A completed questionnaire: 201 { offersUrl } for a stored lead, 200 with the same offersUrl for a resubmission
 * with the same idempotency key, 400 with the Italian message for answers or contact data the questionnaire version
 * does not accept. The lead, its consents and the completed progress record are written through Payload in one
 * transaction; its delivery, e-mails and live notice come from the collection's hooks (leads/delivery.ts).
 *
 * A repeat of the sender's own open request (same service, e-mail or phone, within REPEAT_WINDOW_DAYS) is answered
 * exactly like a new request — 201 and a page of its own showing only what the sender typed — and stored as a lead
 * of its own that no partner receives; the open request is neither shown, changed nor given consents, and its owner
 * is reminded of it at the address it holds.
 */
export async function submitLead(req: PayloadRequest, input: { data: LeadBody; ip: string; userAgent: string }): Promise<Response> {
  const { data, ip, userAgent } = input
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

  const sentBefore = await findByIdempotencyKey(req, data.idempotencyKey)
  if (sentBefore) return Response.json({ offersUrl: offersUrlFor(sentBefore.servizio, sentBefore.offersToken) } satisfies LeadAccepted, { status: 200 })

  // Recomputed from the stored answers with the current parameters: a figure sent by the browser is never taken.
  const estimate = await estimateWithCurrentParameters(req, { service: data.service, answers: answers.data, cap })
  const answersText = answersToText(definition, answers.data)
  const totalSteps = visibleSteps(definition, answers.data).length
  const offersToken = randomBytes(32).toString('base64url')
  const utm = data.utm ?? {}
  const granted = { privacy: true as const, marketing: form.marketing, partners: form.partners, group: form.group }
  // The partners' notice shows the phone only when the consent lets them use it (a call, an SMS, WhatsApp).
  const leadConsents = { ...granted, partners: form.partners && form.partnerChannels.some((channel) => phoneChannels.includes(channel)) }

  try {
    await inTransaction(req, async () => {
      await lockPerson(req, data.service, form.email, form.telefono)
      const open = await findOpenRequest(req, { service: data.service, email: form.email, phone: form.telefono })
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
          ripeteRichiesta: open?.id ?? null,
          utm: { source: utm.source ?? null, medium: utm.medium ?? null, campaign: utm.campaign ?? null, term: utm.term ?? null, content: utm.content ?? null },
          idempotencyKey: data.idempotencyKey,
          ipAddress: ip,
          userAgent,
        },
        context: { leadConsents } satisfies NewLeadContext,
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
        uiTextsVersion: data.uiTextsVersion,
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
        lastQuestion: 'Completed',
        completed: true,
        ip,
        userAgent,
      })
      if (open) await remindOfOpenRequest(req, open, data.service)
    })
  } catch (error) {
    // The same key sent twice at once: the first one stored the lead, the second answers with it.
    const raced = isIdempotencyConflict(error) ? await findByIdempotencyKey(req, data.idempotencyKey) : null
    if (!raced) throw error
    return Response.json({ offersUrl: offersUrlFor(raced.servizio, raced.offersToken) } satisfies LeadAccepted, { status: 200 })
  }
  return Response.json({ offersUrl: offersUrlFor(data.service, offersToken) } satisfies LeadAccepted, { status: 201 })
}

/** POST /api/public/leads: a completed questionnaire — rate limit and envelope (publicEndpoint), then submitLead. */
export const leadsEndpoint = publicEndpoint({
  path: LEADS_PATH,
  schema: LeadBodySchema,
  rateLimit: LEADS_RATE_LIMIT,
  handler: ({ req, data, ip, userAgent }) => submitLead(req, { data, ip, userAgent }),
})
