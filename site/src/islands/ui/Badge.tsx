import type { ReactNode } from 'react'

const tones = {
  green: 'bg-emerald-100 text-emerald-800',
  red: 'bg-red-100 text-red-800',
  amber: 'bg-amber-100 text-amber-800',
  orange: 'bg-orange-100 text-orange-900',
  blue: 'bg-sky-100 text-sky-800',
  violet: 'bg-violet-100 text-violet-800',
  brand: 'bg-brand-100 text-brand-800',
  slate: 'bg-slate-100 text-slate-700',
} as const
export type BadgeTone = keyof typeof tones

/** A state or a label on a card or a row ('Nuovo', 'In attesa', a service). */
export function Badge({ tone, role, children }: { tone: BadgeTone; role?: 'note'; children: ReactNode }) {
  return (
    <span role={role} className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[tone]}`}>
      {children}
    </span>
  )
}
