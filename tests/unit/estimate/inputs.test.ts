import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  answersForModel,
  computeEstimate,
  estimateMappingProblems,
  estimateModelInputs,
  estimateModels,
  mappableQuestions,
  withDefaultParameters,
  type EstimateModel,
} from '#content-schema'
import { questionnaireFixtures } from '../../../content-schema/src/questionnaire/fixtures.ts'
import { stepQuestions } from '../../../content-schema/src/questionnaire/questions.ts'

const declared = Object.entries(estimateModelInputs) as [Exclude<EstimateModel, 'none'>, (typeof estimateModelInputs)[keyof typeof estimateModelInputs]][]

/** The questions of the questionnaire a model was written for, by key. */
function fixtureQuestions(model: Exclude<EstimateModel, 'none'>) {
  const fixture = questionnaireFixtures[model]
  if (!fixture) throw new Error(`no fixture for ${model}`)
  return new Map(fixture.steps.flatMap(stepQuestions).map((question) => [question.key, question]))
}

describe('estimate models’ inputs', () => {
  it('are declared for every model but «Nessuna stima», each with an Italian label, not a key', () => {
    expect(declared.map(([model]) => model).sort()).toEqual(estimateModels.filter((model) => model !== 'none').sort())
    for (const [model, inputs] of declared) {
      expect(inputs.length, model).toBeGreaterThan(0)
      expect(new Set(inputs.map((input) => input.key)).size, model).toBe(inputs.length)
      for (const input of inputs) {
        expect(input.label, `${model}.${input.key}`).not.toBe(input.key)
        // Words, not a key: a capital letter first, no identifier written in camelCase.
        expect(input.label, `${model}.${input.key}`).toMatch(/^[A-ZÀ-Ý]/u)
        expect(input.label, `${model}.${input.key}`).not.toMatch(/[a-z][A-Z]/)
      }
    }
  })

  it('name questions of the model’s own questionnaire, of the same kind, and choices among its options', () => {
    for (const [model, inputs] of declared) {
      const questions = fixtureQuestions(model)
      for (const input of inputs) {
        const question = questions.get(input.key)
        expect(question, `${model}.${input.key}`).toBeDefined()
        if (!question) continue
        const options = 'options' in question ? question.options.map((option) => option.value) : []
        const where = `${model}.${input.key}`
        // A number is asked as a number and has no choices; a choice names at least one of the question's options.
        expect(question.kind === 'number', where).toBe(input.kind === 'number')
        expect(question.kind === 'multiple' || question.kind === 'multiselect', where).toBe(input.kind === 'choices')
        expect((input.choices ?? []).length > 0, where).toBe(input.kind !== 'number')
        for (const choice of input.choices ?? []) expect(options, where).toContain(choice)
      }
    }
  })

  it('cover every answer the models’ code reads', () => {
    const dir = path.join(import.meta.dirname, '../../../content-schema/src/estimate')
    const read = new Set<string>()
    for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.ts'))) {
      for (const match of fs.readFileSync(path.join(dir, file), 'utf8').matchAll(/\b(?:text|list|number)\(answers, '(\w+)'\)/g)) read.add(match[1] ?? '')
    }
    const declaredKeys = new Set(declared.flatMap(([, inputs]) => inputs.map((input) => input.key)))
    expect(read.size).toBeGreaterThan(20)
    for (const key of read) expect(declaredKeys.has(key), key).toBe(true)
  })
})

describe('a service’s questions mapped to its model’s inputs', () => {
  const original = { userType: 'Privato', interventionType: 'Sostituzione', productType: ['Caldaia a condensazione'], currentSystemAge: 'Più di 10 anni' }
  const renamed = { cliente: 'Privato', intervento: 'Sostituzione', impianti: ['Caldaia a condensazione'], eta: 'Più di 10 anni' }
  const mapping = [
    { input: 'userType', question: 'cliente' },
    { input: 'interventionType', question: 'intervento' },
    { input: 'productType', question: 'impianti' },
    { input: 'currentSystemAge', question: 'eta' },
  ]
  const parameters = withDefaultParameters({})

  it('give a questionnaire with its own keys the figures of the model’s own questionnaire', () => {
    const expected = computeEstimate({ service: 'caldaie-clima', model: 'caldaie-clima', answers: original, parameters })
    const mapped = computeEstimate({ service: 'pompe-di-calore', model: 'caldaie-clima', answers: renamed, questions: mapping, parameters })
    expect(expected.figures.length).toBeGreaterThan(0)
    expect(mapped.figures).toEqual(expected.figures)
    expect(computeEstimate({ service: 'pompe-di-calore', model: 'caldaie-clima', answers: renamed, parameters }).figures).not.toEqual(expected.figures)
  })

  it('read an unmapped input by its own key, and a mapped one only from its question', () => {
    expect(answersForModel(original, undefined)).toBe(original)
    expect(answersForModel({ userType: 'Privato', cliente: 'Azienda / P.IVA' }, [{ input: 'userType', question: 'cliente' }])).toMatchObject({ userType: 'Azienda / P.IVA' })
    expect(answersForModel({ userType: 'Privato' }, [{ input: 'userType', question: 'cliente' }])).not.toHaveProperty('userType')
  })

  it('refuse an input the model lacks, a question the questionnaire lacks or whose answers it cannot read, an input twice, in Italian', () => {
    const questions = mappableQuestions([
      { blockType: 'single', key: 'cliente', question: 'Chi sei?', options: [{ value: 'Privato', title: 'Privato' }] },
      { blockType: 'group', key: 'dati', question: 'I dati', fields: [{ key: 'eta', kind: 'select', label: 'Età', options: [] }] },
      { blockType: 'info', key: 'nota', question: 'Nota' },
    ])
    expect(questions.map((question) => question.key)).toEqual(['cliente', 'eta'])
    expect(estimateMappingProblems('caldaie-clima', [{ input: 'userType', question: 'cliente' }], questions)).toEqual([])
    expect(estimateMappingProblems('caldaie-clima', [{ input: 'currentSystemAge', question: 'eta' }], questions)).toEqual([
      'Il dato «Età dell’impianto attuale» capisce solo le risposte «Meno di 5 anni», «5-10 anni», «Più di 10 anni», «Non lo so»: la domanda «Età» non ne offre nessuna.',
    ])
    expect(estimateMappingProblems('caldaie-clima', [{ input: 'roomsToCool', question: 'cliente' }], questions)).toEqual([
      'Il dato «Ambienti da climatizzare» è un numero: la domanda «Chi sei?» deve chiedere un numero.',
    ])
    expect(estimateMappingProblems('caldaie-clima', [{ input: 'tipoCliente', question: 'cliente' }], questions)).toEqual([
      '«tipoCliente» non è un dato del modello «Caldaie e climatizzatori»: scegli uno dei dati dell’elenco.',
    ])
    expect(estimateMappingProblems('caldaie-clima', [{ input: 'userType', question: 'nota' }], questions)).toEqual([
      'La domanda «nota» non è nel questionario di questo servizio: scegline una dall’elenco.',
    ])
    expect(estimateMappingProblems('caldaie-clima', [{ input: 'userType', question: 'cliente' }, { input: 'userType', question: 'cliente' }], questions)).toEqual([
      'Il dato «Privato o azienda» ha già una domanda: ogni dato ne ha una sola.',
    ])
    expect(estimateMappingProblems('none', [{ input: 'userType', question: 'cliente' }], questions)).toEqual([
      'Il servizio non ha un modello di stima: togli le domande della stima o scegli un modello.',
    ])
  })
})
