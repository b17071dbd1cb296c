import { createLocalReq, type PayloadRequest, type PopulateType } from 'payload'
import { EstimateSchema, requestTokenPattern, type Answers, type Estimate, type ServiceSlug } from '#content-schema'
import type { ClientRequestsSelect } from '../../payload-types.ts'
import { leadRowByToken } from '../database/leadByToken.ts'
import { isoTimestamp } from '../database/session.ts'
import { estimateAsAllowed } from '../insurance/distribution.ts'
import { collectionSlugs } from '../slugs.ts'

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

/**
 * The lead a request's token names, or null: the one read by token of every page and endpoint a consumer opens from
 * the lead's e-mails (offers, their bookings, reviews, the request page, its confirmation and actions). A system read:
 * the visitor holds no account, the token is the proof that the lead is theirs; a token not shaped like one never
 * reaches the database. The offers page asks it on every visit, so it is a prepared read on the token's unique index
 * (database/leadByToken.ts; measured in docs/performance.md: a `payload.find` of it costs the web process ten times as
 * much). What the collection's afterRead hooks would do to these fields is done here — the contacts are masked only
 * for a partner's own reading (never for the token's holder), the stored estimate is shown as the rule in force lets
 * it be by the function the field's hook calls (insurance/distribution.ts) — and
 * tests/integration/platform/prepared-reads.test.ts checks every field against Payload's read of the same lead.
 */
export async function findLeadByToken(req: PayloadRequest, token: string | null | undefined): Promise<LeadByToken | null> {
  if (!token || !requestTokenPattern.test(token)) return null
  const lead = await leadRowByToken(req, token)
  if (!lead) return null
  const stored = EstimateSchema.safeParse(lead.stima).data
  return {
    id: lead.id,
    servizio: lead.servizio as ServiceSlug,
    cap: lead.cap,
    citta: lead.citta ?? null,
    nome: lead.nome,
    telefono: lead.telefono,
    email: lead.email,
    answersText: asTextMap(lead.answersText),
    answers: lead.answers && typeof lead.answers === 'object' && !Array.isArray(lead.answers) ? (lead.answers as Answers) : null,
    questionnaireVersion: lead.questionnaireVersion ?? null,
    annullataIl: isoTimestamp(lead.annullataIl),
    verificataIl: isoTimestamp(lead.verificataIl),
    estimate: stored ? await estimateAsAllowed(req, stored) : null,
  }
}

/**
 * The request as the system reads for the token's holder: whoever is signed in in that browser (a partner testing a
 * link, say) is not who the token proves, and a partner's reading would mask the contacts the consumer's own pages
 * need. In the same transaction, so the read sees what the request wrote before it.
 */
async function asTokenHolder(req: PayloadRequest): Promise<PayloadRequest> {
  if (!req.user) return req
  const system = await createLocalReq({ context: req.context }, req.payload)
  if (req.transactionID) system.transactionID = req.transactionID
  return system
}

/**
 * The lead a token names as Payload reads it (its hooks, and `select`/`populate` as the caller asks), for the pages
 * that need more of it than findLeadByToken gives (the request page, the confirmation): found by token there, then
 * read by id for the token's holder.
 */
export async function readLeadByToken<S extends ClientRequestsSelect<true>>(req: PayloadRequest, token: string | null | undefined, query: { select?: S; populate?: PopulateType; depth?: number } = {}) {
  const found = await findLeadByToken(req, token)
  if (!found) return null
  return req.payload.findByID({
    collection: collectionSlugs.clientRequests,
    id: found.id,
    select: query.select,
    populate: query.populate,
    depth: query.depth ?? 0,
    disableErrors: true,
    overrideAccess: true,
    req: await asTokenHolder(req),
  })
}
