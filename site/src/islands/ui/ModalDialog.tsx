import { useEffect, useRef, type ReactNode } from 'react'

const widths = { md: 'max-w-md', lg: 'max-w-lg', xl: 'max-w-[40rem]' } as const

type Props = {
  open: boolean
  /** Called for Esc and the close button; the caller decides by setting `open`. */
  onClose: () => void
  /** With a title the dialog draws its own header (the title and a close button) above a scrolling body. */
  title?: string
  /** Without a title, the id of the heading the content draws. */
  labelledBy?: string
  /** While true (e.g. a request on its way) Esc does nothing. */
  busy?: boolean
  width?: keyof typeof widths
  children: ReactNode
}

/**
 * Every modal of the islands, on the native <dialog>: focus moves in, Esc closes, the page behind is inert.
 * The content is drawn only while open, so it starts afresh each time.
 */
export function ModalDialog({ open, onClose, title, labelledBy, busy = false, width = 'lg', children }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  return (
    <dialog
      ref={ref}
      aria-label={title}
      aria-labelledby={title ? undefined : labelledBy}
      onCancel={(event) => {
        event.preventDefault()
        if (!busy) onClose()
      }}
      // Closed by the browser itself (a repeated Esc is not always cancellable): the caller's state follows.
      onClose={() => open && onClose()}
      className={`m-auto w-[calc(100%-2rem)] rounded-2xl bg-white p-0 shadow-xl backdrop:bg-slate-900/50 ${widths[width]}`}
    >
      {open &&
        (title ? (
          <div className="flex max-h-[85vh] flex-col">
            <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
              <h2 className="text-lg font-semibold text-ink-900">{title}</h2>
              <button type="button" onClick={onClose} className="rounded-lg px-2 py-1 text-slate-500 hover:bg-slate-100" aria-label="Chiudi">
                ✕
              </button>
            </div>
            <div className="overflow-y-auto px-5 py-4 text-slate-700">{children}</div>
          </div>
        ) : (
          children
        ))}
    </dialog>
  )
}
