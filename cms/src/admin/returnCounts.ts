import type { Endpoint } from 'payload'
import type { AdminReturnCounts } from '#content-schema'
import { collectionSlugs } from '../slugs.ts'
import { merchantIdsParam, rejectNonAdmin } from './requireAdmin.ts'
import { noStore } from '../api/publicWrite.ts'
import { relationId } from '../fields/relationId.ts'

/**
 * GET /api/admin/return-counts?ids=1,2,3: the returns of the merchants on the admin's page, by state (a merchant with
 * none is absent). Read through Payload as the admin it is checked to be.
 */
export const adminReturnCountsEndpoint: Endpoint = {
  path: '/admin/return-counts',
  method: 'get',
  handler: async (req) => {
    const refused = rejectNonAdmin(req)
    if (refused) return refused
    const ids = merchantIdsParam(req)
    const body: AdminReturnCounts = {}
    if (ids.length === 0) return Response.json(body, { headers: noStore })
    const found = await req.payload.find({ collection: collectionSlugs.leadReturns, where: { merchant: { in: ids } }, select: { merchant: true, stato: true }, depth: 0, pagination: false, overrideAccess: false, user: req.user, req })
    for (const doc of found.docs) {
      const merchant = String(relationId(doc.merchant))
      const counts = (body[merchant] ??= { inAttesa: 0, accettati: 0, respinti: 0 })
      if (doc.stato === 'in_attesa') counts.inAttesa += 1
      else if (doc.stato === 'accettato') counts.accettati += 1
      else counts.respinti += 1
    }
    return Response.json(body, { headers: noStore })
  },
}
