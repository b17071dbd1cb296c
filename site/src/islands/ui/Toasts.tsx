import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react'

export type ToastInput = { title: string; description?: string; tone?: 'success' | 'error'; durationMs?: number }
type Toast = ToastInput & { id: number }

/** How long a toast stays: an error longer, as it usually asks the reader to do something. */
export const TOAST_SHORT = 3000
export const TOAST_DEFAULT = 5000
export const TOAST_LONG = 8000

/** At most this many toasts at once; an older one makes room for a newer. */
const SHOWN = 4

const ToastContext = createContext<(toast: ToastInput) => void>(() => {})

/** Shows a toast in the nearest ToastProvider. */
export function useToast() {
  return useContext(ToastContext)
}

const CARRIED_TOAST = 'carried-toast'

/** Keeps a toast for the next page of this tab (e.g. 'Accesso effettuato!' shown once the area has loaded). */
export function carryToast(toast: ToastInput) {
  sessionStorage.setItem(CARRIED_TOAST, JSON.stringify(toast))
}

/** Shows, once, the toast the previous page carried over. */
export function useCarriedToast() {
  const show = useToast()
  useEffect(() => {
    const carried = sessionStorage.getItem(CARRIED_TOAST)
    if (!carried) return
    sessionStorage.removeItem(CARRIED_TOAST)
    try {
      show(JSON.parse(carried) as ToastInput)
    } catch {
      // A value that is not ours: nothing to show.
    }
  }, [show])
}

function ToastCard({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  const error = toast.tone === 'error'
  return (
    <div
      data-testid="toast"
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border p-4 shadow-lg ${error ? 'border-red-300 bg-red-50' : 'border-brand-300 bg-white'}`}
    >
      <div className="flex-1">
        <p className={`font-bold ${error ? 'text-red-800' : 'text-brand-800'}`}>{toast.title}</p>
        {toast.description && <p className="mt-1 text-sm text-slate-700">{toast.description}</p>}
      </div>
      <button type="button" onClick={onClose} className="rounded px-1 text-lg leading-none text-slate-500 hover:text-slate-900" aria-label="Chiudi notifica">
        ×
      </button>
    </div>
  )
}

/**
 * The island's toasts. Both live regions are in the page from the start, so assistive technology is listening
 * before a message arrives: a success is read politely, an error at once. Each toast closes by itself after its
 * duration, or with its close button.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([])
  const nextId = useRef(1)
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>())

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id))
    clearTimeout(timers.current.get(id))
    timers.current.delete(id)
  }, [])

  const show = useCallback(
    (toast: ToastInput) => {
      const id = nextId.current++
      setToasts((current) => [...current.slice(1 - SHOWN), { ...toast, id }])
      const duration = toast.durationMs ?? (toast.tone === 'error' ? TOAST_LONG : TOAST_DEFAULT)
      timers.current.set(id, setTimeout(() => dismiss(id), duration))
    },
    [dismiss],
  )

  useEffect(() => {
    const pending = timers.current
    return () => pending.forEach((timer) => clearTimeout(timer))
  }, [])

  const cards = (error: boolean) =>
    toasts.filter((toast) => (toast.tone === 'error') === error).map((toast) => <ToastCard key={toast.id} toast={toast} onClose={() => dismiss(toast.id)} />)

  return (
    <ToastContext.Provider value={show}>
      {children}
      <div aria-label="Notifiche" role="region" className="pointer-events-none fixed inset-x-0 bottom-0 z-[70] flex flex-col items-center gap-2 p-4 sm:items-end">
        <div role="status" aria-live="polite" className="contents">
          {cards(false)}
        </div>
        <div role="alert" className="contents">
          {cards(true)}
        </div>
      </div>
    </ToastContext.Provider>
  )
}
