/**
 * The security headers of the one origin (docs/privacy.md, "Security headers"). Pure functions: server/web.ts applies
 * them to every response, astro.config.mjs hands the site's CSP directives to Astro, which adds the hashes of
 * the inline scripts and styles it emits and sends the policy as a header with each page.
 */
import crypto from 'node:crypto'
import { isPrivatePage, PRIVATE_REFERRER_POLICY } from '../platform/secretUrls.ts'

/** Directives of the public site's policy besides script-src and style-src, which Astro writes with its hashes. */
export const SITE_CSP_DIRECTIVES = [
  "default-src 'self'",
  // blob: for the merchant's logo, previewed from the chosen file before it is uploaded.
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
]

/**
 * For every response that carries no policy of its own (API JSON, uploads, static files, robots.txt, the
 * plain-text 429 page of server/renderLimit.ts): it loads nothing and runs no script, so a file a browser is
 * tricked into rendering (an uploaded SVG, say) is inert. The API writes no HTML page (consent withdrawal is a page of
 * the site) but the staff's preview of an e-mail template, which sends a policy of its own
 * (cms/src/messageTemplates/preview.ts), so not even inline styles.
 */
export const FALLBACK_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

/**
 * The admin's policy. Next writes inline scripts (its RSC payload) on every page: they carry the per-request
 * nonce, which Next takes from the `content-security-policy` request header (see server/web.ts), so scripts
 * stay without 'unsafe-inline'. Styles keep 'unsafe-inline': Payload's components render `style` attributes
 * and Next ignores a nonce for them. Nothing comes from another host: Payload's JSON fields, which load the
 * Monaco editor from a CDN, are shown by a component of ours (cms/src/components/jsonTextFields.ts).
 */
export function adminCsp(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export function newNonce(): string {
  return crypto.randomBytes(16).toString('base64')
}

/** HSTS is sent only when the product is reached over https (as for Secure cookies): never on plain-http dev. */
export function sendsHsts(publicUrl: string): boolean {
  return publicUrl.startsWith('https://')
}

/**
 * What a page tells the browser to send as the next page's referrer: its origin only, and nothing at all from a page
 * whose address carries a secret or from a signed-in area (platform/secretUrls.ts) — the next page's tags read
 * `document.referrer` (GA4's `dr`, the Pixel's `rl`).
 */
export function referrerPolicy(pathname: string): string {
  return isPrivatePage(pathname) ? PRIVATE_REFERRER_POLICY : 'strict-origin-when-cross-origin'
}

/** Headers every response carries, whatever answered it (and the Referrer-Policy of referrerPolicy). */
export function commonSecurityHeaders(publicUrl: string): [string, string][] {
  return [
    ['x-content-type-options', 'nosniff'],
    ['permissions-policy', 'camera=(), microphone=(), geolocation=()'],
    ['x-frame-options', 'DENY'],
    ['cross-origin-opener-policy', 'same-origin'],
    ...(sendsHsts(publicUrl) ? ([['strict-transport-security', 'max-age=63072000; includeSubDomains']] as [string, string][]) : []),
  ]
}
