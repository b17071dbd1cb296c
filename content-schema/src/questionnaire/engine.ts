import type { Condition, GroupField, QuestionnaireDefinition, QuestionnaireStep } from './definition.ts'
import { stepQuestions } from './questions.ts'

/** single, radio, select, text and postcode answers are text; multi-selects are lists; the stepper is a number. */
export type AnswerValue = string | string[] | number

/** Answers by answer key, as the island holds them and the server receives them. */
export type Answers = Record<string, AnswerValue>

/**
 * What the island shows while the visitor is on a step: "Passo {step} di {total}", or "di circa {total}" while
 * `approximate` (the island words it with the editors' texts).
 */
export type Progress = { step: number; total: number; ratio: number; approximate: boolean }

// Plain objects inherit keys such as 'constructor'; a forged answer set must not reach them.
function ownAnswer(answers: Answers, key: string): AnswerValue | undefined {
  return Object.hasOwn(answers, key) ? answers[key] : undefined
}

/** Whether an answer counts as given: a non-blank text, a non-empty list, a finite number. */
export function isAnswered(value: AnswerValue | undefined): boolean {
  if (value === undefined) return false
  if (typeof value === 'number') return Number.isFinite(value)
  if (typeof value === 'string') return value.trim() !== ''
  return value.length > 0
}

export function conditionHolds(condition: Condition, answers: ReadonlyMap<string, AnswerValue>): boolean {
  if ('all' in condition) return condition.all.every((part) => conditionHolds(part, answers))
  if ('any' in condition) return condition.any.some((part) => conditionHolds(part, answers))
  const answer = answers.get(condition.key)
  if (answer === undefined) return false
  if (Array.isArray(answer)) return answer.some((value) => condition.in.includes(value))
  return condition.in.includes(String(answer))
}

type Resolution = {
  steps: boolean[]
  fields: Map<string, boolean>
  /** The answers that count: those given to questions that are visible. */
  effective: Map<string, AnswerValue>
}

/**
 * Decides visibility in one pass, in order. Conditions only look back (the schema guarantees it),
 * and they see only answers to visible questions, so an answer left behind on a question that
 * became hidden cannot keep a later question visible.
 */
function resolve(definition: QuestionnaireDefinition, answers: Answers): Resolution {
  const steps: boolean[] = []
  const fields = new Map<string, boolean>()
  const effective = new Map<string, AnswerValue>()

  for (const step of definition.steps) {
    const stepVisible = !step.condition || conditionHolds(step.condition, effective)
    steps.push(stepVisible)
    if (step.kind === 'group') {
      for (const field of step.fields) {
        const fieldVisible = stepVisible && (!field.condition || conditionHolds(field.condition, effective))
        fields.set(field.key, fieldVisible)
        const answer = ownAnswer(answers, field.key)
        if (fieldVisible && answer !== undefined) effective.set(field.key, answer)
      }
    } else if (stepVisible) {
      for (const question of stepQuestions(step)) {
        const answer = ownAnswer(answers, question.key)
        if (answer !== undefined) effective.set(question.key, answer)
      }
    }
  }
  return { steps, fields, effective }
}

/** The steps the visitor will see with the answers given so far, in order. */
export function visibleSteps(definition: QuestionnaireDefinition, answers: Answers): QuestionnaireStep[] {
  const { steps } = resolve(definition, answers)
  return definition.steps.filter((_, index) => steps[index])
}

export function isStepVisible(definition: QuestionnaireDefinition, answers: Answers, stepIndex: number): boolean {
  return resolve(definition, answers).steps[stepIndex] ?? false
}

/** A field is visible when its group is and its own condition holds; an unknown key is never visible. */
export function isFieldVisible(definition: QuestionnaireDefinition, answers: Answers, fieldKey: string): boolean {
  return resolve(definition, answers).fields.get(fieldKey) ?? false
}

/** The fields of a group step to draw now, in order; none for other kinds of step. */
export function visibleFields(definition: QuestionnaireDefinition, answers: Answers, stepIndex: number): GroupField[] {
  const step = definition.steps[stepIndex]
  if (step?.kind !== 'group') return []
  const { fields } = resolve(definition, answers)
  return step.fields.filter((field) => fields.get(field.key))
}

/** Index of the first visible step after `currentIndex` (pass -1 to start), or 'complete' past the last. */
export function nextStep(
  definition: QuestionnaireDefinition,
  answers: Answers,
  currentIndex: number,
): number | 'complete' {
  const { steps } = resolve(definition, answers)
  for (let index = Math.max(currentIndex + 1, 0); index < steps.length; index++) {
    if (steps[index]) return index
  }
  return 'complete'
}

/** Where a questionnaire opens. A definition always has a visible step: the contact form has no condition. */
export function firstStep(definition: QuestionnaireDefinition, answers: Answers = {}): number {
  const index = nextStep(definition, answers, -1)
  return index === 'complete' ? definition.steps.length - 1 : index
}

/** Index of the nearest earlier visible step, or 'leave' when back is pressed on the first one. */
export function previousStep(
  definition: QuestionnaireDefinition,
  answers: Answers,
  currentIndex: number,
): number | 'leave' {
  const { steps } = resolve(definition, answers)
  for (let index = Math.min(currentIndex, steps.length) - 1; index >= 0; index--) {
    if (steps[index]) return index
  }
  return 'leave'
}

/**
 * Whether a condition may still hold once the visitor has answered up to (not including) step `from`: answers to
 * questions asked before it are settled, the rest could still go either way.
 */
function couldHold(condition: Condition, settled: ReadonlyMap<string, AnswerValue>, settledKeys: ReadonlySet<string>): boolean {
  if ('all' in condition) return condition.all.every((part) => couldHold(part, settled, settledKeys))
  if ('any' in condition) return condition.any.some((part) => couldHold(part, settled, settledKeys))
  return settledKeys.has(condition.key) ? conditionHolds(condition, settled) : true
}

/**
 * 'Passo N di M': N is the position of the current step among the visible ones (1-based). M is the longest path
 * still possible: the steps seen so far, this one, and every later step whose condition the answers given so
 * far do not already rule out. So M only shrinks as the visitor goes forward (an answer that reveals a step
 * never raises it) and, while later answers can still hide steps, it reads "circa M".
 */
export function progress(definition: QuestionnaireDefinition, answers: Answers, currentIndex: number): Progress {
  const current = Math.max(currentIndex, 0)
  const { steps, effective } = resolve(definition, answers)
  const settledKeys = new Set<string>()
  definition.steps.slice(0, current).forEach((step) => {
    for (const question of stepQuestions(step)) settledKeys.add(question.key)
  })
  const before = steps.slice(0, current).filter(Boolean).length
  let later = 0
  let undecided = false
  for (const step of definition.steps.slice(current + 1)) {
    if (!step.condition) later++
    else if (couldHold(step.condition, effective, settledKeys)) {
      later++
      // A step that depends on an answer still to come may not be shown after all.
      if (!conditionSettled(step.condition, settledKeys)) undecided = true
    }
  }
  const total = before + 1 + later
  const step = before + 1
  return { step, total, ratio: step / total, approximate: undecided }
}

function conditionSettled(condition: Condition, settledKeys: ReadonlySet<string>): boolean {
  if ('all' in condition) return condition.all.every((part) => conditionSettled(part, settledKeys))
  if ('any' in condition) return condition.any.every((part) => conditionSettled(part, settledKeys))
  return settledKeys.has(condition.key)
}

/** The grouped step's 'Continua' appears once every visible field has a non-empty answer. */
export function canContinueGroup(definition: QuestionnaireDefinition, answers: Answers, stepIndex: number): boolean {
  const step = definition.steps[stepIndex]
  if (step?.kind !== 'group') return false
  const { fields } = resolve(definition, answers)
  return step.fields.every((field) => !fields.get(field.key) || isAnswered(ownAnswer(answers, field.key)))
}

/**
 * Keeps only the answers to questions that are still visible, in step order. The island calls it
 * after every change, so going back and switching 'Luce + Gas' to 'Solo Luce' forgets the gas answers.
 */
export function pruneHiddenAnswers(definition: QuestionnaireDefinition, answers: Answers): Answers {
  return Object.fromEntries(resolve(definition, answers).effective)
}

/** The answers that count (visible questions only), in step order. */
export function effectiveAnswers(definition: QuestionnaireDefinition, answers: Answers): Map<string, AnswerValue> {
  return resolve(definition, answers).effective
}

/** Visibility of every step and field at once, for callers that need both (validation, rendering). */
export function visibility(
  definition: QuestionnaireDefinition,
  answers: Answers,
): { steps: boolean[]; fields: ReadonlyMap<string, boolean> } {
  const { steps, fields } = resolve(definition, answers)
  return { steps, fields }
}
