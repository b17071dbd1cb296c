import { z } from './z.ts'
import { capMessages } from './messages.ts'

/** An Italian postcode: exactly five digits. */
export const CapSchema = z.string().regex(/^\d{5}$/, capMessages.invalid)
export type Cap = z.infer<typeof CapSchema>

/** What the browser does while typing: keep digits only, at most five. */
export function normaliseCapInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 5)
}

export const CapCitySchema = z.object({
  name: z.string(),
  province: z.string(),
})
export type CapCity = z.infer<typeof CapCitySchema>

export const CapLookupResponseSchema = z.object({
  cap: CapSchema,
  cities: z.array(CapCitySchema),
})
export type CapLookupResponse = z.infer<typeof CapLookupResponseSchema>

/** The location text the postcode step hands to the questionnaire: '{cap} - {city}' or the CAP alone. */
export function formatLocation(cap: Cap, city?: string): string {
  return city ? `${cap} - ${city}` : cap
}

export function splitLocation(location: string): { cap: string; city: string | null } {
  const [cap, ...rest] = location.split(' - ')
  return { cap: cap.trim(), city: rest.length ? rest.join(' - ').trim() : null }
}
