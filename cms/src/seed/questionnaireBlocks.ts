import type { QuestionnaireStep } from '../../../content-schema/src/questionnaire/definition.ts'

type Row = Record<string, unknown>

/**
 * The starting questionnaires are written as definitions (content-schema/fixtures, which the engine's tests
 * walk); they are stored as the editor's blocks. This turns a fixture's steps into those blocks, for the seed and
 * for tests preparing data; nothing reads it back (the definition is derived from the blocks by stepsFromBlocks).
 */
export function stepsToBlocks(steps: readonly QuestionnaireStep[]): Row[] {
  return steps.map((step) => {
    const block: Row = { blockType: step.kind, key: step.key, question: step.question, subtitle: step.subtitle ?? null, condition: step.condition ?? null }
    switch (step.kind) {
      case 'single':
      case 'multiple':
        block.options = optionRows(step.options)
        break
      case 'group':
        block.fields = step.fields.map((field) => ({
          kind: field.kind,
          key: field.key,
          label: field.label,
          subtitle: field.subtitle ?? null,
          placeholder: field.placeholder ?? null,
          options: field.kind === 'text' ? [] : optionRows(field.options),
          minLength: field.kind === 'text' ? field.minLength : null,
          maxLength: field.kind === 'text' ? field.maxLength : null,
          condition: field.condition ?? null,
        }))
        break
      case 'postcode':
        block.placeholder = step.placeholder ?? null
        break
      case 'text':
        Object.assign(block, { placeholder: step.placeholder ?? null, minLength: step.minLength, maxLength: step.maxLength })
        break
      case 'number':
        Object.assign(block, { min: step.min, max: step.max ?? null, step: step.step, default: step.default ?? null, unit: step.unit })
        break
    }
    return block
  })
}

const optionRows = (options: readonly { value: string; title: string; description?: string }[]) =>
  options.map((option) => ({ value: option.value, title: option.title, description: option.description ?? null }))
