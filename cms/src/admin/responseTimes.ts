import type { Endpoint } from 'payload'
import { responseHours, type AdminResponseTimes } from '#content-schema'
import { responseTimes } from '../offers/responseTimes.ts'
import { merchantIdsParam, rejectNonAdmin } from './requireAdmin.ts'
import { noStore } from '../api/publicWrite.ts'

/** GET /api/admin/response-times?ids=1,2,3: the measured response time of the merchants on the admin's page. */
export const adminResponseTimesEndpoint: Endpoint = {
  path: '/admin/response-times',
  method: 'get',
  handler: async (req) => {
    const refused = rejectNonAdmin(req)
    if (refused) return refused
    const times = await responseTimes(req, merchantIdsParam(req))
    const body: AdminResponseTimes = Object.fromEntries([...times].map(([id, time]) => [String(id), { cases: time.cases, medianHours: responseHours(time.medianSeconds) }]))
    return Response.json(body, { headers: noStore })
  },
}
