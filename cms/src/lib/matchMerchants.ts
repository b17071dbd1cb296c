import type { PayloadRequest } from 'payload'
import type { ServiceSlug } from '#content-schema'
import { collectionSlugs } from '../slugs.ts'

export const publicMerchantFields = {
  nomeAzienda: true,
  nomeCognome: true,
  settoreAttivita: true,
  cap: true,
  citta: true,
  zonaGeografica: true,
  servizi: true,
  telefono: true,
  email: true,
  disponibilitaOraria: true,
  logo: true,
} as const

/**
 * The one merchant-matching query: active merchants of a CAP, offering the service when one is given.
 * Used by both offers pages and the lead notifications; served by the (cap, attivo) and servizi indexes.
 * A system read of public card fields only.
 */
export async function findMatchingMerchants(req: PayloadRequest, criteria: { cap: string; servizio?: ServiceSlug }) {
  const result = await req.payload.find({
    collection: collectionSlugs.merchants,
    where: {
      and: [
        { attivo: { equals: true } },
        { cap: { equals: criteria.cap } },
        ...(criteria.servizio ? [{ servizi: { in: [criteria.servizio] } }] : []),
      ],
    },
    select: publicMerchantFields,
    sort: 'nomeAzienda',
    depth: 0,
    limit: 50,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return result.docs
}
