import { z } from '../z.ts'
import { it as italianLocale } from 'zod/locales'
import { questionnaireDefinitionMessages as m } from '../messages.ts'
import { AnswerKeySchema } from './schemas.ts'
import { isChoiceQuestion, isOnStep, stepQuestions } from './questions.ts'
import { SLUG_PATTERN } from './slugs.ts'

/**
 * When a question is shown. `{ key, in }` holds when the earlier answer to `key` is one of `in`
 * (for a multi-select answer: when it contains one of them); `all` and `any` combine conditions.
 * Showing a question when one key has a value (or one of a list of values) is the `{ key, in }` form.
 */
export type Condition = { key: string; in: string[] } | { all: Condition[] } | { any: Condition[] }


// Strict so that a mistyped condition ({ key, value }) is refused instead of silently matching nothing.
export const ConditionSchema: z.ZodType<Condition> = z.lazy(() =>
  z.union(
    [
      z.strictObject({
        key: AnswerKeySchema,
        in: z.array(z.string().trim().min(1).max(200)).min(1, m.conditionValuesRequired),
      }),
      z.strictObject({ all: z.array(ConditionSchema).min(1, m.conditionListRequired) }),
      z.strictObject({ any: z.array(ConditionSchema).min(1, m.conditionListRequired) }),
    ],
    { error: m.conditionShape },
  ),
)

// The CMS stores an empty optional text as null; the rest of the code only has to know "absent".
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((text) => text || undefined)

const optionalCondition = ConditionSchema.nullish().transform((condition) => condition ?? undefined)

export const ChoiceOptionSchema = z.object({
  /** What is stored as the answer and matched by conditions: the product's fixed wording, e.g. 'Solo Luce'. */
  value: z.string({ error: m.optionValueRequired }).trim().min(1, m.optionValueRequired).max(200),
  /** What the visitor reads on the button. */
  title: z.string({ error: m.optionTitleRequired }).trim().min(1, m.optionTitleRequired).max(200),
  description: optionalText(300),
})
export type ChoiceOption = z.infer<typeof ChoiceOptionSchema>

const fieldBase = {
  key: AnswerKeySchema,
  label: z.string({ error: m.labelRequired }).trim().min(1, m.labelRequired).max(300),
  subtitle: optionalText(500),
  placeholder: optionalText(200),
  condition: optionalCondition,
}

export const ChoiceFieldSchema = z.object({
  ...fieldBase,
  kind: z.enum(['radio', 'select', 'multiselect']),
  options: z.array(ChoiceOptionSchema),
})
export type ChoiceField = z.infer<typeof ChoiceFieldSchema>

export const TextFieldSchema = z.object({
  ...fieldBase,
  kind: z.literal('text'),
  // Inside a group a text answer only needs to be non-empty.
  minLength: z.int().min(1).default(1),
  maxLength: z.int().min(1).max(2000).default(200),
})
export type TextField = z.infer<typeof TextFieldSchema>

/** One input of a grouped step; it has its own answer key. */
export const GroupFieldSchema = z.discriminatedUnion('kind', [ChoiceFieldSchema, TextFieldSchema], {
  error: m.unknownFieldKind,
})
export type GroupField = z.infer<typeof GroupFieldSchema>

const stepBase = {
  key: AnswerKeySchema,
  question: z.string({ error: m.questionRequired }).trim().min(1, m.questionRequired).max(300),
  subtitle: optionalText(1000),
  condition: optionalCondition,
}

/** Picking an option moves on at once. */
export const SingleStepSchema = z.object({
  ...stepBase,
  kind: z.literal('single'),
  options: z.array(ChoiceOptionSchema),
})

/** Options toggle; 'Continua (N selezionati)' appears once one is chosen. */
export const MultipleStepSchema = z.object({
  ...stepBase,
  kind: z.literal('multiple'),
  options: z.array(ChoiceOptionSchema),
})

/** Several fields on one screen; the step key names the screen, each field holds its own answer. */
export const GroupStepSchema = z.object({
  ...stepBase,
  kind: z.literal('group'),
  fields: z.array(GroupFieldSchema),
})

/** Text only, with 'Continua'; it records no answer. */
export const InfoStepSchema = z.object({
  ...stepBase,
  kind: z.literal('info'),
})

/** A location answer: five-digit CAP, optionally followed by ' - city'. */
export const PostcodeStepSchema = z.object({
  ...stepBase,
  kind: z.literal('postcode'),
  placeholder: optionalText(200),
})

export const TextStepSchema = z.object({
  ...stepBase,
  kind: z.literal('text'),
  placeholder: optionalText(200),
  // A consumption given as text needs at least 3 characters after trimming.
  minLength: z.int().min(1).default(3),
  maxLength: z.int().min(1).max(2000).default(500),
})

/**
 * A number with − and + buttons, e.g. kWh per year: the buttons move by `step` between `min` and `max`, and a typed
 * value must be on that grid. Without `default` the field starts empty, so nobody sends a value they never chose.
 */
export const NumberStepSchema = z.object({
  ...stepBase,
  kind: z.literal('number'),
  min: z.number(),
  max: z.number().optional(),
  step: z.number(),
  default: z.number().optional(),
  unit: z.string().trim().min(1).max(40),
})

/** The final contact form; its data is validated by the final contact form schema, not as an answer. */
export const ContactStepSchema = z.object({
  ...stepBase,
  kind: z.literal('contact'),
})

export const QuestionnaireStepSchema = z.discriminatedUnion(
  'kind',
  [
    SingleStepSchema,
    MultipleStepSchema,
    GroupStepSchema,
    InfoStepSchema,
    PostcodeStepSchema,
    TextStepSchema,
    NumberStepSchema,
    ContactStepSchema,
  ],
  { error: m.unknownStepKind },
)
export type QuestionnaireStep = z.infer<typeof QuestionnaireStepSchema>
export type StepKind = QuestionnaireStep['kind']
export type SingleStep = z.infer<typeof SingleStepSchema>
export type MultipleStep = z.infer<typeof MultipleStepSchema>
export type GroupStep = z.infer<typeof GroupStepSchema>
export type InfoStep = z.infer<typeof InfoStepSchema>
export type PostcodeStep = z.infer<typeof PostcodeStepSchema>
export type TextStep = z.infer<typeof TextStepSchema>
export type NumberStep = z.infer<typeof NumberStepSchema>
export type ContactStep = z.infer<typeof ContactStepSchema>

/** Something that records one answer: a step other than group/info/contact, or a field of a group. */
export type Question =
  | SingleStep
  | MultipleStep
  | PostcodeStep
  | TextStep
  | NumberStep
  | GroupField




function conditionLeaves(condition: Condition): Array<{ key: string; in: string[] }> {
  if ('all' in condition) return condition.all.flatMap(conditionLeaves)
  if ('any' in condition) return condition.any.flatMap(conditionLeaves)
  return [condition]
}

type Definition = {
  steps: QuestionnaireStep[]
}

/**
 * The checks a field-by-field schema cannot make. They guarantee the engine's assumptions: every
 * key is unique, a condition only looks back (so visibility is decided in one pass and nothing can
 * depend on itself), and every questionnaire ends with exactly one contact form.
 */
function checkStructure(definition: Definition, ctx: z.RefinementCtx): void {
  // An empty list is already refused as such.
  if (definition.steps.length === 0) return

  const issue = (path: Array<string | number>, message: string) =>
    ctx.addIssue({ code: 'custom', path: ['steps', ...path], message })

  const everyKey = new Set<string>()
  for (const step of definition.steps) {
    everyKey.add(step.key)
    if (step.kind === 'group') for (const field of step.fields) everyKey.add(field.key)
  }

  // What a condition may refer to: keys asked before the question that carries it.
  const askedBefore = new Map<string, { question: Question | null }>()
  const used = new Set<string>()

  const claimKey = (key: string, path: Array<string | number>) => {
    if (used.has(key)) issue([...path, 'key'], m.duplicateKey(key))
    used.add(key)
  }

  const checkCondition = (owner: string, condition: Condition | undefined, path: Array<string | number>) => {
    if (!condition) return
    for (const leaf of conditionLeaves(condition)) {
      const target = askedBefore.get(leaf.key)
      if (!target) {
        issue(
          [...path, 'condition'],
          everyKey.has(leaf.key) ? m.conditionForwardKey(owner, leaf.key) : m.conditionUnknownKey(owner, leaf.key),
        )
      } else if (!target.question || !isChoiceQuestion(target.question)) {
        issue([...path, 'condition'], m.conditionNotChoice(owner, leaf.key))
      } else {
        const values = new Set(target.question.options.map((option) => option.value))
        for (const value of leaf.in) {
          if (!values.has(value)) issue([...path, 'condition'], m.conditionUnknownValue(owner, leaf.key, value))
        }
      }
    }
  }

  const checkOptions = (key: string, options: ChoiceOption[], path: Array<string | number>) => {
    if (options.length === 0) issue([...path, 'options'], m.emptyOptions(key))
    const seen = new Set<string>()
    options.forEach((option, index) => {
      if (seen.has(option.value)) issue([...path, 'options', index, 'value'], m.duplicateOption(key, option.value))
      seen.add(option.value)
    })
  }

  let contactIndex = -1
  let contactCount = 0
  definition.steps.forEach((step, index) => {
    claimKey(step.key, [index])
    checkCondition(step.key, step.condition, [index])

    switch (step.kind) {
      case 'single':
      case 'multiple':
        checkOptions(step.key, step.options, [index])
        break
      case 'text':
        if (step.minLength > step.maxLength) issue([index, 'minLength'], m.textLengths(step.key))
        break
      case 'number': {
        if (!(step.step > 0)) issue([index, 'step'], m.numberStep(step.key))
        if (step.max !== undefined && step.max < step.min) issue([index, 'max'], m.numberRange(step.key))
        const initial = step.default
        const defaultInRange = initial === undefined || (initial >= step.min && (step.max === undefined || initial <= step.max))
        if (!defaultInRange || (initial !== undefined && step.step > 0 && !isOnStep(initial, step.min, step.step))) {
          issue([index, 'default'], m.numberDefault(step.key))
        }
        break
      }
      case 'group': {
        if (step.fields.length === 0) issue([index, 'fields'], m.emptyGroup(step.key))
        step.fields.forEach((field, fieldIndex) => {
          const path = [index, 'fields', fieldIndex]
          claimKey(field.key, path)
          checkCondition(field.key, field.condition, path)
          if (field.kind === 'text') {
            if (field.minLength > field.maxLength) issue([...path, 'minLength'], m.textLengths(field.key))
          } else {
            checkOptions(field.key, field.options, path)
          }
          // Later fields of the same screen may depend on this one.
          if (!askedBefore.has(field.key)) askedBefore.set(field.key, { question: field })
        })
        break
      }
      case 'contact':
        contactCount++
        if (contactIndex >= 0) issue([index, 'kind'], m.contactTwice(step.key))
        else contactIndex = index
        if (step.condition) issue([index, 'condition'], m.contactCondition(step.key))
        break
    }

    // A group, info or contact key records no answer: a condition on it is refused as "not a choice".
    if (!askedBefore.has(step.key)) {
      askedBefore.set(step.key, { question: step.kind === 'group' ? null : (stepQuestions(step)[0] ?? null) })
    }
  })

  // With two contact forms, removing the extra one is the fix; saying the first is not last would mislead.
  if (contactIndex < 0) {
    ctx.addIssue({ code: 'custom', path: ['steps'], message: m.contactMissing })
  } else if (contactCount === 1 && contactIndex !== definition.steps.length - 1) {
    issue([contactIndex, 'kind'], m.contactNotLast(definition.steps[contactIndex].key))
  }
}


export const QuestionnaireDefinitionSchema = z
  .object({
    /** The service the questionnaire belongs to, e.g. 'luce-gas'. */
    service: z
      .string({ error: m.invalidSlug })
      .regex(SLUG_PATTERN, m.invalidSlug)
      .max(60, m.invalidSlug),
    title: z.string({ error: m.titleRequired }).trim().min(1, m.titleRequired).max(120),
    /** Submitted answers name the version they were given against, so the server validates them against that one. */
    version: z.int({ error: m.invalidVersion }).min(1, m.invalidVersion),
    steps: z.array(QuestionnaireStepSchema, { error: m.noSteps }).min(1, m.noSteps).max(50),
  })
  .superRefine(checkStructure)
export type QuestionnaireDefinition = z.infer<typeof QuestionnaireDefinitionSchema>
/** The shape an editor or a fixture writes, before defaults (text lengths) are filled in. */
export type QuestionnaireDefinitionInput = z.input<typeof QuestionnaireDefinitionSchema>

export type DefinitionIssue = { path: string; message: string }

/**
 * Parses a definition and words every problem in Italian, including zod's own type errors (which
 * would otherwise be English), for the CMS to show beside the questionnaire being edited.
 */
export function parseQuestionnaireDefinition(
  input: unknown,
): { success: true; data: QuestionnaireDefinition } | { success: false; issues: DefinitionIssue[] } {
  const result = QuestionnaireDefinitionSchema.safeParse(input, { error: italianLocale().localeError })
  if (result.success) return { success: true, data: result.data }
  return {
    success: false,
    issues: result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  }
}
