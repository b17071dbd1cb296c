import type { Condition } from '#content-schema'

/**
 * Pure helpers for the questionnaire editor's client components, over Payload's flat form state
 * (`stepBlocks.2.options.0.value` → its field state), so they can be tested without a browser.
 */
export type FormFields = Record<string, { value?: unknown; rows?: Array<{ blockType?: string }>; errorMessage?: string } | undefined>

/** A choice question asked before the one being edited: what a condition may depend on. */
export type EarlierQuestion = { key: string; question: string; options: Array<{ value: string; title: string }> }

const CONDITION_PATH = /^stepBlocks\.(\d+)(?:\.fields\.(\d+))?\.condition$/

const textAt = (fields: FormFields, path: string): string => {
  const value = fields[path]?.value
  return typeof value === 'string' ? value.trim() : ''
}

const rowCount = (fields: FormFields, path: string): number => {
  const state = fields[path]
  if (Array.isArray(state?.rows)) return state.rows.length
  return typeof state?.value === 'number' ? state.value : 0
}

function optionsAt(fields: FormFields, path: string): EarlierQuestion['options'] {
  const options: EarlierQuestion['options'] = []
  for (let index = 0; index < rowCount(fields, path); index++) {
    const value = textAt(fields, `${path}.${index}.value`)
    if (value) options.push({ value, title: textAt(fields, `${path}.${index}.title`) || value })
  }
  return options
}

/**
 * The choice questions before the step (or group field) whose condition is at `conditionPath`, in the order
 * the visitor meets them — the same rule as the schema's: single and multiple steps, and the choice fields of
 * groups, including earlier fields of the same group.
 */
export function earlierQuestions(fields: FormFields, conditionPath: string): EarlierQuestion[] {
  const match = CONDITION_PATH.exec(conditionPath)
  if (!match) return []
  const ownStep = Number(match[1])
  const ownField = match[2] === undefined ? undefined : Number(match[2])
  const blockTypes = fields.stepBlocks?.rows ?? []
  const found: EarlierQuestion[] = []
  const add = (key: string, question: string, options: EarlierQuestion['options']) => {
    if (key && !found.some((earlier) => earlier.key === key)) found.push({ key, question: question || key, options })
  }
  for (let step = 0; step <= ownStep; step++) {
    const path = `stepBlocks.${step}`
    const kind = blockTypes[step]?.blockType ?? fields[`${path}.blockType`]?.value
    if (step < ownStep && (kind === 'single' || kind === 'multiple')) {
      add(textAt(fields, `${path}.key`), textAt(fields, `${path}.question`), optionsAt(fields, `${path}.options`))
    }
    if (kind !== 'group') continue
    const lastField = step < ownStep ? rowCount(fields, `${path}.fields`) : (ownField ?? 0)
    for (let index = 0; index < lastField; index++) {
      const field = `${path}.fields.${index}`
      if (textAt(fields, `${field}.kind`) === 'text') continue
      add(textAt(fields, `${field}.key`), textAt(fields, `${field}.label`), optionsAt(fields, `${field}.options`))
    }
  }
  return found
}

/** The first error the form shows inside a row (after a refused publication), for the row's title. */
export function firstErrorUnder(fields: FormFields, rowPath: string): string | undefined {
  const prefix = `${rowPath}.`
  for (const [path, state] of Object.entries(fields)) {
    if (path.startsWith(prefix) && state?.errorMessage) return state.errorMessage
  }
  return undefined
}

/** What the condition picker edits: the answers to earlier questions that show the step, combined one way. */
export type ConditionDraft = { match: 'all' | 'any'; rules: Array<{ key: string; in: string[] }> }

/** A stored condition as the picker's rows, or 'nested' when it combines groups the picker cannot show. */
export function conditionToDraft(condition: unknown): ConditionDraft | 'nested' | null {
  if (!condition || typeof condition !== 'object') return null
  const c = condition as Condition
  if ('key' in c) return { match: 'all', rules: [{ key: c.key, in: [...c.in] }] }
  const match = 'all' in c ? 'all' : 'any'
  const parts = 'all' in c ? c.all : c.any
  if (!Array.isArray(parts) || !parts.every((part) => 'key' in part)) return 'nested'
  return { match, rules: (parts as Array<{ key: string; in: string[] }>).map((part) => ({ key: part.key, in: [...part.in] })) }
}

/** The picker's rows as the definition's condition: one rule alone, several under `all` or `any`. */
export function draftToCondition(draft: ConditionDraft | null): Condition | null {
  if (!draft || draft.rules.length === 0) return null
  if (draft.rules.length === 1) return { key: draft.rules[0].key, in: draft.rules[0].in }
  return draft.match === 'all' ? { all: draft.rules } : { any: draft.rules }
}

/** A condition the picker cannot edit, in words: `(A: x oppure y) e (B: z)`. */
export function describeCondition(condition: Condition, questionOf: (key: string) => string): string {
  if ('key' in condition) return `${questionOf(condition.key)}: ${condition.in.join(' oppure ')}`
  const parts = 'all' in condition ? condition.all : condition.any
  const joiner = 'all' in condition ? ' e ' : ' oppure '
  return parts.map((part) => `(${describeCondition(part, questionOf)})`).join(joiner)
}
