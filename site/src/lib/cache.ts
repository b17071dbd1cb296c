import type { AstroGlobal } from 'astro'
import { asksForPreview } from './preview.ts'

/** What a CDN in front of the site may do with a cached page: serve it a minute, then stale while it refetches. */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=86400'

/**
 * Cache a content page: the web server's front cache (server/frontCache.ts) keeps it fresh for a minute, then
 * serves it stale while it re-renders, for a day. A CMS change purges it at once by tag (tag names in
 * platform/cacheTags.ts), so the window only matters if a purge is ever missed. Only pages without personal
 * data call this, so the same header tells a CDN it may share the page too (browsers revalidate at once: max-age=0).
 * A preview (?anteprima=1) is never cached.
 */
export function cachePage(Astro: Pick<AstroGlobal, 'response' | 'url'>, tags: string[]): void {
  // A preview link is never kept, whoever opens it: an editor's draft must not reach a cache, and a visitor's
  // copy of the published page must not be served to the editor who asks for the draft.
  if (asksForPreview(Astro)) {
    Astro.response.headers.set('Cache-Control', 'private, no-store')
    return
  }
  Astro.response.headers.set('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL)
  // Read and removed by the front cache, so it can purge this page by these tags. A page that adds tags to the
  // ones its loader set keeps both.
  const earlier = Astro.response.headers.get('X-Cache-Tags')?.split(',') ?? []
  Astro.response.headers.set('X-Cache-Tags', [...new Set([...earlier, ...tags])].join(','))
}
