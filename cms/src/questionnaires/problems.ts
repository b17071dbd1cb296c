import { parseStoredQuestionnaire } from '#content-schema'
import { problemLine, stepTitle } from './problemLines.ts'

/** A problem of a questionnaire, placed on the admin field it is about (a path of the editor's form). */
export type QuestionnaireProblem = { path: string; message: string; step?: number }

type Row = Record<string, unknown>

// The block fields that carry the same name as the definition's; anything else is shown on the question.
const blockFieldNames = new Set([
  'key',
  'question',
  'subtitle',
  'condition',
  'options',
  'fields',
  'placeholder',
  'minLength',
  'maxLength',
  'min',
  'max',
  'step',
  'default',
  'unit',
])
const groupFieldNames = new Set(['key', 'label', 'subtitle', 'placeholder', 'condition', 'options', 'minLength', 'maxLength'])
const optionFieldNames = new Set(['value', 'title', 'description'])

/**
 * Turns a schema issue path (`steps.3.fields.1.condition.all.0.in`) into the editor's field path
 * (`stepBlocks.3.fields.1.condition`): the blocks mirror the definition field by field, so the refusal lands
 * on the input that is wrong, and a deeper path (inside a condition or a value the form has no input for) on
 * the nearest input that exists.
 */
export function blockPathOf(issuePath: string): string {
  const [head, stepIndex, ...rest] = issuePath.split('.')
  if (head !== 'steps') return head === 'version' || head === '' ? 'stepBlocks' : head
  if (stepIndex === undefined || !/^\d+$/.test(stepIndex)) return 'stepBlocks'
  const step = `stepBlocks.${stepIndex}`
  const [name, index, sub, ...deeper] = rest
  if (!name || !blockFieldNames.has(name)) return `${step}.question`
  if (name === 'options') return optionPath(`${step}.options`, index, sub)
  if (name !== 'fields' || index === undefined) return `${step}.${name}`
  const field = `${step}.fields.${index}`
  if (!sub || !groupFieldNames.has(sub)) return `${field}.label`
  if (sub === 'options') return optionPath(`${field}.options`, deeper[0], deeper[1])
  return `${field}.${sub}`
}

function optionPath(options: string, index: string | undefined, name: string | undefined): string {
  if (index === undefined) return options
  return `${options}.${index}.${name && optionFieldNames.has(name) ? name : 'value'}`
}

/**
 * Every problem of the questionnaire the editor's blocks describe, with the shared schema's Italian message,
 * or none when the site and the lead endpoint can run it.
 */
export function questionnaireProblems(source: { service?: unknown; title?: unknown; stepBlocks?: unknown }): QuestionnaireProblem[] {
  const parsed = parseStoredQuestionnaire({ service: source.service, title: source.title, version: 1, stepBlocks: source.stepBlocks })
  if (parsed.success) return []
  return parsed.issues.map((issue) => {
    const path = blockPathOf(issue.path)
    const step = /^stepBlocks\.(\d+)/.exec(path)?.[1]
    return { path, message: issue.message, ...(step === undefined ? {} : { step: Number(step) }) }
  })
}

/** How a problem names its step for the editor: number and question, e.g. `Passo 4 «Che tipo di impianto?»`. */
export function stepName(problem: QuestionnaireProblem, stepBlocks: unknown): string {
  if (problem.step === undefined) return 'Passi'
  return stepTitle(problem.step, questionOf(stepBlocks, problem.step))
}

/** The problems as the sidebar, the list and the steps' titles show them: one line each, naming the step. */
export function problemsText(problems: QuestionnaireProblem[], stepBlocks: unknown): string | null {
  if (problems.length === 0) return null
  return problems
    .map((problem) => (problem.step === undefined ? problem.message : problemLine(problem.step, questionOf(stepBlocks, problem.step), problem.message)))
    .join('\n')
}

function questionOf(stepBlocks: unknown, index: number): string {
  const block = Array.isArray(stepBlocks) ? (stepBlocks as Row[])[index] : undefined
  return typeof block?.question === 'string' ? block.question.trim() : ''
}
