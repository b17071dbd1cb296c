import { LeadBodySchema } from '#content-schema'
import { publicUrl } from '../../../../platform/env.ts'
import { LEADS_PATH, LEADS_RATE_LIMIT, submitLead } from '../../lib/leadStore.ts'
import { payloadPool } from '../../lib/rateLimit.ts'
import { publicEndpoint } from './publicEndpoint.ts'

/**
 * POST /api/public/leads: a completed questionnaire (cms/src/lib/leadStore.ts). The web server answers this path
 * itself (server/fastApi.ts) with the same checks and statement; this endpoint serves the same through Payload
 * (tests, a deployment without server/web.ts). The lead is one transaction on Payload's pool (the repeat check and the store).
 */
export const leadsEndpoint = publicEndpoint({
  path: LEADS_PATH,
  schema: LeadBodySchema,
  rateLimit: LEADS_RATE_LIMIT,
  handler: ({ req, data, ip, userAgent }) => {
    const pool = payloadPool(req.payload)
    return submitLead({ read: pool, write: pool }, { data, ip, userAgent, publicUrl: publicUrl() })
  },
})
