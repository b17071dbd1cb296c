import type { PayloadRequest } from 'payload'
import type { Answers, ServiceSlug } from '#content-schema'
import { collectionSlugs } from '../slugs.ts'
import { OFFERS_TOKEN_PATTERN } from './offersStore.ts'

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
  /** When the consumer cancelled the request from its tracker page. */
  annullataIl: string | null
}


function asTextMap(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {}
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
}

/**
 * The lead an offers page was opened for, by its unguessable offers token, or null. A system read: the
 * visitor holds no account, the token is the proof that the lead is theirs.
 */
export async function findLeadByOffersToken(req: PayloadRequest, token: string | null | undefined): Promise<LeadByToken | null> {
  if (!token || !OFFERS_TOKEN_PATTERN.test(token)) return null
  const result = await req.payload.find({
    collection: collectionSlugs.clientRequests,
    where: { offersToken: { equals: token } },
    select: { servizio: true, cap: true, citta: true, nome: true, telefono: true, email: true, answersText: true, answers: true, questionnaireVersion: true, annullataIl: true },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const lead = result.docs[0]
  if (!lead) return null
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
    annullataIl: lead.annullataIl ?? null,
  }
}
