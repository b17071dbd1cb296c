import { useId } from 'react'
import type { AdminListFilterParam, AdminListQuery } from '#content-schema/admin/adminLists.ts'
import { buttonClass } from '../ui/buttonClasses.ts'
import { Label } from '../ui/Field.tsx'
import { compactInputClass } from '../ui/inputClasses.ts'
import { SearchField } from '../ui/SearchField.tsx'

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
  return (
    <div role="search" aria-label={`Filtri di ${label}`} className="mb-4 grid gap-3 rounded-xl bg-slate-50 p-3 sm:flex sm:flex-wrap sm:items-end">
      <SearchField
        id={`${baseId}-q`}
        label="Cerca"
        placeholder={searchHint}
        value={query.q ?? ''}
        onSearch={(q) => onQuery({ ...query, q: q || undefined })}
        className="sm:min-w-56 sm:flex-1"
      />
      {filters.map((filter) => (
        <div key={filter.param}>
          <Label htmlFor={`${baseId}-${filter.param}`}>Filtra per {filter.label.toLowerCase()}</Label>
          <select
            id={`${baseId}-${filter.param}`}
            value={query[filter.param] ?? ''}
            onChange={(event) => onQuery({ ...query, [filter.param]: event.target.value || undefined })}
            className={compactInputClass}
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
          <Label htmlFor={`${baseId}-sort`}>Ordina per</Label>
          <select
            id={`${baseId}-sort`}
            value={query.sort ?? defaultSort ?? ''}
            onChange={(event) => onQuery({ ...query, sort: event.target.value })}
            className={compactInputClass}
          >
            {sortOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <a href={csvHref} download className={buttonClass('outline', 'compact')}>
        Esporta CSV
      </a>
    </div>
  )
}
