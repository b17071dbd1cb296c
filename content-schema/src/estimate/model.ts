import type { Answers } from '../questionnaire/engine.ts'
import type { ServiceSlug } from '../services/services.ts'
import type { EstimateQuestionMapping } from './inputs.ts'
import type { EstimateModel } from './models.ts'
import { defaultParameterDocumentation, serviceParameterKey, type EstimateParameters, type ParameterDocumentation } from './parameters.ts'

export type EstimateUnit = '€/anno' | '€/mese' | '€' | 'kWh/anno' | 'Smc/anno' | 'kWp' | '%' | 'anni'

/**
 * One figure; with `max` it is a range from `value` to `max`. `note` is shown under it when the figure rests on a
 * limit or an assumption the reader must see beside the number (a power capped, a count assumed).
 */
export type EstimateFigure = { label: string; value: number; max?: number; unit: EstimateUnit; highlight?: boolean; note?: string }
export type EstimateBar = { label: string; value: number }

/** One value the figures were computed from, as "Come l’abbiamo calcolata" lists it: what it is, its value, source and date. */
export type EstimateBasis = { key: string; label: string; value: number; unit: string; source: string; sourceDate: string }

/**
 * What a visitor is shown as "La tua stima": every figure indicative. `kind: 'none'` is an estimate the answers do
 * not allow honestly (a business asking for a household model, car insurance without the driver and the vehicle):
 * no figure, and `notice` says why. `assumptions` are the choices the model made for the visitor; `basis` every
 * parameter and datum actually used, with its value, source and date (each source's list, once each, is read from it).
 */
export type Estimate = {
  service: ServiceSlug
  kind: 'saving' | 'range' | 'none'
  figures: EstimateFigure[]
  chart: { title: string; unit: EstimateUnit; bars: EstimateBar[] } | null
  notice?: string
  /** The site's RUI registration, shown beside every figure of an insurance premium (insurance.ts). */
  intermediary?: string
  /** Beside the figures when a value used is older than the editors' validity (`stime.validitaMesi`). */
  warning?: string
  assumptions: string[]
  parameters: string[]
  basis: EstimateBasis[]
  /** Only on an estimate stored before `basis` existed: its sources as they were shown, once each. */
  sources?: string[]
}

export type EstimateInput = {
  /** The service the estimate is for: it names the estimate, and its own parameters win over the model's. */
  service: ServiceSlug
  /** The model the service picked (Services › «Modello di stima», models.ts). */
  model: EstimateModel
  answers: Answers
  /** The service's questions for the model's inputs (inputs.ts, Services › «Domande della stima»); none: the model's keys. */
  questions?: readonly EstimateQuestionMapping[]
  parameters: EstimateParameters
  /** The lead's CAP: the photovoltaic yield depends on its region. */
  cap?: string | null
  /** What each parameter is, with its source and date (the CMS records); the code's defaults where missing. */
  documentation?: ParameterDocumentation
  /** Today (yyyy-mm-dd): a value whose source is older than the editors' validity is then named in a warning. */
  today?: string
}

export const euro = (value: number) => Math.round(value)
export const tens = (value: number) => Math.round(value / 10) * 10
export const oneDecimal = (value: number) => Math.round(value * 10) / 10

export function text(answers: Answers, key: string): string | undefined {
  const value = Object.hasOwn(answers, key) ? answers[key] : undefined
  return typeof value === 'string' ? value : undefined
}
export function list(answers: Answers, key: string): string[] | undefined {
  const value = Object.hasOwn(answers, key) ? answers[key] : undefined
  return Array.isArray(value) ? value : undefined
}
export function number(answers: Answers, key: string): number | undefined {
  const value = Object.hasOwn(answers, key) ? answers[key] : undefined
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined
}

export const houseSizes = ['1 stanza', '2-3 stanze', '4 stanze', '+5 stanze'] as const
/** The "houseSize"/"propertySize" answer, or 2-3 rooms when it is missing (the model says so). */
export function houseSize(answer: string | undefined): { size: string; rooms: number; assumed: boolean } {
  const rooms = ({ '1 stanza': 1, '2-3 stanze': 2.5, '4 stanze': 4, '+5 stanze': 5.5 } as Record<string, number>)[answer ?? '']
  return rooms === undefined ? { size: '2-3 stanze', rooms: 2.5, assumed: true } : { size: answer!, rooms, assumed: false }
}

export const isBusiness = (answers: Answers) => (text(answers, 'userType') ?? '').startsWith('Azienda')

/**
 * Reads parameters and remembers which were read, with what they are, so the estimate can list them. For `service`, a
 * parameter of its own (`<service>:<key>`, parameters.ts) wins over the model's `<key>`, and is listed as read.
 */
export function reader(parameters: EstimateParameters, documentation: ParameterDocumentation = {}, service?: ServiceSlug) {
  const used = new Map<string, EstimateBasis>()
  const get = (modelKey: string): number => {
    const own = service === undefined ? undefined : serviceParameterKey(service, modelKey)
    const key = own !== undefined && Object.hasOwn(parameters, own) ? own : modelKey
    const value = parameters[key] ?? 0
    if (!used.has(key)) {
      const about = documentation[key] ?? documentation[modelKey] ?? defaultParameterDocumentation[modelKey]
      used.set(key, { key, value, label: about?.label ?? key, unit: about?.unit ?? '', source: about?.source ?? '', sourceDate: about?.sourceDate ?? '' })
    }
    return value
  }
  const range = (key: string): [number, number] => [get(`${key}.min`), get(`${key}.max`)]
  /** A datum shipped with the code (not a CMS parameter), listed with the parameters. */
  const datum = (basis: EstimateBasis) => {
    used.set(basis.key, basis)
    return basis.value
  }
  return {
    get,
    range,
    datum,
    parameters: () => [...used.keys()].filter((key) => Object.hasOwn(parameters, key)),
    basis: () => [...used.values()],
  }
}
export type Reader = ReturnType<typeof reader>

/** The estimate's parts that come from the reader: the parameters used, each with its value, source and date. */
export function provenance(r: Reader): Pick<Estimate, 'parameters' | 'basis'> {
  return { parameters: r.parameters(), basis: r.basis() }
}

export function rangeEstimate(
  service: ServiceSlug,
  label: string,
  [min, max]: [number, number],
  unit: EstimateUnit,
  assumptions: string[],
  r: Reader,
): Estimate {
  return {
    service,
    kind: 'range',
    figures: [{ label, value: euro(min), max: euro(max), unit, highlight: true }],
    chart: { title: label, unit, bars: [{ label: 'Da', value: euro(min) }, { label: 'Fino a', value: euro(max) }] },
    assumptions,
    ...provenance(r),
  }
}

/** No figure: the answers do not allow an honest one, and `notice` says why. */
export function noEstimate(service: ServiceSlug, notice: string): Estimate {
  return { service, kind: 'none', figures: [], chart: null, notice, assumptions: [], parameters: [], basis: [] }
}

export const addRanges = (ranges: Array<[number, number]>): [number, number] =>
  ranges.reduce<[number, number]>(([min, max], [a, b]) => [min + a, max + b], [0, 0])
export const scale = ([min, max]: [number, number], low: number, high = low): [number, number] => [min * low, max * high]
