import { createLocalReq, type PayloadRequest, type PopulateType } from 'payload'
import { EstimateSchema, requestTokenPattern, type Answers, type Estimate, type ServiceSlug } from '#content-schema'
import type { ClientRequestsSelect } from '../../payload-types.ts'
import { collectionSlugs } from '../slugs.ts'

/**
 * The request as the system reads for the token's holder: whoever is signed in in that browser (a partner testing a
 * link, say) is not who the token proves, and a partner's reading would mask the contacts the consumer's own page and
 * bookings need. In the same transaction, so the read sees what the request wrote before it.
 */
async function asTokenHolder(req: PayloadRequest): Promise<PayloadRequest> {
  if (!req.user) return req
  const system = await createLocalReq({ context: req.context }, req.payload)
  if (req.transactionID) system.transactionID = req.transactionID
  return system
}

/**
 * The lead a request's token names, or null: the one read by token of every page and endpoint a consumer opens from
 * the lead's e-mails (offers, request page, confirmation, reviews, bookings, objections). A system read through
 * Payload — the visitor holds no account, the token is the proof that the lead is theirs — so the collection's hooks
 * apply as on every read (the stored estimate shown as the insurance rule in force lets it be; contacts masked only
 * for partners). A token not shaped like one never reaches the database. `select` and `populate` say what the caller
 * reads, as Payload's.
 */
export async function findLeadByToken<S extends ClientRequestsSelect<true>>(req: PayloadRequest, token: string | null | undefined, query: { select?: S; populate?: PopulateType; depth?: number } = {}) {
  if (!token || !requestTokenPattern.test(token)) return null
  const found = await req.payload.find({
    collection: collectionSlugs.clientRequests,
    where: { offersToken: { equals: token } },
    select: query.select,
    populate: query.populate,
    depth: query.depth ?? 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req: await asTokenHolder(req),
  })
  return found.docs[0] ?? null
}

export type LeadByToken = {
  id: number
  servizio: ServiceSlug
  cap: string
  citta: string | null
  nome: string
  telefono: string
  email: string
  answersText: Record<string, string>
  /** The structured answers and the questionnaire version they were given to, for labelling them. */
  answers: Answers | null
  questionnaireVersion: number | null
  /** When the consumer cancelled the request from its page. */
  annullataIl: string | null
  /** When the consumer confirmed the contacts: before it, no partner receives anything of the request. */
  verificataIl: string | null
  /** The estimate computed on the server when the lead arrived; null for leads from before estimates. */
  estimate: Estimate | null
}

function asTextMap(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {}
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
}

/** What the offers page, its bookings and the reviews read of the lead a token names (findLeadByToken), or null. */
export async function findOffersLead(req: PayloadRequest, token: string | null | undefined): Promise<LeadByToken | null> {
  const lead = await findLeadByToken(req, token, {
    select: { servizio: true, cap: true, citta: true, nome: true, telefono: true, email: true, answersText: true, answers: true, questionnaireVersion: true, annullataIl: true, verificataIl: true, stima: true },
  })
  if (!lead) return null
  return {
    id: lead.id,
    servizio: lead.servizio,
    cap: lead.cap,
    citta: lead.citta ?? null,
    nome: lead.nome,
    telefono: lead.telefono,
    email: lead.email,
    answersText: asTextMap(lead.answersText),
    answers: lead.answers && typeof lead.answers === 'object' && !Array.isArray(lead.answers) ? (lead.answers as Answers) : null,
    questionnaireVersion: lead.questionnaireVersion ?? null,
    annullataIl: lead.annullataIl ?? null,
    verificataIl: lead.verificataIl ?? null,
    estimate: EstimateSchema.safeParse(lead.stima).data ?? null,
  }
}
