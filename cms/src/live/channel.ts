/**
 * Live updates travel through PostgreSQL NOTIFY on this channel: delivered only once the saving transaction commits,
 * and to every web process, so a change made through any process reaches every open admin or merchant stream
 * (live/listener.ts listens). Their one source is the collections' hooks (live/publish.ts).
 */
export const ADMIN_LIVE_CHANNEL = 'admin_live'

export const liveCollections = ['client-requests', 'contact-requests', 'merchants', 'bookings', 'lead-statuses', 'lead-objections', 'lead-returns', 'lead-notes', 'consents', 'reviews'] as const
export type LiveCollection = (typeof liveCollections)[number]

export type LiveEvent = { collection: LiveCollection; id: number | string; op: 'create' | 'update' | 'delete' }
