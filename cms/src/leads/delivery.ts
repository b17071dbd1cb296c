import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'
import { answersToLabelledDetails, AnswersSchema, defaultServiceEmailTexts, EstimateSchema, QuestionnaireSlugSchema, trackerPath, type FinalContactForm, type LabelledDetail } from '#content-schema'
import type { ClientRequest } from '../../payload-types.ts'
import { publicUrl } from '../../../platform/env.ts'
import { queueEmails } from '../email/queueEmail.ts'
import { readUiTexts } from '../email/brand.ts'
import { leadClientEmail, leadClientNoPartnerEmail } from '../email/templates/leadClient.ts'
import { leadMerchantEmail } from '../email/templates/leadMerchant.ts'
import { leadUnassignedAdminEmail } from '../email/templates/leadUnassigned.ts'
import { adminEmails } from '../email/adminEmails.ts'
import type { MatchedMerchant } from './matching.ts'
import { chooseRecipients } from './recipients.ts'
import { hasPartnerConsent } from '../consents/given.ts'
import { loadPublishedQuestionnaire } from './questionnaires.ts'
import { findService } from '../services/catalogue.ts'
import { REPEAT_UNSERVED } from './repeats.ts'

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

/**
 * A lead is delivered when its contacts are confirmed (`verificataIl`), however that happens (the consumer's code or
 * link through verification/endpoints.ts, an admin creating it, ClientRequests/hooks/confirmAdminCreated.ts, the seed): to the partners
 * chosen among those the matching rule finds for its CAP and service and that take leads now (not paused, under
 * their weekly cap), at most the operator's number, fairly (leads/recipients.ts), written as its `destinatari`, which from then on decide which partners read it
 * (access/merchantLeadScope.ts). A lead nobody serves is stamped `senzaPartnerDal` and waits for one
 * (leads/waitingLeads.ts). A repeat of an open request (`ripeteRichiesta`) is delivered to nobody: its partners
 * already have the first one. An unconfirmed lead reaches nobody.
 */
export const deliverVerifiedLead: CollectionBeforeChangeHook<ClientRequest> = async ({ data, operation, originalDoc, req }) => {
  if (!confirmsLead(operation, data.verificataIl, originalDoc?.verificataIl)) return data
  if (data.ripeteRichiesta ?? originalDoc?.ripeteRichiesta) return { ...data, destinatari: [], senzaPartnerDal: null }
  if (Array.isArray(data.destinatari) && data.destinatari.length > 0) return data
  const merchants = await chooseRecipients(req, { cap: (data.cap ?? originalDoc?.cap)!, servizio: (data.servizio ?? originalDoc?.servizio)! })
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

/** The lead as its contact form was filled in, with the consent that decides whether partners see the phone. */
export function leadContact(lead: ClientRequest, partners: boolean): FinalContactForm {
  return {
    nome: lead.nome,
    email: lead.email,
    telefono: lead.telefono,
    messaggio: lead.messaggio ?? undefined,
    ragioneSociale: lead.ragioneSociale ?? undefined,
    partitaIva: lead.partitaIva ?? undefined,
    privacy: true,
    marketing: false,
    partners,
    // The e-mails read only whether the phone may be shown (`partners`); the channels are the consent ledger's.
    partnerChannels: [],
    group: false,
  }
}

/**
 * The partners' notice of a lead delivered to them (phone masked without the consent), queued in the request's
 * transaction: on arrival, and when a lead that waited is handed out (leads/waitingLeads.ts).
 */
export async function queuePartnerNotices(req: PayloadRequest, lead: ClientRequest, merchants: Pick<MatchedMerchant, 'email'>[], partners: boolean): Promise<void> {
  if (merchants.length === 0) return
  const estimateTexts = await readUiTexts(req, 'estimate')
  const service = await findService(req, lead.servizio)
  const notice = leadMerchantEmail({
    contact: leadContact(lead, partners),
    serviceLabel: service?.name ?? lead.servizio,
    cap: lead.cap,
    citta: lead.citta ?? null,
    details: await leadDetails(req, lead),
    estimate: EstimateSchema.safeParse(lead.stima).data ?? null,
    estimateTexts,
    areaUrl: `${publicUrl()}/area-merchant`,
    serviceParagraph: service?.emails.merchantParagraph ?? null,
  })
  await queueEmails(req, merchants.map((merchant) => ({ to: merchant.email, content: notice })))
}

/**
 * The e-mails of a lead just confirmed, queued in its transaction: the partners it was delivered to (the phone masked
 * without the consumer's partners consent, recorded with the lead), the consumer's confirmation with the link to the
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
    const input = { contact: leadContact(doc, false), serviceLabel, cap: doc.cap, details, estimate, estimateTexts, trackerUrl, serviceTexts }
    // A repeat's sender reads what a new request's would (leads/repeats.ts): nothing tells them it is one.
    const unserved = doc.ripeteRichiesta ? Boolean(req.context[REPEAT_UNSERVED]) : Boolean(doc.senzaPartnerDal)
    await queueEmails(req, [{ to: doc.email, content: unserved ? leadClientNoPartnerEmail(input) : leadClientEmail(input) }])
  }
  const delivered = context[DELIVERED] ?? []
  if (delivered.length > 0) await queuePartnerNotices(req, doc, delivered, await hasPartnerConsent(req, { lead: doc.id }))
  if (doc.senzaPartnerDal) {
    const notice = leadUnassignedAdminEmail({ nome: doc.nome, email: doc.email, serviceLabel, cap: doc.cap, citta: doc.citta ?? null, details })
    await queueEmails(req, (await adminEmails(req)).map((to) => ({ to, content: notice })))
  }
  return doc
}
