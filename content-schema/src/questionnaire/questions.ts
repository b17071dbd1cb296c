import { questionnaireMessages as m } from '../messages.ts'
import type { ChoiceField, MultipleStep, NumberStep, Question, QuestionnaireStep, SingleStep } from './definition.ts'

/**
 * What the engine and the island ask of a questionnaire's steps, free of the schemas that check a definition
 * (definition.ts): the questionnaire page runs these without loading them.
 */

export function isChoiceQuestion(question: Question): question is SingleStep | MultipleStep | ChoiceField {
  return 'options' in question
}

/** Multi-select answers are lists; every other answer is one value. */
export function isMultiChoiceQuestion(question: Question): boolean {
  return question.kind === 'multiple' || question.kind === 'multiselect'
}

/** The questions a step asks, in screen order; none for info and contact steps. */
export function stepQuestions(step: QuestionnaireStep): Question[] {
  switch (step.kind) {
    case 'group':
      return step.fields
    case 'info':
    case 'contact':
      return []
    default:
      return [step]
  }
}

/** Whether `value` is reachable from `min` in whole increments of `step` (tolerating float noise). */
export function isOnStep(value: number, min: number, step: number): boolean {
  const increments = (value - min) / step
  return Math.abs(increments - Math.round(increments)) < 1e-9
}

/** Why a number is not an answer to the stepper (its range and step), or undefined: the island and the server say the same. */
export function numberAnswerProblem(question: Pick<NumberStep, 'min' | 'max' | 'step'>, value: number): string | undefined {
  if (!Number.isFinite(value)) return m.notANumber
  if (value < question.min) return m.numberTooSmall(question.min)
  if (question.max !== undefined && value > question.max) return m.numberTooLarge(question.max)
  if (!isOnStep(value, question.min, question.step)) return m.numberOffStep(question.step)
  return undefined
}
