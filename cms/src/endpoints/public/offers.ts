import type { Endpoint } from 'payload'
import { genericMessages, offersMessages, offersScopes, serviceLabels, type OfferCard, type OffersResponse, type OffersScope } from '#content-schema'
import { clientIp } from '../../lib/clientInfo.ts'
import { findLeadByOffersToken } from '../../lib/findLeadByOffersToken.ts'
import { findMatchingMerchants } from '../../lib/matchMerchants.ts'
import { hitRateLimit } from '../../lib/rateLimit.ts'
import { jsonError } from './publicEndpoint.ts'

/** Per visitor and never shared: the answer names the person the token belongs to. */
const PRIVATE = { 'Cache-Control': 'private, no-store' }

export function toOfferCard(merchant: Awaited<ReturnType<typeof findMatchingMerchants>>[number]): OfferCard {
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
    // Generous: the site's server renders the offers pages through this endpoint, so every visitor shares its address.
    const limited = hitRateLimit(`/public/offers:${clientIp(req)}`, { limit: 300, windowMs: 60_000 })
    if (!limited.allowed) return jsonError(429, genericMessages.tooManyRequests, {}, { 'Retry-After': String(limited.retryAfterS), ...PRIVATE })
    const scopeParam = req.searchParams.get('scope') ?? 'service'
    if (!offersScopes.includes(scopeParam as OffersScope)) return jsonError(400, genericMessages.invalidRequest, {}, PRIVATE)
    const lead = await findLeadByOffersToken(req, req.searchParams.get('ref'))
    if (!lead) return jsonError(404, offersMessages.leadNotFound, {}, PRIVATE)
    const merchants = await findMatchingMerchants(req, { cap: lead.cap, servizio: scopeParam === 'service' ? lead.servizio : undefined })
    const body: OffersResponse = {
      service: { slug: lead.servizio, label: serviceLabels[lead.servizio] },
      cap: lead.cap,
      citta: lead.citta,
      firstName: lead.nome.trim().split(/\s+/)[0] ?? '',
      merchants: merchants.map(toOfferCard),
    }
    return Response.json(body, { headers: PRIVATE })
  },
}
