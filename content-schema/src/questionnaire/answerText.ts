import { formatItalianNumber } from '../numberFormat.ts'
import type { Question, QuestionnaireDefinition } from './definition.ts'
import { effectiveAnswers, isAnswered, type AnswerValue, type Answers } from './engine.ts'
import { isChoiceQuestion, stepQuestions } from './questions.ts'

function answerText(value: AnswerValue): string {
  return Array.isArray(value) ? value.join(', ') : String(value)
}

/**
 * The flat answers map (question key → text, multi-selects joined with ', '), as stored on
 * the partial submission and sent with the client request. Only answers to visible questions.
 */
export function answersToText(definition: QuestionnaireDefinition, answers: Answers): Record<string, string> {
  const text: Record<string, string> = {}
  for (const [key, value] of effectiveAnswers(definition, answers)) {
    if (isAnswered(value)) text[key] = answerText(value)
  }
  return text
}

export type LabelledDetail = { key: string; label: string; value: string }

/**
 * The answers as the visitor read them, in step order, for e-mails and the admin view: the question
 * (or field label) and the option titles rather than the stored values, the stepper with its unit.
 */
export function answersToLabelledDetails(definition: QuestionnaireDefinition, answers: Answers): LabelledDetail[] {
  const effective = effectiveAnswers(definition, answers)
  const details: LabelledDetail[] = []
  for (const step of definition.steps) {
    for (const question of stepQuestions(step)) {
      const value = effective.get(question.key)
      if (value === undefined || !isAnswered(value)) continue
      const label = 'label' in question ? question.label : question.question
      details.push({ key: question.key, label, value: displayValue(question, value) })
    }
  }
  return details
}

function displayValue(question: Question, value: AnswerValue): string {
  if (isChoiceQuestion(question)) {
    const titles = new Map(question.options.map((option) => [option.value, option.title]))
    const values = Array.isArray(value) ? value : [String(value)]
    return values.map((item) => titles.get(item) ?? item).join(', ')
  }
  if (question.kind === 'number') return `${typeof value === 'number' ? formatItalianNumber(value, 6) : answerText(value)} ${question.unit}`
  return answerText(value).trim()
}

/**
 * Each answer key of a questionnaire version with what the visitor read for it: the step's question, or a group
 * field's label. What the admin shows beside a stored answer, so it names the question of the version answered.
 */
export function answerLabels(definition: QuestionnaireDefinition): Record<string, string> {
  const labels: Record<string, string> = {}
  for (const step of definition.steps) {
    for (const question of stepQuestions(step)) labels[question.key] = 'label' in question ? question.label : question.question
  }
  return labels
}

/**
 * The label of a stored answer's key: its question in `labels` (answerLabels of the version it was answered
 * against), or, when that version is unknown, the key as words ('someAnswerKey' → 'Some answer key').
 */
export function answerKeyLabel(key: string, labels: Record<string, string> = {}): string {
  const known = Object.hasOwn(labels, key) ? labels[key] : undefined
  if (known) return known
  const words = key.replace(/[_-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
