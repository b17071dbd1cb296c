import { z } from '../z.ts'
import { parseQuestionnaireDefinition, QuestionnaireDefinitionSchema, type DefinitionIssue, type QuestionnaireDefinition } from './definition.ts'

/**
 * A questionnaire is stored once, as the editor's step blocks: one block per step, its kind in `blockType`, the
 * definition's own field names inside (options and group fields as rows, a condition as the definition's
 * condition). The definition the engine runs is derived from them by `stepsFromBlocks`, wherever it is needed: the
 * CMS's check on save, the site's read, the lead path's read of a published version, the merchant's lead details.
 */

export type StepBlockRow = Record<string, unknown>

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined)
const num = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined)
const rows = (value: unknown): StepBlockRow[] => (Array.isArray(value) ? (value as StepBlockRow[]) : [])

// The editor's condition picker stores the definition's own condition; an empty one means "always".
const conditionOf = (row: StepBlockRow): unknown => (row.condition && typeof row.condition === 'object' ? row.condition : undefined)

const optionsOf = (value: unknown) =>
  rows(value).map((option) => ({ value: option.value, title: option.title, ...(text(option.description) ? { description: option.description } : {}) }))

function fieldOf(field: StepBlockRow): StepBlockRow {
  const out: StepBlockRow = { key: field.key, kind: field.kind, label: field.label }
  if (text(field.subtitle)) out.subtitle = field.subtitle
  if (text(field.placeholder)) out.placeholder = field.placeholder
  const condition = conditionOf(field)
  if (condition) out.condition = condition
  if (field.kind === 'text') {
    if (num(field.minLength) !== undefined) out.minLength = field.minLength
    if (num(field.maxLength) !== undefined) out.maxLength = field.maxLength
  } else {
    out.options = optionsOf(field.options)
  }
  return out
}

/**
 * The definition's steps the stored blocks describe, step for step in the same order (so a schema issue at
 * `steps.3…` is about block 3), for the schema to check: nothing is validated here, only reshaped. Empty texts
 * and numbers the form stores as null are left out, so the schema's defaults apply.
 */
export function stepsFromBlocks(blocks: unknown): StepBlockRow[] {
  return rows(blocks).map((block) => {
    const step: StepBlockRow = { key: block.key, kind: block.blockType, question: block.question }
    if (text(block.subtitle)) step.subtitle = block.subtitle
    const condition = conditionOf(block)
    if (condition) step.condition = condition
    switch (block.blockType) {
      case 'single':
      case 'multiple':
        step.options = optionsOf(block.options)
        break
      case 'group':
        step.fields = rows(block.fields).map(fieldOf)
        break
      case 'postcode':
        if (text(block.placeholder)) step.placeholder = block.placeholder
        break
      case 'text':
        if (text(block.placeholder)) step.placeholder = block.placeholder
        if (num(block.minLength) !== undefined) step.minLength = block.minLength
        if (num(block.maxLength) !== undefined) step.maxLength = block.maxLength
        break
      case 'number':
        Object.assign(step, { min: block.min, step: block.step, unit: block.unit })
        if (num(block.max) !== undefined) step.max = block.max
        if (num(block.default) !== undefined) step.default = block.default
        break
    }
    return step
  })
}

/** A stored questionnaire (or version) as its fields are read: what the definition is derived from. */
export type StoredQuestionnaire = { service: unknown; title: unknown; version: unknown; stepBlocks: unknown }

/** The definition of a stored questionnaire, or its problems worded in Italian (see parseQuestionnaireDefinition). */
export function parseStoredQuestionnaire(
  stored: StoredQuestionnaire,
): { success: true; data: QuestionnaireDefinition } | { success: false; issues: DefinitionIssue[] } {
  return parseQuestionnaireDefinition({ service: stored.service, title: stored.title, version: stored.version, steps: stepsFromBlocks(stored.stepBlocks) })
}

/** A questionnaire as Payload's REST API returns it (service, title, version, stepBlocks), parsed into its definition. */
export const StoredQuestionnaireSchema = z
  .object({ service: z.unknown(), title: z.unknown(), version: z.unknown(), stepBlocks: z.unknown() })
  .transform((stored) => ({ service: stored.service, title: stored.title, version: stored.version, steps: stepsFromBlocks(stored.stepBlocks) }))
  .pipe(QuestionnaireDefinitionSchema)

/** The fields a REST read selects to derive the definition. */
export const storedQuestionnaireFields = ['service', 'title', 'version', 'stepBlocks'] as const
