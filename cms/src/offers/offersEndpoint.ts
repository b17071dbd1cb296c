import {
  genericMessages,
  merchantProfileMessages,
  offersMessages,
  offersScopes,
  serviceName,
  trackerPath,
  type OfferCard,
  type OffersResponse,
  type OffersScope,
  type ReviewSummary,
  type ServiceNames,
} from '#content-schema'
import { findLeadByToken } from '../leads/leadByToken.ts'
import type { MatchedMerchant } from '../leads/matching.ts'
import { jsonError, noStore } from '../api/publicWrite.ts'
import { publicReadEndpoint } from '../api/publicEndpoint.ts'
import { publicResponseHours, type ResponseTime } from './responseTimes.ts'
import { summaryOf } from '../reviews/summaries.ts'
import { offersPageReads } from './pageReads.ts'
import { isInsurance, serviceNames } from '../services/catalogue.ts'

/** The route's path under `/api`, and the prefix of its rate-limit keys. */
export const OFFERS_PATH = '/public/offers'

/** A visitor opens an offers page a few times; this stops anyone walking through tokens. */
export const OFFERS_RATE_LIMIT = { limit: 60, windowMs: 60_000 }

function toOfferCard(
  { servizi, numeroRui, ...merchant }: MatchedMerchant,
  insurance: boolean,
  responseTime: ResponseTime | undefined,
  recensioni: ReviewSummary,
  names: ServiceNames,
): OfferCard {
  return {
    ...merchant,
    iscrizioneRui: insurance && numeroRui ? merchantProfileMessages.ruiShown(numeroRui) : null,
    servizi: servizi.map((slug) => ({ slug, label: serviceName(slug, names) })),
    rispostaOre: publicResponseHours(responseTime),
    recensioni,
  }
}

/**
 * GET /api/public/offers?ref=<offersToken>&scope=service|cap — the merchants an offers page shows for a lead: of its
 * CAP offering its service (/offerte-cap, scope=service) or of its CAP (/offerte-merchant, scope=cap), by the one
 * matching rule (leads/matching.ts), but for the partners the consumer objected to for this request (they may not
 * call back, and the booking endpoint refuses them): 404 for an unknown token, never the lead's e-mail or phone.
 */
export const offersEndpoint = publicReadEndpoint({
  path: OFFERS_PATH,
  rateLimit: OFFERS_RATE_LIMIT,
  headers: noStore,
  handler: async (req) => {
    const scope = req.searchParams.get('scope') ?? 'service'
    if (!offersScopes.includes(scope as OffersScope)) return jsonError(400, genericMessages.invalidRequest, {}, noStore)
    const ref = req.searchParams.get('ref')
    const lead = await findLeadByToken(req, ref)
    if (!lead || !ref) return jsonError(404, offersMessages.leadNotFound, {}, noStore)
    const insurance = await isInsurance(req, lead.servizio)
    const [{ matched, objected, partnerConsents, booking, times, reviews }, names] = await Promise.all([
      offersPageReads(req, lead.id, { cap: lead.cap, servizio: scope === 'service' ? lead.servizio : undefined, rui: insurance }),
      serviceNames(req),
    ])
    const merchants = matched.filter((merchant) => !objected.has(merchant.id))
    const body: OffersResponse = {
      service: { slug: lead.servizio, label: serviceName(lead.servizio, names) },
      cap: lead.cap,
      citta: lead.citta,
      firstName: lead.nome.trim().split(/\s+/)[0] ?? '',
      merchants: merchants.map((merchant) => toOfferCard(merchant, insurance, times.get(merchant.id), summaryOf(reviews, merchant.id), names)),
      estimate: lead.estimate,
      partnerConsents,
      booking,
      requestPath: trackerPath(ref),
      verified: lead.verificataIl !== null,
    }
    return Response.json(body, { headers: noStore })
  },
})
