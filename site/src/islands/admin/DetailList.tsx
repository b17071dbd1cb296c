import type { ReactNode } from 'react'

/** A record's fields as label and value, in two columns from a small tablet up. */
export function DetailList({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
      {items.map((item, index) => (
        <div key={`${item.label}-${index}`} className="contents">
          <dt className="font-medium text-slate-500">{item.label}</dt>
          <dd className="[overflow-wrap:anywhere] text-slate-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}
