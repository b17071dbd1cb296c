import { LeadPartnersQuerySchema, serviceMessages, type LeadPartnersResponse } from '#content-schema'
import { jsonError } from '../api/publicWrite.ts'
import { takesRequests } from '../services/catalogue.ts'
import { chooseRecipients } from './recipients.ts'
import { readLeadSettings } from './settings.ts'
import { publicReadEndpoint } from '../api/publicEndpoint.ts'

/** The route's path under `/api`, and the prefix of its rate-limit keys. */
export const LEAD_PARTNERS_PATH = '/public/lead-partners'

/** A contact step asks it once, again when the CAP changes; this stops anyone walking through CAPs. */
export const LEAD_PARTNERS_RATE_LIMIT = { limit: 30, windowMs: 60_000 }

/** The rotation changes the answer with every lead delivered: nobody keeps it. */
const NOT_KEPT = { 'Cache-Control': 'no-store' }

/**
 * GET /api/public/lead-partners?service=&cap= — the partners a request for that service and CAP would go to now,
 * named to the consumer in the contact step before the contacts leave: the one rule a confirmed lead is delivered by
 * (leads/recipients.ts: the matching rule, partners taking leads, at most the operator's number, fairly), with the
 * operator's number. The lead endpoint asks the same rule again and refuses a choice outside it. 400 with the Italian
 * reason for a CAP or service it does not take; public facts only (company name and town of active partners).
 */
export const leadPartnersEndpoint = publicReadEndpoint({
  path: LEAD_PARTNERS_PATH,
  rateLimit: LEAD_PARTNERS_RATE_LIMIT,
  headers: NOT_KEPT,
  handler: async (req) => {
    const query = LeadPartnersQuerySchema.safeParse({ service: req.searchParams.get('service') ?? undefined, cap: req.searchParams.get('cap') ?? undefined })
    if (!query.success) return jsonError(400, query.error.issues[0].message, {}, NOT_KEPT)
    if (!(await takesRequests(req, query.data.service))) return jsonError(400, serviceMessages.unavailable, {}, NOT_KEPT)
    const [partners, settings] = await Promise.all([chooseRecipients(req, { cap: query.data.cap, servizio: query.data.service }), readLeadSettings(req)])
    const body: LeadPartnersResponse = {
      partners: partners.map((partner) => ({ id: partner.id, nomeAzienda: partner.nomeAzienda, citta: partner.citta })),
      max: settings.partnersPerRequest,
    }
    return Response.json(body, { headers: NOT_KEPT })
  },
})
