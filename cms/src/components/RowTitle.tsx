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
  const { data } = useRowLabel<Record<string, unknown>>()
  const text = data?.[textField]
  return <TitledRow text={typeof text === 'string' ? text : null} field={field} />
}

/** A row's title: `text` when there is some, else the array's singular label and the row's number. */
export function TitledRow({ text, field }: { text: string | null; field: ArrayFieldClient }) {
  const { rowNumber } = useRowLabel()
  const { i18n } = useTranslation()
  const untitled = `${getTranslation(field.labels?.singular ?? '', i18n)} ${rowNumberText(rowNumber)}`
  return <span className="row-title">{text?.trim() ? text : untitled}</span>
}
