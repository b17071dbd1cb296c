/**
 * Cache invalidation travels through PostgreSQL NOTIFY on this channel: it is delivered only after the
 * transaction that changed the content commits, and every web process listening receives it.
 */
export const SITE_CACHE_CHANNEL = 'site_cache'

/**
 * Tags the site puts on cached pages; content hooks invalidate by the same names. A page carries the tag
 * of every piece of content it shows, so a save purges exactly the pages that show what changed.
 */
export const cacheTags = {
  siteSettings: 'site-settings',
  navigation: 'navigation',
  /** The interface texts: on every page (cookie banner). */
  uiTexts: 'ui-texts',
  /** Pages that list every service (home grid, call-booking hub, sitemap). */
  services: 'services',
  /** The page of one service (and its call-booking page). */
  service: (slug: string) => `service:${slug}`,
  faqs: 'faqs',
  testimonials: 'testimonials',
  partnerLogos: 'partner-logos',
  media: 'media',
  page: (slug: string) => `page:${slug}`,
  legal: (slug: string) => `legal:${slug}`,
  /** The transparency page's sources of the estimates; the notice also tells the web processes to read the parameters again. */
  estimateParameters: 'estimate-parameters',
  /** No page shows the e-mail and SMS templates: the notice tells the web processes to read them again. */
  messageTemplates: 'message-templates',
} as const
