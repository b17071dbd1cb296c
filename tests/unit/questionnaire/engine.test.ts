import { describe, expect, it } from 'vitest'
import {
  answersToLabelledDetails,
  answersToText,
  canContinueGroup,
  conditionHolds,
  firstStep,
  isFieldVisible,
  isStepVisible,
  nextStep,
  previousStep,
  progress,
  pruneHiddenAnswers,
  QuestionnaireDefinitionSchema,
  stepQuestions,
  visibleFields,
  type Answers,
  type AnswerValue,
  type Condition,
  type Question,
  type QuestionnaireDefinition,
} from '#content-schema'
import { questionnaireFixtures } from '../../../content-schema/src/questionnaire/fixtures.ts'

const luceGas = questionnaireFixtures['luce-gas']
const internet = questionnaireFixtures['internet-mobile']
const fotovoltaico = questionnaireFixtures.fotovoltaico

describe('conditions', () => {
  const answers = new Map<string, AnswerValue>([
    ['serviceNeeded', 'Luce + Gas'],
    ['gasUsage', ['Riscaldamento', 'Acqua calda']],
    ['energyConsumption', 3500],
  ])
  it.each<[string, Condition, boolean]>([
    ['a single answer among the values', { key: 'serviceNeeded', in: ['Solo Gas', 'Luce + Gas'] }, true],
    ['a single answer not among them', { key: 'serviceNeeded', in: ['Solo Luce'] }, false],
    ['a multi-select containing one of them', { key: 'gasUsage', in: ['Piano cottura', 'Acqua calda'] }, true],
    ['a multi-select containing none', { key: 'gasUsage', in: ['Piano cottura'] }, false],
    ['a question not answered yet', { key: 'hasGasSupply', in: ['Sì', 'No'] }, false],
    ['a number compared as text', { key: 'energyConsumption', in: ['3500'] }, true],
    ['all of them holding', { all: [{ key: 'serviceNeeded', in: ['Luce + Gas'] }, { key: 'gasUsage', in: ['Riscaldamento'] }] }, true],
    ['all, with one failing', { all: [{ key: 'serviceNeeded', in: ['Luce + Gas'] }, { key: 'gasUsage', in: ['Piano cottura'] }] }, false],
    ['any, with one holding', { any: [{ key: 'serviceNeeded', in: ['Solo Luce'] }, { key: 'gasUsage', in: ['Acqua calda'] }] }, true],
    ['any, with none holding', { any: [{ key: 'serviceNeeded', in: ['Solo Luce'] }, { key: 'hasGasSupply', in: ['Sì'] }] }, false],
    [
      'nested any inside all',
      { all: [{ key: 'serviceNeeded', in: ['Luce + Gas'] }, { any: [{ key: 'x', in: ['y'] }, { key: 'gasUsage', in: ['Riscaldamento'] }] }] },
      true,
    ],
  ])('%s', (_, condition, expected) => {
    expect(conditionHolds(condition, answers)).toBe(expected)
  })
})

describe('visibility', () => {
  it('shows the light supply only for Solo Luce or Luce + Gas, the gas supply only for Solo Gas or Luce + Gas', () => {
    const electricity = luceGas.steps.findIndex((step) => step.key === 'electricitySupply')
    const gas = luceGas.steps.findIndex((step) => step.key === 'gasSupply')
    expect(
      ['Solo Luce', 'Solo Gas', 'Luce + Gas'].map((serviceNeeded) => [
        isStepVisible(luceGas, { serviceNeeded }, electricity),
        isStepVisible(luceGas, { serviceNeeded }, gas),
      ]),
    ).toEqual([
      [true, false],
      [false, true],
      [true, true],
    ])
    expect(isStepVisible(luceGas, {}, 99)).toBe(false)
  })

  it('hides a field whose group is hidden even when its own condition holds', () => {
    const answers = { serviceNeeded: 'Solo Gas', hasElectricitySupply: 'Sì', currentElectricityProvider: 'Altro' }
    expect(isFieldVisible(luceGas, answers, 'customElectricityProvider')).toBe(false)
    expect(isFieldVisible(luceGas, { ...answers, serviceNeeded: 'Solo Luce' }, 'customElectricityProvider')).toBe(true)
    expect(isFieldVisible(luceGas, answers, 'noSuchField')).toBe(false)
  })

  it('asks gas usage only with a gas supply, and electricity usage either way', () => {
    const base = { serviceNeeded: 'Luce + Gas', hasElectricitySupply: 'No', hasGasSupply: 'No' }
    expect(isFieldVisible(luceGas, base, 'gasUsage')).toBe(false)
    expect(isFieldVisible(luceGas, base, 'electricityUsage')).toBe(true)
    expect(isFieldVisible(luceGas, { ...base, hasGasSupply: 'Sì' }, 'gasUsage')).toBe(true)
  })

  it('lists no fields for a step that is not a group', () => {
    expect(visibleFields(internet, {}, 0)).toEqual([])
  })
})

describe('navigation', () => {
  it('skips two questions after Cambio fornitore', () => {
    expect(nextStep(internet, { serviceType: 'Cambio fornitore' }, 1)).toBe(3)
    expect(nextStep(internet, { serviceType: 'Nuova attivazione' }, 1)).toBe(2)
    expect(nextStep(internet, { serviceType: 'Nuova attivazione' }, 2)).toBe(5)
  })

  it('completes after the contact form and leaves on back from the first step', () => {
    expect(nextStep(internet, {}, internet.steps.length - 1)).toBe('complete')
    expect(nextStep(internet, {}, 40)).toBe('complete')
    expect(previousStep(internet, {}, 0)).toBe('leave')
  })

  it('goes back over the questions the answers hide', () => {
    const contact = fotovoltaico.steps.length - 1
    const location = fotovoltaico.steps.findIndex((step) => step.key === 'location')
    expect(previousStep(fotovoltaico, { knowsConsumption: 'No, non lo so' }, location)).toBe(
      fotovoltaico.steps.findIndex((step) => step.key === 'hasExistingSystem'),
    )
    expect(previousStep(fotovoltaico, {}, location)).toBe(fotovoltaico.steps.findIndex((step) => step.key === 'knowsConsumption'))
    expect(previousStep(fotovoltaico, {}, contact)).toBe(location)
  })

  it('opens on the first step: it can have no condition, since nothing is asked before it', () => {
    expect(Object.values(questionnaireFixtures).map((definition) => firstStep(definition))).toEqual([0, 0, 0, 0, 0, 0, 0, 0])
  })
})

describe('progress', () => {
  it('counts the longest path still possible: Passo N di M, "circa" while later answers can still hide steps', () => {
    const answers = { userType: 'Privato', serviceType: 'Cambio fornitore' }
    expect(progress(internet, answers, 3)).toEqual({ step: 3, total: 5, ratio: 0.6, approximate: false })
    expect(progress(internet, answers, 5)).toEqual({ step: 5, total: 5, ratio: 1, approximate: false })
    expect(progress(internet, {}, 0)).toEqual({ step: 1, total: 6, ratio: 1 / 6, approximate: true })
  })

  it('never raises the total when an answer reveals a step', () => {
    const knows = fotovoltaico.steps.findIndex((step) => step.key === 'knowsConsumption')
    expect(progress(fotovoltaico, {}, knows)).toMatchObject({ step: 5, total: 9, approximate: true })
    expect(progress(fotovoltaico, { knowsConsumption: 'Sì, lo conosco' }, knows + 1)).toMatchObject({ step: 6, total: 8, approximate: false })
  })

  it('only shrinks along every walk through every questionnaire, and is exact on the contact step', () => {
    for (const definition of Object.values(questionnaireFixtures)) {
      // Every combination of first options would be too many; the first and the last option of each choice cover the branches.
      for (const pick of [0, -1]) {
        let answers: Answers = {}
        let index: number | 'complete' = firstStep(definition, answers)
        let previous = Infinity
        const atContact: Array<ReturnType<typeof progress>> = []
        while (index !== 'complete') {
          const status = progress(definition, answers, index)
          expect(status.total, `${definition.service} ${definition.steps[index]!.key}`).toBeLessThanOrEqual(previous)
          previous = status.total
          for (const question of visibleQuestionsOf(definition, answers, index)) {
            answers = pruneHiddenAnswers(definition, { ...answers, [question.key]: sampleAnswer(question, pick) })
          }
          if (definition.steps[index]!.kind === 'contact') atContact.push(status)
          index = nextStep(definition, answers, index)
        }
        // Each walk ends on the contact step once, where the count is exact: Passo M di M.
        expect(atContact, `${definition.service} ${pick}`).toHaveLength(1)
        expect(atContact[0], `${definition.service} ${pick}`).toMatchObject({ step: atContact[0]!.total, approximate: false })
      }
    }
  })
})

function visibleQuestionsOf(definition: QuestionnaireDefinition, answers: Answers, index: number): Question[] {
  const step = definition.steps[index]!
  if (step.kind === 'group') return visibleFields(definition, answers, index)
  return stepQuestions(step)
}

function sampleAnswer(question: Question, pick: number): AnswerValue {
  if ('options' in question) {
    const option = question.options.at(pick)!.value
    return question.kind === 'multiple' || question.kind === 'multiselect' ? [option] : option
  }
  if (question.kind === 'number') return question.default ?? question.min
  if (question.kind === 'postcode') return '59100 - Prato'
  return 'Testo di prova'
}

describe('grouped step', () => {
  const electricity = luceGas.steps.findIndex((step) => step.key === 'electricitySupply')
  const base = { serviceNeeded: 'Solo Luce', userType: 'Privato' }

  it.each<[string, Record<string, AnswerValue>, boolean]>([
    ['nothing answered', {}, false],
    ['supply and usage, but no provider', { hasElectricitySupply: 'Sì', electricityUsage: ['Lavatrice'] }, false],
    ['provider Altro with the name left blank', { hasElectricitySupply: 'Sì', currentElectricityProvider: 'Altro', customElectricityProvider: ' ', electricityUsage: ['Lavatrice'] }, false],
    ['provider Altro with its name', { hasElectricitySupply: 'Sì', currentElectricityProvider: 'Altro', customElectricityProvider: 'Estra', electricityUsage: ['Lavatrice'] }, true],
    ['usage list empty', { hasElectricitySupply: 'No', electricityActivationType: 'Voltura', electricityUsage: [] }, false],
    ['no supply, activation and usage', { hasElectricitySupply: 'No', electricityActivationType: 'Voltura', electricityUsage: ['Forno elettrico'] }, true],
  ])('continues only when every visible field is answered: %s', (_, answers, expected) => {
    expect(canContinueGroup(luceGas, { ...base, ...answers }, electricity)).toBe(expected)
  })

  it('never offers the group Continua on a step that is not a group', () => {
    expect(canContinueGroup(internet, { userType: 'Privato' }, 0)).toBe(false)
  })
})

describe('pruning', () => {
  it('forgets answers to questions that became hidden and keys that are not questions, without touching the input', () => {
    const answers = {
      serviceNeeded: 'Solo Luce',
      hasElectricitySupply: 'No',
      currentElectricityProvider: 'Altro',
      customElectricityProvider: 'Estra',
      electricityActivationType: 'Voltura',
      hasGasSupply: 'Sì',
      gasUsage: ['Riscaldamento'],
      contatti: 'x',
      somethingElse: 'y',
    }
    const copy = structuredClone(answers)
    expect(pruneHiddenAnswers(luceGas, answers)).toEqual({
      serviceNeeded: 'Solo Luce',
      hasElectricitySupply: 'No',
      electricityActivationType: 'Voltura',
    })
    expect(answers).toEqual(copy)
  })
})

describe('answers as text and as labelled details', () => {
  const answers = {
    serviceNeeded: 'Luce + Gas',
    userType: 'Privato',
    hasElectricitySupply: 'Sì',
    currentElectricityProvider: 'A2A',
    electricityUsage: ['Lavatrice', 'Climatizzatore'],
    hasGasSupply: 'Sì',
    currentGasProvider: 'Iren',
    gasUsage: ['Piano cottura', 'Riscaldamento', 'Acqua calda'],
    gasActivationType: 'Voltura',
    residents: '5+',
    houseSize: '+5 stanze',
    solarPanel: 'Sì',
  }

  it('gives the flat map: multi-selects joined with ", ", hidden answers left out', () => {
    expect(answersToText(luceGas, answers)).toEqual({
      serviceNeeded: 'Luce + Gas',
      userType: 'Privato',
      hasElectricitySupply: 'Sì',
      currentElectricityProvider: 'A2A',
      electricityUsage: 'Lavatrice, Climatizzatore',
      hasGasSupply: 'Sì',
      currentGasProvider: 'Iren',
      gasUsage: 'Piano cottura, Riscaldamento, Acqua calda',
      residents: '5+',
      houseSize: '+5 stanze',
      solarPanel: 'Sì',
    })
  })

  it('labels each answer with its question, in step order', () => {
    expect(answersToLabelledDetails(luceGas, answers)).toEqual([
      { key: 'serviceNeeded', label: 'Di quale fornitura hai bisogno?', value: 'Luce + Gas' },
      { key: 'userType', label: 'Per chi è la fornitura?', value: 'Privato' },
      { key: 'hasElectricitySupply', label: 'Hai già una fornitura di luce attiva?', value: 'Sì' },
      { key: 'currentElectricityProvider', label: 'Chi è il tuo fornitore di luce attuale?', value: 'A2A' },
      { key: 'electricityUsage', label: 'Quali elettrodomestici usi?', value: 'Lavatrice, Climatizzatore' },
      { key: 'hasGasSupply', label: 'Hai già una fornitura di gas attiva?', value: 'Sì' },
      { key: 'currentGasProvider', label: 'Chi è il tuo fornitore di gas attuale?', value: 'Iren' },
      { key: 'gasUsage', label: 'Per cosa usi il gas?', value: 'Piano cottura, Riscaldamento, Acqua calda' },
      { key: 'residents', label: 'Quante persone vivono in casa?', value: '5+' },
      { key: 'houseSize', label: 'Quanto è grande la casa?', value: '+5 stanze' },
      { key: 'solarPanel', label: 'Hai i pannelli solari?', value: 'Sì' },
    ])
  })

  it('shows the option title the visitor read when it differs from the stored value', () => {
    const definition = QuestionnaireDefinitionSchema.parse({
      service: 'prova',
      title: 'Prova',
      version: 1,
      steps: [
        { key: 'size', kind: 'single', question: 'Quanto è grande?', options: [{ value: 'S', title: 'Piccola', description: 'fino a 50 mq' }] },
        { key: 'extras', kind: 'multiple', question: 'Extra?', options: [{ value: 'g', title: 'Giardino' }, { value: 'b', title: 'Box' }] },
        { key: 'c', kind: 'contact', question: 'Contatti' },
      ],
    })
    expect(answersToLabelledDetails(definition, { size: 'S', extras: ['b', 'g'] })).toEqual([
      { key: 'size', label: 'Quanto è grande?', value: 'Piccola' },
      { key: 'extras', label: 'Extra?', value: 'Box, Giardino' },
    ])
    expect(answersToText(definition, { size: 'S', extras: ['b', 'g'] })).toEqual({ size: 'S', extras: 'b, g' })
  })
})
