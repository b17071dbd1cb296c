import { describe, expect, it } from 'vitest'
import {
  estimateModelLabels,
  estimateModels,
  estimateParameterDefaults,
  estimateParameterMessages,
  parameterChoiceProblem,
  parameterOfKey,
  parametersOfModel,
  serviceParameterKey,
} from '#content-schema'

/** «Parametri stime»: each model's parameters, and the choice of a parameter (and of a service's own value) on save. */
describe('the parameters each model reads', () => {
  it('are the defaults, with an Italian label and a unit, and every parameter belongs to some model', () => {
    const declared = new Set(estimateModels.flatMap((model) => parametersOfModel(model).map((parameter) => parameter.key)))
    expect([...declared].sort()).toEqual(estimateParameterDefaults.map((parameter) => parameter.key).sort())
    for (const parameter of estimateParameterDefaults) {
      expect(parameter.label, parameter.key).toMatch(/^[A-Z][^.]*\S$/)
      expect(parameter.unit, parameter.key).not.toBe('')
    }
    expect(parametersOfModel('none')).toEqual([])
  })

  it('include what the model computes with, also from another model’s group, and the validity of every source', () => {
    const keys = (model: (typeof estimateModels)[number]) => parametersOfModel(model).map((parameter) => parameter.key)
    expect(keys('fotovoltaico')).toEqual(expect.arrayContaining(['fv.costoPerKwp', 'luce.prezzoAttuale', 'stime.validitaMesi']))
    expect(keys('fotovoltaico')).not.toContain('clima.pciGas')
    expect(keys('caldaie-clima')).toEqual(expect.arrayContaining(['clima.pompaCalore.min', 'gas.prezzoAttuale']))
    expect(keys('depuratori')).not.toContain('allarme.casa.min')
  })
})

describe('a parameter chosen in «Parametri stime»', () => {
  const heatPumps = { name: 'Pompe di calore', model: 'caldaie-clima' as const, modelLabel: estimateModelLabels['caldaie-clima'] }

  it('is one the estimates read', () => {
    expect(parameterChoiceProblem('fv.costoPerKwp', null)).toBeNull()
    expect(parameterChoiceProblem('fv.costoPerKwp.medio', null)).toBe(estimateParameterMessages.unknown)
    expect(parameterChoiceProblem(undefined, null)).toBe(estimateParameterMessages.unknown)
    expect(parameterChoiceProblem(`pompe:fv.costoPerKwp`, null)).toBe(estimateParameterMessages.unknown)
  })

  it('for a service’s own value, is one its model reads, and the service has a model', () => {
    expect(parameterChoiceProblem('clima.pompaCalore.min', heatPumps)).toBeNull()
    expect(parameterChoiceProblem('stime.validitaMesi', heatPumps)).toBeNull()
    expect(parameterChoiceProblem('fv.costoPerKwp', heatPumps)).toBe(
      'Il servizio «Pompe di calore» calcola le stime con il modello «Caldaie e climatizzatori», che non usa «Fotovoltaico: costo per kWp installato, senza batteria»: scegli uno dei parametri del suo modello o lascia vuoto il servizio.',
    )
    expect(parameterChoiceProblem('clima.pompaCalore.min', { ...heatPumps, model: 'none', modelLabel: estimateModelLabels.none })).toBe(estimateParameterMessages.noModel('Pompe di calore'))
  })

  it('is read back from a key stored before the choice existed, and makes the same key', () => {
    expect(parameterOfKey('clima.pompaCalore.min')).toEqual({ parametro: 'clima.pompaCalore.min', servizio: null })
    const own = serviceParameterKey('pompe-di-calore', 'clima.pompaCalore.min')
    expect(parameterOfKey(own)).toEqual({ parametro: 'clima.pompaCalore.min', servizio: 'pompe-di-calore' })
  })
})
