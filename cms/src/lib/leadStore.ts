import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import {
  answersToLabelledDetails,
  answersToText,
  CapSchema,
  finalContactFormMessages,
  finalContactFormSchemaFor,
  genericMessages,
  leadMessages,
  serviceLabels,
  splitLocation,
  trackerPath,
  validateAnswers,
  visibleSteps,
  type Answers,
  type LeadAccepted,
  type LeadBody,
  type QuestionnaireDefinition,
  type ServiceSlug,
} from '#content-schema'
import { readBrandAndTexts } from '../email/uiTexts.ts'
import { renderEmail } from '../email/layout.ts'
import { leadClientEmail, leadClientNoPartnerEmail, leadJoinedEmail } from '../email/templates/leadClient.ts'
import { leadMerchantEmail } from '../email/templates/leadMerchant.ts'
import { leadUnassignedAdminEmail } from '../email/templates/leadUnassigned.ts'
import { liveNotifySql } from './liveChannel.ts'
import { matchMerchantsSql } from './offersStore.ts'
import { partialRecordValues, partialUpsertSql } from './partialSubmissionStore.ts'
import { jsonError } from './publicWrite.ts'
import { estimateWithCurrentParameters } from './estimates.ts'
import { loadPublishedQuestionnaire } from './questionnaires.ts'
import { inTransaction, type Queryable, type TransactionalPool } from './rateLimit.ts'
import { insertEmailJobsSql } from './emailJobs.ts'
import { insertConsentsSql } from './recordConsents.ts'

/**
 * POST /api/public/leads — a completed questionnaire, checked and stored in plain SQL free of Payload and Next
 * (its route: cms/src/endpoints/public/direct.ts): the lead, its consents, the completed progress record, the e-mail jobs and the admin's
 * live notice are one statement, committed together or not at all, in one transaction with the repeat check.
 */

/** The route's path under `/api`, and the prefix of its rate-limit keys. */
export const LEADS_PATH = '/public/leads'

/** A visitor completes a questionnaire a few times at most; this stops a flood of fake leads. */
export const LEADS_RATE_LIMIT = { limit: 10, windowMs: 60_000 }


/**
 * The offers pages' URL for a lead: Light & Gas lists partners, the other services offers by CAP. The pages
 * read the lead back with findLeadByOffersToken (cms/src/lib/findLeadByOffersToken.ts).
 */
export function offersUrlFor(servizio: ServiceSlug, offersToken: string): string {
  const page = servizio === 'luce-gas' ? '/offerte-merchant' : '/offerte-cap'
  return `${page}?ref=${encodeURIComponent(offersToken)}`
}

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

const EXISTING = `select servizio::text as servizio, offers_token from client_requests where idempotency_key = $1 and offers_token is not null`

/** How long a request stays open to repeats: the same person asking again for the same service joins it. */
export const REPEAT_WINDOW_DAYS = 30

/** Italy's +39 / 0039 at the start of a phone number, dropped before comparing: in SQL and in the person's lock alike. */
const ITALY_PREFIX = '^\\s*(\\+|00)39'

/** A phone number as the repeat check compares it: digits only, without Italy's prefix. Indexed (migration). */
const phoneKeySql = (expression: string) => `regexp_replace(regexp_replace(${expression}, '${ITALY_PREFIX}', ''), '\\D', '', 'g')`

/**
 * The open request this submission repeats: same service, same e-mail (any case) or phone, sent in the last
 * REPEAT_WINDOW_DAYS and not cancelled; `joined` when this very submission (its idempotency key) already joined it.
 * Served by the lower(email) and phone-key indexes. The service, e-mail, phone and key are the statement's
 * parameters 4, 2, 3 and 21, as in STORE_LEAD.
 */
const EARLIER = `
  select id, servizio::text as servizio, offers_token, chiave_ripetizione is not distinct from $21 as joined
  from client_requests
  where servizio::text = $4 and annullata_il is null and offers_token is not null
    and created_at > now() - interval '${REPEAT_WINDOW_DAYS} days'
    and (lower(email) = lower($2) or ${phoneKeySql('telefono')} = ${phoneKeySql('$3')})
    and idempotency_key is distinct from $21
  order by created_at desc limit 1`

/**
 * The whole lead as one statement, with the repeat check: when the person has an open request for the service
 * (EARLIER) nothing is inserted and the statement returns that request, which the submission then joins. A
 * resubmission with the same idempotency key inserts nothing and returns no id (a concurrent one waits for the
 * first to commit); every other part hangs on the inserted lead. Parameters:
 * 1–23 the lead's columns, 24–25 the consents, 26–36 the completed progress record (written only when the
 * progress secret matches the record's: a lead cannot overwrite another browser's progress), 37 the visitor's
 * e-mail job when a merchant matches, 38 the merchants' e-mail job without its recipient, 39–40 the CAP and service the merchants are
 * matched on, 41 the estimate computed here. Whether anyone matches is decided inside the statement, on the same
 * snapshot that picks the merchants it notifies (`served`); a lead nobody serves is stamped `senza_partner_dal` and
 * waits for one (cms/src/lib/waitingLeads.ts), and its e-mails are NO_PARTNER_NOTICES, in the same transaction.
 */
const STORE_LEAD = `
  with earlier as (${EARLIER}),
  merchants as (${matchMerchantsSql(39, 40)}),
  lead as (
    insert into client_requests (nome, email, telefono, servizio, cap, citta, messaggio, ragione_sociale, partita_iva,
      answers, answers_text, questionnaire_slug, questionnaire_version, session_id, offers_token,
      utm_source, utm_medium, utm_campaign, utm_term, utm_content, idempotency_key, ip_address, user_agent, stima,
      senza_partner_dal, created_at, updated_at)
    select $1, $2, $3, $4::enum_client_requests_servizio, $5, $6, $7, $8, $9, $10::jsonb, $11::jsonb, $12, $13::numeric, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $41::jsonb,
      case when exists (select 1 from merchants) then null else clock_timestamp() end, clock_timestamp(), clock_timestamp()
    where not exists (select 1 from earlier)
    on conflict (idempotency_key) do nothing
    returning id
  ),
  consented as (${insertConsentsSql({ purposes: 24, granted: 25, email: '$2', links: 'lead.id, null::int, null::int', ip: '$22', userAgent: '$23', from: 'lead' })}),
  completed as (${partialUpsertSql(26, 'from lead')}),
  queued as (${insertEmailJobsSql(`
    select $37::jsonb from lead where exists (select 1 from merchants)
    union all
    select jsonb_build_object('to', merchants.email) || $38::jsonb from lead, merchants`)})
  select (select id from lead) as id, (select ${liveNotifySql('client-requests', 'lead.id', 'create')} from lead) as notified,
    exists (select 1 from merchants) as served, (select row_to_json(earlier) from earlier) as earlier`

/**
 * A lead nobody serves: the visitor's e-mail that promises no call (1), and the admins' notice without its
 * recipient (2), to every admin. Rendered and sent only for such a lead, which is rare.
 */
const NO_PARTNER_NOTICES = insertEmailJobsSql(`
  select $1::jsonb
  union all
  select jsonb_build_object('to', u.email) || $2::jsonb from users u
  where exists (select 1 from users_roles r where r.parent_id = u.id and r.value = 'admin')`)

/**
 * A repeat joins the earlier request in one statement: its answers and estimate replace the old ones, the count
 * grows, the consents given now are recorded against it, the progress record is completed and the visitor gets one
 * e-mail that points to the request's tracker. Merchants are not told again. Parameters: 1 the request, 2–4 answers,
 * answers' text and estimate, 5 the submission's idempotency key, 6–7 the consents, 8 the e-mail, 9–10 address and
 * user agent, 11–21 the progress record, 22 the visitor's e-mail job.
 */
const JOIN_LEAD = `
  with joined as (
    update client_requests set answers = $2::jsonb, answers_text = $3::jsonb, stima = $4::jsonb,
      richieste_ripetute = coalesce(richieste_ripetute, 0) + 1, ripetuta_il = clock_timestamp(), chiave_ripetizione = $5,
      updated_at = clock_timestamp()
    where id = $1 and chiave_ripetizione is distinct from $5
    returning id
  ),
  consented as (${insertConsentsSql({ purposes: 6, granted: 7, email: '$8', links: 'joined.id, null::int, null::int', ip: '$9', userAgent: '$10', from: 'joined' })}),
  completed as (${partialUpsertSql(11, 'from joined')}),
  queued as (${insertEmailJobsSql('select $22::jsonb from joined')})
  select joined.id, ${liveNotifySql('client-requests', 'joined.id', 'update')} from joined`

/**
 * Where a lead is read and written: `write` must commit durably (a lead that was accepted is never lost), and
 * runs the repeat check and the store in one transaction.
 */
export type LeadDatabase = { read: Queryable; write: TransactionalPool }

/** A 32-bit key of a text for an advisory lock (FNV-1a): the same in every process. */
function lockKey(text: string): number {
  let hash = 0x811c9dc5
  for (const char of text) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193)
  return hash | 0
}

/**
 * Taken first in a lead's transaction, with its BEGIN: the same person (e-mail, then phone digits, as the repeat
 * check compares them) for the same service waits for the other submission to commit, so the repeat check sees it
 * and two requests sent at once make one lead. Every transaction takes its e-mail lock before its phone lock, so two
 * of them never wait for each other in a circle. The keys are integers computed here, so the text carries no input.
 */
function lockPerson(service: string, email: string, phone: string): string {
  const phoneDigits = phone.replace(new RegExp(ITALY_PREFIX), '').replace(/\D/g, '')
  return `select pg_advisory_xact_lock(1, ${lockKey(`${service}:${email.toLowerCase()}`)}), pg_advisory_xact_lock(2, ${lockKey(`${service}:${phoneDigits}`)})`
}

/**
 * A lead whose envelope passed LeadBodySchema: 201 { offersUrl } for a new lead, 200 with the same offersUrl for a
 * resubmission with the same idempotency key, 400 with the Italian message for answers or contact data the
 * questionnaire version does not accept.
 */
export async function submitLead(db: LeadDatabase, input: { data: LeadBody; ip: string; userAgent: string; publicUrl: string }): Promise<Response> {
  const { data, ip, userAgent } = input
  const definition = await loadPublishedQuestionnaire(db.read, data.service, data.questionnaireVersion)
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

  // Recomputed from the stored answers with the current parameters: a figure sent by the browser is never taken.
  const estimate = await estimateWithCurrentParameters(db.read, { service: data.service, answers: answers.data, cap })

  const offersToken = randomBytes(32).toString('base64url')
  const offersUrl = offersUrlFor(data.service, offersToken)
  const answersText = answersToText(definition, answers.data)
  const details = answersToLabelledDetails(definition, answers.data)
  const serviceLabel = serviceLabels[data.service]
  const { brand, texts: estimateTexts } = await readBrandAndTexts(db.read, 'estimate')
  const clientInput = { contact: form, serviceLabel, cap, details, estimate, estimateTexts, trackerUrl: `${input.publicUrl}${trackerPath(offersToken)}` }
  const clientEmail = renderEmail(brand, leadClientEmail(clientInput))
  const merchantEmail = renderEmail(brand, leadMerchantEmail({ contact: form, serviceLabel, cap, citta: city, details, estimate, estimateTexts, areaUrl: `${input.publicUrl}/area-merchant` }))
  const totalSteps = visibleSteps(definition, answers.data).length
  const utm = data.utm ?? {}
  const progress = partialRecordValues({
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
  const consents = [['privacy', 'marketing', 'partners', 'group'], [true, form.marketing, form.partners, form.group]]

  const outcome = await inTransaction(db.write, async (tx) => {
    const stored = (await tx.query(STORE_LEAD, [
      form.nome,
      form.email,
      form.telefono,
      data.service,
      cap,
      city,
      form.messaggio ?? null,
      form.ragioneSociale ?? null,
      form.partitaIva ?? null,
      JSON.stringify(answers.data),
      JSON.stringify(answersText),
      definition.service,
      definition.version,
      data.sessionId,
      offersToken,
      utm.source ?? null,
      utm.medium ?? null,
      utm.campaign ?? null,
      utm.term ?? null,
      utm.content ?? null,
      data.idempotencyKey,
      ip,
      userAgent,
      ...consents,
      ...progress,
      JSON.stringify({ to: form.email, ...clientEmail }),
      JSON.stringify(merchantEmail),
      cap,
      data.service,
      JSON.stringify(estimate),
    ])).rows[0] as { id: number | null; served: boolean; earlier: { id: number; servizio: ServiceSlug; offers_token: string; joined: boolean } | null }
    const { earlier } = stored
    if (!earlier) {
      if (stored.id !== null && !stored.served) {
        const clientNoPartnerEmail = renderEmail(brand, leadClientNoPartnerEmail(clientInput))
        const unassignedEmail = renderEmail(brand, leadUnassignedAdminEmail({ nome: form.nome, email: form.email, serviceLabel, cap, citta: city, details }))
        await tx.query(NO_PARTNER_NOTICES, [JSON.stringify({ to: form.email, ...clientNoPartnerEmail }), JSON.stringify(unassignedEmail)])
      }
      return { joinedTo: null, stored: stored.id !== null }
    }
    if (!earlier.joined) {
      const trackerUrl = `${input.publicUrl}${trackerPath(earlier.offers_token)}`
      const joinedEmail = renderEmail(brand, leadJoinedEmail({ contact: form, serviceLabel, cap, details, estimate, estimateTexts, trackerUrl }))
      await tx.query(JOIN_LEAD, [
        earlier.id,
        JSON.stringify(answers.data),
        JSON.stringify(answersText),
        JSON.stringify(estimate),
        data.idempotencyKey,
        ...consents,
        form.email,
        ip,
        userAgent,
        ...progress,
        JSON.stringify({ to: form.email, ...joinedEmail }),
      ])
    }
    return { joinedTo: earlier.offers_token, stored: false }
  }, lockPerson(data.service, form.email, form.telefono))
  // The visitor goes to the request they already have: its tracker says what the partners did with it.
  if (outcome.joinedTo) return Response.json({ offersUrl: trackerPath(outcome.joinedTo), joined: true } satisfies LeadAccepted, { status: 200 })
  if (outcome.stored) return Response.json({ offersUrl }, { status: 201 })

  // The key was used before (or by a submission racing this one, which committed first): the same answer.
  const existing = (await db.read.query(EXISTING, [data.idempotencyKey])).rows[0] as { servizio: ServiceSlug; offers_token: string } | undefined
  if (!existing) return jsonError(409, genericMessages.invalidRequest)
  return Response.json({ offersUrl: offersUrlFor(existing.servizio, existing.offers_token) }, { status: 200 })
}
