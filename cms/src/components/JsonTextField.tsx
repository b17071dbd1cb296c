'use client'
import { FieldDescription, FieldError, FieldLabel, useField } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'
import { useCallback, useEffect, useRef, useState } from 'react'

const INVALID_JSON = 'JSON non valido: correggi il testo prima di salvare.'

/** Payload's own input look (its theme's variables), in a monospaced font. */
const box = {
  fontFamily: 'var(--font-mono, monospace)',
  fontSize: '0.8125rem',
  lineHeight: 1.5,
  padding: '0.75rem',
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 'var(--style-radius-s, 4px)',
  color: 'var(--theme-elevation-800)',
} as const

const format = (value: unknown): string => (value === undefined || value === null ? '' : JSON.stringify(value, null, 2))

/**
 * /admin, every JSON field (a lead's answers and estimate, a queued e-mail's input and error, the audit log's
 * counts): the value as indented text, in a text box where it may be edited. Payload's own field is the Monaco
 * editor, which it loads from a CDN: the admin's CSP allows scripts from our origin only.
 */
export const JsonTextField: JSONFieldClientComponent = ({ field, path: pathFromProps, readOnly: readOnlyProp }) => {
  const readOnly = readOnlyProp || field.admin?.readOnly
  const [invalid, setInvalid] = useState(false)
  const validate = useCallback(() => (invalid ? INVALID_JSON : true), [invalid])
  const { disabled, path, setValue, showError, value } = useField<unknown>({ potentiallyStalePath: pathFromProps, validate })
  const [text, setText] = useState(() => format(value))
  // The form's value changes from outside too (a reset, a reload after saving): show it unless it is our own edit.
  const ownEdit = useRef(false)
  useEffect(() => {
    if (!ownEdit.current) setText(format(value))
    ownEdit.current = false
  }, [value])

  const label = <FieldLabel label={field.label} localized={field.localized} path={path} required={field.required} />
  const description = <FieldDescription description={field.admin?.description} path={path} />
  if (readOnly || disabled) {
    return (
      <div className="field-type json-field read-only">
        {label}
        <pre style={{ ...box, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: '30rem', overflow: 'auto', margin: 0, background: 'var(--theme-elevation-50)' }}>
          {text || '—'}
        </pre>
        {description}
      </div>
    )
  }
  return (
    <div className={`field-type json-field${showError ? ' error' : ''}`}>
      {label}
      <FieldError message={INVALID_JSON} path={path} showError={showError} />
      <textarea
        id={`field-${path.replace(/\./g, '__')}`}
        value={text}
        rows={Math.min(Math.max(text.split('\n').length, 3), 20)}
        spellCheck={false}
        style={{ ...box, width: '100%', resize: 'vertical', background: 'var(--theme-input-bg)' }}
        onChange={(event) => {
          const written = event.target.value
          setText(written)
          try {
            ownEdit.current = true
            setValue(written.trim() === '' ? null : JSON.parse(written))
            setInvalid(false)
          } catch {
            ownEdit.current = false
            setInvalid(true)
          }
        }}
      />
      {description}
    </div>
  )
}
