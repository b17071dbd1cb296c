import type { ReactNode } from 'react'
import { useMediaQuery } from '../useMediaQuery.ts'

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
