import { gasAreaOf, GAS_AREA_NAMES, priceDualOffer, priceGasOffer } from './gas.ts'
import { indexAssumption, priceOffer, profileKwh, type PriceResult, type PricingContext, type PricingOptions } from './pricing.ts'
import { areraTexts } from './texts.ts'
import type { AreraCatalogueOrigin, AreraCommodity, AreraFileKind, AreraIndexMonth, AreraOffer, AreraParameters, AreraPriced, AreraProfile, AreraRankedOffer, AreraRanking } from './schema.ts'

/** Where a household is: every comune of its CAP (a CAP can span several), by ISTAT codes. */
export type AreraPlace = { comune: string; province: string; region: string }

export type RankingInput = {
  catalogueDate: string
  offers: AreraOffer[]
  parameters: AreraParameters
  index: AreraIndexMonth[]
  supplierNames: ReadonlyMap<string, string>
  /** Where the catalogue's files came from, and which of them are illustrative. */
  origin: AreraCatalogueOrigin
  profile: AreraProfile
  /** The comuni of the profile's CAP; null when no CAP was given. */
  places: AreraPlace[] | null
  /** The codice offerta from the visitor's bill, if given. */
  ownCode?: string
  /** How many offers of each kind come with their arithmetic. */
  limit?: number
}

/**
 * Why an offer is not for this household on the data's date, or null. The same for everyone with the same profile:
 * nothing here (nor in the order) depends on who is a partner of the site.
 */
export function leftOutBecause(offer: AreraOffer, profile: AreraProfile, places: AreraPlace[] | null, date: string): string | null {
  if (offer.customer !== 'domestico') return 'offerta per clienti non domestici'
  if (offer.validFrom > date || (offer.validTo !== null && offer.validTo < date)) return 'non sottoscrivibile alla data dei dati'
  if (offer.residence === 'residenti' && !profile.resident) return 'riservata a chi ha la residenza'
  if (offer.residence === 'non_residenti' && profile.resident) return 'riservata alle seconde case (non residenti)'
  const consumption = offer.commodity === 'gas' ? (profile.smc ?? 0) : profile.kwh
  if ((offer.consumptionMin !== null && consumption < offer.consumptionMin) || (offer.consumptionMax !== null && consumption > offer.consumptionMax)) return 'consumo annuo fuori dai limiti dell’offerta'
  const { regions, provinces, comuni } = offer.zones
  if (regions.length + provinces.length + comuni.length > 0) {
    if (!places) return 'disponibile solo in alcune zone: indica il CAP per vederla'
    const covered = (place: AreraPlace) => regions.includes(place.region) || provinces.includes(place.province) || comuni.includes(place.comune)
    if (!places.every(covered)) return 'non disponibile nella tua zona'
  }
  return null
}

/** The catalogue's kind of offer each choice of the visitor compares. */
const COMMODITY_OF: Record<AreraCommodity, AreraOffer['commodity']> = { luce: 'luce', gas: 'gas', luce_gas: 'dual' }
const COMMODITY_WORDS: Record<AreraOffer['commodity'], string> = { luce: 'la luce', gas: 'il gas', dual: 'luce e gas insieme' }
/** The visitor's choice that compares each kind of offer, named as the page names it. */
const CHOICE_OF: Record<AreraOffer['commodity'], AreraCommodity> = { luce: 'luce', gas: 'gas', dual: 'luce_gas' }

/** One offer priced for the profile, whatever its commodity: a dual-fuel offer through its two parts. */
function pricerFor(input: RankingInput, context: PricingContext, byCode: () => ReadonlyMap<string, AreraOffer>) {
  const place = input.places?.[0] ?? null
  return (offer: AreraOffer, options: PricingOptions = {}): PriceResult => {
    if (offer.commodity === 'luce') return priceOffer(offer, input.profile, context, options)
    if (offer.commodity === 'gas') return priceGasOffer(offer, input.profile, place, context, options)
    const luce = byCode().get(offer.dual?.luce[0] ?? '')
    const gas = byCode().get(offer.dual?.gas[0] ?? '')
    if (!luce || luce.commodity !== 'luce' || !gas || gas.commodity !== 'gas') return { ok: false, reason: 'le offerte luce e gas che la compongono non sono nei dati del giorno' }
    return priceDualOffer(offer, { luce, gas }, input.profile, place, context, options)
  }
}

/** The parameters files the offers of a kind are priced with. */
const parametersOf = (commodity: AreraOffer['commodity']): AreraFileKind[] => (commodity === 'luce' ? ['parameters'] : commodity === 'gas' ? ['gasParameters'] : ['parameters', 'gasParameters'])

/** The files an offer's figures rest on: its own file, the parameters of its commodity, the index if variable. */
function filesOf(offer: AreraOffer): AreraFileKind[] {
  const index: AreraFileKind[] = offer.price === 'variabile' ? ['index'] : []
  const own: AreraFileKind = offer.commodity === 'dual' ? 'dual' : offer.commodity === 'gas' ? (offer.source === 'placet' ? 'gasPlacet' : 'gas') : offer.source === 'placet' ? 'placet' : 'mlibero'
  return [own, ...parametersOf(offer.commodity), ...index]
}

/**
 * Whether an offer's figures rest on an illustrative file (a demo sample, not the portal's): its own files or, for a
 * dual-fuel offer, those of the electricity and gas offers it joins.
 */
function illustrativeCheck(input: RankingInput, byCode: () => ReadonlyMap<string, AreraOffer>) {
  const illustrative = new Set(input.origin.illustrative)
  if (illustrative.size === 0) return () => false
  const check = (offer: AreraOffer): boolean => {
    if (filesOf(offer).some((file) => illustrative.has(file))) return true
    if (offer.commodity !== 'dual') return false
    return [...(offer.dual?.luce ?? []), ...(offer.dual?.gas ?? [])].some((code) => {
      const part = byCode().get(code)
      return part !== undefined && part.commodity !== 'dual' && check(part)
    })
  }
  return check
}

/**
 * Cheapest first; equal totals by codice offerta, compared character by character (the codes are ASCII): the same
 * order everywhere, without a locale's collation, which cost a ranking more than its sort.
 */
const byTotal = (a: { total: number; code: string }, b: { total: number; code: string }) => a.total - b.total || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0)

/** An offer priced for the profile: its total, and its code for ties. */
type Priced = { offer: AreraOffer; total: number; code: string }

/**
 * The `limit` cheapest entries in order, without sorting them all: a ranking shows the top 20 of thousands, so one
 * pass keeps a short sorted list, and only an entry cheaper than its last goes in (sorting all 3,000 offers of a
 * market cost a ranking more than a millisecond).
 */
export function cheapest<T extends { total: number; code: string }>(entries: readonly T[], limit: number): T[] {
  const top: T[] = []
  for (const entry of entries) {
    if (top.length === limit && byTotal(entry, top[limit - 1]!) >= 0) continue
    let at = top.length
    while (at > 0 && byTotal(entry, top[at - 1]!) < 0) at--
    top.splice(at, 0, entry)
    if (top.length > limit) top.pop()
  }
  return top
}

/**
 * The ranking for one profile: every household electricity offer of the catalogue, left out with a reason or priced
 * by the method, fixed and variable apart, cheapest first (ties by codice offerta, so the order is the same for
 * everyone), and the visitor's own offer placed among those of its kind.
 */
export function rankOffers(input: RankingInput): AreraRanking {
  const assumption = indexAssumption(input.index)
  const context: PricingContext = { parameters: input.parameters, pun: assumption.pun, psv: assumption.psv }
  const commodity = input.profile.commodity ?? 'luce'
  const wanted = COMMODITY_OF[commodity]
  // Offers by code, made only when a dual-fuel offer needs its parts.
  let offersByCode: Map<string, AreraOffer> | null = null
  const byCode = () => (offersByCode ??= new Map(input.offers.map((candidate) => [candidate.code, candidate])))
  const price = pricerFor(input, context, byCode)
  const isIllustrative = illustrativeCheck(input, byCode)
  let illustrative = false
  const excluded = new Map<string, number>()
  const leaveOut = (reason: string) => excluded.set(reason, (excluded.get(reason) ?? 0) + 1)
  const fixed: Priced[] = []
  const variable: Priced[] = []
  let compared = 0
  for (const offer of input.offers) {
    if (offer.commodity !== wanted || offer.customer !== 'domestico') continue
    compared++
    if (!illustrative && isIllustrative(offer)) illustrative = true
    const reason = leftOutBecause(offer, input.profile, input.places, input.catalogueDate)
    if (reason) {
      leaveOut(reason)
      continue
    }
    // Totals only here: the lines of the few offers shown are computed below.
    const result = price(offer, { lines: false })
    if (!result.ok) leaveOut(`non calcolabile col metodo: ${result.reason}`)
    else (offer.price === 'fisso' ? fixed : variable).push({ offer, total: result.priced.total, code: offer.code })
  }
  const limit = input.limit ?? 20
  const row = (entry: Priced, rank: number, priced: AreraPriced): AreraRankedOffer => ({
    rank,
    code: entry.offer.code,
    name: entry.offer.name,
    supplierName: entry.offer.supplierName ?? input.supplierNames.get(entry.offer.supplierVat) ?? `P.IVA ${entry.offer.supplierVat}`,
    supplierVat: entry.offer.supplierVat,
    source: entry.offer.source,
    price: entry.offer.price,
    dualFuel: entry.offer.dualFuel,
    commodity: entry.offer.commodity,
    validTo: entry.offer.validTo,
    url: entry.offer.url,
    conditionalDiscounts: entry.offer.discounts.filter((d) => !d.unconditional || !d.firstYear).map((d) => ({ name: d.name, description: d.description })),
    priced,
    illustrative: isIllustrative(entry.offer),
  })
  /** The cheapest of a kind, each with its arithmetic (priced again, with its lines: the same total). */
  const shown = (entries: Priced[]) =>
    cheapest(entries, limit).map((entry, index) => {
      const result = price(entry.offer)
      if (!result.ok) throw new Error(`${entry.code}: priced without its lines, not with them`)
      return row(entry, index + 1, result.priced)
    })
  const kwh = profileKwh(input.profile)

  let own: AreraRanking['own'] = null
  if (input.ownCode) {
    const code = input.ownCode.toUpperCase()
    const offer = input.offers.find((candidate) => candidate.code.toUpperCase() === code)
    if (!offer) own = { code: input.ownCode, reason: 'Questo codice offerta non è tra le offerte pubblicate oggi sul Portale Offerte: controlla di averlo scritto come in bolletta. Le offerte non più sottoscrivibili non sono nei dati.', offer: null, place: null, of: 0 }
    else if (offer.customer !== 'domestico') own = { code: offer.code, reason: 'Questa offerta non è per una casa: qui confrontiamo le offerte per clienti domestici.', offer: null, place: null, of: 0 }
    else if (offer.commodity !== wanted) own = { code: offer.code, reason: `Questa offerta è per ${COMMODITY_WORDS[offer.commodity]}: scegli «${areraTexts.commodities[CHOICE_OF[offer.commodity]]}» per vederla nel confronto.`, offer: null, place: null, of: 0 }
    else {
      const result = price(offer)
      const kind = offer.price === 'fisso' ? fixed : variable
      if (!result.ok) own = { code: offer.code, reason: `Il metodo ufficiale non permette di calcolarla: ${result.reason}.`, offer: null, place: null, of: kind.length }
      else {
        const entry = { offer, total: result.priced.total, code: offer.code }
        const inList = kind.some((candidate) => candidate.offer === offer)
        // Its place: one after every offer of its kind that ranks before it (totals, then codes, order them all).
        const place = kind.filter((candidate) => candidate.offer !== offer && byTotal(candidate, entry) < 0).length + 1
        own = { code: offer.code, reason: inList ? null : leftOutBecause(offer, input.profile, input.places, input.catalogueDate), offer: row(entry, place, result.priced), place, of: inList ? kind.length : kind.length + 1 }
      }
    }
  }

  return {
    catalogueDate: input.catalogueDate,
    commodity,
    data: { source: input.origin.source, illustrative: illustrative || parametersOf(wanted).some((file) => input.origin.illustrative.includes(file)) },
    compared,
    excluded: [...excluded].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
    indexAssumption: { pun: assumption.pun, lossFactor: input.parameters.lambda ?? 0, months: assumption.months, psv: assumption.psv, psvMonths: assumption.psvMonths },
    profile: {
      kwh: input.profile.kwh,
      powerKw: input.profile.powerKw,
      resident: input.profile.resident,
      f1Kwh: kwh.F1,
      f2Kwh: kwh.F2,
      f3Kwh: kwh.F3,
      comune: input.places?.length === 1 ? input.places[0]!.comune : null,
      smc: commodity === 'luce' ? null : (input.profile.smc ?? null),
      gasArea: commodity === 'luce' || !input.places?.[0] ? null : (nameOfArea(input.places[0].region) ?? null),
    },
    fixed: { count: fixed.length, offers: shown(fixed) },
    variable: { count: variable.length, offers: shown(variable) },
    own,
  }
}

function nameOfArea(region: string): string | undefined {
  const area = gasAreaOf(region)
  return area === null ? undefined : GAS_AREA_NAMES[area]
}
