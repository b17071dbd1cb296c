import { useEffect, useState } from 'react'
import type { CapCity } from '#content-schema/postcodes/cap.ts'
import { CAP_PATTERN } from '#content-schema/postcodes/capFormat.ts'

/** Where the cities of a CAP stand as it is typed: nothing to look up yet, looking, or the cities found. */
export type CityLookup = { state: 'idle' } | { state: 'searching' } | { state: 'done'; cities: CapCity[] }

/** GET /api/cap/:cap: the CAP's cities, none when it is unknown or the lookup fails. */
async function lookupCities(cap: string, signal: AbortSignal): Promise<CapCity[]> {
  try {
    const response = await fetch(`/api/cap/${cap}`, { signal })
    if (!response.ok) return []
    // The answer's schema (and zod) is fetched with the first lookup, not with the page.
    const [{ CapLookupResponseSchema }, body] = await Promise.all([import('#content-schema/postcodes/cap.ts'), response.json()])
    return CapLookupResponseSchema.parse(body).cities
  } catch (error) {
    if (!signal.aborted) console.error('Errore nel cercare le città:', error)
    return []
  }
}

/**
 * The cities of `cap`, looked up once it is a whole CAP (the questionnaire's postcode step, the merchant's profile); a
 * lookup still on its way when the CAP changes is dropped.
 */
export function useCityLookup(cap: string): CityLookup {
  const [lookup, setLookup] = useState<CityLookup>({ state: 'idle' })
  useEffect(() => {
    if (!CAP_PATTERN.test(cap)) {
      setLookup({ state: 'idle' })
      return
    }
    const controller = new AbortController()
    setLookup({ state: 'searching' })
    void lookupCities(cap, controller.signal).then((cities) => {
      if (!controller.signal.aborted) setLookup({ state: 'done', cities })
    })
    return () => controller.abort()
  }, [cap])
  return lookup
}
