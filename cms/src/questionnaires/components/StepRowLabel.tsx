'use client'
import { useFormFields, useRowLabel } from '@payloadcms/ui'
import { stepKindLabels, type StepKindSlug } from '../stepKinds.ts'
import { problemsOfStep } from '../problemLines.ts'
import { firstErrorUnder, type FormFields } from './formRows.ts'
import { rowNumberText } from '../../components/rowNumber.ts'

/**
 * A step's title in the admin: its number, its kind and its question, so the collapsed list reads like the
 * questionnaire; in red, the message that concerns this step — from a refused publication, or else from the
 * problems stored with the draft at its last save.
 */
export const StepRowLabel = () => {
  const { data, path, rowNumber } = useRowLabel<{ blockType?: string; question?: string }>()
  const error = useFormFields(
    ([fields]) => firstErrorUnder(fields as FormFields, path) ?? problemsOfStep(fields.problems?.value, rowNumber ?? 0)[0],
  )
  const kind = stepKindLabels[data?.blockType as StepKindSlug]?.singular
  const question = typeof data?.question === 'string' && data.question.trim() ? data.question : 'Domanda da scrivere'
  return (
    <span className="questionnaire-step-label" style={{ display: 'inline-flex', gap: '0.5rem', alignItems: 'baseline', flexWrap: 'wrap' }}>
      <span className="questionnaire-step-label__number">{rowNumberText(rowNumber)}</span>
      {kind && <span className="pill pill--style-white pill--size-small">{kind}</span>}
      <strong className="questionnaire-step-label__question">{question}</strong>
      {error && (
        <span className="questionnaire-step-label__error" role="alert" style={{ color: 'var(--theme-error-500)', fontWeight: 'normal' }}>
          {error}
        </span>
      )}
    </span>
  )
}
