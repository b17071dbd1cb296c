import type { Endpoint } from 'payload'
import { merchantCounts } from './counts.ts'
import { activeMerchantOrRefusal } from './requireActiveMerchant.ts'
import { noStore } from '../api/publicWrite.ts'

/**
 * GET /api/merchant/counts → MerchantCounts: what the signed-in active merchant still has to handle (the badges
 * of its area's tabs and the page title), counted through the collections' own access rules, as that merchant.
 */
export const merchantCountsEndpoint: Endpoint = {
  path: '/merchant/counts',
  method: 'get',
  handler: async (req) => {
    const access = await activeMerchantOrRefusal(req)
    if ('refused' in access) return access.refused
    return Response.json(await merchantCounts(req), { headers: noStore })
  },
}
