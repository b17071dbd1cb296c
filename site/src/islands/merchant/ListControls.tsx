import { useEffect, useId, useState } from 'react'
import { merchantListMessages as text, merchantListSorts, type MerchantListQuery, type MerchantListSort } from '#content-schema/merchantLists.ts'
import { inputClass, secondaryButton } from './ui.tsx'

/** How long typing pauses before the search is asked of the server. */
const SEARCH_DELAY_MS = 300

type Props = {
  query: MerchantListQuery
  onChange: (query: MerchantListQuery) => void
  searchHint: string
  filterLabel: string
  filterOptions: { value: string; label: string }[]
}

/** Search, one filter and the sort of a merchant list; every change goes back to page 1. */
export function ListControls({ query, onChange, searchHint, filterLabel, filterOptions }: Props) {
  const id = useId()
  const [search, setSearch] = useState(query.search)
  useEffect(() => {
    if (search === query.search) return
    const timer = setTimeout(() => onChange({ ...query, search, page: 1 }), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [search, query, onChange])
  return (
    <div role="search" className="mt-4 grid gap-3 sm:grid-cols-[1fr_12rem_12rem]">
      <div>
        <label htmlFor={`${id}-search`} className="block text-sm font-medium text-slate-700">
          {text.search}
        </label>
        <input id={`${id}-search`} type="search" value={search} placeholder={searchHint} onChange={(event) => setSearch(event.target.value)} maxLength={100} className={inputClass} />
      </div>
      <div>
        <label htmlFor={`${id}-filter`} className="block text-sm font-medium text-slate-700">
          {filterLabel}
        </label>
        <select id={`${id}-filter`} value={query.filter} onChange={(event) => onChange({ ...query, filter: event.target.value, page: 1 })} className={inputClass}>
          <option value="">{text.all}</option>
          {filterOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-sort`} className="block text-sm font-medium text-slate-700">
          {text.sort}
        </label>
        <select id={`${id}-sort`} value={query.sort} onChange={(event) => onChange({ ...query, sort: event.target.value as MerchantListSort, page: 1 })} className={inputClass}>
          {merchantListSorts.map((sort) => (
            <option key={sort} value={sort}>
              {text.sorts[sort]}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}

/** "Nessun risultato" for a narrowed list, with a way back to everything. */
export function NoResults({ onClear }: { onClear: () => void }) {
  return (
    <div className="py-10 text-center" data-testid="no-results">
      <p className="font-semibold text-ink-900">{text.noResults}</p>
      <p className="mt-1 text-sm text-slate-600">{text.noResultsHint}</p>
      <button type="button" onClick={onClear} className={`${secondaryButton} mt-3`}>
        {text.clear}
      </button>
    </div>
  )
}

/** The list's count and its pages. */
export function ListPages({ page, pages, total, onPage }: { page: number; pages: number; total: number; onPage: (page: number) => void }) {
  return (
    <nav aria-label={text.pagination} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
      <p aria-live="polite">
        {text.total(total)} · {text.page(page, Math.max(pages, 1))}
      </p>
      {pages > 1 && (
        <div className="flex gap-2">
          <button type="button" onClick={() => onPage(page - 1)} disabled={page <= 1} className={secondaryButton}>
            {text.previous}
          </button>
          <button type="button" onClick={() => onPage(page + 1)} disabled={page >= pages} className={secondaryButton}>
            {text.next}
          </button>
        </div>
      )}
    </nav>
  )
}
