import { useId, useState } from 'react'
import { questionnaireMessages } from '#content-schema/messages.ts'
import type {
  ChoiceOption,
  GroupField,
  MultipleStep,
  NumberStep,
  QuestionnaireDefinition,
  SingleStep,
  TextStep,
} from '#content-schema/questionnaire/definition.ts'
import { canContinueGroup, isAnswered, visibleFields, type AnswerValue, type Answers } from '#content-schema/questionnaire/engine.ts'
import { numberAnswerProblem } from '#content-schema/questionnaire/questions.ts'
import { formatItalianNumber, parseItalianNumber } from '#content-schema/numberFormat.ts'
import type { UiTexts } from '#content-schema/content/uiTexts.ts'
import { buttonClass } from '../ui/buttonClasses.ts'
import { Label } from '../ui/Field.tsx'
import { inputClass } from '../ui/inputClasses.ts'
import { continueSelectedLabel } from './texts.ts'

/** The editors' wording of the questionnaire's buttons. */
type Texts = { texts: UiTexts['questionnaire'] }

// `data-queued`: tapped before the island was ready (site/src/scripts/earlyTaps.js), shown as chosen until it is replayed.
const optionClass = (selected: boolean) =>
  `flex w-full min-h-14 flex-col items-start justify-center rounded-xl border-2 px-4 py-3 text-left transition-colors data-queued:border-brand-700 data-queued:bg-brand-50 ${
    selected ? 'border-brand-700 bg-brand-50' : 'border-slate-200 bg-white hover:border-brand-600 hover:bg-brand-50'
  }`

function OptionText({ option }: { option: ChoiceOption }) {
  return (
    <>
      <span className="font-semibold text-ink-900">{option.title}</span>
      {option.description && <span className="mt-0.5 text-sm text-slate-600">{option.description}</span>}
    </>
  )
}

/** Picking an option records it and moves on at once. */
export function SingleView({ step, value, onPick }: { step: SingleStep; value: AnswerValue | undefined; onPick: (value: string) => void }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {step.options.map((option) => (
        <li key={option.value}>
          <button type="button" className={optionClass(value === option.value)} aria-pressed={value === option.value} onClick={() => onPick(option.value)}>
            <OptionText option={option} />
          </button>
        </li>
      ))}
    </ul>
  )
}

function toggle(list: string[], value: string): string[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value]
}

/** Options toggle; 'Continua (N selezionat[o/i])' appears once one is chosen. */
export function MultipleView({
  texts,
  step,
  value,
  onChange,
  onContinue,
}: {
  step: MultipleStep
  value: AnswerValue | undefined
  onChange: (value: string[]) => void
  onContinue: () => void
} & Texts) {
  const selected = Array.isArray(value) ? value : []
  return (
    <div>
      <ul className="grid gap-3 sm:grid-cols-2">
        {step.options.map((option) => (
          <li key={option.value}>
            <button
              type="button"
              className={optionClass(selected.includes(option.value))}
              aria-pressed={selected.includes(option.value)}
              onClick={() => onChange(toggle(selected, option.value))}
            >
              <OptionText option={option} />
            </button>
          </li>
        ))}
      </ul>
      {selected.length > 0 && (
        <div className="mt-6">
          <button type="button" className={buttonClass('primary', 'large')} onClick={onContinue}>
            {continueSelectedLabel(texts, selected.length)}
          </button>
        </div>
      )}
    </div>
  )
}

function GroupFieldView({ texts, field, value, onChange }: { field: GroupField; value: AnswerValue | undefined; onChange: (value: AnswerValue) => void } & Texts) {
  const id = useId()
  const legend = (
    <>
      <span className="block font-semibold text-ink-900">{field.label}</span>
      {field.subtitle && <span className="mt-0.5 block text-sm text-slate-600">{field.subtitle}</span>}
    </>
  )
  if (field.kind === 'text') {
    return (
      <div>
        <label htmlFor={id} className="mb-1 block">
          {legend}
        </label>
        <input
          id={id}
          type="text"
          value={typeof value === 'string' ? value : ''}
          placeholder={field.placeholder}
          maxLength={field.maxLength}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass}
        />
      </div>
    )
  }
  if (field.kind === 'select') {
    return (
      <div>
        <label htmlFor={id} className="mb-1 block">
          {legend}
        </label>
        <select
          id={id}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass}
        >
          <option value="">{field.placeholder ?? texts.selectPlaceholder}</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.title}
            </option>
          ))}
        </select>
      </div>
    )
  }
  const multiple = field.kind === 'multiselect'
  const selected = Array.isArray(value) ? value : typeof value === 'string' ? [value] : []
  return (
    <fieldset>
      <legend>{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {field.options.map((option) => {
          const checked = selected.includes(option.value)
          return (
            <label
              key={option.value}
              className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border-2 px-3 py-2 text-sm font-medium has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600 has-[[data-queued]]:border-brand-700 has-[[data-queued]]:bg-brand-50 ${
                checked ? 'border-brand-700 bg-brand-50 text-ink-900' : 'border-slate-200 bg-white text-slate-800 hover:border-brand-600'
              }`}
            >
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={`${id}-${field.key}`}
                value={option.value}
                checked={checked}
                onChange={() => onChange(multiple ? toggle(selected, option.value) : option.value)}
                className="h-4 w-4 accent-brand-700"
              />
              {option.title}
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}

/** Several fields on one screen; 'Continua' appears once every visible field is answered. */
export function GroupView({
  texts,
  definition,
  answers,
  stepIndex,
  onChange,
  onContinue,
}: {
  definition: QuestionnaireDefinition
  answers: Answers
  stepIndex: number
  onChange: (key: string, value: AnswerValue) => void
  onContinue: () => void
} & Texts) {
  const fields = visibleFields(definition, answers, stepIndex)
  return (
    <div className="grid gap-6">
      {fields.map((field) => (
        <GroupFieldView key={field.key} texts={texts} field={field} value={answers[field.key]} onChange={(value) => onChange(field.key, value)} />
      ))}
      {canContinueGroup(definition, answers, stepIndex) && (
        <div>
          <button type="button" className={buttonClass('primary', 'large')} onClick={onContinue}>
            {texts.continue}
          </button>
        </div>
      )}
    </div>
  )
}

/** Free text of at least the step's minimum length (3 for a consumption given as text). */
export function TextView({ texts, step, value, onSubmit }: { step: TextStep; value: AnswerValue | undefined; onSubmit: (value: string) => void } & Texts) {
  const id = useId()
  const [text, setText] = useState(typeof value === 'string' ? value : '')
  const ready = text.trim().length >= step.minLength
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        if (ready) onSubmit(text.trim())
      }}
    >
      <label htmlFor={id} className="sr-only">
        {step.question}
      </label>
      <input
        id={id}
        type="text"
        value={text}
        placeholder={step.placeholder}
        maxLength={step.maxLength}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={`${id}-hint`}
        className={inputClass}
      />
      <p id={`${id}-hint`} aria-live="polite" className="mt-2 min-h-5 text-sm text-slate-600">
        {text.length > 0 && !ready ? questionnaireMessages.textTooShort(step.minLength) : ''}
      </p>
      <button type="submit" className={`${buttonClass('primary', 'large')} mt-4`} disabled={!ready}>
        {texts.continue}
      </button>
    </form>
  )
}

/** The stepper (kWh per year): minimum, step and starting value from the definition. */
/**
 * The number step: empty unless the step has a starting value, typed as an Italian writes it ("3.200" is three
 * thousand two hundred) or moved by − and + in the step's increments, from the minimum when still empty. The problem,
 * if any, is the server's own message, shown once something is typed.
 */
export function NumberView({ texts, step, value, onSubmit }: { step: NumberStep; value: AnswerValue | undefined; onSubmit: (value: number) => void } & Texts) {
  const id = useId()
  const hintId = useId()
  const initial = typeof value === 'number' ? value : step.default
  const [typed, setTyped] = useState(initial === undefined ? '' : formatItalianNumber(initial, 6))
  const amount = parseItalianNumber(typed)
  const problem = typed.trim() === '' ? undefined : numberAnswerProblem(step, amount)
  const valid = typed.trim() !== '' && problem === undefined
  const clamp = (next: number) => Math.max(step.min, step.max === undefined ? next : Math.min(step.max, next))
  const move = (by: number) => setTyped(formatItalianNumber(Number.isFinite(amount) ? clamp(amount + by) : step.min, 6))
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        if (valid && isAnswered(amount)) onSubmit(amount)
      }}
    >
      <Label htmlFor={id}>{step.unit}</Label>
      <div className="flex items-stretch gap-2">
        <button type="button" className="min-h-12 w-14 rounded-xl border-2 border-slate-300 text-2xl font-bold text-ink-900 hover:border-brand-600" aria-label={`Diminuisci di ${formatItalianNumber(step.step, 6)}`} onClick={() => move(-step.step)}>
          −
        </button>
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          aria-describedby={hintId}
          aria-invalid={problem !== undefined}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          className="block min-h-12 w-full max-w-48 rounded-xl border border-slate-500 bg-white px-4 py-3 text-center text-xl font-bold text-ink-900 focus:border-brand-700 focus:outline-2 focus:outline-brand-700"
        />
        <button type="button" className="min-h-12 w-14 rounded-xl border-2 border-slate-300 text-2xl font-bold text-ink-900 hover:border-brand-600" aria-label={`Aumenta di ${formatItalianNumber(step.step, 6)}`} onClick={() => move(step.step)}>
          +
        </button>
      </div>
      <p id={hintId} aria-live="polite" className="mt-2 min-h-5 text-sm text-red-700">
        {problem ?? ''}
      </p>
      <button type="submit" className={`${buttonClass('primary', 'large')} mt-4`} disabled={!valid}>
        {texts.continue}
      </button>
    </form>
  )
}
