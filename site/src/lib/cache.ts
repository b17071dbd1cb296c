import type { AstroGlobal } from 'astro'

/**
 * Cache a content page: fresh for a minute, then served stale while it re-renders for a day. A CMS change
 * purges it at once by tag (tag names in cms/src/lib/siteCache.ts), so the window only matters if a purge
 * is ever missed.
 */
export function cachePage(Astro: Pick<AstroGlobal, 'cache'>, tags: string[]): void {
  Astro.cache.set({ maxAge: 60, swr: 86400, tags })
}
