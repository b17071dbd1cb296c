/**
 * The site's check against cross-site form posts, in place of Astro's own (`security.checkOrigin`, turned off in
 * astro.config.mjs). Astro accepts a form post only when its Origin header is the page's origin. A page that sends
 * no referrer (Referrer-Policy `no-referrer`: every page whose address carries a secret, platform/secretUrls.ts —
 * the consent-withdrawal page among them, whose button posts a form back to itself) makes the browser send
 * `Origin: null` with its own same-origin post (Fetch standard, "append a request Origin header"), which Astro
 * refused as cross-site. Here such a post is accepted when the browser's Sec-Fetch-Site (a header no page can set)
 * says it came from this origin; everything Astro refused otherwise is still refused.
 */
const FORM_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']
const SAFE_METHODS = ['GET', 'HEAD', 'OPTIONS']

export function isCrossSiteFormPost(request: Request, url: URL): boolean {
  if (SAFE_METHODS.includes(request.method)) return false
  const contentType = request.headers.get('content-type')
  if (contentType !== null && !FORM_CONTENT_TYPES.some((type) => contentType.toLowerCase().includes(type))) return false
  const origin = request.headers.get('origin')
  if (origin === url.origin) return false
  return !(origin === 'null' && request.headers.get('sec-fetch-site') === 'same-origin')
}

/** Astro's answer to a refused post, kept as it was. */
export function crossSiteFormPostRefused(request: Request): Response {
  return new Response(`Cross-site ${request.method} form submissions are forbidden`, { status: 403 })
}
