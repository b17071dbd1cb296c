import type { Endpoint } from 'payload'
import { responseHours, type AdminResponseTimes } from '#content-schema'
import { responseTimes } from '../offers/responseTimes.ts'
import { noStore, queryParams, rejectNonAdmin } from './requireAdmin.ts'

/** A page of the merchants table at most (REST pages hold up to 100 documents). */
const MAX_IDS = 100

/** GET /api/admin/response-times?ids=1,2,3: the measured response time of the merchants on the admin's page. */
export const adminResponseTimesEndpoint: Endpoint = {
  path: '/admin/response-times',
  method: 'get',
  handler: async (req) => {
    const refused = rejectNonAdmin(req)
    if (refused) return refused
    const ids = (queryParams(req).ids ?? '')
      .split(',')
      .map(Number)
      .filter((id) => Number.isSafeInteger(id) && id > 0)
      .slice(0, MAX_IDS)
    const times = await responseTimes(req, ids)
    const body: AdminResponseTimes = Object.fromEntries([...times].map(([id, time]) => [String(id), { cases: time.cases, medianHours: responseHours(time.medianSeconds) }]))
    return Response.json(body, { headers: noStore })
  },
}
