import { questionnaireMessages as m } from '../messages.ts'
import type { Question, QuestionnaireDefinition } from './definition.ts'
import { isChoiceQuestion, isMultiChoiceQuestion, numberAnswerProblem, stepQuestions } from './questions.ts'
import { LocationSchema } from './schemas.ts'
import { visibility, type AnswerValue, type Answers } from './engine.ts'

// Far above any real answer; it only stops a forged request from making the server hold megabytes.
const MAX_ANSWERS = 200
const MAX_CHOICE_LENGTH = 200
const MAX_SELECTED = 50

export type AnswerIssue = { key: string; message: string }
export type ValidateAnswersResult = { success: true; data: Answers } | { success: false; issues: AnswerIssue[] }

function isPlainRecord(input: unknown): input is Record<string, unknown> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return false
  const prototype = Object.getPrototypeOf(input)
  return prototype === Object.prototype || prototype === null
}

/** Checks one given answer against its question; returns the value to keep or the reason it is refused. */
function checkAnswer(question: Question, value: unknown): { value: AnswerValue } | { message: string } {
  if (isChoiceQuestion(question)) {
    const allowed = new Set(question.options.map((option) => option.value))
    if (isMultiChoiceQuestion(question)) {
      if (!Array.isArray(value) || value.length > MAX_SELECTED) return { message: m.wrongFormat }
      if (!value.every((item) => typeof item === 'string' && item.length <= MAX_CHOICE_LENGTH)) {
        return { message: m.wrongFormat }
      }
      if (value.length === 0) return { message: m.required }
      if (!value.every((item) => allowed.has(item))) return { message: m.notAnOption }
      if (new Set(value).size !== value.length) return { message: m.repeatedOption }
      return { value }
    }
    if (typeof value !== 'string') return { message: m.wrongFormat }
    if (value.trim() === '') return { message: m.required }
    if (!allowed.has(value)) return { message: m.notAnOption }
    return { value }
  }

  switch (question.kind) {
    case 'text': {
      if (typeof value !== 'string') return { message: m.wrongFormat }
      const text = value.trim()
      if (text === '') return { message: m.required }
      if (text.length < question.minLength) return { message: m.textTooShort(question.minLength) }
      if (text.length > question.maxLength) return { message: m.textTooLong(question.maxLength) }
      return { value: text }
    }
    case 'postcode': {
      if (typeof value !== 'string') return { message: m.wrongFormat }
      if (value.trim() === '') return { message: m.required }
      const location = LocationSchema.safeParse(value)
      return location.success ? { value: location.data } : { message: m.postcode }
    }
    case 'number': {
      if (typeof value !== 'number') return { message: m.notANumber }
      const problem = numberAnswerProblem(question, value)
      return problem ? { message: problem } : { value }
    }
  }
}

/**
 * The server's check of a submitted answer set, and the island's before the contact form is sent:
 * the same engine decides what is visible, so an answer the visitor could not have given (to a
 * hidden question, outside the options, under an unknown key) is refused. Every visible question
 * except info and contact steps must be answered. On success the data holds the answers in step
 * order, texts trimmed.
 */
export function validateAnswers(definition: QuestionnaireDefinition, input: unknown): ValidateAnswersResult {
  if (!isPlainRecord(input)) return { success: false, issues: [{ key: '', message: m.answersNotObject }] }
  const given = Object.keys(input)
  if (given.length > MAX_ANSWERS) return { success: false, issues: [{ key: '', message: m.answersNotObject }] }

  // Visibility is decided on the answers as given; a wrongly typed one simply satisfies no condition.
  const answers: Answers = Object.create(null)
  for (const key of given) {
    const value = input[key]
    if (typeof value === 'string' || typeof value === 'number' || Array.isArray(value)) {
      answers[key] = value as AnswerValue
    }
  }
  const { steps, fields } = visibility(definition, answers)

  const issues: AnswerIssue[] = []
  const data: Answers = {}
  const known = new Set<string>()

  definition.steps.forEach((step, index) => {
    for (const question of stepQuestions(step)) {
      known.add(question.key)
      const visible = step.kind === 'group' ? (fields.get(question.key) ?? false) : steps[index]
      const answered = Object.hasOwn(input, question.key)
      if (!visible) {
        if (answered) issues.push({ key: question.key, message: m.hiddenQuestion })
        continue
      }
      if (!answered || input[question.key] === null) {
        issues.push({ key: question.key, message: m.required })
        continue
      }
      const checked = checkAnswer(question, input[question.key])
      if ('message' in checked) issues.push({ key: question.key, message: checked.message })
      else data[question.key] = checked.value
    }
  })

  for (const key of given) {
    if (!known.has(key)) issues.push({ key, message: m.unknownQuestion })
  }

  return issues.length ? { success: false, issues } : { success: true, data }
}
