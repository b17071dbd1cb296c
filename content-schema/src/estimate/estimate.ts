import type { Answers } from '../questionnaire/engine.ts'
import type { ServiceSlug } from '../services.ts'
import type { EstimateParameters } from './parameters.ts'
import { ITALY_SOLAR_YIELD, regionOfCap, solarYieldByRegion, SOLAR_YIELD_SOURCE } from './solarYield.ts'

export type EstimateUnit = '€/anno' | '€/mese' | '€' | 'kWh/anno' | 'Smc/anno' | 'kWp' | '%' | 'anni'

/** One figure; with `max` it is a range from `value` to `max`. */
export type EstimateFigure = { label: string; value: number; max?: number; unit: EstimateUnit; highlight?: boolean }
export type EstimateBar = { label: string; value: number }

/**
 * What a visitor is shown as "La tua stima": every figure indicative. `parameters` names the parameters the
 * figures came from (their sources are the CMS records'); `sources` adds the data shipped with the code.
 */
export type Estimate = {
  service: ServiceSlug
  kind: 'saving' | 'range'
  figures: EstimateFigure[]
  chart: { title: string; unit: EstimateUnit; bars: EstimateBar[] }
  assumptions: string[]
  parameters: string[]
  sources: string[]
}

export type EstimateInput = {
  service: ServiceSlug
  answers: Answers
  parameters: EstimateParameters
  /** The lead's CAP: the photovoltaic yield depends on its region. */
  cap?: string | null
}

const euro = (value: number) => Math.round(value)
const tens = (value: number) => Math.round(value / 10) * 10
const oneDecimal = (value: number) => Math.round(value * 10) / 10

function text(answers: Answers, key: string): string | undefined {
  const value = Object.hasOwn(answers, key) ? answers[key] : undefined
  return typeof value === 'string' ? value : undefined
}
function list(answers: Answers, key: string): string[] | undefined {
  const value = Object.hasOwn(answers, key) ? answers[key] : undefined
  return Array.isArray(value) ? value : undefined
}
function number(answers: Answers, key: string): number | undefined {
  const value = Object.hasOwn(answers, key) ? answers[key] : undefined
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined
}

/** Rooms of the "houseSize"/"propertySize" answers; an unknown size counts as 2-3 rooms. */
function rooms(size: string | undefined): number {
  return { '1 stanza': 1, '2-3 stanze': 2.5, '4 stanze': 4, '+5 stanze': 5.5 }[size ?? ''] ?? 2.5
}
function residents(answer: string | undefined): number {
  if (answer === '5+') return 5
  const count = Number(answer)
  return Number.isInteger(count) && count > 0 ? count : 3
}
const isBusiness = (answers: Answers) => (text(answers, 'userType') ?? '').startsWith('Azienda')

/** Reads parameters and remembers which were read, so the estimate can name its sources. */
function reader(parameters: EstimateParameters) {
  const used = new Set<string>()
  const get = (key: string): number => {
    used.add(key)
    return parameters[key] ?? 0
  }
  const range = (key: string): [number, number] => [get(`${key}.min`), get(`${key}.max`)]
  return { get, range, used: () => [...used] }
}
type Reader = ReturnType<typeof reader>

function rangeEstimate(service: ServiceSlug, label: string, [min, max]: [number, number], unit: EstimateUnit, assumptions: string[], r: Reader): Estimate {
  return {
    service,
    kind: 'range',
    figures: [{ label, value: euro(min), max: euro(max), unit, highlight: true }],
    chart: { title: label, unit, bars: [{ label: 'Da', value: euro(min) }, { label: 'Fino a', value: euro(max) }] },
    assumptions,
    parameters: r.used(),
    sources: [],
  }
}

const addRanges = (ranges: Array<[number, number]>): [number, number] =>
  ranges.reduce<[number, number]>(([min, max], [a, b]) => [min + a, max + b], [0, 0])
const scale = ([min, max]: [number, number], low: number, high = low): [number, number] => [min * low, max * high]

function luceGas(answers: Answers, r: Reader): Estimate {
  const supply = text(answers, 'serviceNeeded') ?? 'Luce + Gas'
  const people = residents(text(answers, 'residents'))
  const figures: EstimateFigure[] = []
  const assumptions = [`Consumi stimati per ${people === 1 ? '1 persona' : `${people} persone`} e ${text(answers, 'houseSize') ?? '2-3 stanze'}.`]
  let today = 0
  let reference = 0

  if (supply !== 'Solo Gas') {
    const usage = list(answers, 'electricityUsage') ?? []
    const extras: Array<[string, string]> = [
      ['Climatizzatore', 'luce.extraClimatizzatore'],
      ['Scaldabagno', 'luce.extraScaldabagno'],
      ['Asciugatrice', 'luce.extraAsciugatrice'],
      ['Stazione di ricarica', 'luce.extraRicarica'],
    ]
    let kwh = r.get('luce.consumoBase') + r.get('luce.consumoPerPersona') * people
    for (const [appliance, key] of extras) if (usage.includes(appliance)) kwh += r.get(key)
    if (text(answers, 'solarPanel') === 'Sì') kwh *= r.get('luce.quotaConFotovoltaico')
    kwh = tens(kwh)
    figures.push({ label: 'Consumo di luce stimato', value: kwh, unit: 'kWh/anno' })
    today += kwh * r.get('luce.prezzoAttuale') + r.get('luce.quotaFissaAttuale')
    reference += kwh * r.get('luce.prezzoRiferimento') + r.get('luce.quotaFissaRiferimento')
  }
  if (supply !== 'Solo Luce') {
    // A new supply has no usage answer yet: heating, hot water and cooking, as in most homes.
    const usage = list(answers, 'gasUsage') ?? ['Riscaldamento', 'Acqua calda', 'Piano cottura']
    let smc = 0
    if (usage.includes('Riscaldamento')) smc += r.get('gas.riscaldamentoPerStanza') * rooms(text(answers, 'houseSize'))
    if (usage.includes('Acqua calda')) smc += r.get('gas.acquaCaldaPerPersona') * people
    if (usage.includes('Piano cottura')) smc += r.get('gas.cottura')
    smc = tens(smc)
    figures.push({ label: 'Consumo di gas stimato', value: smc, unit: 'Smc/anno' })
    today += smc * r.get('gas.prezzoAttuale') + r.get('gas.quotaFissaAttuale')
    reference += smc * r.get('gas.prezzoRiferimento') + r.get('gas.quotaFissaRiferimento')
  }
  figures.push(
    { label: 'Spesa annua stimata oggi', value: euro(today), unit: '€/anno' },
    { label: 'Con l’offerta di riferimento', value: euro(reference), unit: '€/anno' },
    { label: 'Risparmio stimato', value: euro(Math.max(0, today - reference)), unit: '€/anno', highlight: true },
  )
  return {
    service: 'luce-gas',
    kind: 'saving',
    figures,
    chart: {
      title: 'Spesa annua',
      unit: '€/anno',
      bars: [
        { label: 'Oggi', value: euro(today) },
        { label: 'Offerta di riferimento', value: euro(reference) },
      ],
    },
    assumptions,
    parameters: r.used(),
    sources: [],
  }
}

function fotovoltaico(answers: Answers, r: Reader, cap: string | null | undefined): Estimate {
  const given = number(answers, 'energyConsumption')
  const consumption = given ?? tens(r.get('fv.consumoBase') + r.get('fv.consumoPerStanza') * rooms(text(answers, 'propertySize')))
  const region = regionOfCap(cap)
  const yieldPerKwp = region ? solarYieldByRegion[region] : ITALY_SOLAR_YIELD
  const kwp = Math.min(r.get('fv.potenzaMassima'), Math.max(r.get('fv.potenzaMinima'), Math.round((consumption / yieldPerKwp) * 2) / 2))
  const production = kwp * yieldPerKwp
  const selfUsed = Math.min(production * r.get('fv.autoconsumo'), consumption)
  const price = r.get('luce.prezzoAttuale')
  const saving = selfUsed * price + (production - selfUsed) * r.get('fv.prezzoRitiro')
  const cost = kwp * r.get('fv.costoPerKwp')
  const billToday = consumption * price + r.get('luce.quotaFissaAttuale')
  const figures: EstimateFigure[] = [
    { label: 'Potenza consigliata', value: kwp, unit: 'kWp' },
    { label: 'Produzione annua', value: tens(production), unit: 'kWh/anno' },
    { label: 'Energia autoconsumata', value: Math.round((selfUsed / production) * 100), unit: '%' },
    { label: 'Risparmio stimato', value: euro(saving), unit: '€/anno', highlight: true },
    { label: 'Costo indicativo dell’impianto', value: euro(cost), unit: '€' },
  ]
  if (saving > 0) figures.push({ label: 'Rientro dell’investimento', value: oneDecimal(cost / saving), unit: 'anni' })
  return {
    service: 'fotovoltaico',
    kind: 'saving',
    figures,
    chart: {
      title: 'Spesa annua per la luce',
      unit: '€/anno',
      bars: [
        { label: 'Oggi', value: euro(billToday) },
        { label: 'Con il fotovoltaico', value: euro(Math.max(0, billToday - saving)) },
      ],
    },
    assumptions: [
      given ? `Consumo indicato: ${given} kWh/anno.` : `Consumo stimato per ${text(answers, 'propertySize') ?? '2-3 stanze'}: ${consumption} kWh/anno.`,
      `Resa di ${yieldPerKwp} kWh per kWp all’anno (${region ?? 'media italiana'}), senza batteria; l’energia non consumata è ceduta alla rete.`,
      'Costo prima di detrazioni e incentivi.',
    ],
    parameters: r.used(),
    sources: [SOLAR_YIELD_SOURCE],
  }
}

function caldaieClima(answers: Answers, r: Reader): Estimate {
  const intervention = text(answers, 'interventionType')
  if (intervention === 'Manutenzione o riparazione') {
    return rangeEstimate('caldaie-clima', 'Costo indicativo dell’intervento', r.range('clima.manutenzione'), '€', [], r)
  }
  const products = list(answers, 'productType') ?? []
  const ranges: Array<[number, number]> = []
  if (products.includes('Caldaia a condensazione')) ranges.push(r.range('clima.caldaia'))
  if (products.includes('Pompa di calore')) ranges.push(r.range('clima.pompaCalore'))
  if (products.includes('Climatizzatore')) ranges.push(scale(r.range('clima.climatizzatorePerAmbiente'), number(answers, 'roomsToCool') ?? 1))
  if (products.includes('Scaldabagno')) ranges.push(r.range('clima.scaldabagno'))
  const [min, max] = addRanges(ranges)
  const costFigure: EstimateFigure = { label: 'Costo indicativo dei prodotti scelti', value: euro(min), max: euro(max), unit: '€' }

  const heating = products.filter((product) => product === 'Caldaia a condensazione' || product === 'Pompa di calore')
  if (heating.length === 0) return { ...rangeEstimate('caldaie-clima', costFigure.label, [min, max], '€', [], r) }

  const age = intervention === 'Sostituzione' ? text(answers, 'currentSystemAge') : undefined
  const efficiencyKey =
    { 'Più di 10 anni': 'clima.rendimentoOltre10', '5-10 anni': 'clima.rendimento5a10', 'Meno di 5 anni': 'clima.rendimentoSotto5' }[age ?? ''] ??
    'clima.rendimentoTradizionale'
  const demand = r.get('clima.fabbisognoTermico')
  const gasCost = (efficiency: number) => (demand / efficiency / r.get('clima.pciGas')) * r.get('gas.prezzoAttuale')
  const today = gasCost(r.get(efficiencyKey))
  const options: Array<{ label: string; cost: number }> = []
  if (heating.includes('Caldaia a condensazione')) options.push({ label: 'Caldaia a condensazione', cost: gasCost(r.get('clima.rendimentoCondensazione')) })
  if (heating.includes('Pompa di calore')) options.push({ label: 'Pompa di calore', cost: (demand / r.get('clima.scopPompaCalore')) * r.get('luce.prezzoAttuale') })
  const best = Math.max(...options.map((option) => today - option.cost))

  const figures: EstimateFigure[] = [{ label: 'Spesa annua per il riscaldamento oggi', value: euro(today), unit: '€/anno' }]
  for (const option of options) {
    const saving = Math.max(0, today - option.cost)
    figures.push({ label: `Risparmio con ${option.label.toLowerCase()}`, value: euro(saving), unit: '€/anno', highlight: today - option.cost === best })
  }
  figures.push(costFigure)
  return {
    service: 'caldaie-clima',
    kind: 'saving',
    figures,
    chart: {
      title: 'Spesa annua per il riscaldamento',
      unit: '€/anno',
      bars: [{ label: intervention === 'Sostituzione' ? 'Impianto attuale' : 'Caldaia tradizionale', value: euro(today) }, ...options.map((option) => ({ label: option.label, value: euro(option.cost) }))],
    },
    assumptions: [
      `Casa tipo con un fabbisogno di ${demand} kWh di calore all’anno.`,
      intervention === 'Sostituzione' ? `Impianto attuale: ${age ?? 'età non nota'}.` : 'Confronto con una caldaia tradizionale.',
    ],
    parameters: r.used(),
    sources: [],
  }
}

function lines(answer: string | undefined): [number, number] {
  return ({ '1 linea': [1, 1], '2-3 linee': [2, 3], '4-5 linee': [4, 5], 'Più di 5 linee': [6, 10] } as Record<string, [number, number]>)[answer ?? ''] ?? [1, 1]
}

function internetMobile(answers: Answers, r: Reader): Estimate {
  const [few, many] = lines(text(answers, 'lineCount') ?? text(answers, 'activeLines'))
  const perLine = r.range(isBusiness(answers) ? 'internet.azienda' : 'internet.privato')
  return rangeEstimate('internet-mobile', 'Canone mensile indicativo', scale(perLine, few, many), '€/mese', [few === many ? `${few} linea.` : `Da ${few} a ${many} linee.`], r)
}

function sistemiAllarme(answers: Answers, r: Reader): Estimate {
  if (text(answers, 'alarmUpgrade') === 'Ripararlo') return rangeEstimate('sistemi-allarme', 'Costo indicativo della riparazione', r.range('allarme.riparazione'), '€', [], r)
  const property = text(answers, 'propertyType')
  const baseKey = { 'Casa indipendente': 'allarme.casa', 'Negozio o ufficio': 'allarme.negozio', Capannone: 'allarme.capannone' }[property ?? ''] ?? 'allarme.appartamento'
  const ranges = [r.range(baseKey)]
  if ((list(answers, 'systemFeatures') ?? []).includes('Videosorveglianza')) {
    const [few, many] = ({ '1-2': [1, 2], '3-4': [3, 4], '5 o più': [5, 8] } as Record<string, [number, number]>)[text(answers, 'cameraCount') ?? ''] ?? [1, 4]
    ranges.push(scale(r.range('allarme.telecamera'), few, many))
  }
  return rangeEstimate('sistemi-allarme', 'Costo indicativo dell’impianto', addRanges(ranges), '€', [`${property ?? 'Appartamento'}, installazione compresa.`], r)
}

function assicurazioneCasa(answers: Answers, r: Reader): Estimate {
  const size = text(answers, 'houseSize')
  const sizeKey = { '1 stanza': 'casa.piccola', '4 stanze': 'casa.grande', '+5 stanze': 'casa.molto-grande' }[size ?? ''] ?? 'casa.media'
  const covers = (list(answers, 'coverage') ?? []).length
  return rangeEstimate('assicurazione-casa', 'Premio annuo indicativo', addRanges([r.range(sizeKey), scale(r.range('casa.garanzia'), covers)]), '€/anno', [`${size ?? '2-3 stanze'}, ${covers} garanzie.`], r)
}

function assicurazioneAuto(answers: Answers, r: Reader): Estimate {
  const kind = text(answers, 'insuranceType')
  if (kind === 'Animale domestico') return rangeEstimate('assicurazione-auto', 'Premio annuo indicativo', r.range('auto.animale'), '€/anno', [], r)
  const meritClass = text(answers, 'meritClass')
  const classKey = { '1': 'auto.classe1', '2-4': 'auto.classe2-4', '5-9': 'auto.classe5-9', '10-14': 'auto.classe10-14', '15-18': 'auto.classe15-18' }[meritClass ?? ''] ?? 'auto.classeNonNota'
  const premium = kind === 'Moto' ? scale(r.range(classKey), r.get('auto.fattoreMoto')) : r.range(classKey)
  return rangeEstimate('assicurazione-auto', 'Premio annuo indicativo', premium, '€/anno', [`${kind ?? 'Auto'}, classe di merito ${meritClass ?? 'non nota'}.`], r)
}

function depuratori(answers: Answers, r: Reader): Estimate {
  const type = text(answers, 'purifierType')
  const key = { 'Sotto il lavello': 'depuratori.sottolavello', 'Erogatore a colonna': 'depuratori.colonna', Addolcitore: 'depuratori.addolcitore' }[type ?? ''] ?? 'depuratori.nonNoto'
  const business = isBusiness(answers) || (list(answers, 'waterUse') ?? []).includes('Attività commerciale')
  const price = business ? scale(r.range(key), r.get('depuratori.fattoreAzienda')) : r.range(key)
  return rangeEstimate('depuratori', 'Costo indicativo installato', price, '€', [business ? 'Impianto per attività commerciale.' : 'Impianto per una casa.'], r)
}

/**
 * The instant estimate of a questionnaire's answers. Pure: the same answers and parameters give the same
 * figures on the questionnaire, the offers page, the e-mail and the merchant's view. Answers an editor removed
 * from a questionnaire fall back to a typical household, so the estimate never fails.
 */
export function computeEstimate({ service, answers, parameters, cap }: EstimateInput): Estimate {
  const r = reader(parameters)
  switch (service) {
    case 'luce-gas':
      return luceGas(answers, r)
    case 'fotovoltaico':
      return fotovoltaico(answers, r, cap)
    case 'caldaie-clima':
      return caldaieClima(answers, r)
    case 'internet-mobile':
      return internetMobile(answers, r)
    case 'sistemi-allarme':
      return sistemiAllarme(answers, r)
    case 'assicurazione-casa':
      return assicurazioneCasa(answers, r)
    case 'assicurazione-auto':
      return assicurazioneAuto(answers, r)
    case 'depuratori':
      return depuratori(answers, r)
  }
}
