import { describe, expect, it } from 'vitest'
import {
  isChoiceQuestion,
  questionnaireSlugs,
  stepQuestions,
  type Condition,
  type Question,
  type QuestionnaireDefinition,
} from '#content-schema'
import { questionnaireFixtures } from '../../../content-schema/src/questionnaire/fixtures.ts'

function questions(definition: QuestionnaireDefinition): Map<string, Question> {
  return new Map(definition.steps.flatMap(stepQuestions).map((question) => [question.key, question]))
}
function values(definition: QuestionnaireDefinition, key: string): string[] {
  const question = questions(definition).get(key)
  if (!question || !isChoiceQuestion(question)) throw new Error(`${key} is not a choice question`)
  return question.options.map((option) => option.value)
}
function condition(definition: QuestionnaireDefinition, key: string): Condition | undefined {
  const step = definition.steps.find((candidate) => candidate.key === key)
  if (step) return step.condition
  return (questions(definition).get(key) as { condition?: Condition } | undefined)?.condition
}

const providers = ['Enel Energia', 'Eni Plenitude', 'Iren', 'Hera', 'A2A', 'Edison', 'Acea', 'Engie', 'Sorgenia', 'Green Network', 'Altro']
const sizes = ['1 stanza', '2-3 stanze', '4 stanze', '+5 stanze']

describe('Luce & Gas fixture', () => {
  const d = questionnaireFixtures['luce-gas']

  it('asks in this order: basic info, light supply, gas supply, house info, final form', () => {
    expect(d.steps.map((step) => [step.key, step.kind])).toEqual([
      ['basicInfo', 'group'],
      ['electricitySupply', 'group'],
      ['gasSupply', 'group'],
      ['houseInfo', 'group'],
      ['contatti', 'contact'],
    ])
    expect(d.steps.map((step) => stepQuestions(step).map((question) => `${question.key}:${question.kind}`))).toEqual([
      ['serviceNeeded:radio', 'userType:radio'],
      [
        'hasElectricitySupply:radio',
        'electricityActivationType:radio',
        'currentElectricityProvider:select',
        'customElectricityProvider:text',
        'electricityUsage:multiselect',
      ],
      ['hasGasSupply:radio', 'gasActivationType:radio', 'currentGasProvider:select', 'customGasProvider:text', 'gasUsage:multiselect'],
      ['residents:radio', 'houseSize:radio', 'solarPanel:radio'],
      [],
    ])
  })

  it.each([
    ['serviceNeeded', ['Solo Luce', 'Solo Gas', 'Luce + Gas']],
    ['userType', ['Privato', 'Azienda / P.IVA']],
    ['hasElectricitySupply', ['Sì', 'No']],
    ['electricityActivationType', ['Prima attivazione', 'Voltura', 'Subentro', 'Non lo so']],
    ['currentElectricityProvider', providers],
    [
      'electricityUsage',
      ['Frigorifero', 'Forno elettrico', 'Lavatrice', 'Climatizzatore', 'Lavastoviglie', 'Scaldabagno', 'Asciugatrice', 'Stazione di ricarica'],
    ],
    ['hasGasSupply', ['Sì', 'No']],
    ['gasActivationType', ['Prima attivazione', 'Voltura', 'Subentro', 'Non lo so']],
    ['currentGasProvider', providers],
    ['gasUsage', ['Piano cottura', 'Riscaldamento', 'Acqua calda']],
    ['residents', ['1', '2', '3', '4', '5+']],
    ['houseSize', sizes],
    ['solarPanel', ['Sì', 'No']],
  ])('%s offers exactly these values', (key, expected) => {
    expect(values(d, key)).toEqual(expected)
  })

  it('describes the house sizes in square metres', () => {
    const houseSize = questions(d).get('houseSize')
    expect(houseSize && isChoiceQuestion(houseSize) && houseSize.options.map((option) => option.description)).toEqual([
      'fino a 50 mq',
      '50-100 mq',
      '100-150 mq',
      'oltre 150 mq',
    ])
  })

  it.each<[string, Condition | undefined]>([
    ['electricitySupply', { key: 'serviceNeeded', in: ['Solo Luce', 'Luce + Gas'] }],
    ['gasSupply', { key: 'serviceNeeded', in: ['Solo Gas', 'Luce + Gas'] }],
    ['electricityActivationType', { key: 'hasElectricitySupply', in: ['No'] }],
    ['currentElectricityProvider', { key: 'hasElectricitySupply', in: ['Sì'] }],
    ['customElectricityProvider', { key: 'currentElectricityProvider', in: ['Altro'] }],
    ['electricityUsage', undefined],
    ['gasActivationType', { key: 'hasGasSupply', in: ['No'] }],
    ['currentGasProvider', { key: 'hasGasSupply', in: ['Sì'] }],
    ['customGasProvider', { key: 'currentGasProvider', in: ['Altro'] }],
    ['gasUsage', { key: 'hasGasSupply', in: ['Sì'] }],
    // A business is not asked how many people live in the house (issue #24).
    ['houseInfo', { key: 'userType', in: ['Privato'] }],
  ])('%s is shown under exactly this condition', (key, expected) => {
    expect(condition(d, key)).toEqual(expected)
  })
})

describe('Internet & Mobile fixture', () => {
  const d = questionnaireFixtures['internet-mobile']

  it('asks user type, service type, then lines to activate or current provider and active lines, then the form', () => {
    expect(d.steps.map((step) => [step.key, step.kind, step.condition ?? null])).toEqual([
      ['userType', 'single', null],
      ['serviceType', 'single', null],
      ['lineCount', 'single', { key: 'serviceType', in: ['Nuova attivazione'] }],
      ['currentProvider', 'single', { key: 'serviceType', in: ['Cambio fornitore'] }],
      ['activeLines', 'single', { key: 'serviceType', in: ['Cambio fornitore'] }],
      ['contatti', 'contact', null],
    ])
  })

  it.each([
    ['serviceType', ['Nuova attivazione', 'Cambio fornitore']],
    ['lineCount', ['1 linea', '2-3 linee', '4-5 linee', 'Più di 5 linee']],
    ['activeLines', ['1 linea', '2-3 linee', '4-5 linee', 'Più di 5 linee']],
    ['currentProvider', ['Tim', 'Vodafone', 'Fastweb', 'Windtre', 'Tre', 'Altro']],
  ])('%s offers exactly these values', (key, expected) => {
    expect(values(d, key)).toEqual(expected)
  })
})

describe('Fotovoltaico fixture', () => {
  const d = questionnaireFixtures.fotovoltaico

  it('asks its steps in order, with the kWh stepper if the consumption is known and the existing system if not', () => {
    expect(d.steps.map((step) => [step.key, step.kind, step.condition ?? null])).toEqual([
      ['userType', 'single', null],
      ['propertyType', 'single', null],
      ['roofOwnership', 'single', null],
      ['propertySize', 'single', null],
      ['knowsConsumption', 'single', null],
      ['energyConsumption', 'number', { key: 'knowsConsumption', in: ['Sì, lo conosco'] }],
      ['hasExistingSystem', 'single', { key: 'knowsConsumption', in: ['No, non lo so'] }],
      ['location', 'postcode', null],
      ['contatti', 'contact', null],
    ])
  })

  it.each([
    ['userType', ['Privato', 'Azienda con Partita IVA']],
    ['propertyType', ['Appartamento', 'Villa a schiera', 'Villetta']],
    ['roofOwnership', ['Sì', 'No']],
    ['propertySize', sizes],
    ['knowsConsumption', ['Sì, lo conosco', 'No, non lo so']],
    ['hasExistingSystem', ['Sì', 'No']],
  ])('%s offers exactly these values', (key, expected) => {
    expect(values(d, key)).toEqual(expected)
  })

  it('has the kWh field: empty at first, from 500 to 1.000.000 kWh in steps of 100 (issue #24: 1 kWh was a valid answer)', () => {
    expect(d.steps[5]).toMatchObject({ kind: 'number', min: 500, max: 1_000_000, step: 100, unit: 'kWh/anno' })
    expect(d.steps[5]).not.toHaveProperty('default')
  })
})

describe('every questionnaire fixture', () => {
  it('exists for each of the eight services and names its own slug', () => {
    expect(Object.keys(questionnaireFixtures)).toEqual([...questionnaireSlugs])
    expect(Object.entries(questionnaireFixtures).map(([slug, definition]) => [slug, definition.service, definition.version])).toEqual(
      questionnaireSlugs.map((slug) => [slug, slug, 1]),
    )
  })

  it.each(Object.entries(questionnaireFixtures))('%s asks the user type on the first screen, so the form knows a business', (_, definition) => {
    expect(stepQuestions(definition.steps[0]).map((question) => question.key)).toContain('userType')
    const options = values(definition, 'userType')
    expect(options[0]).toBe('Privato')
    expect(options.filter((value) => value.includes('Azienda'))).toHaveLength(1)
  })

  it.each(Object.entries(questionnaireFixtures))('%s ends with the contact form', (_, definition) => {
    expect(definition.steps.filter((step) => step.kind === 'contact').map((step) => step.key)).toEqual(['contatti'])
    expect(definition.steps.at(-1)?.kind).toBe('contact')
  })

  const others = (['caldaie-clima', 'sistemi-allarme', 'assicurazione-casa', 'assicurazione-auto', 'depuratori'] as const).map(
    (slug) => [slug, questionnaireFixtures[slug]] as const,
  )

  it.each(others)('%s has 4 to 7 steps, several kinds and at least one condition', (_, definition) => {
    expect(definition.steps.length).toBeGreaterThanOrEqual(4)
    expect(definition.steps.length).toBeLessThanOrEqual(7)
    expect(new Set(definition.steps.map((step) => step.kind)).size).toBeGreaterThanOrEqual(3)
    const conditions = definition.steps.flatMap((step) => [step.condition, ...(step.kind === 'group' ? step.fields.map((field) => field.condition) : [])])
    expect(conditions.filter(Boolean).length).toBeGreaterThanOrEqual(1)
  })

  it('uses every kind of step and field somewhere', () => {
    const steps = Object.values(questionnaireFixtures).flatMap((definition) => definition.steps)
    expect([...new Set(steps.map((step) => step.kind))].sort()).toEqual(
      ['contact', 'group', 'info', 'multiple', 'number', 'postcode', 'single', 'text'].sort(),
    )
    const fields = steps.flatMap((step) => (step.kind === 'group' ? step.fields : []))
    expect([...new Set(fields.map((field) => field.kind))].sort()).toEqual(['multiselect', 'radio', 'select', 'text'])
  })
})
