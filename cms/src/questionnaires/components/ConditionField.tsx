'use client'
import { useAllFormFields, useField } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'
import { useMemo } from 'react'
import type { Condition } from '#content-schema'
import {
  conditionToDraft,
  describeCondition,
  draftToCondition,
  earlierQuestions,
  type ConditionDraft,
  type FormFields,
} from './formRows.ts'

const baseClass = 'questionnaire-condition'

/**
 * "Quando mostrarlo": always, or when the answers to earlier choice questions are among the ticked options —
 * every rule ("tutte") or at least one ("almeno una"). The questions and options are read from the form as
 * it is being edited, so a question added above is offered at once; a rule on a question that is no longer
 * earlier stays visible, marked, until the editor changes it (publishing refuses it meanwhile).
 */
export const ConditionField: JSONFieldClientComponent = ({ path, readOnly, field }) => {
  // The form's current path, which follows the row when steps are moved (the prop may lag behind).
  const { value, setValue, errorMessage, showError, path: fieldPath } = useField<Condition | null>({
    potentiallyStalePath: path ?? field.name,
  })
  const [fields] = useAllFormFields()
  const questions = useMemo(() => earlierQuestions(fields as FormFields, fieldPath), [fields, fieldPath])
  const draft = conditionToDraft(value)
  const questionOf = (key: string) => questions.find((question) => question.key === key)?.question ?? key
  const disabled = Boolean(readOnly)
  const what = fieldPath.includes('.fields.') ? 'questo campo' : 'questo passo'

  const update = (next: ConditionDraft | null) => setValue(draftToCondition(next))
  const newRule = () => ({ key: questions[0]?.key ?? '', in: [] as string[] })

  let body: React.ReactNode
  if (draft === 'nested') {
    body = (
      <div>
        <p>Condizione composta: {describeCondition(value as Condition, questionOf)}</p>
        <button type="button" className="btn btn--style-secondary btn--size-small" disabled={disabled} onClick={() => update(null)}>
          Sostituisci con condizioni semplici
        </button>
      </div>
    )
  } else {
    const rules = draft?.rules ?? []
    const setRule = (index: number, rule: { key: string; in: string[] }) =>
      update({ match: draft?.match ?? 'all', rules: rules.map((old, i) => (i === index ? rule : old)) })
    body = (
      <>
        <label className={`${baseClass}__match`}>
          <span>Mostra {what}</span>{' '}
          <select
            aria-label="Quando mostrarlo"
            disabled={disabled || (questions.length === 0 && !draft)}
            value={draft ? draft.match : ''}
            onChange={(event) => {
              const match = event.target.value
              if (match === '') update(null)
              else update({ match: match as ConditionDraft['match'], rules: rules.length > 0 ? rules : [newRule()] })
            }}
          >
            <option value="">sempre</option>
            <option value="all">se sono vere tutte le condizioni</option>
            <option value="any">se è vera almeno una condizione</option>
          </select>
        </label>
        {questions.length === 0 && !draft && <p>Nessuna domanda a scelta prima di questa: {what} viene sempre mostrato.</p>}
        {rules.map((rule, index) => {
          const question = questions.find((earlier) => earlier.key === rule.key)
          const options = question?.options ?? []
          const stale = rule.in.filter((chosen) => !options.some((option) => option.value === chosen))
          return (
            <fieldset key={index} className={`${baseClass}__rule`}>
              <legend>Condizione {index + 1}</legend>
              <label>
                <span>Domanda precedente</span>{' '}
                <select
                  aria-label={`Domanda della condizione ${index + 1}`}
                  disabled={disabled}
                  value={rule.key}
                  onChange={(event) => setRule(index, { key: event.target.value, in: [] })}
                >
                  {!question && <option value={rule.key}>«{rule.key || '—'}» (non è una domanda precedente)</option>}
                  {questions.map((earlier) => (
                    <option key={earlier.key} value={earlier.key}>
                      {earlier.question}
                    </option>
                  ))}
                </select>
              </label>
              <div role="group" aria-label={`Risposte della condizione ${index + 1}`} className={`${baseClass}__answers`}>
                <span>Se la risposta è una di queste:</span>
                {[...options, ...stale.map((value) => ({ value, title: `${value} (non più tra le opzioni)` }))].map((option) => (
                  <label key={option.value} className={`${baseClass}__answer`}>
                    <input
                      type="checkbox"
                      disabled={disabled}
                      checked={rule.in.includes(option.value)}
                      onChange={(event) =>
                        setRule(index, {
                          key: rule.key,
                          in: event.target.checked ? [...rule.in, option.value] : rule.in.filter((chosen) => chosen !== option.value),
                        })
                      }
                    />{' '}
                    {option.title}
                  </label>
                ))}
              </div>
              <button
                type="button"
                className="btn btn--style-secondary btn--size-small"
                disabled={disabled}
                onClick={() => update({ match: draft?.match ?? 'all', rules: rules.filter((_, i) => i !== index) })}
              >
                Togli la condizione
              </button>
            </fieldset>
          )
        })}
        {draft && (
          <button
            type="button"
            className="btn btn--style-secondary btn--size-small"
            disabled={disabled || questions.length === 0}
            onClick={() => update({ match: draft.match, rules: [...rules, newRule()] })}
          >
            Aggiungi una condizione
          </button>
        )}
      </>
    )
  }

  return (
    <div className={`field-type ${baseClass}${showError ? ' error' : ''}`}>
      <span className={`field-label ${baseClass}__title`}>Quando mostrarlo</span>
      {errorMessage && (
        <p role="alert" className={`${baseClass}__error`}>
          {errorMessage}
        </p>
      )}
      {body}
      <style>{`
        .${baseClass}__title { display: block; margin-bottom: 0.25rem; }
        .${baseClass}__error { color: var(--theme-error-500); margin: 0.25rem 0; }
        .${baseClass} select { padding: 0.4rem; margin: 0.25rem 0; max-width: 100%; }
        .${baseClass}__rule { border: 1px solid var(--theme-elevation-150); padding: 0.5rem 0.75rem; margin: 0.5rem 0; }
        .${baseClass}__answers { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; margin: 0.5rem 0; }
        .${baseClass}__answers > span { flex-basis: 100%; }
      `}</style>
    </div>
  )
}
