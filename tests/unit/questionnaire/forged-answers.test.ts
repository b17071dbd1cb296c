import { describe, expect, it } from 'vitest'
import { validateAnswers, type QuestionnaireSlug } from '#content-schema'
import { questionnaireFixtures } from '../../../content-schema/src/questionnaire/fixtures.ts'
import forged from './forged-answers.json' with { type: 'json' }

type ForgedCase = {
  name: string
  questionnaire: QuestionnaireSlug
  answers: Record<string, unknown>
  issues: Array<{ key: string; message: string }>
}

describe('validateAnswers refuses answers the visitor could not have given', () => {
  it.each((forged.cases as ForgedCase[]).map((row) => [`${row.questionnaire}: ${row.name}`, row] as const))(
    '%s',
    (_, { questionnaire, answers, issues }) => {
      const result = validateAnswers(questionnaireFixtures[questionnaire], answers)
      expect(result).toEqual({ success: false, issues })
    },
  )
})

describe('validateAnswers on the shape of the request', () => {
  const definition = questionnaireFixtures['internet-mobile']
  const valid = { userType: 'Privato', serviceType: 'Nuova attivazione', lineCount: '1 linea' }

  it.each([
    ['null', null],
    ['a list', [valid]],
    ['a text', 'userType=Privato'],
    ['a class instance', new Date()],
  ])('refuses %s instead of an answers object', (_, input) => {
    expect(validateAnswers(definition, input)).toEqual({
      success: false,
      issues: [{ key: '', message: 'Le risposte non sono valide.' }],
    })
  })

  it('refuses more answers than any questionnaire could hold', () => {
    const flood = Object.fromEntries(Array.from({ length: 201 }, (_, n) => [`k${n}`, 'x']))
    expect(validateAnswers(definition, { ...valid, ...flood })).toEqual({
      success: false,
      issues: [{ key: '', message: 'Le risposte non sono valide.' }],
    })
  })

  it('treats inherited names such as __proto__ and constructor as unknown questions', () => {
    const input = JSON.parse('{"userType":"Privato","serviceType":"Nuova attivazione","lineCount":"1 linea","__proto__":"x","constructor":"y"}')
    expect(validateAnswers(definition, input)).toEqual({
      success: false,
      issues: [
        { key: '__proto__', message: 'Questa domanda non fa parte del questionario.' },
        { key: 'constructor', message: 'Questa domanda non fa parte del questionario.' },
      ],
    })
  })

  it('refuses a null answer as missing', () => {
    expect(validateAnswers(definition, { ...valid, lineCount: null })).toEqual({
      success: false,
      issues: [{ key: 'lineCount', message: 'Rispondi a questa domanda.' }],
    })
  })

  it('returns the answers in step order with free text trimmed', () => {
    const result = validateAnswers(questionnaireFixtures['assicurazione-auto'], {
      location: '59100 - Prato',
      insuranceNeeds: '  Scade a marzo  ',
      meritClass: '2-4',
      registrationYear: 'Prima del 2010',
      vehicleModel: ' Fiat Panda ',
      insuranceType: 'Moto',
      userType: 'Azienda / P.IVA',
    })
    expect(result.success).toBe(true)
    if (!result.success) return
    expect(Object.entries(result.data)).toEqual([
      ['userType', 'Azienda / P.IVA'],
      ['insuranceType', 'Moto'],
      ['vehicleModel', 'Fiat Panda'],
      ['registrationYear', 'Prima del 2010'],
      ['meritClass', '2-4'],
      ['insuranceNeeds', 'Scade a marzo'],
      ['location', '59100 - Prato'],
    ])
  })
})
