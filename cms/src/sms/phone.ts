import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max'

/**
 * The one reading of a phone number: E.164 (`+393471234567`), whatever way it was typed — «00 39 …», «+ 39 …»,
 * «+(39) …», «347 …», «+39347…» are one number. Every limit, repeat key, «not real» mark and SMS uses it, so
 * formatting cannot make one handset look like several (issue #37). A number without a country code is Italian.
 * Null when nothing like a phone number can be read from it.
 */
export function normalisePhone(raw: string): string | null {
  const compact = raw.replace(/[^\d+]/g, '').replace(/^00/, '+')
  if (!/^\+?\d+$/.test(compact)) return null
  return parsePhoneNumberFromString(compact, 'IT')?.number ?? null
}

/** Countries whose mobile numbers get SMS codes unless an admin names more (site settings, «Richieste e partner»). */
export const SMS_DEFAULT_COUNTRIES: readonly CountryCode[] = ['IT']

/**
 * Whether an SMS code may go to this number: a valid mobile number (never premium-rate, shared-cost, fixed-line or
 * any other range that pays its owner or cannot read an SMS) of Italy or of a country the admin allowed. SMS pumping
 * works by sending codes to numbers that earn money from them; only a real mobile of an expected country is sent one.
 */
export function smsAllowed(raw: string, otherCountries: readonly string[] = []): boolean {
  const e164 = normalisePhone(raw)
  const parsed = e164 ? parsePhoneNumberFromString(e164) : undefined
  if (!parsed?.isValid() || !parsed.country) return false
  if (![...SMS_DEFAULT_COUNTRIES, ...otherCountries].includes(parsed.country)) return false
  const type = parsed.getType()
  // Some countries' plans do not tell mobiles from fixed lines; Italy's always does, so this never admits an Italian landline.
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE'
}

const countryTokens = (text: string | null | undefined) => (text ?? '').split(/[\s,;]+/).map((code) => code.trim().toUpperCase()).filter(Boolean)

/** The allowed countries an admin typed («SM, CH»): ISO 3166 alpha-2 codes in capitals, anything unknown left out. */
export function smsCountriesFrom(text: string | null | undefined): string[] {
  return countryTokens(text).filter((code) => isSupportedCountry(code))
}

/** What in the admin's list is not a country's code, for the field's message. */
export function unknownSmsCountries(text: string | null | undefined): string[] {
  return countryTokens(text).filter((code) => !isSupportedCountry(code))
}
