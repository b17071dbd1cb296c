import type { ReactNode } from 'react'

export const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink-900 outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-200 aria-[invalid=true]:border-red-500'
export const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60'
export const secondaryButton =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-semibold text-ink-900 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60'

export function Spinner({ label = 'Caricamento...' }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-slate-600">
      <span aria-hidden="true" className="h-8 w-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600" />
      <span>{label}</span>
    </div>
  )
}

/** A labelled form field with its error text announced when it appears. */
export function Field({ id, label, error, children, hint }: { id: string; label: string; error?: string; children: ReactNode; hint?: string }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      <p id={`${id}-error`} aria-live="polite" className="mt-1 min-h-0 text-sm text-red-700">
        {error}
      </p>
    </div>
  )
}
