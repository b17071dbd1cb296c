import { leadWorkflowMessages } from '#content-schema/leads/leadWorkflow.ts'
import type { OfferCard } from '#content-schema/offers/offers.ts'
import type { UiTexts } from '#content-schema/content/uiTexts.ts'

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

/** "Partner verificato": every merchant on an offers page has been approved by an admin. */
export function VerifiedLine({ texts }: { texts: UiTexts['offers'] }) {
  return (
    <p className="flex items-center gap-2 text-sm font-medium text-brand-800">
      <span aria-hidden="true">✔</span>
      {texts.verified}
    </p>
  )
}
