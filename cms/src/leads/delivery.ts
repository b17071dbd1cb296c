import { type CollectionAfterChangeHook, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'
import { answersToLabelledDetails, AnswersSchema, defaultServiceEmailTexts, EstimateSchema, QuestionnaireSlugSchema, responseTimeSentence, trackerPath, type FinalContactForm, type LabelledDetail } from '#content-schema'
import type { ClientRequest } from '../../payload-types.ts'
import { publicUrl } from '../../../platform/env.ts'
import { queueEmails } from '../email/queueEmail.ts'
import { readUiTexts } from '../email/brand.ts'
import { leadClientEmail, leadClientNoPartnerChosenEmail, leadClientNoPartnerEmail } from './emails/leadClient.ts'
import { leadMerchantEmail } from './emails/leadMerchant.ts'
import { leadUnassignedAdminEmail } from './emails/leadUnassigned.ts'
import { adminEmails } from '../email/adminEmails.ts'
import { chooseRecipients, receivingMerchants } from './recipients.ts'
import { matchMerchants, type MatchedMerchant } from './matching.ts'
import { partnerContactScope } from '../consents/given.ts'
import { relationId } from '../fields/relationId.ts'
import { loadPublishedQuestionnaire } from '../questionnaires/questionnaires.ts'
import { findService } from '../services/catalogue.ts'
import { REPEAT_UNSERVED } from './repeats.ts'
import { siteFacts } from '../transparency/siteFacts.ts'

/** What the code that writes a lead tells the collection's hooks (req.context), beside the record it writes. */
export type NewLeadContext = {
  /** Seeding writes demo records: nobody is e-mailed. */
  seeding?: boolean
}

/** The merchants a lead was delivered to in this request, passed from the beforeChange to the afterChange hook. */
const DELIVERED = 'deliveredTo'

/** Whether this write confirms the lead: created confirmed (an admin, the seed) or confirmed now (verification/). */
function confirmsLead(operation: string, verifiedNow: unknown, verifiedBefore: unknown): boolean {
  return Boolean(verifiedNow) && (operation === 'create' || !verifiedBefore)
}

/** The ids of a hasMany relationship as written or read (ids, or documents at depth). */
const relationIds = (value: unknown): number[] => (Array.isArray(value) ? value.map(relationId).filter((id): id is number => id !== null) : [])

/**
 * A lead is delivered when its contacts are confirmed (`verificataIl`), however that happens (the consumer's code or
 * link through verification/endpoints.ts, an admin creating it, ClientRequests/hooks/confirmAdminCreated.ts, the seed),
 * written as its `destinatari`, which from then on decide which partners read it (leads/access/merchantLeadScope.ts):
 * - a lead whose contact step named partners (`partnerProposti`, leads/submitLead.ts) goes to the ones the consumer
 *   chose (`partnerScelti`) that the matching rule still finds and that take leads now, and to nobody else: a partner
 *   not chosen gets nothing, and a consumer who chose none is sent to nobody (the lead does not wait for a partner);
 * - any other lead (an admin's, or one whose CAP nobody served when it was sent) goes to the partners chosen among
 *   those the matching rule finds for its CAP and service and that take leads now (not paused, under their weekly
 *   cap), at most the operator's number, fairly (leads/recipients.ts); they read no contact of it without a consent
 *   naming them. When nobody serves it, it is stamped `senzaPartnerDal` and waits for one (leads/waitingLeads.ts).
 * A repeat of an open request (`ripeteRichiesta`) is delivered to nobody: its partners already have the first one.
 * An unconfirmed lead reaches nobody.
 */
export const deliverVerifiedLead: CollectionBeforeChangeHook<ClientRequest> = async ({ data, operation, originalDoc, req }) => {
  if (!confirmsLead(operation, data.verificataIl, originalDoc?.verificataIl)) return data
  if (data.ripeteRichiesta ?? originalDoc?.ripeteRichiesta) return { ...data, destinatari: [], senzaPartnerDal: null }
  if (Array.isArray(data.destinatari) && data.destinatari.length > 0) return data
  const lead = { cap: (data.cap ?? originalDoc?.cap)!, servizio: (data.servizio ?? originalDoc?.servizio)! }
  const offered = relationIds(data.partnerProposti ?? originalDoc?.partnerProposti)
  if (offered.length > 0) {
    const chosen = relationIds(data.partnerScelti ?? originalDoc?.partnerScelti)
    const merchants = chosen.length === 0 ? [] : (await receivingMerchants(req, await matchMerchants(req, lead))).filter((merchant) => chosen.includes(merchant.id))
    req.context[DELIVERED] = merchants
    return { ...data, destinatari: merchants.map((merchant) => merchant.id), senzaPartnerDal: null }
  }
  const merchants = await chooseRecipients(req, lead)
  req.context[DELIVERED] = merchants
  return {
    ...data,
    destinatari: merchants.map((merchant) => merchant.id),
    senzaPartnerDal: merchants.length > 0 ? null : (data.senzaPartnerDal ?? originalDoc?.senzaPartnerDal ?? new Date().toISOString()),
  }
}

/** The lead's answers as the visitor read them, from the questionnaire version they answered (none without it). */
export async function leadDetails(req: PayloadRequest, lead: Pick<ClientRequest, 'questionnaireSlug' | 'servizio' | 'questionnaireVersion' | 'answers'>): Promise<LabelledDetail[]> {
  const slug = QuestionnaireSlugSchema.safeParse(lead.questionnaireSlug ?? lead.servizio)
  const answers = AnswersSchema.safeParse(lead.answers)
  if (!slug.success || !answers.success || typeof lead.questionnaireVersion !== 'number') return []
  const definition = await loadPublishedQuestionnaire(req, slug.data, lead.questionnaireVersion)
  return definition ? answersToLabelledDetails(definition, answers.data) : []
}

/** The lead as its contact form was filled in, for the e-mails built from it. */
export function leadContact(lead: ClientRequest): FinalContactForm {
  return {
    nome: lead.nome,
    email: lead.email,
    telefono: lead.telefono,
    messaggio: lead.messaggio ?? undefined,
    ragioneSociale: lead.ragioneSociale ?? undefined,
    partitaIva: lead.partitaIva ?? undefined,
    privacy: true,
    marketing: false,
    // The e-mails read no consent from here: a partner's notice is given what its partner may have (partnerContactScope).
    partners: false,
    partnerChannels: [],
    partnerIds: [],
  }
}

/**
 * The partners' notices of a lead delivered to them, queued in the request's transaction: on arrival, and when a
 * lead that waited is handed out (leads/waitingLeads.ts). Each partner's carries what the consumer consented to give
 * that partner (consents/given.ts): the contacts with the phone, the contacts with the phone masked, or none.
 */
export async function queuePartnerNotices(req: PayloadRequest, lead: ClientRequest, merchants: Pick<MatchedMerchant, 'id' | 'email'>[]): Promise<void> {
  if (merchants.length === 0) return
  const estimateTexts = await readUiTexts(req, 'estimate')
  const service = await findService(req, lead.servizio)
  const details = await leadDetails(req, lead)
  const notices = []
  for (const merchant of merchants) {
    const share = await partnerContactScope(req, { lead: lead.id }, merchant.id)
    const content = leadMerchantEmail({
      contact: leadContact(lead),
      share,
      service: lead.servizio,
      serviceLabel: service?.name ?? lead.servizio,
      cap: lead.cap,
      citta: lead.citta ?? null,
      details,
      estimate: EstimateSchema.safeParse(lead.stima).data ?? null,
      estimateTexts,
      areaUrl: `${publicUrl()}/area-merchant`,
      serviceParagraph: service?.emails.merchantParagraph ?? null,
    })
    notices.push({ to: merchant.email, content })
  }
  await queueEmails(req, notices)
}

/**
 * The e-mails of a lead just confirmed, queued in its transaction: the partners it was delivered to (each with what
 * the consumer consented to give it), the consumer's confirmation with the link to the
 * request's page — or, when nobody serves it, the confirmation that promises no call and a notice to every admin.
 */
export const notifyVerifiedLead: CollectionAfterChangeHook<ClientRequest> = async ({ doc, previousDoc, operation, req }) => {
  const context = req.context as NewLeadContext & { [DELIVERED]?: MatchedMerchant[] }
  if (!confirmsLead(operation, doc.verificataIl, previousDoc?.verificataIl) || context.seeding) return doc
  const estimate = EstimateSchema.safeParse(doc.stima).data
  const estimateTexts = await readUiTexts(req, 'estimate')
  const details = await leadDetails(req, doc)
  const service = await findService(req, doc.servizio)
  const serviceLabel = service?.name ?? doc.servizio
  const trackerUrl = `${publicUrl()}${trackerPath(doc.offersToken ?? '')}`
  if (estimate && doc.offersToken) {
    const serviceTexts = service?.emails ?? defaultServiceEmailTexts
    // Public counts, kept a while by siteFacts; when not kept, read in the request's transaction: a connection of
    // their own would be waited for while this one stays checked out with the request's locks (issue #37,
    // tests/integration/platform/pool-starvation.test.ts).
    const facts = await siteFacts(req)
    const responseTime = responseTimeSentence(facts, `${publicUrl()}/trasparenza`)
    const input = { contact: leadContact(doc), service: doc.servizio, serviceLabel, cap: doc.cap, details, estimate, estimateTexts, trackerUrl, serviceTexts, responseTime }
    // A repeat's sender reads what a new request's would (leads/repeats.ts): nothing tells them it is one.
    const unserved = doc.ripeteRichiesta ? Boolean(req.context[REPEAT_UNSERVED]) : Boolean(doc.senzaPartnerDal)
    // A consumer who chose none of the partners named is told nobody will call: read from the choice, not from the
    // delivery, so a repeat (delivered to nobody) reads what a new request with the same choice reads.
    const noneChosen = (doc.partnerScelti ?? []).length === 0 && (doc.partnerProposti ?? []).length > 0
    const content = unserved ? leadClientNoPartnerEmail(input) : noneChosen ? leadClientNoPartnerChosenEmail(input) : leadClientEmail(input)
    await queueEmails(req, [{ to: doc.email, content }])
  }
  const delivered = context[DELIVERED] ?? []
  await queuePartnerNotices(req, doc, delivered)
  if (doc.senzaPartnerDal) {
    const notice = leadUnassignedAdminEmail({ nome: doc.nome, email: doc.email, service: doc.servizio, serviceLabel, cap: doc.cap, citta: doc.citta ?? null, details })
    await queueEmails(req, (await adminEmails(req)).map((to) => ({ to, content: notice })))
  }
  return doc
}
