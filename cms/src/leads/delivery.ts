import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'
import { answersToLabelledDetails, AnswersSchema, EstimateSchema, QuestionnaireSlugSchema, serviceLabels, trackerPath, type FinalContactForm, type LabelledDetail } from '#content-schema'
import type { ClientRequest } from '../../payload-types.ts'
import { publicUrl } from '../../../platform/env.ts'
import { queueEmails } from '../email/queueEmail.ts'
import { readUiTexts } from '../email/brand.ts'
import { leadClientEmail, leadClientNoPartnerEmail } from '../email/templates/leadClient.ts'
import { leadMerchantEmail } from '../email/templates/leadMerchant.ts'
import { leadUnassignedAdminEmail } from '../email/templates/leadUnassigned.ts'
import { adminEmails } from '../email/adminEmails.ts'
import { matchMerchants, type MatchedMerchant } from './matching.ts'
import { loadPublishedQuestionnaire } from './questionnaires.ts'

/** What the lead's own endpoint tells the collection's hooks (req.context), beside the record it writes. */
export type NewLeadContext = {
  /** The consents given with the questionnaire: the partners' e-mail shows the phone only with `partners`. */
  leadConsents?: Pick<FinalContactForm, 'privacy' | 'marketing' | 'partners' | 'group'>
  /** Seeding writes demo records: nobody is e-mailed. */
  seeding?: boolean
}

/**
 * The partners among `matched` that take new leads now: not paused, and under their weekly cap (the leads handed to
 * them in the last 7 days — on arrival or from the waiting queue — fewer than the cap). The one place a partner's
 * intake settings apply: a new lead's delivery and the hand-out of waiting leads both ask it. System reads: the
 * settings and counts decide delivery, nobody reads them through this.
 */
export async function receivingMerchants<M extends { id: number }>(req: PayloadRequest, matched: M[]): Promise<M[]> {
  if (matched.length === 0) return matched
  const settings = await req.payload.find({
    collection: 'merchants',
    where: { id: { in: matched.map((merchant) => merchant.id) } },
    select: { pausaRicezione: true, limiteSettimanale: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const byId = new Map(settings.docs.map((doc) => [doc.id, doc]))
  const since = new Date(Date.now() - 7 * 24 * 3600_000).toISOString()
  const open = await Promise.all(
    matched.map(async (merchant) => {
      const intake = byId.get(merchant.id)
      if (intake?.pausaRicezione) return false
      if (!intake?.limiteSettimanale) return true
      const received = await req.payload.count({
        collection: 'client-requests',
        where: {
          and: [
            { destinatari: { equals: merchant.id } },
            { or: [{ partnerTrovatoIl: { greater_than_equal: since } }, { and: [{ partnerTrovatoIl: { exists: false } }, { createdAt: { greater_than_equal: since } }] }] },
          ],
        },
        overrideAccess: true,
        req,
      })
      return received.totalDocs < intake.limiteSettimanale
    }),
  )
  return matched.filter((_, index) => open[index])
}

/** The merchants a lead was delivered to in this request, passed from the beforeChange to the afterChange hook. */
const DELIVERED = 'deliveredTo'

/**
 * A new lead is delivered when it is stored, however it arrives (the public endpoint, an admin in /admin, a seed): to
 * the merchants the matching rule finds for its CAP and service (leads/matching.ts), written as its `destinatari`,
 * which from then on decide which partners read it (access/merchantLeadScope.ts). A lead nobody serves is stamped
 * `senzaPartnerDal` and waits for one (leads/waitingLeads.ts). A partner that paused its intake or reached its weekly cap
 * is skipped (receivingMerchants). A repeat of an open request (`ripeteRichiesta`) is
 * delivered to nobody: its partners already have the first one.
 */
export const deliverNewLead: CollectionBeforeChangeHook<ClientRequest> = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  if (data.ripeteRichiesta) return { ...data, destinatari: [], senzaPartnerDal: null }
  if (Array.isArray(data.destinatari) && data.destinatari.length > 0) return data
  const merchants = await receivingMerchants(req, await matchMerchants(req, { cap: data.cap!, servizio: data.servizio }))
  req.context[DELIVERED] = merchants
  return { ...data, destinatari: merchants.map((merchant) => merchant.id), senzaPartnerDal: merchants.length > 0 ? null : (data.senzaPartnerDal ?? new Date().toISOString()) }
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
  const notice = leadMerchantEmail({
    contact: leadContact(lead, partners),
    serviceLabel: serviceLabels[lead.servizio],
    cap: lead.cap,
    citta: lead.citta ?? null,
    details: await leadDetails(req, lead),
    estimate: EstimateSchema.safeParse(lead.stima).data ?? null,
    estimateTexts,
    areaUrl: `${publicUrl()}/area-merchant`,
  })
  await queueEmails(req, merchants.map((merchant) => ({ to: merchant.email, content: notice })))
}

/**
 * The e-mails of a new lead, queued in its transaction: the partners it was delivered to, the visitor's
 * confirmation with the link to the request's page — or, when nobody serves it, the confirmation that promises no
 * call and a notice to every admin.
 */
export const notifyNewLead: CollectionAfterChangeHook<ClientRequest> = async ({ doc, operation, req }) => {
  const context = req.context as NewLeadContext & { [DELIVERED]?: MatchedMerchant[] }
  if (operation !== 'create' || context.seeding) return doc
  const estimate = EstimateSchema.safeParse(doc.stima).data
  const estimateTexts = await readUiTexts(req, 'estimate')
  const details = await leadDetails(req, doc)
  const serviceLabel = serviceLabels[doc.servizio]
  const trackerUrl = `${publicUrl()}${trackerPath(doc.offersToken ?? '')}`
  if (estimate && doc.offersToken) {
    const input = { contact: leadContact(doc, false), serviceLabel, cap: doc.cap, details, estimate, estimateTexts, trackerUrl }
    await queueEmails(req, [{ to: doc.email, content: doc.senzaPartnerDal ? leadClientNoPartnerEmail(input) : leadClientEmail(input) }])
  }
  await queuePartnerNotices(req, doc, context[DELIVERED] ?? [], context.leadConsents?.partners === true)
  if (doc.senzaPartnerDal) {
    const notice = leadUnassignedAdminEmail({ nome: doc.nome, email: doc.email, serviceLabel, cap: doc.cap, citta: doc.citta ?? null, details })
    await queueEmails(req, (await adminEmails(req)).map((to) => ({ to, content: notice })))
  }
  return doc
}
