import type { AstroGlobal } from 'astro'

/** What a CDN in front of the site may do with a cached page: serve it a minute, then stale while it refetches. */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=86400'

/**
 * Cache a content page: fresh for a minute, then served stale while it re-renders for a day. A CMS change
 * purges it at once by tag (tag names in cms/src/lib/siteCache.ts), so the window only matters if a purge
 * is ever missed. Only pages without personal data call this, so the same header tells a CDN it may
 * share the page too (browsers revalidate at once: max-age=0).
 */
export function cachePage(Astro: Pick<AstroGlobal, 'cache' | 'response'>, tags: string[]): void {
  Astro.cache.set({ maxAge: 60, swr: 86400, tags: [...new Set(tags)] })
  Astro.response.headers.set('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL)
  // Read and removed by the front cache in server/web.ts, so it can purge this page by the same tags.
  Astro.response.headers.set('X-Cache-Tags', [...new Set(tags)].join(','))
}
