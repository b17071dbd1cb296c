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

/**
 * A state or a label on a card or a row ('Nuovo', 'In attesa', a service). `sentence`: a badge that says a whole
 * sentence («Fuori dagli orari consentiti per il telemarketing») wraps on a 390 px phone instead of widening the page.
 */
export function Badge({ tone, role, sentence = false, children }: { tone: BadgeTone; role?: 'note'; sentence?: boolean; children: ReactNode }) {
  const shape = sentence ? 'max-w-full rounded-lg' : 'rounded-full whitespace-nowrap'
  return (
    <span role={role} className={`inline-block ${shape} px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}>
      {children}
    </span>
  )
}
