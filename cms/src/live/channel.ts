/**
 * Live updates travel through PostgreSQL NOTIFY on this channel: delivered only once the saving transaction commits,
 * and to every web process, so a change made through any process reaches every open admin or merchant stream
 * (live/listener.ts listens). Their one source is the collections' hooks (live/publish.ts); their shape is
 * content-schema's LiveEventSchema.
 */
export const ADMIN_LIVE_CHANNEL = 'admin_live'
