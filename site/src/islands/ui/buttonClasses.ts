/** How big a button is, by where it stands. */
const sizes = {
  /** Public pages: a finger-sized target, the page's main action. */
  large: 'min-h-12 rounded-xl px-6 py-3',
  /** A second action inside a public card (the request tracker's partner and consent rows). */
  medium: 'min-h-11 rounded-xl px-4 text-sm',
  /** The merchant and admin areas' forms and toolbars. */
  compact: 'rounded-lg px-4 py-2.5',
  /** A row's actions in an area list. */
  small: 'rounded-lg px-2.5 py-1 text-xs whitespace-nowrap',
} as const

/**
 * What a button does, by its colours. The primary green is brand-700: white text on it reads at 5.5:1 (brand-600
 * would be 3.8:1, under the 4.5:1 normal text needs).
 */
const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border border-slate-300 bg-white text-ink-900 hover:bg-slate-50',
  /** A way on to somewhere else, beside a primary action. */
  outline: 'border border-brand-700 bg-white text-brand-800 hover:bg-brand-50',
  /** The first step of something that removes or cancels (a confirmation follows). */
  danger: 'border border-red-200 bg-white text-red-700 hover:border-red-700 hover:bg-red-50',
  /** The confirmation of a removal or cancellation. */
  confirmDanger: 'bg-red-700 text-white hover:bg-red-800',
} as const

export type ButtonVariant = keyof typeof variants
export type ButtonSize = keyof typeof sizes

/** The classes of a button, or of a link that looks like one: every island's buttons come from here. */
export function buttonClass(variant: ButtonVariant, size: ButtonSize): string {
  return `inline-flex items-center justify-center gap-2 text-center font-semibold disabled:cursor-not-allowed disabled:opacity-60 ${sizes[size]} ${variants[variant]}`
}
