'use client'
import { useRowLabel } from '@payloadcms/ui'
import { rowNumberText } from './rowNumber.ts'

type Props = { kind: string; textField: string }

/**
 * A page section's title in the admin: its number, its kind and its heading (the name the editor gave the section,
 * where there is one), so the folded list of sections reads like the page.
 */
export const BlockTitle = ({ kind, textField }: Props) => {
  const { data, rowNumber } = useRowLabel<Record<string, unknown>>()
  const named = [data?.blockName, data?.[textField]].find((text): text is string => typeof text === 'string' && text.trim() !== '')
  return (
    <span style={{ display: 'inline-flex', gap: '0.5rem', alignItems: 'baseline', flexWrap: 'wrap' }}>
      <span>{rowNumberText(rowNumber)}</span>
      <span className="pill pill--style-white pill--size-small">{kind}</span>
      <strong className="row-title">{named ?? 'Senza titolo'}</strong>
    </span>
  )
}
