import type { Endpoint } from 'payload'
import { LEAD_WAITING_HOURS, leadWorkflowMessages, responseHours, RESPONSE_TIME_MIN_CASES, type MerchantResponseTime } from '#content-schema'
import { activeOwnMerchant } from './access/merchantProfile.ts'
import { returnCounts, unansweredLeadCount } from './counts.ts'
import { responseTimes } from '../offers/responseTimes.ts'
import { jsonError, noStore } from '../api/publicWrite.ts'
import { readLeadSettings } from '../leads/settings.ts'

/**
 * GET /api/merchant/response-time: the signed-in active merchant's own response time (the figure the offers
 * pages show once it has enough cases) and how many of the leads it can see are still "Nuovo" after
 * LEAD_WAITING_HOURS since it received them, and its returns by state — counted through the collections' own access
 * rules, as that merchant.
 */
export const merchantResponseTimeEndpoint: Endpoint = {
  path: '/merchant/response-time',
  method: 'get',
  handler: async (req) => {
    const profile = await activeOwnMerchant(req, { members: true })
    if (!profile || !req.user) return jsonError(403, leadWorkflowMessages.outOfScope, {}, noStore)
    const time = (await responseTimes(req, [profile.id])).get(profile.id)
    const cutoff = new Date(Date.now() - LEAD_WAITING_HOURS * 3600_000).toISOString()
    const [waiting, returns, settings] = await Promise.all([unansweredLeadCount(req, { verificataIl: { less_than: cutoff } }), returnCounts(req), readLeadSettings(req)])
    const body: MerchantResponseTime = {
      medianHours: time ? responseHours(time.medianSeconds) : null,
      cases: time?.cases ?? 0,
      minCases: RESPONSE_TIME_MIN_CASES,
      waiting,
      returns,
      returnWindowDays: settings.returnWindowDays,
    }
    return Response.json(body, { headers: noStore })
  },
}
