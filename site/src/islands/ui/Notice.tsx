import type { HTMLAttributes, ReactNode } from 'react'

const tones = {
  error: 'border-red-200 bg-red-50 text-red-800',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
  info: 'border-brand-200 bg-brand-50 text-brand-800',
} as const

type Props = { tone: keyof typeof tones; title?: ReactNode } & Omit<HTMLAttributes<HTMLDivElement>, 'title'>

/**
 * A message box in the flow of the page: an error, a warning or a piece of advice. The caller gives the role
 * (an error that appears after an action is an alert; a box in the page from the start has none).
 */
export function Notice({ tone, title, className = '', children, ...box }: Props) {
  return (
    <div {...box} className={`rounded-xl border px-4 py-3 ${tones[tone]} ${className}`}>
      {title && <p className="font-semibold">{title}</p>}
      {children}
    </div>
  )
}
