/**
 * Live updates travel through PostgreSQL NOTIFY on this channel: delivered only once the saving
 * transaction commits, and to every web process, so a change made through any process reaches every
 * open admin or merchant stream (cms/src/lib/liveUpdates.ts listens). Free of Payload: the web server's
 * lead path notifies from its own statement.
 */
export const ADMIN_LIVE_CHANNEL = 'admin_live'

export const liveCollections = ['client-requests', 'contact-requests', 'merchants', 'bookings', 'lead-statuses'] as const
export type LiveCollection = (typeof liveCollections)[number]
export type LiveEvent = { collection: LiveCollection; id: number | string; op: 'create' | 'update' | 'delete' }

/** The event's NOTIFY as an SQL expression, `id` an expression of the statement (a returned id). */
export function liveNotifySql(collection: LiveCollection, id: string, op: LiveEvent['op']): string {
  return `pg_notify('${ADMIN_LIVE_CHANNEL}', json_build_object('collection', '${collection}', 'id', ${id}, 'op', '${op}')::text)`
}
