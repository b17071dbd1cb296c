import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react'

export type ToastInput = { title: string; description?: string; tone?: 'success' | 'error'; durationMs?: number }
type Toast = ToastInput & { id: number }

/** How long each kind of toast stays on screen. */
export const TOAST_SHORT = 3000
export const TOAST_DEFAULT = 5000
export const TOAST_LONG = 8000

const ToastContext = createContext<(toast: ToastInput) => void>(() => {})

export function useToast() {
  return useContext(ToastContext)
}

const CARRIED_TOAST = 'merchant-area-toast'

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

/**
 * A toast region announced to screen readers: successes politely, errors at once (role="alert"). Each toast
 * closes by itself after its duration, or with its close button.
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
      setToasts((current) => [...current.slice(-3), { ...toast, id }])
      timers.current.set(id, setTimeout(() => dismiss(id), toast.durationMs ?? TOAST_DEFAULT))
    },
    [dismiss],
  )

  useEffect(() => {
    const pending = timers.current
    return () => pending.forEach((timer) => clearTimeout(timer))
  }, [])

  return (
    <ToastContext.Provider value={show}>
      {children}
      <div aria-label="Notifiche" role="region" className="pointer-events-none fixed inset-x-0 bottom-0 z-[70] flex flex-col items-center gap-2 p-4 sm:items-end">
        {toasts.map((toast) => (
          <div
            key={toast.id}
            role={toast.tone === 'error' ? 'alert' : 'status'}
            data-testid="toast"
            className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border p-4 shadow-lg ${
              toast.tone === 'error' ? 'border-red-200 bg-red-50 text-red-900' : 'border-brand-200 bg-white text-ink-900'
            }`}
          >
            <div className="flex-1">
              <p className="font-semibold">{toast.title}</p>
              {toast.description && <p className="mt-1 text-sm">{toast.description}</p>}
            </div>
            <button type="button" onClick={() => dismiss(toast.id)} className="rounded px-1 text-lg leading-none text-slate-500 hover:text-slate-900" aria-label="Chiudi notifica">
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  )
}
