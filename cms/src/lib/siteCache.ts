/**
 * Cache invalidation travels through PostgreSQL NOTIFY on this channel: it is delivered only after the
 * transaction that changed the content commits, and every web process listening receives it.
 */
export const SITE_CACHE_CHANNEL = 'site_cache'

/** Tags the site puts on cached pages; content hooks invalidate by the same names. */
export const cacheTags = {
  siteSettings: 'site-settings',
} as const
