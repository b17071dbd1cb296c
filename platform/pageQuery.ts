import { carriesSecret } from './secretUrls.ts'

/**
 * The query parameters a page's server render reads: the admin's "Anteprima" links (`?anteprima=1`,
 * cms/src/content/previewUrl.ts) and the offers and confirmation pages' token (`?ref=`, OFFERS_REF_PARAM in
 * platform/requestPage.ts: those pages are never cached). Every other one — `utm_*`,
 * the postcode step's `location`, anything a visitor makes up, a `ref` on a page that does not read it — is read by the
 * page's scripts only, or by nobody, and gives the same page. Declared once: the pages read these names from there,
 * and the front cache (server/frontCache.ts) keys a page by its path and these alone, so `?foo=1` or `?ref=1` on a
 * content page finds the cached copy instead of making Astro render again and pushing the real pages out.
 */
export const PREVIEW_PARAM = 'anteprima'

const UNRESERVED = /%(2[DdEe]|3\d|4[1-9A-Fa-f]|5[0-9Aa]|5[Ff]|6[1-9A-Fa-f]|7[0-9Aa]|7[Ee])/g

/**
 * A path as the pages see it: a percent-encoded letter, digit or `-._~` is the character itself (RFC 3986 § 6.2.2.2),
 * other escapes are upper-cased, so `/p%72ivacy-policy` is one key with `/privacy-policy`, not one of 2^n.
 */
export function normalisedPath(path: string): string {
  return path.replace(UNRESERVED, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))).replace(/%[0-9a-f]{2}/gi, (escape) => escape.toUpperCase())
}

/**
 * The front cache's key for a request's URL (path and query as sent): its normalised path, and `?anteprima` when
 * present (a preview asks for drafts by the parameter's presence, whatever its value, and is never kept). Null for a
 * page whose address carries a secret (platform/secretUrls.ts: the pages that read `?ref=` among them): one person's,
 * never looked up nor kept.
 */
export function pageCacheKey(url: string): string | null {
  const query = url.indexOf('?')
  const path = normalisedPath(query === -1 ? url : url.slice(0, query))
  if (carriesSecret(path)) return null
  if (query === -1) return path
  return new URLSearchParams(url.slice(query + 1)).has(PREVIEW_PARAM) ? `${path}?${PREVIEW_PARAM}=1` : path
}
