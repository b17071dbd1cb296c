import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import type { AdminListFilterParam, AdminListQuery } from '#content-schema/adminLists.ts'

/** A modal dialog on the native <dialog>: focus moves in, Esc closes, the page behind is inert. */
export function Dialog({ title, open, onClose, children }: { title: string; open: boolean; onClose: () => void; children: ReactNode }) {
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
      onClose={onClose}
      aria-label={title}
      className="m-auto w-[min(40rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-2xl backdrop:bg-slate-900/50"
    >
      {open && (
        <div className="flex max-h-[85vh] flex-col">
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
            <h2 className="text-lg font-semibold text-ink-900">{title}</h2>
            <button type="button" onClick={onClose} className="rounded-lg px-2 py-1 text-slate-500 hover:bg-slate-100" aria-label="Chiudi">
              ✕
            </button>
          </div>
          <div className="overflow-y-auto px-5 py-4 text-slate-700">{children}</div>
        </div>
      )}
    </dialog>
  )
}

const badgeTones = {
  green: 'bg-emerald-100 text-emerald-800',
  red: 'bg-red-100 text-red-800',
  amber: 'bg-amber-100 text-amber-800',
  blue: 'bg-sky-100 text-sky-800',
  slate: 'bg-slate-100 text-slate-700',
  violet: 'bg-violet-100 text-violet-800',
} as const
export type BadgeTone = keyof typeof badgeTones

export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${badgeTones[tone]}`}>{children}</span>
}

export function Pagination({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  if (totalPages <= 1) return null
  return (
    <nav aria-label="Paginazione" className="mt-4 flex items-center justify-between gap-3 text-sm">
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)} className="rounded-lg border border-slate-300 px-3 py-1.5 disabled:opacity-40">
        ← Precedente
      </button>
      <span className="text-slate-600">
        Pagina {page} di {totalPages}
      </span>
      <button
        type="button"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
        className="rounded-lg border border-slate-300 px-3 py-1.5 disabled:opacity-40"
      >
        Successiva →
      </button>
    </nav>
  )
}

/** Whether a media query matches now, following its changes (true while rendered on the server). */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => typeof window === 'undefined' || window.matchMedia(query).matches)
  useEffect(() => {
    const list = window.matchMedia(query)
    const update = () => setMatches(list.matches)
    update()
    list.addEventListener('change', update)
    return () => list.removeEventListener('change', update)
  }, [query])
  return matches
}

/** From this width up (Tailwind's lg) a list is a table; below it, one card per row. */
const TABLE_QUERY = '(min-width: 1024px)'

export type Column<T> = {
  header: string
  cell: (row: T) => ReactNode
  /** The field the server sorts by when the header is pressed (the list's sortable fields). */
  sortKey?: string
  /** Classes of the table cell only (the cards lay every value out alike). */
  className?: string
}

type DataTableProps<T> = {
  label: string
  columns: Column<T>[]
  rows: T[]
  rowKey: (row: T) => string | number
  rowTestId: string
  /** The row's buttons: a last "Azioni" column in the table, a row of full-size buttons on a card. */
  actions?: (row: T) => ReactNode
  /** The list's sort ('campo' ascending, '-campo' descending) and how to change it. */
  sorting?: { sort: string; onSort: (sort: string) => void }
}

const ariaSort = (sort: string | undefined, key: string | undefined) =>
  !key ? undefined : sort === key ? 'ascending' : sort === `-${key}` ? 'descending' : 'none'

/**
 * Every admin list: a table that fits its box on a desktop (long values wrap, actions stack), and on a
 * phone one card per row with the column names as labels, so nothing scrolls sideways.
 */
export function DataTable<T>({ label, columns, rows, rowKey, rowTestId, actions, sorting }: DataTableProps<T>) {
  const wide = useMediaQuery(TABLE_QUERY)
  if (!wide) {
    return (
      <ul aria-label={label} className="space-y-3">
        {rows.map((row) => (
          <li key={rowKey(row)} data-testid={rowTestId} className="rounded-xl border border-slate-200 bg-white p-3 text-sm">
            <dl className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-x-3 gap-y-1.5">
              {columns.map((column) => (
                <div key={column.header} className="contents">
                  <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{column.header}</dt>
                  <dd className="min-w-0 [overflow-wrap:anywhere] text-slate-800">{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
            {actions && <div className="mt-3 flex flex-wrap gap-2 border-t border-slate-100 pt-3 [&_button]:min-h-11 [&_button]:px-4 [&_button]:text-sm">{actions(row)}</div>}
          </li>
        ))}
      </ul>
    )
  }
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200" data-testid="table-box">
      <table className="w-full text-left text-sm" aria-label={label}>
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            {columns.map((column) => {
              const sorted = sorting && column.sortKey ? ariaSort(sorting.sort, column.sortKey) : undefined
              return (
                <th key={column.header} scope="col" aria-sort={sorted} className="px-2.5 py-2.5 font-semibold">
                  {sorting && column.sortKey ? (
                    <button
                      type="button"
                      onClick={() => sorting.onSort(sorted === 'ascending' ? `-${column.sortKey}` : column.sortKey!)}
                      className="inline-flex items-center gap-1 uppercase hover:text-ink-900"
                    >
                      {column.header}
                      <svg aria-hidden="true" viewBox="0 0 10 10" className={`h-2.5 w-2.5 fill-current ${sorted === 'none' ? 'text-slate-300' : ''} ${sorted === 'descending' ? 'rotate-180' : ''}`}>
                        <path d="M5 1 9 8H1z" />
                      </svg>
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              )
            })}
            {actions && (
              <th scope="col" className="px-2.5 py-2.5 font-semibold">
                Azioni
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={rowTestId}>
              {columns.map((column) => (
                <td key={column.header} className={`px-2.5 py-2.5 align-top [overflow-wrap:anywhere] ${column.className ?? ''}`}>
                  {column.cell(row)}
                </td>
              ))}
              {actions && (
                <td className="w-px px-2.5 py-2.5 align-top">
                  <div className="flex flex-col items-stretch gap-1.5">{actions(row)}</div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export function Empty({ text }: { text: string }) {
  return <p className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-slate-500">{text}</p>
}

export function Loading() {
  return (
    <p role="status" className="px-4 py-10 text-center text-slate-500">
      Caricamento...
    </p>
  )
}

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

export function SmallButton({ onClick, children, tone = 'default', label }: { onClick: () => void; children: ReactNode; tone?: 'default' | 'danger'; label?: string }) {
  const colours = tone === 'danger' ? 'border-red-200 text-red-700 hover:bg-red-50' : 'border-slate-300 text-slate-700 hover:bg-slate-50'
  return (
    <button type="button" onClick={onClick} aria-label={label} className={`rounded-lg border px-2.5 py-1 text-xs font-semibold whitespace-nowrap ${colours}`}>
      {children}
    </button>
  )
}

export function DetailList({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
      {items.map((item, index) => (
        <div key={`${item.label}-${index}`} className="contents">
          <dt className="font-medium text-slate-500">{item.label}</dt>
          <dd className="break-words text-slate-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}

type Option = { value: string; label: string }
type ListQuery = Omit<AdminListQuery, 'page'>

type ListToolsProps = {
  label: string
  /** What the search looks in, as its placeholder says. */
  searchHint: string
  filters: readonly { param: AdminListFilterParam; label: string; all: string; options: readonly Option[] }[]
  /** A list drawn as cards has no column headers: its sorts are a select here. */
  sortOptions?: readonly Option[]
  defaultSort?: string
  query: ListQuery
  onQuery: (query: ListQuery) => void
  csvHref: string
}

/** Search box, the list's filters (and sort, for cards) and its CSV download, above every admin list; the search waits for a pause in typing. */
export function ListTools({ label, searchHint, filters, sortOptions, defaultSort, query, onQuery, csvHref }: ListToolsProps) {
  const baseId = useId()
  const [text, setText] = useState(query.q ?? '')
  const latest = useRef({ query, onQuery })
  latest.current = { query, onQuery }
  useEffect(() => {
    if ((latest.current.query.q ?? '') === text.trim()) return
    const timer = setTimeout(() => latest.current.onQuery({ ...latest.current.query, q: text.trim() || undefined }), 300)
    return () => clearTimeout(timer)
  }, [text])
  const input = 'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm'
  const fieldLabel = 'mb-1 block text-xs font-semibold text-slate-600'
  return (
    <div role="search" aria-label={`Filtri di ${label}`} className="mb-4 grid gap-3 rounded-xl bg-slate-50 p-3 sm:flex sm:flex-wrap sm:items-end">
      <div className="sm:min-w-56 sm:flex-1">
        <label htmlFor={`${baseId}-q`} className={fieldLabel}>
          Cerca
        </label>
        <input id={`${baseId}-q`} type="search" value={text} onChange={(event) => setText(event.target.value)} placeholder={searchHint} className={input} />
      </div>
      {filters.map((filter) => (
        <div key={filter.param}>
          <label htmlFor={`${baseId}-${filter.param}`} className={fieldLabel}>
            Filtra per {filter.label.toLowerCase()}
          </label>
          <select
            id={`${baseId}-${filter.param}`}
            value={query[filter.param] ?? ''}
            onChange={(event) => onQuery({ ...query, [filter.param]: event.target.value || undefined })}
            className={input}
          >
            <option value="">{filter.all}</option>
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      {sortOptions && (
        <div>
          <label htmlFor={`${baseId}-sort`} className={fieldLabel}>
            Ordina per
          </label>
          <select
            id={`${baseId}-sort`}
            value={query.sort ?? defaultSort ?? ''}
            onChange={(event) => onQuery({ ...query, sort: event.target.value })}
            className={input}
          >
            {sortOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <a href={csvHref} download className="rounded-lg border border-brand-600 bg-white px-3 py-2 text-center text-sm font-semibold text-brand-700 hover:bg-brand-50">
        Esporta CSV
      </a>
    </div>
  )
}
