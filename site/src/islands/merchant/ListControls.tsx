import { useId } from 'react'
import { merchantListMessages as text, merchantListSorts, type MerchantListQuery, type MerchantListSort } from '#content-schema/merchantLists.ts'
import { Label } from '../ui/Field.tsx'
import { compactInputClass } from '../ui/inputClasses.ts'
import { SearchField } from '../ui/SearchField.tsx'

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
  return (
    <div role="search" className="mt-4 grid gap-3 sm:grid-cols-[1fr_12rem_12rem]">
      <SearchField id={`${id}-search`} label={text.search} placeholder={searchHint} value={query.search} onSearch={(search) => onChange({ ...query, search, page: 1 })} />
      <div>
        <Label htmlFor={`${id}-filter`}>{filterLabel}</Label>
        <select id={`${id}-filter`} value={query.filter} onChange={(event) => onChange({ ...query, filter: event.target.value, page: 1 })} className={compactInputClass}>
          <option value="">{text.all}</option>
          {filterOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <Label htmlFor={`${id}-sort`}>{text.sort}</Label>
        <select id={`${id}-sort`} value={query.sort} onChange={(event) => onChange({ ...query, sort: event.target.value as MerchantListSort, page: 1 })} className={compactInputClass}>
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
