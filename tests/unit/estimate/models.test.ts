import { describe, expect, it } from 'vitest'
import {
  computeEstimate,
  estimateModelAllowed,
  estimateModelOf,
  estimateModels,
  estimateNotices,
  ownEstimateModel,
  serviceParameterKey,
  serviceSlugs,
  withDefaultParameters,
  type Answers,
} from '#content-schema'

/** A service picks its estimate model in the CMS (issue 23): any service may use any model, with parameters of its own. */
const heatPump: Answers = { interventionType: 'Sostituzione', currentSystemAge: 'Più di 10 anni', productType: ['Pompa di calore'] }
const defaults = withDefaultParameters({})

describe('estimate models', () => {
  it('are the eight services’ own and none; each seeded service ships with its own, any other with none', () => {
    expect(estimateModels).toEqual(['none', ...serviceSlugs])
    for (const slug of serviceSlugs) expect(ownEstimateModel(slug)).toBe(slug)
    expect(ownEstimateModel('pompe-di-calore')).toBe('none')
    expect(ownEstimateModel('none')).toBe('none')
  })

  it('give another service the model’s figures, named after that service', () => {
    const theirs = computeEstimate({ service: 'caldaie-clima', model: 'caldaie-clima', answers: heatPump, parameters: defaults })
    const ours = computeEstimate({ service: 'pompe-di-calore', model: 'caldaie-clima', answers: heatPump, parameters: defaults })
    expect(ours).toEqual({ ...theirs, service: 'pompe-di-calore' })
    expect(ours.kind).toBe('saving')
    // 10000 kWh / 0.75 / 10.7 · 1.15 = 1433 €/anno today; a heat pump 10000 / 3.2 · 0.24 = 750; saving 683.
    expect(ours.figures.map((figure) => [figure.label, figure.value])).toEqual([
      ['Spesa annua per il riscaldamento oggi', 1433],
      ['Risparmio con pompa di calore', 683],
      ['Costo indicativo dei prodotti scelti', 6000],
    ])
  })

  it('give no figure rather than a price of nothing when the service’s questionnaire does not ask what the model reads', () => {
    expect(computeEstimate({ service: 'pompe-di-calore', model: 'caldaie-clima', answers: { impianto: 'Caldaia a gas' }, parameters: defaults })).toMatchObject({
      service: 'pompe-di-calore',
      kind: 'none',
      figures: [],
      notice: estimateNotices.caldaieClimaNoProduct,
    })
  })

  it('compute nothing with none, whatever the answers, and say why', () => {
    expect(computeEstimate({ service: 'caldaie-clima', model: 'none', answers: heatPump, parameters: defaults })).toMatchObject({
      service: 'caldaie-clima',
      kind: 'none',
      figures: [],
      notice: estimateNotices.noModel,
    })
  })

  it('read a service’s own parameter (service:key) over the model’s, for that service alone', () => {
    const parameters = withDefaultParameters({ [serviceParameterKey('pompe-di-calore', 'clima.pompaCalore.min')]: '5000', 'pompe-di-calore:clima.pompaCalore.max': 9000 })
    const ours = computeEstimate({
      service: 'pompe-di-calore',
      model: 'caldaie-clima',
      answers: heatPump,
      parameters,
      documentation: { 'pompe-di-calore:clima.pompaCalore.max': { label: 'Pompa di calore dei nostri partner (massimo)', unit: '€', source: 'Listino partner', sourceDate: '2026-11-01' } },
    })
    expect(ours.figures.at(-1)).toMatchObject({ value: 5000, max: 9000 })
    expect(ours.parameters).toEqual(expect.arrayContaining(['pompe-di-calore:clima.pompaCalore.min', 'pompe-di-calore:clima.pompaCalore.max', 'clima.fabbisognoTermico']))
    expect(ours.parameters).not.toContain('clima.pompaCalore.min')
    // Its own record describes it; without one, the model's key's description.
    expect(ours.basis.find((line) => line.key === 'pompe-di-calore:clima.pompaCalore.max')).toMatchObject({ label: 'Pompa di calore dei nostri partner (massimo)', value: 9000, source: 'Listino partner' })
    expect(ours.basis.find((line) => line.key === 'pompe-di-calore:clima.pompaCalore.min')).toMatchObject({ label: 'Pompa di calore installata (minimo)', value: 5000 })

    const theirs = computeEstimate({ service: 'caldaie-clima', model: 'caldaie-clima', answers: heatPump, parameters })
    expect(theirs.figures.at(-1)).toMatchObject({ value: 6000, max: 12000 })
  })

  it('keep only overrides of keys a model reads, as numbers', () => {
    const parameters = withDefaultParameters({ 'pompe-di-calore:clima.inventato': 1, 'pompe-di-calore:clima.caldaia.min': 'molto', 'pompe-di-calore:clima.caldaia.max': 4000 })
    expect(Object.keys(parameters).filter((key) => key.includes(':'))).toEqual(['pompe-di-calore:clima.caldaia.max'])
  })

  it('price insurance only for an insurance service: any other service gets none', () => {
    const heatPumps = { slug: 'pompe-di-calore' }
    expect(estimateModelAllowed(heatPumps, 'assicurazione-casa')).toBe(false)
    expect(estimateModelAllowed(heatPumps, 'assicurazione-auto')).toBe(false)
    expect(estimateModelAllowed({ slug: 'assicurazione-casa' }, 'assicurazione-casa')).toBe(true)
    expect(estimateModelAllowed(heatPumps, 'caldaie-clima')).toBe(true)
    expect(estimateModelOf(heatPumps, 'assicurazione-casa')).toBe('none')
    expect(estimateModelOf(heatPumps, 'caldaie-clima')).toBe('caldaie-clima')
    expect(estimateModelOf(heatPumps, 'inventato')).toBe('none')
    expect(estimateModelOf(heatPumps, null)).toBe('none')
  })

  it('take insurance from the service’s own property, not its slug', () => {
    expect(estimateModelAllowed({ slug: 'assicurazione-pet', assicurativo: true }, 'assicurazione-casa')).toBe(true)
    expect(estimateModelAllowed({ slug: 'assicurazione-casa', assicurativo: false }, 'assicurazione-casa')).toBe(false)
  })
})
