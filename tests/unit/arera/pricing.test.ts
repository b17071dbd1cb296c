import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseMliberoXml, type ParsedOffer } from '../../../content-schema/src/arera/mlibero.ts'
import { parseIndicesCsv, parseParametersCsv, parsePlacetCsv } from '../../../content-schema/src/arera/placet.ts'
import { euro, indexAssumption, priceOffer, profileKwh } from '../../../content-schema/src/arera/pricing.ts'
import { cheapest, rankOffers } from '../../../content-schema/src/arera/ranking.ts'
import type { AreraOffer, AreraProfile } from '../../../content-schema/src/arera/schema.ts'

/**
 * Real offers of the Portale Offerte (cms/src/arera/fixtures, 28/09/2026), each priced by hand from the method
 * with that day's parameters file; the arithmetic is written out, amounts to the cent as the offer's lines show
 * them. Profile: the method's reference household, 2.700 kWh at 3 kW, resident, bands F1 33 % = 891 kWh,
 * F2 31 % = 837 kWh, F3 36 % = 972 kWh (F2+F3 = 1.809 kWh).
 */
const fixtures = path.resolve(import.meta.dirname, '../../../cms/src/arera/fixtures')
const read = (name: string) => fs.readFileSync(path.join(fixtures, name), 'utf8')
const parameters = parseParametersCsv(read('PO_Parametri_Mercato_Libero_E_20260928.csv'))
const index = parseIndicesCsv(read('PO_Indici.csv'))
const pun = indexAssumption(index).pun

async function loadOffers(): Promise<ParsedOffer[]> {
  const parsed: ParsedOffer[] = []
  await parseMliberoXml([read('PO_Offerte_E_MLIBERO_20260928.xml')], (offer) => {
    parsed.push(offer)
  })
  return [...parsed, ...parsePlacetCsv(read('PO_Offerte_E_PLACET_20260928.csv'))]
}
const parsed = await loadOffers()
const offers = parsed.flatMap((p) => (p.ok ? [p.offer] : []))
const offer = (code: string) => offers.find((o) => o.code === code)!

const household: AreraProfile = { kwh: 2700, powerKw: 3, resident: true }
const totalOf = (code: string, profile = household) => {
  const result = priceOffer(offer(code), profile, { parameters, pun })
  if (!result.ok) throw new Error(result.reason)
  return result.priced
}

// What every resident household of 2.700 kWh at 3 kW pays alike (network, system charges, excise):
//   σ1 23,04 + σ2 23,52 × 3 kW = 70,56 + σ3 0,0119 × 2.700 = 32,13
//   + ASOS 0,031515 × 2.700 = 85,0905 → 85,09 + ARIM 0,001638 × 2.700 = 4,4226 → 4,42
//   + accisa 0,0227 × (2.700 − 1.800 esenti) = 20,43
const shared = 23.04 + 70.56 + 32.13 + 85.09 + 4.42 + 20.43 // 235,67
// CDispD 0,024 × 2.700 = 64,80
const cdispd = 0.024 * 2700
// PUN: mean of 07/2025–06/2026 = 1,436405 / 12 = 0,119700; × (1 + λ 0,10) = 0,131670 €/kWh × 2.700 = 355,509 → 355,51
const index12 = 355.51
const withVat = (subtotal: number) => euro(euro(subtotal) + euro(euro(subtotal) * 0.1))

describe('ARERA offers: parsing', () => {
  it('reads every real offer of the samples, validated, with the codes turned into words', () => {
    expect(parsed.filter((p) => !p.ok)).toEqual([])
    expect(offers).toHaveLength(23)
    expect(pun).toBe(0.1197)
    const a2a = offer('000294ESFFL01XXA2AFullD260933882')
    expect(a2a).toMatchObject({ source: 'mercato_libero', price: 'fisso', bands: 'f1f23', residence: 'tutti', validFrom: '2026-09-17', validTo: '2026-09-30', durationMonths: 24 })
    expect(a2a.components.filter((c) => c.kind === 'energia').map((c) => [c.band, c.price])).toEqual([['F1', 0.1728], ['F23', 0.1672]])
    expect(a2a.discounts[0]).toMatchObject({ unconditional: true, firstYear: true, vatIncluded: false })
    expect(offer('023912DSFML01XXY2609ECOLOGK24MOD').dualFuel).toBe(true)
    expect(offer('000694ESVFL01XXACEALUCESCASE2601')).toMatchObject({ residence: 'non_residenti', zones: { regions: ['01', '07'], provinces: [], comuni: [] } })
    expect(offer('003450ESFML01XX00000010073700926').unpriceable).toBe('fasce orarie non previste dal metodo (codice 07)')
    expect(offer('028269ESVMP01XXPLACLVARDOM260812')).toMatchObject({ source: 'placet', supplierName: '100ENERGIA SRL', price: 'variabile' })
  })

  it('refuses a file in another namespace, and one that is not well-formed, instead of importing part of it', async () => {
    await expect(parseMliberoXml(['<ListaOfferteMercatoLibero xmlns="urn:altro"><offerta/></ListaOfferteMercatoLibero>'], () => {})).rejects.toThrow('namespace inatteso')
    const broken = read('PO_Offerte_E_MLIBERO_20260928.xml').slice(0, 5000)
    await expect(parseMliberoXml([broken], () => {})).rejects.toThrow()
  })

  it('keeps an offer that fails validation out, with the reason', async () => {
    const bad = read('PO_Offerte_E_MLIBERO_20260928.xml').replace('<PIVA_UTENTE>08985501215</PIVA_UTENTE>', '<PIVA_UTENTE>ABC</PIVA_UTENTE>')
    const results: ParsedOffer[] = []
    await parseMliberoXml([bad.slice(0, 3000), bad.slice(3000)], (p) => {
      results.push(p)
    })
    expect(results[0]).toEqual({ ok: false, code: '028269ESVML01XXCASALUCE260821001', reason: expect.stringContaining('supplierVat') })
    expect(results.filter((p) => p.ok)).toHaveLength(12)
  })
})

describe('ARERA offers: the yearly spend by the method, to the cent', () => {
  it('splits the kWh by the default bands', () => {
    expect(profileKwh(household)).toMatchObject({ F1: 891, F2: 837, F3: 972, F23: 1809 })
  })

  it('fixed, mono, with an unconditional discount on the first 840 kWh (ATENA SECONDA CASA LUCE)', () => {
    // energia 0,1774 × 2.700 = 478,98; quota fissa 99; CDispD 64,80; sconto −0,07568 × 840 = −63,5712 → −63,57
    const subtotal = 478.98 + 99 + cdispd - 63.57 + shared // 814,88
    expect(totalOf('000567ESFML12XX0000AEDOSCL261011')).toMatchObject({ subtotal: euro(subtotal), vat: 81.49, total: withVat(subtotal) })
    expect(withVat(subtotal)).toBe(896.37)
  })

  it('fixed, F1/F23, with an unconditional €25 bonus (A2A Full Luce)', () => {
    // F1 0,1728 × 891 = 153,9648 → 153,96; F23 0,1672 × 1.809 = 302,4648 → 302,46; 135; 64,80; −25
    const subtotal = 153.96 + 302.46 + 135 + cdispd - 25 + shared // 866,89
    expect(totalOf('000294ESFFL01XXA2AFullD260933882').total).toBe(withVat(subtotal))
    expect(withVat(subtotal)).toBe(953.58)
  })

  it('fixed, mono, conditional discounts left out (Enel Luce e Giga)', () => {
    // 0,208 × 2.700 = 561,60; CCV 156; 64,80 — the 15 % «dual» discount needs a gas contract: not counted
    const subtotal = 561.6 + 156 + cdispd + shared // 1.018,07
    const priced = totalOf('000142ESFML01XXResECAn0000118811')
    expect(priced.total).toBe(withVat(subtotal))
    expect(priced.total).toBe(1119.88)
    expect(priced.lines.some((line) => line.section === 'sconti')).toBe(false)
  })

  it('dual fuel, its electricity part: fixed mono (Accendi ECOLOGICA Luce e Gas)', () => {
    // 0,145 × 2.700 = 391,50; CFIXE 150; 64,80
    const subtotal = 391.5 + 150 + cdispd + shared // 841,97
    expect(totalOf('023912DSFML01XXY2609ECOLOGK24MOD').total).toBe(withVat(subtotal))
    expect(withVat(subtotal)).toBe(926.17)
  })

  it('variable, mono: PUN × (1 + λ) plus the spread (100 CASA LUCE VARIABILE)', () => {
    // indice 355,51; spread 0,017963 × 2.700 = 48,5001 → 48,50; CV 108; 64,80
    const subtotal = index12 + 48.5 + 108 + cdispd + shared // 812,48
    expect(totalOf('028269ESVML01XXCASALUCE260821001').total).toBe(withVat(subtotal))
    expect(withVat(subtotal)).toBe(893.73)
  })

  it('variable, F1/F2/F3: losses on the index only, not on the spread (POWER FLEX CASA)', () => {
    // spread 0,011 × 891 = 9,801 → 9,80; × 837 = 9,207 → 9,21; × 972 = 10,692 → 10,69; quota 102
    const subtotal = index12 + 9.8 + 9.21 + 10.69 + 102 + cdispd + shared // 787,68
    const priced = totalOf('001686ESVFL00XXPFC0726DO00000000')
    expect(priced.total).toBe(withVat(subtotal))
    expect(priced.total).toBe(866.45)
    expect(priced.lines[0]).toEqual({ section: 'materia', label: 'Energia: PUN 0.1197 × (1 + perdite 0.1)', quantity: 2700, unit: 'kWh', unitPrice: 0.13167, amount: 355.51 })
  })

  it('variable with Cdisp dispatching (losses on it) and a per-kWh extra, conditional bonuses left out (COMEBACK EE CASA FULL)', () => {
    // spread 0,018 × 891/837/972 = 16,04 + 15,07 + 17,50; PCV 117; sbilanciamento 0,005 × 891/837/972 = 4,46 + 4,19 + 4,86
    // Cdisp = msd 0,003659 + modeol 0,001339 + uniess 0,003346 + terna 0,000717 + capprod 0 + interr 0,00249 = 0,011551;
    // × 1,1 = 0,012706 × 2.700 = 34,3062 → 34,31
    const subtotal = index12 + 16.04 + 15.07 + 17.5 + 117 + 4.46 + 4.19 + 4.86 + 34.31 + shared // 804,61
    expect(totalOf('023827ESVFL01XX23_TDE_RETURN_SDD').total).toBe(withVat(subtotal))
    expect(withVat(subtotal)).toBe(885.07)
  })

  it('variable on index code 01, priced on the monthly PUN like 12 (SMART 3 EE)', () => {
    // spread 0,02 × 891/837/972 = 17,82 + 16,74 + 19,44; PCV 110
    const subtotal = index12 + 17.82 + 16.74 + 19.44 + 110 + cdispd + shared // 819,98
    expect(totalOf('000657ESVFL01XX00000ST3EDX122606').total).toBe(withVat(subtotal))
    expect(withVat(subtotal)).toBe(901.98)
  })

  it('PLACET fixed, F1/F23, with DispBT (A2A PLACET FISSA)', () => {
    // F1 0,191 × 891 = 170,181 → 170,18; F23 0,188 × 1.809 = 340,092 → 340,09; 144; DispBT 1,107 → 1,11; 64,80
    const subtotal = 170.18 + 340.09 + 144 + 1.11 + cdispd + shared // 955,85
    expect(totalOf('000294ESFFP01XXPlacetFDX20260910').total).toBe(withVat(subtotal))
    expect(withVat(subtotal)).toBe(1051.44)
  })

  it('PLACET variable: losses on PUN + α together (A2A PLACET VARIABILE)', () => {
    // (0,1197 + 0,03636) × 1,1 = 0,171666 × 2.700 = 463,4982 → 463,50; 144; DispBT 1,11; 64,80
    const subtotal = 463.5 + 144 + 1.11 + cdispd + shared // 909,08
    expect(totalOf('000294ESVFP01XXPlacetVDX20260910').total).toBe(withVat(subtotal))
    expect(withVat(subtotal)).toBe(999.99)
  })

  it('a second home (non resident): fixed system charges and excise on every kWh (LUCE SECONDE CASE)', () => {
    // network 23,04 + 70,56 + 32,13; ASOS 95,0916 → 95,09 + 0,031515 × 2.700 = 85,09; ARIM 0 + 4,42; accisa 0,0227 × 2.700 = 61,29
    const sharedNonResident = 23.04 + 70.56 + 32.13 + 95.09 + 85.09 + 0 + 4.42 + 61.29 // 371,62
    // spread 0,0145 × 891 = 12,9195 → 12,92; × 837 = 12,1365 → 12,14; × 972 = 14,094 → 14,09; QVE 90
    const subtotal = index12 + 12.92 + 12.14 + 14.09 + 90 + cdispd + sharedNonResident // 921,08
    expect(totalOf('000694ESVFL01XXACEALUCESCASE2601', { ...household, resident: false }).total).toBe(withVat(subtotal))
    expect(withVat(subtotal)).toBe(1013.19)
  })

  it('the bands and power of the bill: F1 40 %, F2 30 %, 4,5 kW (A2A Full Luce)', () => {
    // F1 1.080, F2 810, F3 810 → F23 1.620: 0,1728 × 1.080 = 186,624 → 186,62; 0,1672 × 1.620 = 270,864 → 270,86
    // σ2 23,52 × 4,5 = 105,84; over 3 kW the excise is on every kWh: 0,0227 × 2.700 = 61,29
    const sharedBig = 23.04 + 105.84 + 32.13 + 85.09 + 4.42 + 61.29 // 311,81
    const subtotal = 186.62 + 270.86 + 135 + cdispd - 25 + sharedBig // 944,09
    const profile = { ...household, powerKw: 4.5, f1Percent: 40, f2Percent: 30 }
    expect(totalOf('000294ESFFL01XXA2AFullD260933882', profile).total).toBe(withVat(subtotal))
    expect(withVat(subtotal)).toBe(1038.5)
  })

  it('each line is its quantity × unit price, and the lines add up to the total', () => {
    for (const o of offers) {
      const result = priceOffer(o, household, { parameters, pun })
      if (!result.ok) continue
      const byUnit = result.priced.lines.filter((line): line is typeof line & { quantity: number; unitPrice: number } => line.quantity !== null && line.unitPrice !== null)
      expect(byUnit.length, o.code).toBeGreaterThan(0)
      for (const line of byUnit) expect(line.amount, line.label).toBe(euro(line.quantity * line.unitPrice))
      const beforeVat = result.priced.lines.filter((line) => line.label !== 'IVA')
      expect(euro(beforeVat.reduce((sum, line) => sum + line.amount, 0))).toBe(result.priced.subtotal)
      expect(euro(result.priced.subtotal + result.priced.vat)).toBe(result.priced.total)
    }
  })

  it('keeps an offer it cannot price, with the reason', () => {
    expect(priceOffer(offer('003450ESFML01XX00000010073700926'), household, { parameters, pun })).toEqual({ ok: false, reason: 'fasce orarie non previste dal metodo (codice 07)' })
    const { cdispd: _dropped, ...withoutCdispd } = parameters
    expect(priceOffer(offer('000142ESFML01XXResECAn0000118811'), household, { parameters: withoutCdispd, pun })).toEqual({ ok: false, reason: 'parametro cdispd mancante nel file del giorno' })
    const maggiorTutela: AreraOffer = { ...offer('000142ESFML01XXResECAn0000118811'), dispatching: [{ code: '02', name: 'PD_MT', value: null }] }
    expect(priceOffer(maggiorTutela, household, { parameters, pun })).toEqual({ ok: false, reason: 'riferita alla Maggior Tutela, chiusa ai nuovi clienti' })
  })
})

describe('ARERA offers: the ranking', () => {
  const rank = (profile: AreraProfile, places: Parameters<typeof rankOffers>[0]['places'] = null, ownCode?: string) =>
    rankOffers({ catalogueDate: '2026-09-28', offers, parameters, index, supplierNames: new Map([['12883420155', 'A2A ENERGIA SPA']]), origin: { source: 'portale', illustrative: [] }, profile, places, ownCode })

  it('ranks fixed and variable apart, cheapest first, and counts what it left out and why', () => {
    const ranking = rank(household)
    expect(ranking.compared).toBe(21)
    expect(ranking.fixed.offers.map((o) => [o.rank, o.code, o.priced.total]).slice(0, 3)).toEqual([
      [1, '000567ESFML12XX0000AEDOSCL261011', 896.37],
      [2, '023912DSFML01XXY2609ECOLOGK24MOD', 926.17],
      [3, '000294ESFFL01XXA2AFullD260933882', 953.58],
    ])
    expect(ranking.variable.offers[0]).toMatchObject({ rank: 1, code: '001686ESVFL00XXPFC0726DO00000000', supplierName: 'P.IVA 01244170526' })
    expect(ranking.fixed.count + ranking.variable.count).toBe(17)
    expect(ranking.excluded).toEqual([
      { reason: 'disponibile solo in alcune zone: indica il CAP per vederla', count: 2 },
      { reason: 'non calcolabile col metodo: fasce orarie non previste dal metodo (codice 07)', count: 1 },
      { reason: 'riservata alle seconde case (non residenti)', count: 1 },
    ])
    expect(ranking.fixed.offers.find((o) => o.code === '000294ESFFL01XXA2AFullD260933882')?.supplierName).toBe('A2A ENERGIA SPA')
  })

  it('includes a zoned offer where it is sold, and leaves it out elsewhere', () => {
    const bolzano = [{ comune: '021008', province: '021', region: '04' }]
    const milano = [{ comune: '015146', province: '015', region: '03' }]
    expect(rank(household, bolzano).variable.offers.some((o) => o.code === '000368ESVOL02XX3105054X260711XVE')).toBe(true)
    expect(rank(household, milano).excluded).toContainEqual({ reason: 'non disponibile nella tua zona', count: 2 })
  })

  it('places the visitor’s own offer by its codice offerta, typed in any case', () => {
    const ranking = rank(household, null, '000142esfml01xxresecan0000118811')
    expect(ranking.own).toMatchObject({ code: '000142ESFML01XXResECAn0000118811', reason: null, place: 5, of: 10 })
    expect(ranking.own?.offer?.priced.total).toBe(1119.88)
    expect(rank(household, null, 'NONESISTE123').own).toMatchObject({ offer: null, place: null, reason: expect.stringContaining('non è tra le offerte pubblicate') })
  })
})

describe('ARERA offers: the cheapest of thousands', () => {
  it('keeps the same top as sorting them all, ties by codice offerta, whatever the order they come in', () => {
    // Totals with many ties (a market repeats prices), in a scrambled, an ascending and a descending order.
    const entries = Array.from({ length: 3000 }, (_, i) => ({ total: ((i * 7919) % 611) / 4, code: `C${(i * 104729) % 3001}` }))
    const sorted = [...entries].sort((a, b) => a.total - b.total || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))
    for (const order of [entries, sorted, [...sorted].reverse()]) {
      expect(cheapest(order, 20)).toEqual(sorted.slice(0, 20))
      expect(cheapest(order, 5000)).toEqual(sorted)
    }
    expect(cheapest([], 20)).toEqual([])
  })
})
