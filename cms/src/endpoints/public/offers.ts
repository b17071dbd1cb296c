import type { Endpoint, PayloadRequest } from 'payload'
import { genericMessages, offersMessages, offersScopes, serviceLabels, type OfferCard, type OffersResponse, type OffersScope } from '#content-schema'
import { clientIp } from '../../lib/clientInfo.ts'
import { findLeadByOffersToken } from '../../lib/findLeadByOffersToken.ts'
import { findMatchingMerchants } from '../../lib/matchMerchants.ts'
import { hitRateLimit, payloadPool } from '../../lib/rateLimit.ts'
import { collectionSlugs } from '../../slugs.ts'
import { jsonError, tooManyRequests, unavailable } from '../../lib/publicWrite.ts'

/** Per visitor and never shared: the answer names the person the token belongs to. */
const PRIVATE = { 'Cache-Control': 'private, no-store' }

type MatchedMerchant = Awaited<ReturnType<typeof findMatchingMerchants>>[number]

/** The logos' public URLs by id, in one query; logos are public, so this reads as an anonymous visitor. */
async function logoUrls(req: PayloadRequest, merchants: MatchedMerchant[]): Promise<Map<number, string>> {
  const ids = merchants.map((merchant) => (typeof merchant.logo === 'object' ? merchant.logo?.id : merchant.logo)).filter((id): id is number => typeof id === 'number')
  if (ids.length === 0) return new Map()
  const logos = await req.payload.find({
    collection: collectionSlugs.merchantLogos,
    where: { id: { in: ids } },
    depth: 0,
    limit: ids.length,
    pagination: false,
    overrideAccess: false,
    req,
  })
  return new Map(logos.docs.filter((logo) => logo.url).map((logo) => [logo.id, logo.url as string]))
}

export function toOfferCard(merchant: MatchedMerchant, logos: Map<number, string> = new Map()): OfferCard {
  const logoId = typeof merchant.logo === 'object' ? merchant.logo?.id : merchant.logo
  return {
    id: merchant.id,
    nomeAzienda: merchant.nomeAzienda,
    nomeCognome: merchant.nomeCognome,
    zonaGeografica: merchant.zonaGeografica,
    cap: merchant.cap,
    citta: merchant.citta ?? null,
    telefono: merchant.telefono,
    email: merchant.email,
    disponibilitaOraria: merchant.disponibilitaOraria ?? null,
    logoUrl: (logoId && logos.get(logoId)) || null,
    servizi: (merchant.servizi ?? []).map((slug) => ({ slug, label: serviceLabels[slug] })),
  }
}

/**
 * GET /api/public/offers?ref=<offersToken>&scope=service|cap — the merchants an offers page shows for a
 * lead: of its CAP offering its service (/offerte-cap, scope=service) or of its CAP (/offerte-merchant,
 * scope=cap). Answers 404 for an unknown token; never returns the lead's e-mail or phone.
 */
export const offersEndpoint: Endpoint = {
  path: '/public/offers',
  method: 'get',
  handler: async (req) => {
    // Per visitor: the site's server passes the visitor's address along (clientIp).
    const limited = await hitRateLimit(payloadPool(req.payload), `/public/offers:${clientIp(req)}`, { limit: 60, windowMs: 60_000 }).catch(unavailable)
    if (limited instanceof Response) return limited
    if (!limited.allowed) return tooManyRequests(limited.retryAfterS, PRIVATE)
    const scopeParam = req.searchParams.get('scope') ?? 'service'
    if (!offersScopes.includes(scopeParam as OffersScope)) return jsonError(400, genericMessages.invalidRequest, {}, PRIVATE)
    const lead = await findLeadByOffersToken(req, req.searchParams.get('ref'))
    if (!lead) return jsonError(404, offersMessages.leadNotFound, {}, PRIVATE)
    const merchants = await findMatchingMerchants(req, { cap: lead.cap, servizio: scopeParam === 'service' ? lead.servizio : undefined })
    const logos = await logoUrls(req, merchants)
    const body: OffersResponse = {
      service: { slug: lead.servizio, label: serviceLabels[lead.servizio] },
      cap: lead.cap,
      citta: lead.citta,
      firstName: lead.nome.trim().split(/\s+/)[0] ?? '',
      merchants: merchants.map((merchant) => toOfferCard(merchant, logos)),
    }
    return Response.json(body, { headers: PRIVATE })
  },
}
