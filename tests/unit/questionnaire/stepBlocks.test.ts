import { describe, expect, it } from 'vitest'
import { QuestionnaireDefinitionSchema } from '#content-schema'
import { questionnaireFixtures } from '../../../content-schema/src/questionnaire/fixtures.ts'
import { blocksToSteps, stepsToBlocks } from '../../../cms/src/collections/Questionnaires/stepBlocks.ts'

/** The CMS form (blocks) and the definition JSON describe the same questionnaire in both directions. */
describe.each(Object.values(questionnaireFixtures))('$service through the editor’s blocks', (definition) => {
  it('comes back as the same definition', () => {
    const blocks = stepsToBlocks(definition.steps as unknown as Record<string, unknown>[])
    const parsed = QuestionnaireDefinitionSchema.parse({ ...definition, steps: blocksToSteps(blocks) })
    expect(parsed).toEqual(definition)
  })
})

describe('conditions in the editor', () => {
  it('turn rows into { key, in } or { all: [...] } and keep an advanced one as written', () => {
    const base = { blockType: 'single', key: 'b', question: 'B?', options: [{ value: 'x', title: 'X' }] }
    const [one, two, advanced] = blocksToSteps([
      { ...base, conditions: [{ key: 'a', values: [{ value: 'Sì' }, { value: 'No' }] }] },
      { ...base, conditions: [{ key: 'a', values: [{ value: 'Sì' }] }, { key: 'c', values: [{ value: 'Z' }] }] },
      { ...base, conditions: [], advancedCondition: { any: [{ key: 'a', in: ['Sì'] }] } },
    ])
    expect(one.condition).toEqual({ key: 'a', in: ['Sì', 'No'] })
    expect(two.condition).toEqual({ all: [{ key: 'a', in: ['Sì'] }, { key: 'c', in: ['Z'] }] })
    expect(advanced.condition).toEqual({ any: [{ key: 'a', in: ['Sì'] }] })
  })
})
