import { useEffect, useState, type ReactNode } from 'react'
import type { ZodType } from 'zod'
import type { PayloadList } from '#content-schema/merchants/areaRecords.ts'
import { api } from '../sessionApi.ts'

type Notify = (message: string, tone: 'success' | 'error') => void

/** What the admin area gives a section of cards: its live refresh and its toasts. */
export type CardsSectionProps = { refreshKey: number; notify: Notify }

/** All the cards of a list, in Payload's order. */
export const asListed = <T,>(list: PayloadList<T>) => list.docs

/**
 * The cards of an admin section (returns, reviews), read through Payload's REST (`path`) at first, again when the live
 * stream reports a change (`refreshKey`) and after a card's action (`done`, which also shows its message); an answer
 * that comes after a newer read began is dropped. `arrange` orders the cards.
 * `schema` and `arrange` are read once per read: pass values that do not change between renders.
 */
export function useCards<T>(
  path: string,
  schema: ZodType<PayloadList<T>>,
  arrange: (list: PayloadList<T>) => T[],
  { refreshKey, notify }: CardsSectionProps,
): { rows: T[] | null; error: string | null; done: Notify } {
  const [rows, setRows] = useState<T[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [reload, setReload] = useState(0)
  useEffect(() => {
    let current = true
    void (async () => {
      const result = await api('GET', path, undefined, { schema })
      if (!current) return
      if (!result.ok) return setError(result.message)
      setRows(arrange(result.data))
    })()
    return () => {
      current = false
    }
  }, [path, schema, arrange, refreshKey, reload])
  const done: Notify = (message, tone) => {
    notify(message, tone)
    setReload((value) => value + 1)
  }
  return { rows, error, done }
}

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
