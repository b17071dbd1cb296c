import type { ReactNode } from 'react'

/** An admin section drawn as cards (returns, reviews): its intro, then the error, «Caricamento…», the empty text or the cards. */
export function CardsSection<T>({ intro, empty, error, rows, testId, children }: { intro: string; empty: string; error: string | null; rows: T[] | null; testId: string; children: (row: T) => ReactNode }) {
  return (
    <div className="space-y-4">
      <p className="max-w-3xl text-sm text-slate-600">{intro}</p>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {rows === null && !error && <p aria-live="polite">Caricamento…</p>}
      {rows?.length === 0 && <p className="text-slate-600">{empty}</p>}
      {rows && rows.length > 0 && (
        <div className="grid gap-3 lg:grid-cols-2" data-testid={testId}>
          {rows.map(children)}
        </div>
      )}
    </div>
  )
}
