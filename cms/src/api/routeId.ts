import type { PayloadRequest } from 'payload'

/** The largest id a Postgres `integer` column holds: a larger one would fail in the database rather than find nothing. */
const MAX_ID = 2 ** 31 - 1

/** The record id of a route's `:id` (`/admin/bookings/:id/…`): a whole number from 1 to MAX_ID, otherwise null. */
export function routeId(req: PayloadRequest): number | null {
  const id = Number(req.routeParams?.id)
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_ID ? id : null
}
