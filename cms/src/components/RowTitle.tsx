'use client'
import { getTranslation } from '@payloadcms/translations'
import { useRowLabel, useTranslation } from '@payloadcms/ui'
import type { ArrayFieldClient } from 'payload'
import { rowNumberText } from './rowNumber.ts'

/** `textField` from `rowTitle`; `field`, the array itself, is what Payload passes every row label. */
type Props = { textField: string; field: ArrayFieldClient }

/**
 * An array row titled by one of its fields (a questionnaire option by its text, a legal text's section by its heading,
 * a menu item by its words); until that is written, by the array's singular label and the row's number, as Payload
 * titles rows («Voce del menu 03»).
 */
export const RowTitle = ({ textField, field }: Props) => {
  const { data, rowNumber } = useRowLabel<Record<string, unknown>>()
  const { i18n } = useTranslation()
  const text = data?.[textField]
  const untitled = `${getTranslation(field.labels?.singular ?? '', i18n)} ${rowNumberText(rowNumber)}`
  return <span className="row-title">{typeof text === 'string' && text.trim() ? text : untitled}</span>
}
