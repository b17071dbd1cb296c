import { genericMessages } from '#content-schema/messages.ts'
/** Something is on its way from the server: a spinner with its words, read out once. */
export function Loading({ label = genericMessages.loading }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-slate-600">
      <span aria-hidden="true" className="h-8 w-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600" />
      <span>{label}</span>
    </div>
  )
}

/** A list or page that could not be loaded, with the way to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-6 text-center text-red-800">
      <p>Impossibile caricare i dati.</p>
      <button type="button" onClick={onRetry} className="mt-2 font-semibold underline">
        Riprova
      </button>
    </div>
  )
}
