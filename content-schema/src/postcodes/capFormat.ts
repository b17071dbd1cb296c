import type { Cap } from './cap.ts'

/** The postcode's text handling, apart from its schemas (cap.ts), so the postcode step loads no zod until it checks an answer. */

/** An Italian postcode: exactly five digits. */
export const CAP_PATTERN = /^\d{5}$/

/** What the browser does while typing: keep digits only, at most five. */
export function normaliseCapInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 5)
}

/** The location text the postcode step hands to the questionnaire: '{cap} - {city}' or the CAP alone. */
export function formatLocation(cap: Cap, city?: string): string {
  return city ? `${cap} - ${city}` : cap
}

export function splitLocation(location: string): { cap: string; city: string | null } {
  const [cap, ...rest] = location.split(' - ')
  return { cap: cap.trim(), city: rest.length ? rest.join(' - ').trim() : null }
}
