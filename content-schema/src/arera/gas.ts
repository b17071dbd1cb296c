import { formatItalianNumber as n } from '../numberFormat.ts'
import { euro, lineCollector, priceOffer, tier, unitPrice, Unpriceable, type PriceResult, type PricingContext, type PricingOptions } from './pricing.ts'
import type { AreraDiscount, AreraOffer, AreraPriced, AreraProfile } from './schema.ts'

/**
 * The yearly spend of a gas offer, and of a dual-fuel offer (its electricity and gas parts with the dual-fuel
 * discounts), by the same open arithmetic as electricity (pricing.ts): the supplier's components on the profile's
 * Smc, the PSV of a variable offer, the unconditional discounts of the first year, then what every household of the
 * same tariff area pays alike — network by consumption band, system charges, excise and regional surcharge by band —
 * and VAT, 10 % on the first 480 Smc and 22 % beyond. docs/offers.md explains every rule and its source.
 */

/** ARERA's six gas tariff areas (ambiti tariffari, RTDG), by the ISTAT code of the region. */
export const GAS_AREA_NAMES = { 1: 'Nord occidentale', 2: 'Nord orientale', 3: 'Centrale', 4: 'Centro-sud orientale', 5: 'Centro-sud occidentale', 6: 'Meridionale' } as const
export type GasArea = keyof typeof GAS_AREA_NAMES
const AREA_OF_REGION: Record<string, GasArea> = {
  '01': 1, '02': 1, '07': 1, // Piemonte, Valle d'Aosta, Liguria
  '03': 2, '04': 2, '05': 2, '06': 2, '08': 2, // Lombardia, Trentino-Alto Adige, Veneto, Friuli-Venezia Giulia, Emilia-Romagna
  '09': 3, '10': 3, '11': 3, // Toscana, Umbria, Marche
  '13': 4, '14': 4, '16': 4, '17': 4, // Abruzzo, Molise, Puglia, Basilicata
  '12': 5, '15': 5, // Lazio, Campania
  '18': 6, '19': 6, // Calabria, Sicilia
}
export function gasAreaOf(region: string): GasArea | null {
  return AREA_OF_REGION[region] ?? null
}

/** Upper ends (Smc/anno) of the consumption bands of distribution (τ3) and UG2; the last band is open. */
export const GAS_NETWORK_BANDS = [120, 480, 1560, 5000, 80000] as const
/** Upper ends of the excise and regional-surcharge bands for civil use (D.Lgs. 504/1995, Allegato I); the last is open. */
export const GAS_TAX_BANDS = [120, 480, 1560] as const
/** Smc a year of civil use taxed at the reduced VAT (D.P.R. 633/1972, Tabella A, parte III, n. 127-bis). */
export const GAS_REDUCED_VAT_SMC = 480
/**
 * Where the lower excise rates of the former Cassa per il Mezzogiorno apply (D.P.R. 218/1978): its regions, and the
 * provinces of Latina and Frosinone in Lazio. The few comuni of the provinces of Roma, Rieti and Ascoli Piceno it also
 * covered are not told apart: they are priced at the general rates.
 */
const SOUTH_REGIONS = new Set(['13', '14', '15', '16', '17', '18', '19', '20'])
const SOUTH_PROVINCES = new Set(['059', '060'])

export type GasPlace = { region: string; province: string }

/** Smc of each band for a yearly consumption: the first band's, then each next one's beyond the previous end. */
function bandQuantities(smc: number, ends: readonly number[]): Array<{ quantity: number; label: string }> {
  const bands: Array<{ quantity: number; label: string }> = []
  let start = 0
  for (const end of [...ends, Infinity]) {
    const quantity = Math.max(0, Math.min(smc, end) - start)
    bands.push({ quantity, label: end === Infinity ? `oltre ${n(start)} Smc` : `da ${start === 0 ? 0 : n(start + 1)} a ${n(end)} Smc` })
    start = end
  }
  return bands
}

export function priceGasOffer(offer: AreraOffer, profile: AreraProfile, place: GasPlace | null, context: PricingContext, options: PricingOptions = {}): PriceResult {
  // Said without throwing, as for electricity (pricing.ts).
  if (offer.unpriceable) return { ok: false, reason: offer.unpriceable }
  try {
    return { ok: true, priced: priceGas(offer, profile, place, context, options.lines ?? true) }
  } catch (error) {
    if (error instanceof Unpriceable) return { ok: false, reason: error.message }
    throw error
  }
}

function priceGas(offer: AreraOffer, profile: AreraProfile, place: GasPlace | null, { parameters, psv }: PricingContext, collect: boolean): AreraPriced {
  if (offer.commodity !== 'gas') throw new Unpriceable('non è un’offerta gas')
  const smc = profile.smc
  if (smc === undefined) throw new Unpriceable('consumo di gas non indicato')
  if (!place) throw new Unpriceable('serve il CAP per le tariffe di rete del gas')
  const area = gasAreaOf(place.region)
  if (area === null) throw new Unpriceable('in Sardegna la rete del gas non ha le tariffe d’ambito dei parametri del Portale')
  const param = (name: string) => {
    const value = parameters[`g_${name}`]
    if (value === undefined) throw new Unpriceable(`parametro gas ${name} mancante nel file del giorno`)
    return value
  }
  const { lines, add, sum } = lineCollector(collect)
  let energyAmount = 0

  // The supplier's components: the price per Smc of a fixed offer, PSV + spread of a variable one, the fees.
  if (offer.price === 'variabile') {
    if (psv === null || psv === undefined) throw new Unpriceable('la serie degli indici non ha 12 mesi di PSV')
    energyAmount += add('materia', () => `Gas: PSV ${psv} (media dei 12 mesi)`, smc, 'Smc', unitPrice(psv))
  }
  const energy = offer.components.filter((c) => c.kind === 'energia')
  if (offer.price === 'fisso' && energy.length === 0 && !offer.components.some((c) => c.kind === 'extra_kwh')) throw new Unpriceable('prezzo del gas assente')
  for (const component of energy) {
    const quantity = tier(smc, component.from, component.to)
    if (quantity === 0) continue
    const label = () => {
      const tierLabel = component.from !== null || component.to !== null ? ` (da ${component.from ?? 0} a ${component.to ?? '∞'} Smc)` : ''
      return `${offer.price === 'variabile' ? 'Spread' : 'Gas'}: ${component.name}${tierLabel}`
    }
    energyAmount += add('materia', label, quantity, 'Smc', unitPrice(component.price))
  }
  for (const component of offer.components) {
    if (component.kind === 'quota_fissa') add('materia', component.name, null, '€/anno', null, component.price)
    else if (component.kind === 'una_tantum') add('materia', () => `${component.name} (una tantum)`, null, '€', null, component.price)
    else if (component.kind === 'extra_kwh') add('materia', component.name, smc, 'Smc', unitPrice(component.price))
    else if (component.kind === 'quota_potenza') throw new Unpriceable(`componente «${component.name}» in €/kW su un’offerta gas`)
  }

  // Unconditional discounts of the first year only, as for electricity.
  for (const discount of offer.discounts) {
    if (!discount.unconditional || !discount.firstYear) continue
    if (discount.vatIncluded) throw new Unpriceable(`sconto «${discount.name}» IVA inclusa: sul gas l’aliquota dipende dal consumo`)
    for (const p of discount.prices) {
      if (p.kind === 'importo') add('sconti', () => `Sconto: ${discount.name}`, null, '€', null, -p.price)
      else if (p.kind === 'per_smc') add('sconti', () => `Sconto: ${discount.name}`, tier(smc, p.from, p.to), 'Smc', -unitPrice(p.price))
      else if (p.kind === 'percentuale') add('sconti', () => `Sconto: ${discount.name} (${p.price} % del gas)`, energyAmount, '€', -unitPrice(p.price / 100))
      else throw new Unpriceable(`sconto «${discount.name}» in €/kWh su un’offerta gas`)
    }
  }

  // What every household of the tariff area pays alike, from the day's gas parameters (meter up to G6).
  const areaName = GAS_AREA_NAMES[area]
  add('rete', () => `Distribuzione, quota fissa τ1 (ambito ${areaName})`, null, '€/anno', null, param(`tau1_a${area}`))
  bandQuantities(smc, GAS_NETWORK_BANDS).forEach((band, i) => {
    if (band.quantity > 0) add('rete', () => `Distribuzione τ3, ${band.label} (ambito ${areaName})`, band.quantity, 'Smc', unitPrice(param(`tau3_f${i + 1}_a${area}`)))
  })
  add('rete', 'Trasporto (QT)', smc, 'Smc', unitPrice(param('qt')))
  add('rete', 'Qualità e perequazione (RS + UG1)', smc, 'Smc', unitPrice(param('rs') + param('ug1')))
  add('oneri', 'Oneri di sistema (RE + UG3)', smc, 'Smc', unitPrice(param('re') + param('ug3')))
  bandQuantities(smc, GAS_NETWORK_BANDS).forEach((band, i) => {
    if (band.quantity > 0) add('oneri', () => `Oneri di sistema UG2, ${band.label}`, band.quantity, 'Smc', unitPrice(param(`ug2_f${i + 1}`)))
  })
  const south = SOUTH_REGIONS.has(place.region) || SOUTH_PROVINCES.has(place.province)
  bandQuantities(smc, GAS_TAX_BANDS).forEach((band, i) => {
    if (band.quantity > 0) add('imposte', () => `Accisa${south ? ' (ex Cassa per il Mezzogiorno)' : ''}, ${band.label}`, band.quantity, 'Smc', unitPrice(param(`${south ? 'acc_sud' : 'acc'}_f${i + 1}`)))
  })
  bandQuantities(smc, GAS_TAX_BANDS).forEach((band, i) => {
    if (band.quantity > 0) add('imposte', () => `Addizionale regionale, ${band.label}`, band.quantity, 'Smc', unitPrice(param(`addreg_r${place.region}_f${i + 1}`)))
  })

  // VAT: the reduced rate on the share of the spend of the first 480 Smc, the ordinary rate on the rest.
  const subtotal = euro(sum())
  const reducedBase = euro((subtotal * Math.min(smc, GAS_REDUCED_VAT_SMC)) / smc)
  const reduced = add('imposte', () => `IVA ridotta sui primi ${GAS_REDUCED_VAT_SMC} Smc (${n(Math.min(smc, GAS_REDUCED_VAT_SMC))}/${n(smc)} del totale)`, reducedBase, '€', param('iva_ridotta'))
  const ordinary = smc > GAS_REDUCED_VAT_SMC ? add('imposte', () => `IVA ordinaria oltre ${GAS_REDUCED_VAT_SMC} Smc`, euro(subtotal - reducedBase), '€', param('iva')) : 0
  const vat = euro(reduced + ordinary)
  return { lines, subtotal, vat, total: euro(subtotal + vat) }
}

export type DualParts = { luce: AreraOffer; gas: AreraOffer }

/**
 * A dual-fuel offer: its electricity and gas offers priced as they are, each with the dual-fuel offer's
 * unconditional discounts of its own unit (€ and €/kWh and % on the electricity, €/Smc on the gas), the lines of both
 * shown, the totals added.
 */
export function priceDualOffer(offer: AreraOffer, parts: DualParts, profile: AreraProfile, place: GasPlace | null, context: PricingContext, options: PricingOptions = {}): PriceResult {
  if (offer.unpriceable) return { ok: false, reason: offer.unpriceable }
  const other = offer.components.find((c) => c.kind !== 'quota_fissa' && c.kind !== 'una_tantum')
  if (other) return { ok: false, reason: `componente «${other.name}» dell’offerta congiunta non attribuibile a luce o gas` }
  const onGas = (discount: AreraDiscount) => ({ ...discount, prices: discount.prices.filter((p) => p.kind === 'per_smc') })
  const onLuce = (discount: AreraDiscount) => ({ ...discount, prices: discount.prices.filter((p) => p.kind !== 'per_smc') })
  const dualName = (discount: AreraDiscount) => ({ ...discount, name: `${discount.name} (luce e gas insieme)` })
  const luce = priceOffer(
    { ...parts.luce, components: [...parts.luce.components, ...offer.components], discounts: [...parts.luce.discounts, ...offer.discounts.map(onLuce).map(dualName)] },
    profile,
    context,
    options,
  )
  if (!luce.ok) return { ok: false, reason: `parte luce: ${luce.reason}` }
  const gas = priceGasOffer({ ...parts.gas, discounts: [...parts.gas.discounts, ...offer.discounts.map(onGas).map(dualName)] }, profile, place, context, options)
  if (!gas.ok) return { ok: false, reason: `parte gas: ${gas.reason}` }
  const lines = [...luce.priced.lines.map((line) => ({ ...line, label: `Luce · ${line.label}` })), ...gas.priced.lines.map((line) => ({ ...line, label: `Gas · ${line.label}` }))]
  return {
    ok: true,
    priced: { lines, subtotal: euro(luce.priced.subtotal + gas.priced.subtotal), vat: euro(luce.priced.vat + gas.priced.vat), total: euro(luce.priced.total + gas.priced.total) },
  }
}
