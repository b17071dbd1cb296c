import type { AreraBand, AreraIndexMonth, AreraLine, AreraOffer, AreraParameters, AreraPriced, AreraProfile } from './schema.ts'

/**
 * The yearly spend of one electricity offer for one household, by Acquirente Unico's «Regole per il calcolo della
 * spesa annua stimata» (v4.0): the supplier's components on the profile's kWh by band, the index of a variable
 * offer with the network losses the method puts on it, the dispatching the offer declares, the unconditional
 * discounts of the first year, then what every offer pays alike — network, system charges, excise and VAT — from
 * the parameters file of the same day. docs/offers.md explains every rule and its source.
 *
 * Every line is shown as quantity × unit price = amount: unit prices are taken to 6 decimals (the files'
 * precision) and amounts to the cent before they are added, so the sum a visitor does by hand is the total.
 */

/** Half away from zero, on the decimal value (0.005 → 0.01), not on the binary float just below it. */
function roundTo(value: number, factor: number): number {
  // The values rounded have at most 6 decimals beyond the digit kept (6-decimal prices × 2-decimal quantities), so a
  // nudge of 1e-7 brings a half that binary floats store just below it back to the half, and moves nothing else.
  const scaled = Math.abs(value) * factor
  return (Math.sign(value) * Math.round(scaled + 1e-7)) / factor || 0
}
export const euro = (value: number) => roundTo(value, 100)
export const unitPrice = (value: number) => roundTo(value, 1_000_000)

/** The method's split of a household's kWh when the bill's bands are not known. */
export const DEFAULT_BAND_SHARES = { f1: 33, f2: 31 } as const
/** kWh a month a resident with up to 3 kW pays no excise on (150 kWh × 12). */
export const EXCISE_FREE_KWH = 1800

export type ProfileKwh = Record<AreraBand, number> & { total: number }

/** A ranking prices thousands of offers for one profile: its kWh by band are computed once. */
const kwhOfProfile = new WeakMap<object, { of: [number, number | undefined, number | undefined]; kwh: ProfileKwh }>()

export function profileKwh(profile: Pick<AreraProfile, 'kwh' | 'f1Percent' | 'f2Percent'>): ProfileKwh {
  const known = kwhOfProfile.get(profile)
  if (known && known.of[0] === profile.kwh && known.of[1] === profile.f1Percent && known.of[2] === profile.f2Percent) return known.kwh
  const kwh = bandKwh(profile)
  kwhOfProfile.set(profile, { of: [profile.kwh, profile.f1Percent, profile.f2Percent], kwh })
  return kwh
}

function bandKwh(profile: Pick<AreraProfile, 'kwh' | 'f1Percent' | 'f2Percent'>): ProfileKwh {
  const f1Share = profile.f1Percent ?? DEFAULT_BAND_SHARES.f1
  const f2Share = profile.f2Percent ?? DEFAULT_BAND_SHARES.f2
  const F1 = euro((profile.kwh * f1Share) / 100)
  const F2 = euro((profile.kwh * f2Share) / 100)
  const F3 = euro(profile.kwh - F1 - F2)
  return { total: profile.kwh, F0: profile.kwh, F1, F2, F3, F23: euro(F2 + F3) }
}

/**
 * What a variable offer assumes about the index: the mean of the last 12 monthly PUN values the portal publishes, and
 * of the last 12 PSV values (null when the series has fewer). The portal's series holds past months only, no forward
 * values: the months are named wherever the mean is shown.
 */
export function indexAssumption(index: AreraIndexMonth[]): { pun: number; months: string[]; psv: number | null; psvMonths: string[] } {
  const last = index.slice(-12)
  if (last.length < 12) throw new Error('servono 12 mesi di PUN')
  const gas = index.filter((month) => typeof month.psv === 'number').slice(-12)
  const psv = gas.length === 12 ? unitPrice(gas.reduce((sum, month) => sum + month.psv!, 0) / 12) : null
  return { pun: unitPrice(last.reduce((sum, month) => sum + month.pun, 0) / 12), months: last.map((month) => month.month), psv, psvMonths: psv === null ? [] : gas.map((month) => month.month) }
}

/** The day's parameters (electricity as named by the portal, gas prefixed `g_`) and the index means variable offers assume. */
export type PricingContext = { parameters: AreraParameters; pun: number; psv?: number | null }
/** `lines: false` computes the amounts only (a ranking needs every total, but the lines of a few offers). */
export type PricingOptions = { lines?: boolean }
export type PriceResult = { ok: true; priced: AreraPriced } | { ok: false; reason: string }

const BAND_LABEL: Record<AreraBand, string> = { F0: 'monoraria', F1: 'F1', F2: 'F2', F3: 'F3', F23: 'F2+F3' }
const BANDS_OF = { mono: ['F0'], f1f2f3: ['F1', 'F2', 'F3'], f1f23: ['F1', 'F23'] } as const

/** Dispatching codes 03–08: one part of Cdisp each, by its name in the parameters file. */
const DISPATCHING_PARTS: Record<string, string> = { '03': 'msd', '04': 'modeol', '05': 'uniess', '06': 'terna', '07': 'capprod', '08': 'interr' }

/** Thrown inside a pricing function when the method cannot price the offer: the message says why, in Italian. */
export class Unpriceable extends Error {}

/** The lines of one offer's arithmetic and their sum, each amount to the cent; `collect: false` keeps the sum only. */
export function lineCollector(collect: boolean) {
  const lines: AreraLine[] = []
  let sum = 0
  const add = (section: AreraLine['section'], label: string | (() => string), quantity: number | null, unit: string | null, price: number | null, fixedAmount?: number) => {
    const amount = fixedAmount !== undefined ? euro(fixedAmount) : euro((price ?? 0) * (quantity ?? 0))
    sum += amount
    if (collect) lines.push({ section, label: typeof label === 'string' ? label : label(), quantity, unit, unitPrice: price, amount })
    return amount
  }
  /** Lines already computed elsewhere (and pushed by the caller when it collects), by their sum. */
  const addSum = (amount: number) => {
    sum += amount
  }
  return { lines, add, addSum, sum: () => sum }
}

export function priceOffer(offer: AreraOffer, profile: AreraProfile, context: PricingContext, options: PricingOptions = {}): PriceResult {
  // Said without throwing: a ranking meets these offers for every profile, and an Error's stack is costly to build.
  if (offer.unpriceable) return { ok: false, reason: offer.unpriceable }
  try {
    return { ok: true, priced: price(offer, profile, context, options.lines ?? true) }
  } catch (error) {
    if (error instanceof Unpriceable) return { ok: false, reason: error.message }
    throw error
  }
}

function price(offer: AreraOffer, profile: AreraProfile, { parameters, pun }: PricingContext, collect: boolean): AreraPriced {
  if (offer.commodity !== 'luce') throw new Unpriceable('non è un’offerta luce')
  if (!offer.bands) throw new Unpriceable('fasce orarie non indicate')
  const param = (name: string) => {
    const value = parameters[name]
    if (value === undefined) throw new Unpriceable(`parametro ${name} mancante nel file del giorno`)
    return value
  }
  const kwh = profileKwh(profile)
  const lambda = param('lambda')
  const { lines, add, addSum, sum } = lineCollector(collect)
  const bands = BANDS_OF[offer.bands]
  let energyAmount = 0

  // The index of a variable offer: PUN × (1 + λ) on every kWh; for PLACET (PUN + α) × (1 + λ) (§3.1.1.3, §3.3.1.5).
  if (offer.price === 'variabile') {
    if (offer.source === 'placet') {
      const alpha = offer.components.find((c) => c.kind === 'energia')?.price ?? 0
      energyAmount += add('materia', () => `Energia: (PUN ${pun} + spread α ${alpha}) × (1 + perdite ${lambda})`, kwh.total, 'kWh', unitPrice((pun + alpha) * (1 + lambda)))
    } else energyAmount += add('materia', () => `Energia: PUN ${pun} × (1 + perdite ${lambda})`, kwh.total, 'kWh', unitPrice(pun * (1 + lambda)))
  }
  const energy = energyComponents(offer, offer.bands)
  if (energy === null) throw new Unpriceable('prezzi dell’energia incompleti per le fasce dell’offerta')
  for (const component of energy) {
    const band = component.band ?? 'F0'
    if (!(bands as readonly string[]).includes(band)) throw new Unpriceable(`prezzo in fascia ${band} su un’offerta ${offer.bands}`)
    const bandKwh = kwh[band]
    const quantity = tier(bandKwh, component.from, component.to)
    if (quantity === 0) continue
    const label = () => {
      const tierLabel = component.from !== null || component.to !== null ? ` (da ${component.from ?? 0} a ${component.to ?? '∞'} kWh)` : ''
      return `${offer.price === 'variabile' ? 'Spread' : 'Energia'} ${BAND_LABEL[band]}: ${component.name}${tierLabel}`
    }
    energyAmount += add('materia', label, quantity, 'kWh', unitPrice(component.price))
  }
  for (const component of offer.components) {
    if (component.kind === 'quota_fissa') add('materia', component.name, null, '€/anno', null, component.price)
    else if (component.kind === 'quota_potenza') add('materia', component.name, profile.powerKw, 'kW', unitPrice(component.price))
    else if (component.kind === 'una_tantum') add('materia', () => `${component.name} (una tantum)`, null, '€', null, component.price)
    else if (component.kind === 'extra_kwh') {
      const band = component.band ?? 'F0'
      add('materia', () => `${component.name}${band === 'F0' ? '' : ` ${BAND_LABEL[band]}`}`, band === 'F0' ? kwh.total : kwh[band], 'kWh', unitPrice(component.price))
    }
  }

  // Dispatching, as the offer declares it (§3.1.3, §3.3.3): the regulated values of the day's parameters file.
  const withLosses = (value: number) => unitPrice(value * (1 + lambda))
  const cdisp = () => param('msd') + param('modeol') + param('uniess') + param('terna') + param('capprod') + param('interr')
  for (const dispatching of offer.dispatching) {
    const code = dispatching.code
    if (code === '14') add('materia', 'Dispacciamento (CDispD)', kwh.total, 'kWh', unitPrice(param('cdispd')))
    else if (code === '01') add('materia', 'Dispacciamento (Cdisp) × (1 + perdite)', kwh.total, 'kWh', withLosses(cdisp()))
    else if (DISPATCHING_PARTS[code]) add('materia', () => `Dispacciamento (${DISPATCHING_PARTS[code]}) × (1 + perdite)`, kwh.total, 'kWh', withLosses(param(DISPATCHING_PARTS[code]!)))
    else if (code === '09') add('materia', 'Mercato della capacità (media del trimestre)', kwh.total, 'kWh', unitPrice((param('cpty_mrkt_1') + param('cpty_mrkt_2') + param('cpty_mrkt_3')) / 3))
    else if (code === '13') add('materia', 'Dispacciamento, quota fissa (DispBT)', null, '€/anno', null, dispatching.value ?? param('dispbt_d'))
    else if (code === '99') {
      if (dispatching.value === null) throw new Unpriceable('dispacciamento «altro» senza valore')
      add('materia', () => `Dispacciamento: ${dispatching.name || 'altro'}`, kwh.total, 'kWh', unitPrice(dispatching.value))
    } else if (code === '02' || code === '10') throw new Unpriceable('riferita alla Maggior Tutela, chiusa ai nuovi clienti')
    else throw new Unpriceable(`dispacciamento non previsto per una casa (codice ${code})`)
  }

  // Unconditional discounts of the first year only (VALIDITA 01/02, CONDIZIONE_APPLICAZIONE 00).
  const vatRate = param('iva_c')
  for (const discount of offer.discounts) {
    if (!discount.unconditional || !discount.firstYear) continue
    const net = (value: number) => (discount.vatIncluded ? value / (1 + vatRate) : value)
    for (const p of discount.prices) {
      if (p.kind === 'importo') add('sconti', () => `Sconto: ${discount.name}${discount.vatIncluded ? ' (senza IVA)' : ''}`, null, '€', null, -net(p.price))
      else if (p.kind === 'per_kwh') {
        const quantity = tier(kwh.total, p.from, p.to)
        add('sconti', () => `Sconto: ${discount.name}`, quantity, 'kWh', -unitPrice(net(p.price)))
      } else if (p.kind === 'percentuale') add('sconti', () => `Sconto: ${discount.name} (${p.price} % dell’energia)`, energyAmount, '€', -unitPrice(net(p.price / 100)))
      else throw new Unpriceable(`sconto «${discount.name}» in €/Smc su un’offerta luce`)
    }
  }

  // What every household pays alike, from the same parameters file: the same lines for every offer of a ranking.
  const household = householdLines(profile, parameters, kwh, param)
  if (collect) lines.push(...household.lines)
  addSum(household.sum)

  const subtotal = euro(sum())
  const vat = add('imposte', 'IVA', subtotal, '€', vatRate)
  return { lines, subtotal, vat, total: euro(subtotal + vat) }
}

/** What an offer's file says of its energy prices, the same for every profile: read once per offer. */
const energyOfOffer = new WeakMap<AreraOffer, AreraOffer['components'] | null>()

/**
 * The components priced on the band's kWh (a PLACET variable offer's α goes on the index instead), or null when a
 * fixed offer lacks the price of one of its bands (but a mono offer priced by its €/kWh extras alone).
 */
function energyComponents(offer: AreraOffer, bands: NonNullable<AreraOffer['bands']>): AreraOffer['components'] | null {
  const known = energyOfOffer.get(offer)
  if (known !== undefined) return known
  const energy = offer.components.filter((c) => c.kind === 'energia' && !(offer.source === 'placet' && offer.price === 'variabile'))
  let result: AreraOffer['components'] | null = energy
  if (offer.price === 'fisso') {
    const priced = new Set(energy.map((c) => c.band))
    const missing = BANDS_OF[bands].filter((band) => !priced.has(band))
    const extrasOnly = bands === 'mono' && energy.length === 0 && offer.components.some((c) => c.kind === 'extra_kwh')
    if (missing.length > 0 && !extrasOnly) result = null
  }
  energyOfOffer.set(offer, result)
  return result
}

type Household = { kwh: number; powerKw: number; resident: boolean; f1: number | undefined; f2: number | undefined; lines: AreraLine[]; sum: number }
/** The lines every household pays alike, by day's parameters and profile: computed once per ranking, not per offer. */
const householdOf = new WeakMap<AreraParameters, WeakMap<object, Household>>()

/**
 * Network, system charges and excise for the profile, from the day's parameters (§ 5 of docs/offers.md): the same for
 * every electricity offer, each line to the cent. Throws Unpriceable (through `param`) when a parameter is missing.
 */
function householdLines(profile: AreraProfile, parameters: AreraParameters, kwh: ProfileKwh, param: (name: string) => number): Household {
  let byProfile = householdOf.get(parameters)
  if (!byProfile) householdOf.set(parameters, (byProfile = new WeakMap()))
  const known = byProfile.get(profile)
  if (known && known.kwh === profile.kwh && known.powerKw === profile.powerKw && known.resident === profile.resident && known.f1 === profile.f1Percent && known.f2 === profile.f2Percent) return known
  const { lines, add, sum } = lineCollector(true)
  add('rete', 'Trasporto e gestione del contatore: quota fissa', null, '€/anno', null, param('sigma1'))
  add('rete', 'Trasporto e gestione del contatore: quota potenza', profile.powerKw, 'kW', unitPrice(param('sigma2')))
  add('rete', 'Trasporto e gestione del contatore: quota energia', kwh.total, 'kWh', unitPrice(param('sigma3')))
  if (profile.resident) {
    add('oneri', 'Oneri di sistema ASOS', kwh.total, 'kWh', unitPrice(param('asos_dr')))
    add('oneri', 'Oneri di sistema ARIM', kwh.total, 'kWh', unitPrice(param('arim_dr')))
  } else {
    add('oneri', 'Oneri di sistema ASOS: quota fissa', null, '€/anno', null, param('asos_dnr_f'))
    add('oneri', 'Oneri di sistema ASOS: quota energia', kwh.total, 'kWh', unitPrice(param('asos_dnr_v')))
    add('oneri', 'Oneri di sistema ARIM: quota fissa', null, '€/anno', null, param('arim_dnr_f'))
    add('oneri', 'Oneri di sistema ARIM: quota energia', kwh.total, 'kWh', unitPrice(param('arim_dnr_v')))
  }
  if (!profile.resident) add('imposte', 'Accisa (non residenti)', kwh.total, 'kWh', unitPrice(param('acc_c_nr')))
  else if (profile.powerKw > 3) add('imposte', 'Accisa (residenti oltre 3 kW)', kwh.total, 'kWh', unitPrice(param('acc_c_r_h')))
  else add('imposte', `Accisa (residenti fino a 3 kW: esenti i primi ${EXCISE_FREE_KWH} kWh)`, Math.max(0, kwh.total - EXCISE_FREE_KWH), 'kWh', unitPrice(param('acc_c_r_l')))
  const household = { kwh: profile.kwh, powerKw: profile.powerKw, resident: profile.resident, f1: profile.f1Percent, f2: profile.f2Percent, lines, sum: sum() }
  byProfile.set(profile, household)
  return household
}

/**
 * kWh of `total` within a tier of yearly consumption. The files give a tier's first and last kWh (0–1000, then
 * 1001–…), so a tier from 1001 starts after the 1000th kWh.
 */
export function tier(total: number, from: number | null, to: number | null): number {
  const upper = to === null ? total : Math.min(total, to)
  const lower = from !== null && from > 0 ? from - 1 : 0
  return Math.max(0, euro(upper - lower))
}
