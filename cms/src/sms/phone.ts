import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max'

/**
 * The one reading of a phone number: E.164 (`+393471234567`), whatever way it was typed — «00 39 …», «+ 39 …»,
 * «+(39) …», «347 …», «+39347…» are one number. Every limit, repeat key, «not real» mark and SMS uses it, so
 * formatting cannot make one handset look like several (issue #37). A number without a country code is Italian.
 * Null when nothing like a phone number can be read from it.
 */
export function normalisePhone(raw: string): string | null {
  return remembered(readNumbers, raw, () => {
    const compact = raw.replace(/[^\d+]/g, '').replace(/^00/, '+')
    if (!/^\+?\d+$/.test(compact)) return null
    return parsePhoneNumberFromString(compact, 'IT')?.number ?? null
  })
}

/**
 * The numbers read last, and the country of the last mobiles checked: a lead reads its number in five places (its
 * keys, the «not real» marks, the code's limits, the SMS check, the stored keys) and libphonenumber's reading with its
 * full metadata was 0.1 ms of each lead's CPU (docs/performance.md «A lead's CPU»). Both are pure; each map is emptied
 * when it reaches REMEMBERED entries.
 */
const REMEMBERED = 1000
const readNumbers = new Map<string, string | null>()
const mobileCountries = new Map<string, string | null>()

function remembered(memory: Map<string, string | null>, key: string, read: () => string | null): string | null {
  const known = memory.get(key)
  if (known !== undefined) return known
  const value = read()
  if (memory.size >= REMEMBERED) memory.clear()
  memory.set(key, value)
  return value
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
  const country = e164 ? remembered(mobileCountries, e164, () => mobileCountry(e164)) : null
  return country !== null && [...SMS_DEFAULT_COUNTRIES, ...otherCountries].includes(country)
}

/** The country of a valid mobile number, or null for anything else. */
function mobileCountry(e164: string): string | null {
  const parsed = parsePhoneNumberFromString(e164)
  if (!parsed?.isValid() || !parsed.country) return null
  const type = parsed.getType()
  // Some countries' plans do not tell mobiles from fixed lines; Italy's always does, so this never admits an Italian landline.
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' ? parsed.country : null
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
