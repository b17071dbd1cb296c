import type { PayloadRequest } from 'payload'
import type { ServiceSlug } from '#content-schema'
import { isInsurance } from '../services/catalogue.ts'
import { matchedMerchantRows } from '../database/matching.ts'
import { collectionSlugs } from '../slugs.ts'
import { uploadFileUrl } from '../storage/uploadUrl.ts'

/** A merchant as the matching rule returns it: its public card fields, and the address its notices go to. */
export type MatchedMerchant = {
  id: number
  nomeAzienda: string
  nomeCognome: string
  zonaGeografica: string
  cap: string
  citta: string | null
  telefono: string
  email: string
  disponibilitaOraria: string | null
  /** The logo's public address, as Payload's upload `url` gives it. */
  logoUrl: string | null
  servizi: ServiceSlug[]
  numeroRui: string | null
}

/**
 * The one merchant-matching rule: merchants an admin made active ('attivo') whose approved CAPs include the
 * CAP, offering the service among their approved services when one is given (proposed CAPs and services never
 * match), by company name, at most 50; for an insurance request only intermediaries with their RUI registration
 * (IVASS's register: insurance distribution is reserved to them). A lead is delivered to the merchants it finds when
 * it arrives (leads/delivery.ts), and from then on its `destinatari` decide who reads it; the offers pages, the bookings'
 * check and the hand-out of waiting leads ask the same rule.
 *
 * A read whose plan matters (1M leads, 10,000 merchants: `npm run bench`), so it is one prepared statement
 * (database/matching.ts), in the request's transaction when it has one; the logo's address is made here from its file
 * name, as Payload's upload `url` gives it.
 */
export async function matchMerchants(req: PayloadRequest, criteria: MatchCriteria): Promise<MatchedMerchant[]> {
  const rui = criteria.rui ?? (criteria.servizio !== undefined && (await isInsurance(req, criteria.servizio)))
  return matchedMerchants(req, await matchedMerchantRows(req, { cap: criteria.cap, servizio: criteria.servizio, rui }))
}

/** The rule's rows (database/matching.ts) as matchMerchants gives them: the logo's address made from its file name. */
export function matchedMerchants(req: PayloadRequest, rows: Awaited<ReturnType<typeof matchedMerchantRows>>): MatchedMerchant[] {
  return rows.map(({ logoFilename, ...merchant }) => ({
    ...merchant,
    servizi: merchant.servizi as ServiceSlug[],
    logoUrl: logoFilename ? uploadFileUrl(req.payload.config, collectionSlugs.merchantLogos, logoFilename) : null,
  }))
}

/**
 * `rui`: only merchants registered on the RUI, for a request of an insurance service even when all the CAP's merchants
 * are asked (an offers page's scope=cap, its bookings); by default, when `servizio` is an insurance service (its record's
 * «Servizio assicurativo», services/catalogue.ts).
 */
export type MatchCriteria = { cap: string; servizio?: ServiceSlug; rui?: boolean }
