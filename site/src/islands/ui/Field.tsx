import type { InputHTMLAttributes, ReactNode, Ref } from 'react'
import { checkboxClass } from './inputClasses.ts'

/** What a field's control carries so a screen reader reads it with its label, hint and error. */
export type ControlProps = { id: string; 'aria-invalid': boolean; 'aria-describedby': string }

export function Label({ htmlFor, className = '', children }: { htmlFor: string; className?: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className={`mb-1 block text-sm font-semibold text-slate-800 ${className}`}>
      {children}
    </label>
  )
}

/**
 * A labelled control with its hint and its error. The control is drawn by `children`, which gets the id and the
 * aria attributes that tie it to the hint and the error, so no field can be left unwired.
 */
export function Field({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string
  label: ReactNode
  hint?: ReactNode
  error?: string
  className?: string
  children: (control: ControlProps) => ReactNode
}) {
  const control: ControlProps = { id, 'aria-invalid': Boolean(error), 'aria-describedby': hint ? `${id}-hint ${id}-error` : `${id}-error` }
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      {children(control)}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <FieldMessage id={`${id}-error`} error={error} />
    </div>
  )
}

/** A field's error: always in the page (so the layout does not jump), announced when it appears. */
export function FieldMessage({ id, error }: { id: string; error?: string }) {
  return (
    <p id={id} role={error ? 'alert' : undefined} className="mt-1 min-h-5 text-sm font-medium text-red-700">
      {error}
    </p>
  )
}

type CheckboxProps = { children: ReactNode; className?: string; ref?: Ref<HTMLInputElement> } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'children'>

/** A checkbox with its words beside it (a consent, an option): the whole line is the click target. */
export function Checkbox({ children, className = '', ...input }: CheckboxProps) {
  return (
    <label className={`flex items-start gap-3 ${className}`}>
      <input type="checkbox" className={`mt-0.5 ${checkboxClass}`} {...input} />
      <span>{children}</span>
    </label>
  )
}
