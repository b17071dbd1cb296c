import { useEffect, type ReactNode } from 'react'
import type { FieldError } from 'react-hook-form'

export const inputClass =
  'mt-1 block min-h-12 w-full rounded-xl border bg-white px-4 py-3 text-base text-ink-900 shadow-sm focus:border-brand-700 focus:outline-2 focus:outline-brand-700 aria-[invalid=true]:border-red-600'

/** A labelled control with its error, linked through aria-describedby so a screen reader reads both. */
export function Field({ id, label, error, children }: { id: string; label: string; error?: FieldError; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children}
      <FieldMessage id={`${id}-error`} error={error} />
    </div>
  )
}

export function FieldMessage({ id, error }: { id: string; error?: FieldError }) {
  return (
    <p id={id} role={error?.message ? 'alert' : undefined} className="mt-1 min-h-5 text-sm font-medium text-red-700">
      {error?.message}
    </p>
  )
}

/** aria attributes for a control whose error is shown by FieldMessage. */
export function describedBy(id: string, error?: FieldError) {
  return { 'aria-invalid': error ? true : false, 'aria-describedby': `${id}-error` } as const
}

export type Toast = { kind: 'success' | 'error'; title: string; text: string }

/**
 * The toast region: always in the page so assistive technology is listening before a message arrives.
 * Success is a polite status, an error an alert; each goes away after a few seconds or when closed.
 */
export function ToastRegion({ toast, onClose }: { toast: Toast | null; onClose: () => void }) {
  useEffect(() => {
    if (!toast) return
    const timer = setTimeout(onClose, toast.kind === 'success' ? 5000 : 8000)
    return () => clearTimeout(timer)
  }, [toast, onClose])
  return (
    <div className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex justify-center sm:inset-x-auto sm:right-6 sm:bottom-6">
      <div role="status" aria-live="polite" className="contents">
        {toast?.kind === 'success' && <ToastCard toast={toast} onClose={onClose} />}
      </div>
      <div role="alert" className="contents">
        {toast?.kind === 'error' && <ToastCard toast={toast} onClose={onClose} />}
      </div>
    </div>
  )
}

function ToastCard({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  const tone = toast.kind === 'success' ? 'border-brand-300 bg-white' : 'border-red-300 bg-red-50'
  return (
    <div className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border p-4 shadow-lg ${tone}`} data-testid="toast">
      <div className="flex-1">
        <p className={`font-bold ${toast.kind === 'success' ? 'text-brand-800' : 'text-red-800'}`}>{toast.title}</p>
        <p className="mt-1 text-sm text-slate-700">{toast.text}</p>
      </div>
      <button type="button" onClick={onClose} className="rounded p-1 text-slate-500 hover:text-slate-800" aria-label="Chiudi notifica">
        ✕
      </button>
    </div>
  )
}

/** Sends a form to its public endpoint; the server's field errors come back to be shown under the fields. */
export async function submitForm(
  path: string,
  body: unknown,
): Promise<{ ok: true } | { ok: false; issues: { path: string; message: string }[] }> {
  try {
    const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    if (response.ok) return { ok: true }
    const answer = (await response.json().catch(() => ({}))) as { issues?: { path: string; message: string }[] }
    return { ok: false, issues: response.status === 400 ? (answer.issues ?? []) : [] }
  } catch (error) {
    console.error('Invio del modulo non riuscito:', error)
    return { ok: false, issues: [] }
  }
}
