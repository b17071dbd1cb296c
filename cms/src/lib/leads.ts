import type { PayloadRequest } from 'payload'
import type { ServiceSlug } from '#content-schema'
import { collectionSlugs } from '../slugs.ts'

export type LeadSummary = {
  id: number
  servizio: ServiceSlug
  cap: string
  citta: string | null
  nome: string
  telefono: string
  email: string
  answersText: Record<string, string>
}

/** The offers pages' URL for a lead: Light & Gas lists partners, the other services offers by CAP. */
export function offersUrlFor(servizio: ServiceSlug, offersToken: string): string {
  const page = servizio === 'luce-gas' ? '/offerte-merchant' : '/offerte-cap'
  return `${page}?ref=${encodeURIComponent(offersToken)}`
}

/**
 * The lead behind an offers page's `?ref=`: the reference is an unguessable token, so the URL carries no
 * personal data. A system read (the visitor holding the token is not a user); null for an unknown token.
 */
export async function findLeadByOffersToken(req: PayloadRequest, token: string): Promise<LeadSummary | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null
  const result = await req.payload.find({
    collection: collectionSlugs.clientRequests,
    where: { offersToken: { equals: token } },
    select: { servizio: true, cap: true, citta: true, nome: true, telefono: true, email: true, answersText: true },
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
    servizio: lead.servizio,
    cap: lead.cap,
    citta: lead.citta ?? null,
    nome: lead.nome,
    telefono: lead.telefono,
    email: lead.email,
    answersText: (lead.answersText ?? {}) as Record<string, string>,
  }
}
