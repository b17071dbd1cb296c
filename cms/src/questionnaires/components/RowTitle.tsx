'use client'
import { useRowLabel } from '@payloadcms/ui'

type Props = { textField: string; fallback: string }

/** An array row titled by one of its fields (an option by its text, a group field by its label). */
export const RowTitle = ({ textField, fallback }: Props) => {
  const { data, rowNumber } = useRowLabel<Record<string, unknown>>()
  const text = data?.[textField]
  return <span className="questionnaire-row-title">{typeof text === 'string' && text.trim() ? text : `${fallback} ${String((rowNumber ?? 0) + 1).padStart(2, '0')}`}</span>
}
