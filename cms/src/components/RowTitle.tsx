'use client'
import { useRowLabel } from '@payloadcms/ui'
import { rowNumberText } from './rowNumber.ts'

type Props = { textField: string; fallback: string }

/** An array row titled by one of its fields (a questionnaire option by its text, a legal text's section by its heading, a menu item by its words). */
export const RowTitle = ({ textField, fallback }: Props) => {
  const { data, rowNumber } = useRowLabel<Record<string, unknown>>()
  const text = data?.[textField]
  return <span className="row-title">{typeof text === 'string' && text.trim() ? text : `${fallback} ${rowNumberText(rowNumber)}`}</span>
}
