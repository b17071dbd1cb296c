import { describe, expect, it } from 'vitest'
import { parseStoredQuestionnaire, questionnaireDefinitionMessages as m, StoredQuestionnaireSchema } from '#content-schema'
import { questionnaireFixtures } from '../../../content-schema/src/questionnaire/fixtures.ts'
import { stepsToBlocks } from '../../../cms/src/seed/questionnaireBlocks.ts'
import { blockPathOf, problemsText, questionnaireProblems } from '../../../cms/src/questionnaires/problems.ts'
import { problemsOfStep } from '../../../cms/src/questionnaires/problemLines.ts'
import {
  conditionToDraft,
  describeCondition,
  draftToCondition,
  earlierQuestions,
  firstErrorUnder,
  type FormFields,
} from '../../../cms/src/questionnaires/components/formRows.ts'

/** A questionnaire is stored as the editor's blocks; the definition derived from them is the one they were written from. */
describe.each(Object.values(questionnaireFixtures))('$service stored as the editor’s blocks', (definition) => {
  it('derives the same definition, as the CMS, the site and the lead path read it', () => {
    const stored = { service: definition.service, title: definition.title, version: definition.version, stepBlocks: stepsToBlocks(definition.steps) }
    expect(StoredQuestionnaireSchema.parse(stored)).toEqual(definition)
    expect(parseStoredQuestionnaire(stored)).toEqual({ success: true, data: definition })
  })
})

type Row = Record<string, unknown>

/** The admin's form state for some blocks: Payload flattens rows into dotted paths, arrays keep their rows. */
function formState(blocks: Row[]): FormFields {
  const fields: FormFields = { stepBlocks: { rows: blocks.map((block) => ({ blockType: String(block.blockType) })) } }
  const walk = (path: string, value: unknown) => {
    if (Array.isArray(value)) {
      fields[path] = { rows: value.map(() => ({})) }
      value.forEach((row, index) => Object.entries(row as Row).forEach(([name, v]) => walk(`${path}.${index}.${name}`, v)))
    } else fields[path] = { value }
  }
  blocks.forEach((block, index) => Object.entries(block).forEach(([name, value]) => walk(`stepBlocks.${index}.${name}`, value)))
  return fields
}

const luceGas = questionnaireFixtures['luce-gas']
const luceGasBlocks = stepsToBlocks(luceGas.steps)

describe('the condition picker', () => {
  it('offers only the choice questions asked before the step, with their options, never a text field', () => {
    const fields = formState(luceGasBlocks)
    const supplyStep = luceGasBlocks.findIndex((block) => block.key === 'electricitySupply')
    const offered = earlierQuestions(fields, `stepBlocks.${supplyStep}.condition`)
    expect(offered.map((question) => question.key)).toEqual(['serviceNeeded', 'userType'])
    expect(offered[0]).toEqual({
      key: 'serviceNeeded',
      question: 'Di quale fornitura hai bisogno?',
      options: ['Solo Luce', 'Solo Gas', 'Luce + Gas'].map((value) => ({ value, title: expect.any(String) })),
    })
    const contact = luceGasBlocks.length - 1
    expect(earlierQuestions(fields, `stepBlocks.${contact}.condition`).map((question) => question.key)).not.toContain('customGasProvider')
  })

  it('offers a group field the earlier fields of the same group, and never a text field', () => {
    const fields = formState(luceGasBlocks)
    const supplyStep = luceGasBlocks.findIndex((block) => block.key === 'electricitySupply')
    const groupFields = luceGasBlocks[supplyStep].fields as Row[]
    const custom = groupFields.findIndex((field) => field.key === 'customElectricityProvider')
    const offered = earlierQuestions(fields, `stepBlocks.${supplyStep}.fields.${custom}.condition`).map((question) => question.key)
    expect(offered).toContain('currentElectricityProvider')
    expect(offered).toContain('hasElectricitySupply')
    expect(offered).not.toContain('customElectricityProvider')
    expect(earlierQuestions(fields, 'stepBlocks.0.condition')).toEqual([])
  })

  it('edits one level of "tutte" / "almeno una" and keeps a nested condition as written', () => {
    expect(conditionToDraft(null)).toBeNull()
    expect(conditionToDraft({ key: 'a', in: ['Sì'] })).toEqual({ match: 'all', rules: [{ key: 'a', in: ['Sì'] }] })
    const any = { any: [{ key: 'a', in: ['Sì'] }, { key: 'b', in: ['X', 'Y'] }] }
    expect(draftToCondition(conditionToDraft(any) as never)).toEqual(any)
    expect(draftToCondition({ match: 'any', rules: [{ key: 'a', in: ['Sì'] }] })).toEqual({ key: 'a', in: ['Sì'] })
    expect(draftToCondition({ match: 'all', rules: [] })).toBeNull()
    const nested = { all: [{ key: 'a', in: ['Sì'] }, { any: [{ key: 'b', in: ['X'] }, { key: 'c', in: ['Z'] }] }] }
    expect(conditionToDraft(nested)).toBe('nested')
    expect(describeCondition(nested, (key) => key.toUpperCase())).toBe('(A: Sì) e ((B: X) oppure (C: Z))')
  })
})

describe('problems on the faulty step', () => {
  it('place each schema path on the editor field it is about', () => {
    expect(blockPathOf('steps.3.condition.all.0.in')).toBe('stepBlocks.3.condition')
    expect(blockPathOf('steps.2.options.1.value')).toBe('stepBlocks.2.options.1.value')
    expect(blockPathOf('steps.2.options')).toBe('stepBlocks.2.options')
    expect(blockPathOf('steps.4.fields.1.condition')).toBe('stepBlocks.4.fields.1.condition')
    expect(blockPathOf('steps.4.fields.1.options.0.title')).toBe('stepBlocks.4.fields.1.options.0.title')
    expect(blockPathOf('steps.5.kind')).toBe('stepBlocks.5.question')
    expect(blockPathOf('steps')).toBe('stepBlocks')
    expect(blockPathOf('title')).toBe('title')
  })

  it('word a broken draft with the step and the shared message, and find the message under its row', () => {
    const blocks = structuredClone(luceGasBlocks)
    blocks[1] = { ...blocks[1], condition: { key: 'nonEsiste', in: ['Sì'] } }
    const problems = questionnaireProblems({ service: luceGas.service, title: luceGas.title, stepBlocks: blocks })
    const message = m.conditionUnknownKey(String(blocks[1].key), 'nonEsiste')
    expect(problems).toEqual([{ path: 'stepBlocks.1.condition', message, step: 1 }])
    const text = problemsText(problems, blocks)
    expect(text).toBe(`Passo 2 «${String(blocks[1].question)}»: ${message}`)
    expect(problemsOfStep(text, 1)).toEqual([message])
    expect(problemsOfStep(text, 0)).toEqual([])
    expect(problemsOfStep(`${m.contactMissing}\n${text}`, 1)).toEqual([message])
    expect(questionnaireProblems({ service: luceGas.service, title: luceGas.title, stepBlocks: luceGasBlocks })).toEqual([])

    const fields = formState(blocks)
    fields['stepBlocks.1.condition'] = { ...fields['stepBlocks.1.condition'], errorMessage: message }
    expect(firstErrorUnder(fields, 'stepBlocks.1')).toBe(message)
    expect(firstErrorUnder(fields, 'stepBlocks.0')).toBeUndefined()
  })
})
