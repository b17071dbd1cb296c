/**
 * The cookie banner's choice, kept in a first-party cookie: `cc_consent=v1.s1.m0.2026-11-22` (version,
 * statistics, marketing, the day it was given). A choice older than six months, or made under another
 * version of the categories, counts as none: the banner asks again. No zod here, nor Italy's clock (its DAY_MS is
 * written out below): the banner's script imports this module and must stay within the content pages' 2 KB of
 * JavaScript.
 */
export const CONSENT_COOKIE = 'cc_consent'
/** Raise it when the categories or the tags change: every visitor is asked again. */
export const CONSENT_VERSION = 1
export const CONSENT_MAX_AGE_DAYS = 182

export type CookieConsent = { statistiche: boolean; marketing: boolean; date: string }

const VALUE = /^v(\d+)\.s([01])\.m([01])\.(\d{4}-\d{2}-\d{2})$/

export function serializeConsent(consent: Omit<CookieConsent, 'date'>, now: Date): string {
  return `v${CONSENT_VERSION}.s${consent.statistiche ? 1 : 0}.m${consent.marketing ? 1 : 0}.${now.toISOString().slice(0, 10)}`
}

/** The choice in a cookie value, or null when missing, malformed, of another version or expired. */
export function parseConsent(value: string | null | undefined, now: Date): CookieConsent | null {
  const match = value ? VALUE.exec(value) : null
  if (!match || Number(match[1]) !== CONSENT_VERSION) return null
  const given = Date.parse(`${match[4]}T00:00:00Z`)
  const age = now.getTime() - given
  if (Number.isNaN(given) || age < -86_400_000 || age > CONSENT_MAX_AGE_DAYS * 86_400_000) return null
  return { statistiche: match[2] === '1', marketing: match[3] === '1', date: match[4]! }
}

/** The cookie's value in a `document.cookie` string. */
export function consentCookieValue(cookies: string): string | null {
  for (const cookie of cookies.split(';')) {
    const [name, ...value] = cookie.trim().split('=')
    if (name === CONSENT_COOKIE) return value.join('=')
  }
  return null
}

/** The cookies the tags set, removed when consent is withdrawn (GA4 also sets _ga_<container>). */
export const trackingCookies = { statistiche: /^_(ga|gid|gat)(_|$)/, marketing: /^_fbp$/ } as const
