import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { priceDualOffer, priceGasOffer } from '../../../content-schema/src/arera/gas.ts'
import { parseMliberoXml, type ParsedOffer } from '../../../content-schema/src/arera/mlibero.ts'
import { parseIndicesCsv, parseParametersCsv, parsePlacetGasCsv } from '../../../content-schema/src/arera/placet.ts'
import { indexAssumption } from '../../../content-schema/src/arera/pricing.ts'
import { rankOffers } from '../../../content-schema/src/arera/ranking.ts'
import { AreraRankingSchema, type AreraCatalogueOrigin, type AreraOffer, type AreraProfile } from '../../../content-schema/src/arera/schema.ts'

/**
 * Gas and dual fuel priced by hand from the method. The gas and dual-fuel files and the gas parameters are
 * ILLUSTRATIVE (cms/src/arera/fixtures/README.md: no real gas sample was at hand), built in the portal's documented
 * format; the electricity part of the dual-fuel offer and the PSV series are real. Profile: 1.400 Smc a year in Milan
 * (Lombardia: tariff area 2, Nord orientale; general excise rates), resident.
 *
 * What every household of area 2 pays alike for 1.400 Smc (bands 0–120: 120 Smc, 121–480: 360, 481–1.560: 920):
 *   τ1 60,35; τ3 0,0125 × 120 = 1,50, 0,1284 × 360 = 46,224 → 46,22, 0,1127 × 920 = 103,684 → 103,68
 *   QT 0,0715 × 1.400 = 100,10; RS + UG1 (0,0029 + 0,0012) × 1.400 = 5,74
 *   RE + UG3 (0,0253 + 0,0091) × 1.400 = 48,16; UG2 0 × 120 = 0, 0,0128 × 360 = 4,608 → 4,61, 0,0116 × 920 = 10,672 → 10,67
 *   accisa 0,044 × 120 = 5,28, 0,175 × 360 = 63,00, 0,170 × 920 = 156,40
 *   addizionale regionale 0,015 × 120 = 1,80, 0,020 × 360 = 7,20, 0,022 × 920 = 20,24
 *   = 634,95
 * VAT: 10 % on 480/1.400 of the subtotal, 22 % on the rest, each base and amount to the cent.
 */
const fixtures = path.resolve(import.meta.dirname, '../../../cms/src/arera/fixtures')
const read = (name: string) => fs.readFileSync(path.join(fixtures, name), 'utf8')
const gasParameters = Object.fromEntries(Object.entries(parseParametersCsv(read('PO_Parametri_Mercato_Libero_G_20260928.csv'))).map(([name, value]) => [`g_${name}`, value]))
const parameters = { ...parseParametersCsv(read('PO_Parametri_Mercato_Libero_E_20260928.csv')), ...gasParameters }
const index = parseIndicesCsv(read('PO_Indici.csv'))
const { pun, psv } = indexAssumption(index)
const context = { parameters, pun, psv }

async function load(file: string): Promise<ParsedOffer[]> {
  const parsed: ParsedOffer[] = []
  await parseMliberoXml([read(file)], (offer) => {
    parsed.push(offer)
  })
  return parsed
}
const parsed = [
  ...(await load('PO_Offerte_E_MLIBERO_20260928.xml')),
  ...(await load('PO_Offerte_G_MLIBERO_20260928.xml')),
  ...(await load('PO_Offerte_D_MLIBERO_20260928.xml')),
  ...parsePlacetGasCsv(read('PO_Offerte_G_PLACET_20260928.csv')),
]
const offers = parsed.flatMap((p) => (p.ok ? [p.offer] : []))
const offer = (code: string): AreraOffer => offers.find((o) => o.code === code)!

const household: AreraProfile = { commodity: 'gas', kwh: 2700, powerKw: 3, resident: true, smc: 1400, cap: '20121' }
const milan = { region: '03', province: '015' }
const naples = { region: '15', province: '063' }
const shared = 634.95
/** subtotal → { reduced-rate base, VAT, total } by the split above */
const vatOf = (subtotal: number) => {
  const base = Math.round(((subtotal * 480) / 1400) * 100) / 100
  const vat = Math.round((Math.round(base * 10) / 100 + Math.round((subtotal - base) * 22) / 100) * 100) / 100
  return { base, vat, total: Math.round((subtotal + vat) * 100) / 100 }
}
const gas = (code: string, place = milan, profile = household) => {
  const result = priceGasOffer(offer(code), profile, place, context)
  if (!result.ok) throw new Error(result.reason)
  return result.priced
}

describe('ARERA gas offers: parsing', () => {
  it('reads the gas and dual-fuel files with their commodity, Smc prices and parts', () => {
    expect(parsed.filter((p) => !p.ok)).toEqual([])
    expect(offer('ILLUSTRATIVO_G_FISSO_CASA_0001')).toMatchObject({ commodity: 'gas', price: 'fisso', bands: null, unpriceable: null, dualFuel: false })
    expect(offer('ILLUSTRATIVO_G_FISSO_CASA_0001').components.map((c) => [c.kind, c.price])).toEqual([['energia', 0.45], ['quota_fissa', 120]])
    expect(offer('ILLUSTRATIVO_G_VARIABILE_PSV_01').discounts.map((d) => d.unconditional)).toEqual([true, false])
    expect(offer('ILLUSTRATIVO_G_FISSO_DUAL_00001').dualFuel).toBe(true)
    expect(offer('ILLUSTRATIVO_D_LUCE_GAS_000001')).toMatchObject({ commodity: 'dual', dual: { luce: ['023912DSFML01XXY2609ECOLOGK24MOD'], gas: ['ILLUSTRATIVO_G_FISSO_DUAL_00001'] } })
    expect(offer('ILLUSTRATIVO_D_LUCE_GAS_000001').discounts.flatMap((d) => d.prices.map((p) => p.kind))).toEqual(['importo', 'per_smc'])
    expect(offer('ILLUSTRATIVO_G_PLACET_VARIAB_001')).toMatchObject({ source: 'placet', commodity: 'gas', price: 'variabile', supplierName: 'Fornitore Illustrativo Gas', components: [{ kind: 'quota_fissa', price: 84 }, { kind: 'energia', price: 0.15 }] })
    expect(offer('ILLUSTRATIVO_G_PLACET_VARIAB_002').customer).toBe('non_domestico')
  })

  it('takes the PSV of a variable gas offer as the mean of the last 12 months the portal publishes', () => {
    // 07/2025–06/2026: 0,394189 + 0,381955 + 0,372445 + 0,353398 + 0,348095 + 0,327739 + 0,403873 + 0,373841
    // + 0,563775 + 0,494467 + 0,504436 + 0,504194 = 5,022407 / 12 = 0,418534 €/Smc
    expect(psv).toBe(0.418534)
    expect(indexAssumption(index).psvMonths).toEqual(['2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06'])
  })
})

describe('ARERA gas offers: the yearly spend by the method, to the cent', () => {
  it('fixed gas: price × Smc, the fee, then network, charges and taxes by band, VAT 10 % / 22 %', () => {
    // 0,45 × 1.400 = 630,00; quota fissa 120 → subtotal 630 + 120 + 634,95 = 1.384,95
    // IVA 10 % on 1.384,95 × 480/1.400 = 474,84 → 47,48; 22 % on 910,11 → 200,22; total 1.632,65
    const priced = gas('ILLUSTRATIVO_G_FISSO_CASA_0001')
    expect(priced).toMatchObject({ subtotal: 1384.95, vat: 247.7, total: 1632.65 })
    expect(Math.round((630 + 120 + shared) * 100) / 100).toBe(1384.95)
    expect(vatOf(1384.95)).toEqual({ base: 474.84, vat: 247.7, total: 1632.65 })
    expect(priced.lines.filter((line) => line.section === 'imposte').map((line) => [line.quantity, line.unitPrice, line.amount])).toEqual([
      [120, 0.044, 5.28],
      [360, 0.175, 63],
      [920, 0.17, 156.4],
      [120, 0.015, 1.8],
      [360, 0.02, 7.2],
      [920, 0.022, 20.24],
      [474.84, 0.1, 47.48],
      [910.11, 0.22, 200.22],
    ])
    // The sum a visitor does by hand is the total.
    expect(Math.round(priced.lines.reduce((sum, line) => sum + line.amount, 0) * 100) / 100).toBe(priced.total)
  })

  it('variable gas: PSV + spread on every Smc, an unconditional discount counted, a conditional one not', () => {
    // PSV 0,418534 × 1.400 = 585,9476 → 585,95; spread 0,12 × 1.400 = 168,00; quota 96; bonus −30 (the €12 web
    // discount needs a condition) → subtotal 585,95 + 168 + 96 − 30 + 634,95 = 1.454,90
    // IVA 10 % on 498,82 → 49,88; 22 % on 956,08 → 210,34; total 1.715,12
    const priced = gas('ILLUSTRATIVO_G_VARIABILE_PSV_01')
    expect(priced).toMatchObject({ subtotal: 1454.9, vat: 260.22, total: 1715.12 })
    expect(priced.lines.filter((line) => line.section === 'sconti').map((line) => line.amount)).toEqual([-30])
  })

  it('PLACET gas, fixed and variable: the fee and the price per Smc, or PSV + α', () => {
    // Fixed: 0,50 × 1.400 = 700,00; fee 90 → 700 + 90 + 634,95 = 1.424,95; IVA 10 % on 488,55 → 48,86; 22 % on
    // 936,40 → 206,01; total 1.679,82
    expect(gas('ILLUSTRATIVO_G_PLACET_FISSO_001')).toMatchObject({ subtotal: 1424.95, vat: 254.87, total: 1679.82 })
    // Variable: PSV 585,95 (above); α 0,15 × 1.400 = 210,00; fee 84 → 585,95 + 210 + 84 + 634,95 = 1.514,90; IVA 10 %
    // on 519,39 → 51,94; 22 % on 995,51 → 219,01; total 1.785,85
    expect(gas('ILLUSTRATIVO_G_PLACET_VARIAB_001')).toMatchObject({ subtotal: 1514.9, vat: 270.95, total: 1785.85 })
  })

  it('south of the old Cassa per il Mezzogiorno: area 5 network and the lower excise (Naples)', () => {
    // τ1 72,40; τ3 1,50 + 0,1404 × 360 = 50,544 → 50,54 + 0,1247 × 920 = 114,724 → 114,72; QT, RS, UG1, RE, UG3, UG2
    // as above 100,10 + 5,74 + 48,16 + 0 + 4,61 + 10,67; accisa 0,038 × 120 = 4,56, 0,135 × 360 = 48,60,
    // 0,120 × 920 = 110,40; addizionale 1,80 + 7,20 + 20,24 → 601,24; + 630 + 120 = 1.351,24
    // IVA 10 % on 463,28 → 46,33; 22 % on 887,96 → 195,35; total 1.592,92
    expect(gas('ILLUSTRATIVO_G_FISSO_CASA_0001', naples)).toMatchObject({ subtotal: 1351.24, vat: 241.68, total: 1592.92 })
  })

  it('below 480 Smc every euro takes the reduced VAT', () => {
    // 300 Smc: 0,45 × 300 = 135; 120; τ1 60,35; τ3 1,50 + 0,1284 × 180 = 23,112 → 23,11; QT 21,45; RS+UG1 1,23;
    // RE+UG3 10,32; UG2 0 + 0,0128 × 180 = 2,304 → 2,30; accisa 5,28 + 0,175 × 180 = 31,50; addizionale 1,80 +
    // 0,02 × 180 = 3,60 → subtotal 417,44; IVA 10 % 41,74; total 459,18
    const priced = gas('ILLUSTRATIVO_G_FISSO_CASA_0001', milan, { ...household, smc: 300 })
    expect(priced).toMatchObject({ subtotal: 417.44, vat: 41.74, total: 459.18 })
    expect(priced.lines.filter((line) => line.label.startsWith('IVA'))).toHaveLength(1)
  })

  it('cannot price gas in Sardinia (no tariff area in the parameters) and says so', () => {
    expect(priceGasOffer(offer('ILLUSTRATIVO_G_FISSO_CASA_0001'), household, { region: '20', province: '092' }, context)).toEqual({ ok: false, reason: 'in Sardegna la rete del gas non ha le tariffe d’ambito dei parametri del Portale' })
    const noExcise = { ...context, parameters: Object.fromEntries(Object.entries(parameters).filter(([name]) => name !== 'g_acc_f2')) }
    expect(priceGasOffer(offer('ILLUSTRATIVO_G_FISSO_CASA_0001'), household, milan, noExcise)).toEqual({ ok: false, reason: 'parametro gas acc_f2 mancante nel file del giorno' })
  })

  it('dual fuel: the electricity and gas offers it joins, each with the dual-fuel discount of its unit', () => {
    // Luce (the real Accendi ECOLOGICA Luce e Gas, 2.700 kWh at 3 kW, resident): 0,145 × 2.700 = 391,50; CFIXE 150;
    //   CDispD 64,80; what every household pays alike 235,67 (pricing.test.ts); dual-fuel bonus −60
    //   → 781,97 + IVA 10 % 78,20 = 860,17
    // Gas (illustrative, 1.400 Smc in Milan): 0,48 × 1.400 = 672,00; quota 108; 634,95; dual-fuel −0,01 × 1.400 = −14,00
    //   → 1.400,95; IVA 10 % on 480,33 → 48,03; 22 % on 920,62 → 202,54; → 1.651,52
    // Total 860,17 + 1.651,52 = 2.511,69
    const result = priceDualOffer(offer('ILLUSTRATIVO_D_LUCE_GAS_000001'), { luce: offer('023912DSFML01XXY2609ECOLOGK24MOD'), gas: offer('ILLUSTRATIVO_G_FISSO_DUAL_00001') }, { ...household, commodity: 'luce_gas' }, milan, context)
    expect(result.ok && result.priced).toMatchObject({ subtotal: 2182.92, vat: 328.77, total: 2511.69 })
    const lines = result.ok ? result.priced.lines : []
    expect(lines.filter((line) => line.section === 'sconti').map((line) => [line.label, line.amount])).toEqual([
      ['Luce · Sconto: Sconto luce e gas (luce e gas insieme)', -60],
      ['Gas · Sconto: Sconto gas insieme alla luce (luce e gas insieme)', -14],
    ])
  })
})

describe('ARERA gas and dual-fuel ranking', () => {
  /** The project's samples: the gas, gas PLACET, dual-fuel and gas parameters files are illustrative (fixtures/README.md). */
  const samples: AreraCatalogueOrigin = { source: 'campioni', illustrative: ['gas', 'gasPlacet', 'dual', 'gasParameters'] }
  const rank = (profile: AreraProfile, places = [{ comune: '015146', province: '015', region: '03' }], ownCode?: string, origin = samples) =>
    rankOffers({ catalogueDate: '2026-09-28', offers, parameters, index, supplierNames: new Map(), origin, profile, places, ownCode })
  const rows = (ranking: ReturnType<typeof rank>) => [...ranking.fixed.offers, ...ranking.variable.offers, ...(ranking.own?.offer ? [ranking.own.offer] : [])]

  it('ranks the household gas offers of the zone, fixed and variable apart, the others left out with the reason', () => {
    const ranking = rank(household)
    expect(ranking).toMatchObject({ commodity: 'gas', compared: 6, profile: { smc: 1400, gasArea: 'Nord orientale' }, indexAssumption: { psv: 0.418534 } })
    expect(ranking.fixed.offers.map((o) => [o.code, o.priced.total])).toEqual([
      ['ILLUSTRATIVO_G_FISSO_CASA_0001', 1632.65],
      ['ILLUSTRATIVO_G_FISSO_DUAL_00001', 1668.02],
      ['ILLUSTRATIVO_G_PLACET_FISSO_001', 1679.82],
    ])
    expect(ranking.variable.offers.map((o) => [o.code, o.priced.total])).toEqual([
      ['ILLUSTRATIVO_G_VARIABILE_PSV_01', 1715.12],
      ['ILLUSTRATIVO_G_PLACET_VARIAB_001', 1785.85],
    ])
    expect(ranking.excluded).toEqual([{ reason: 'non disponibile nella tua zona', count: 1 }])
  })

  it('ranks the dual-fuel offers for luce + gas, and sends a codice offerta of another commodity to its choice', () => {
    const ranking = rank({ ...household, commodity: 'luce_gas' }, undefined, 'ILLUSTRATIVO_G_FISSO_CASA_0001')
    expect(ranking.compared).toBe(1)
    expect(ranking.fixed.offers.map((o) => [o.code, o.commodity, o.priced.total])).toEqual([['ILLUSTRATIVO_D_LUCE_GAS_000001', 'dual', 2511.69]])
    expect(ranking.own).toMatchObject({ reason: 'Questa offerta è per il gas: scegli «Gas» per vederla nel confronto.', offer: null })
  })

  it('leaves electricity untouched: luce ranks luce offers only', () => {
    const ranking = rank({ kwh: 2700, powerKw: 3, resident: true })
    expect(ranking.commodity).toBe('luce')
    expect([...ranking.fixed.offers, ...ranking.variable.offers].every((o) => o.commodity === 'luce')).toBe(true)
  })

  it('says which figures rest on an illustrative file: every gas and dual-fuel row of the samples, no electricity row, nothing from the portal', () => {
    const gas = rank(household, undefined, 'ILLUSTRATIVO_G_FISSO_CASA_0001')
    expect(gas.data).toEqual({ source: 'campioni', illustrative: true })
    expect(rows(gas).length).toBe(6)
    expect(rows(gas).every((row) => row.illustrative)).toBe(true)
    const dual = rank({ ...household, commodity: 'luce_gas' })
    expect(dual.data.illustrative).toBe(true)
    expect(dual.fixed.offers[0]?.illustrative).toBe(true)
    // A dual-fuel offer of a real file is still illustrative when the gas offer it joins is.
    const onlyGasOffers = rank({ ...household, commodity: 'luce_gas' }, undefined, undefined, { source: 'campioni', illustrative: ['gas'] })
    expect([onlyGasOffers.data.illustrative, onlyGasOffers.fixed.offers[0]?.illustrative]).toEqual([true, true])
    const luce = rank({ kwh: 2700, powerKw: 3, resident: true }, undefined, '000142ESFML01XXResECAn0000118811')
    expect(luce.data).toEqual({ source: 'campioni', illustrative: false })
    expect(rows(luce).some((row) => row.illustrative)).toBe(false)
    // The same files downloaded from the portal are the portal's: no figure is illustrative.
    const portal = rank(household, undefined, undefined, { source: 'portale', illustrative: [] })
    expect(portal.data).toEqual({ source: 'portale', illustrative: false })
    expect(rows(portal).some((row) => row.illustrative)).toBe(false)
    // The answer is the shape the endpoint declares; a row without the flag is not.
    for (const ranking of [gas, dual, luce, portal]) expect(AreraRankingSchema.parse(ranking)).toEqual(ranking)
    const { illustrative: _dropped, ...unflagged } = gas.fixed.offers[0]!
    expect(AreraRankingSchema.safeParse({ ...gas, fixed: { ...gas.fixed, offers: [unflagged] } }).success).toBe(false)
  })
})
