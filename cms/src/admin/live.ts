import type { Endpoint } from 'payload'
import { liveEventStream } from '../live/stream.ts'
import { rejectNonAdmin } from './requireAdmin.ts'

/**
 * GET /api/admin/live — server-sent events for the admin area: one `change` event with
 * {collection, id, op} for every create, update or delete of client requests, contact requests,
 * merchants, bookings, merchants' lead statuses, reviews and consents, committed by any web process. Admins only.
 */
export const liveEndpoint: Endpoint = {
  path: '/admin/live',
  method: 'get',
  handler: async (req) => rejectNonAdmin(req) ?? liveEventStream(req),
}
