import { describe, expect, it } from 'vitest'
import {
  computeEstimate,
  estimateParameterDefaults,
  formatEstimateFigure,
  formatEstimateNumber,
  ownEstimateModel,
  serviceSlugs,
  withDefaultParameters,
  type Answers,
  type Estimate,
  type EstimateFigure,
  type ServiceSlug,
} from '#content-schema'
import { answerCombinations } from './combinations.ts'

/**
 * Every estimate model over every answer combination its questionnaire accepts (at least 40 per model): the
 * invariants that make an estimate never contradict itself, and the range each figure must fall in with the
 * seeded parameters. A failure names the service and the answers.
 */
const parameters = withDefaultParameters({})
const price = parameters['luce.prezzoAttuale']!
const knownKeys = new Set(estimateParameterDefaults.map((parameter) => parameter.key))

const figure = (estimate: Estimate, label: string | RegExp): EstimateFigure | undefined =>
  estimate.figures.find((candidate) => (typeof label === 'string' ? candidate.label === label : label.test(candidate.label)))
const value = (estimate: Estimate, label: string | RegExp) => figure(estimate, label)?.value
const isBusiness = (answers: Answers) => String(answers.userType ?? '').startsWith('Azienda')

/** The value range each figure may take with the seeded parameters, by label. */
const expectedRanges: Record<ServiceSlug, Array<[RegExp, number, number]>> = {
  'luce-gas': [
    [/^Consumo di luce/, 1000, 9000],
    [/^Consumo di gas/, 50, 3000],
    [/^Spesa annua stimata oggi/, 50, 6000],
    [/^Con l’offerta di riferimento/, 100, 6000],
    [/^Risparmio stimato/, 0, 600],
    [/^Spesa annua stimata della nuova fornitura/, 100, 6000],
  ],
  fotovoltaico: [
    [/^Potenza consigliata$/, 1.5, 10],
    [/^Produzione annua$/, 1800, 16000],
    [/^Energia autoconsumata$/, 0, 100],
    [/^Risparmio in bolletta$/, 0, 5000],
    [/^Ricavo/, 0, 1600],
    [/^Beneficio annuo stimato$/, 100, 5000],
    [/^Costo indicativo dell’impianto$/, 3950, 15000],
    [/^Rientro dell’investimento$/, 3, 25],
  ],
  'caldaie-clima': [
    [/^Spesa annua/, 1000, 2000],
    [/^Risparmio con/, 0, 800],
    [/^Costo indicativo dei prodotti scelti$/, 300, 42000],
    [/^Costo indicativo dell’intervento$/, 80, 250],
  ],
  'internet-mobile': [[/^Canone mensile indicativo$/, 20, 450]],
  'sistemi-allarme': [
    [/^Costo indicativo dell’impianto$/, 800, 8500],
    [/^Costo indicativo della riparazione$/, 100, 300],
  ],
  'assicurazione-casa': [[/^Premio annuo indicativo$/, 25, 1400]],
  'assicurazione-auto': [[/^Premio annuo indicativo$/, 120, 350]],
  depuratori: [[/^Costo indicativo installato$/, 400, 12000]],
}

/**
 * The invariants of one estimate. A check that holds for one kind of case only notes that kind in `ran` when it runs,
 * so that the table can tell each kind came up (`casesOf`): a check whose case never comes up would pass unseen.
 */
function checkInvariants(service: ServiceSlug, answers: Answers, estimate: Estimate, ran: Set<string>) {
  const when = (kind: string, applies: boolean) => {
    if (applies) ran.add(kind)
    return applies
  }
  // An estimate either has figures, exactly one of them highlighted, or none and says why.
  // Beyond a home (a consumption over the editors' bound): no figure.
  if (when('beyond a home', Number(answers.energyConsumption ?? 0) > 15000)) expect(estimate.kind).toBe('none')
  if (when('no estimate', estimate.kind === 'none')) {
    expect(estimate.figures).toEqual([])
    expect(estimate.chart).toBeNull()
    expect(estimate.notice?.length).toBeGreaterThan(40)
    expect(estimate.basis).toEqual([])
    return
  }
  expect(estimate.figures.filter((candidate) => candidate.highlight)).toHaveLength(1)
  if (when('a saving', estimate.kind === 'saving')) expect(estimate.assumptions.length).toBeGreaterThan(0)

  for (const shown of estimate.figures) {
    expect(Number.isFinite(shown.value) && shown.value >= 0, shown.label).toBe(true)
    if (when('a range', shown.max !== undefined)) expect(shown.max, shown.label).toBeGreaterThanOrEqual(shown.value)
    // Italian numbers only: every thousand grouped with a dot (never "8000" beside "15.500"), decimals with a comma.
    expect(formatEstimateFigure(shown), shown.label).not.toMatch(/\d{4}|\d\.\d{1,2}(?!\d)/)
    const range = expectedRanges[service].find(([label]) => label.test(shown.label))
    expect(range, `no expected range for «${shown.label}»`).toBeDefined()
    const [, low, high] = range!
    expect(shown.value, shown.label).toBeGreaterThanOrEqual(low)
    expect(shown.max ?? shown.value, shown.label).toBeLessThanOrEqual(high)
  }
  for (const bar of estimate.chart?.bars ?? []) expect(formatEstimateNumber(bar.value, estimate.chart!.unit)).not.toMatch(/\d{4}/)

  // "Come l’abbiamo calcolata": every parameter read is listed with its value, source and date; no cost is
  // attributed to ENEA's tax-deduction guide.
  for (const key of estimate.parameters) {
    expect(knownKeys.has(key), key).toBe(true)
    const line = estimate.basis.find((candidate) => candidate.key === key)
    expect(line, key).toMatchObject({ value: parameters[key] })
    expect(line!.source.length, key).toBeGreaterThan(10)
    expect(line!.sourceDate, key).toMatch(/^\d{4}-\d\d-\d\d$/)
  }
  for (const line of estimate.basis) {
    if (when('a cost in the basis', line.unit.startsWith('€'))) expect(line.source, line.label).not.toMatch(/detrazioni/i)
  }

  // A business is priced by a business model, or the estimate says it is not.
  if (when('a business', isBusiness(answers))) {
    const businessModel = estimate.parameters.some((key) => /azienda|negozio|capannone/i.test(key))
    const saysSo = estimate.assumptions.some((line) => /attività|aziendal|privato/i.test(line))
    expect(businessModel || saysSo, JSON.stringify(answers)).toBe(true)
  }

  if (service === 'luce-gas') {
    const current = answers.hasElectricitySupply === 'Sì' || answers.hasGasSupply === 'Sì'
    const today = figure(estimate, /^Spesa annua stimata oggi/)
    // No "spesa oggi" (and so no saving) without a supply the visitor already pays for.
    expect(Boolean(today), 'spesa oggi').toBe(current)
    if (when('no supply of today', !current)) expect(figure(estimate, /^Risparmio/), 'risparmio').toBeUndefined()
    if (today) {
      const scope = today.label.slice('Spesa annua stimata oggi'.length)
      const reference = figure(estimate, `Con l’offerta di riferimento${scope}`)!
      const saving = figure(estimate, `Risparmio stimato${scope}`)
      // A saving is headlined only when there is one; otherwise the reference says in words what it costs more.
      if (when('the reference costs less', today.value > reference.value)) {
        expect(saving?.value).toBe(today.value - reference.value)
        expect(saving?.highlight).toBe(true)
        expect(saving!.value).toBeLessThanOrEqual(today.value)
      } else {
        ran.add('the reference costs more')
        expect(saving, 'no «Risparmio 0»').toBeUndefined()
        expect(reference.note).toMatch(/non ti (conviene|fa risparmiare)/)
      }
      expect(estimate.chart?.bars[0]).toEqual({ label: 'Oggi', value: today.value })
    }
    const newSupply = (answers.hasElectricitySupply === 'No' && answers.serviceNeeded !== 'Solo Gas') || (answers.hasGasSupply === 'No' && answers.serviceNeeded !== 'Solo Luce')
    expect(Boolean(figure(estimate, /nuova fornitura/)), 'nuova fornitura').toBe(newSupply)
  }

  if (service === 'fotovoltaico') {
    const bill = estimate.chart!.bars.find((bar) => bar.label === 'Oggi')!.value
    const withSolar = estimate.chart!.bars.find((bar) => bar.label === 'Con il fotovoltaico')!.value
    const billSaving = value(estimate, 'Risparmio in bolletta')!
    const sold = value(estimate, 'Ricavo dall’energia ceduta alla rete')!
    const production = value(estimate, 'Produzione annua')!
    const selfShare = value(estimate, 'Energia autoconsumata')!
    const kwp = value(estimate, 'Potenza consigliata')!
    // The saving on the bill never exceeds the bill, and the chart's bill with solar is the bill minus that saving.
    expect(billSaving).toBeLessThanOrEqual(bill)
    expect(withSolar).toBe(bill - billSaving)
    expect(value(estimate, 'Beneficio annuo stimato')).toBe(billSaving + sold)
    // Self-consumption between 0 and 100 % and worth what the bill saving says, to the rounding of the figures shown.
    expect(selfShare).toBeGreaterThanOrEqual(0)
    expect(selfShare).toBeLessThanOrEqual(100)
    expect(Math.abs((selfShare / 100) * production * price - billSaving)).toBeLessThanOrEqual(0.006 * production * price + 2)
    // Payback from the model: the cost over the yearly benefit.
    const payback = value(estimate, 'Rientro dell’investimento')!
    expect(Math.abs(payback - value(estimate, 'Costo indicativo dell’impianto')! / value(estimate, 'Beneficio annuo stimato')!)).toBeLessThanOrEqual(0.06)
    // A power cut to its limit says which limit beside it (the roof's share of an apartment, a house's largest) and
    // covers less than the consumption.
    const consumption = Number(answers.energyConsumption ?? 0)
    const note = figure(estimate, 'Potenza consigliata')?.note
    const apartment = answers.propertyType === 'Appartamento'
    if (when(apartment ? 'an apartment at its roof’s limit' : 'a house at its largest power', note?.startsWith('Il massimo') === true)) {
      expect(note).toMatch(apartment ? /parte di tetto di un appartamento/ : /massimo che proponiamo per una casa/)
      expect(production).toBeLessThan(consumption)
    }
    if (when('a power between the limits', kwp > 1.5 && kwp < 10)) expect(note === undefined || /parte di tetto di un appartamento/.test(note), note).toBe(true)
    if (when('an apartment', apartment)) expect(kwp).toBeLessThanOrEqual(5.5)
  }

  if (service === 'caldaie-clima') {
    const spend = figure(estimate, /^Spesa annua/)
    if (spend) {
      ran.add('a heating bill')
      // "Oggi" only for a replacement: a new installation has no heating bill of today.
      expect(spend.label.includes('oggi')).toBe(answers.interventionType === 'Sostituzione')
      for (const saving of estimate.figures.filter((candidate) => candidate.label.startsWith('Risparmio'))) {
        expect(saving.value, saving.label).toBeLessThanOrEqual(spend.value)
      }
    }
  }
}

/**
 * The kinds of case each service's combinations bring up, each with the checks that hold for it (checkInvariants). A
 * business asking for Luce & Gas or solar panels gets no estimate (it says why), so its business check has no case.
 */
const casesOf: Record<ServiceSlug, string[]> = {
  'luce-gas': ['no estimate', 'a saving', 'a cost in the basis', 'no supply of today', 'the reference costs less', 'the reference costs more'],
  fotovoltaico: ['beyond a home', 'no estimate', 'a saving', 'a cost in the basis', 'an apartment at its roof’s limit', 'a house at its largest power', 'a power between the limits', 'an apartment'],
  'caldaie-clima': ['no estimate', 'a saving', 'a range', 'a cost in the basis', 'a business', 'a heating bill'],
  'internet-mobile': ['a range', 'a cost in the basis', 'a business'],
  'sistemi-allarme': ['a range', 'a cost in the basis', 'a business'],
  'assicurazione-casa': ['a range', 'a cost in the basis', 'a business'],
  'assicurazione-auto': ['no estimate', 'a range', 'a cost in the basis', 'a business'],
  depuratori: ['no estimate', 'a range', 'a cost in the basis', 'a business'],
}

describe.each(serviceSlugs)('the %s estimate over its answer combinations', (service) => {
  const rows = answerCombinations(service)

  it('has at least 40 combinations a visitor can send', () => {
    expect(rows.length).toBeGreaterThanOrEqual(40)
  })

  it('never contradicts itself and stays in its expected ranges, in every kind of case its checks name', () => {
    const ran = new Set<string>()
    for (const { answers, cap } of rows) {
      const estimate = computeEstimate({ service, model: ownEstimateModel(service), answers, parameters, cap })
      try {
        checkInvariants(service, answers, estimate, ran)
      } catch (error) {
        throw new Error(`${service} ${JSON.stringify(answers)}: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
      }
    }
    expect([...ran].sort()).toEqual([...casesOf[service]].sort())
  })
})
