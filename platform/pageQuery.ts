/**
 * The query parameters a page's server render reads: the admin's "Anteprima" links (`?anteprima=1`,
 * cms/src/content/previewUrl.ts) and the offers pages' token (`?ref=`). Every other one — `utm_*`, the postcode step's
 * `location`, anything a visitor makes up — is read by the page's scripts only, or by nobody, and gives the same
 * page. Declared once: the pages read these names from here, and the front cache (server/frontCache.ts) keys a page
 * by its path and these alone, so `?foo=1` finds the cached copy instead of making Astro render again.
 */
export const PREVIEW_PARAM = 'anteprima'
export const OFFERS_REF_PARAM = 'ref'
const PAGE_QUERY_PARAMS = [PREVIEW_PARAM, OFFERS_REF_PARAM] as const

/** The front cache's key for a request's URL (path and query as sent): its path and the page's own parameters. */
export function pageCacheKey(url: string): string {
  const query = url.indexOf('?')
  if (query === -1) return url
  const params = new URLSearchParams(url.slice(query + 1))
  const kept = new URLSearchParams()
  for (const name of PAGE_QUERY_PARAMS) for (const value of params.getAll(name)) kept.append(name, value)
  const search = kept.toString()
  return search ? `${url.slice(0, query)}?${search}` : url.slice(0, query)
}
