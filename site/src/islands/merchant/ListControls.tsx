import { useId, useState, type ReactNode } from 'react'
import { initialMerchantListQuery, isNarrowed, merchantListMessages as text, merchantListSorts, type MerchantListQuery, type MerchantListSort } from '#content-schema/merchants/merchantLists.ts'
import { EmptyList, NoResults } from '../ui/EmptyList.tsx'
import { Label } from '../ui/Field.tsx'
import { ListPages } from '../ui/ListPages.tsx'
import { Loading } from '../ui/Loading.tsx'
import { compactInputClass } from '../ui/inputClasses.ts'
import { SearchField } from '../ui/SearchField.tsx'

type Props = {
  query: MerchantListQuery
  onChange: (query: MerchantListQuery) => void
  searchHint: string
  filterLabel: string
  filterOptions: { value: string; label: string }[]
  /** The leads' second filter, on the merchant's own status of each. */
  stateOptions?: { value: string; label: string }[]
  sorts?: readonly MerchantListSort[]
}

/** One of a list's filters: «Tutti» or one of its options. */
function FilterSelect({ id, label, value, options, onChange }: { id: string; label: string; value: string; options: { value: string; label: string }[]; onChange: (value: string) => void }) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={compactInputClass}>
        <option value="">{text.all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/** Search, one filter (two for the leads) and the sort of a merchant list; every change goes back to page 1. */
export function ListControls({ query, onChange, searchHint, filterLabel, filterOptions, stateOptions, sorts = merchantListSorts }: Props) {
  const id = useId()
  return (
    <div role="search" className={`mt-4 grid gap-3 ${stateOptions ? 'sm:grid-cols-2 lg:grid-cols-[1fr_12rem_12rem_12rem]' : 'sm:grid-cols-[1fr_12rem_12rem]'}`}>
      <SearchField id={`${id}-search`} label={text.search} placeholder={searchHint} value={query.search} onSearch={(search) => onChange({ ...query, search, page: 1 })} />
      <FilterSelect id={`${id}-filter`} label={filterLabel} value={query.filter} options={filterOptions} onChange={(filter) => onChange({ ...query, filter, page: 1 })} />
      {stateOptions && <FilterSelect id={`${id}-state`} label={text.filterLeadState} value={query.state} options={stateOptions} onChange={(state) => onChange({ ...query, state, page: 1 })} />}
      <div>
        <Label htmlFor={`${id}-sort`}>{text.sort}</Label>
        <select id={`${id}-sort`} value={query.sort} onChange={(event) => onChange({ ...query, sort: event.target.value as MerchantListSort, page: 1 })} className={compactInputClass}>
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {text.sorts[sort]}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}

/**
 * A merchant list under its controls: loading, no result for a search (with the way back to the whole list), an
 * empty list, or the items with their pages.
 */
export function MerchantList<T>({
  items,
  pages,
  query,
  setQuery,
  emptyText,
  controls,
  initial = initialMerchantListQuery,
  children,
}: {
  items: T[] | null
  pages: { total: number; pages: number }
  query: MerchantListQuery
  setQuery: (update: MerchantListQuery | ((current: MerchantListQuery) => MerchantListQuery)) => void
  emptyText: string
  controls: Omit<Props, 'query' | 'onChange'>
  /** Where "clear search and filters" goes back to. */
  initial?: MerchantListQuery
  children: (items: T[]) => ReactNode
}) {
  // Remounting the controls clears what was typed when the list goes back to its start.
  const [resetKey, setResetKey] = useState(0)
  return (
    <>
      <ListControls key={resetKey} query={query} onChange={setQuery} {...controls} />
      {items === null ? (
        <Loading />
      ) : items.length === 0 ? (
        isNarrowed(query) ? (
          <NoResults
            className="mt-4"
            texts={text}
            onClear={() => {
              setQuery(initial)
              setResetKey((key) => key + 1)
            }}
          />
        ) : (
          <EmptyList text={emptyText} className="mt-4" />
        )
      ) : (
        <>
          {children(items)}
          <ListPages page={query.page} pages={pages.pages} total={pages.total} onPage={(page) => setQuery((current) => ({ ...current, page }))} />
        </>
      )}
    </>
  )
}
