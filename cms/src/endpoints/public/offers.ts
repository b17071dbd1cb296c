import type { Endpoint } from 'payload'
import { clientIp } from '../../lib/clientInfo.ts'
import { answerOffers, OFFERS_PATH } from '../../lib/offersStore.ts'
import { payloadPool } from '../../lib/rateLimit.ts'

/**
 * GET /api/public/offers?ref=<offersToken>&scope=service|cap (cms/src/lib/offersStore.ts). The site's server
 * passes the visitor's address along (clientIp), so the rate limit is per visitor.
 */
export const offersEndpoint: Endpoint = {
  path: OFFERS_PATH,
  method: 'get',
  handler: (req) =>
    answerOffers(payloadPool(req.payload), {
      ip: clientIp(req),
      ref: req.searchParams.get('ref'),
      scope: req.searchParams.get('scope'),
      serverUrl: req.payload.config.serverURL,
    }),
}
