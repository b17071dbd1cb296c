import { leadWorkflowMessages } from '#content-schema/leadWorkflow.ts'
import type { OfferCard } from '#content-schema/offers.ts'
import type { UiTexts } from '#content-schema/uiTexts.ts'
import { useHydrated } from '../useHydrated.ts'

/** The merchant's logo, or its stand-in: the company's initial on a coloured disc. */
export function Initial({ merchant, size = 'h-14 w-14 text-2xl' }: { merchant: Pick<OfferCard, 'logoUrl' | 'nomeAzienda'>; size?: string }) {
  if (merchant.logoUrl) {
    return <img src={merchant.logoUrl} alt={`Logo di ${merchant.nomeAzienda}`} className={`shrink-0 rounded-2xl bg-white object-contain ring-1 ring-slate-200 ${size}`} />
  }
  return (
    <span aria-hidden="true" className={`grid shrink-0 place-items-center rounded-2xl bg-brand-700 font-bold text-white ${size}`}>
      {merchant.nomeAzienda.trim().charAt(0).toUpperCase()}
    </span>
  )
}

/** The merchant's measured response time, only when the server had enough cases to state it. */
export function ResponseTime({ merchant }: { merchant: OfferCard }) {
  if (merchant.rispostaOre === null) return null
  return (
    <p className="mt-1 flex items-center gap-2 text-sm font-medium text-slate-700" data-testid="response-time">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 shrink-0 fill-none stroke-current stroke-2 text-brand-700">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" />
      </svg>
      {leadWorkflowMessages.cardFigure(merchant.rispostaOre)}
    </p>
  )
}

/** The offers page's words, handed to each card. */
export type CardTexts = { texts: UiTexts['offers'] }

export function VerifiedLine({ texts }: CardTexts) {
  return (
    <p className="flex items-center gap-2 text-sm font-medium text-brand-800">
      <span aria-hidden="true">✔</span>
      {texts.verified}
    </p>
  )
}

export type BookingProps = { onBook?: () => void }

/** The callback button: it opens the booking dialog (slot, and the partner consent when missing). */
export function BookButton({ texts, onBook }: BookingProps & CardTexts) {
  const hydrated = useHydrated()
  return (
    <div className="mt-5">
      <button
        type="button"
        onClick={onBook}
        disabled={!hydrated}
        className="inline-flex min-h-12 w-full items-center justify-center rounded-xl bg-brand-700 px-5 py-3 text-sm font-bold tracking-wide text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-70"
      >
        {texts.book}
      </button>
    </div>
  )
}
