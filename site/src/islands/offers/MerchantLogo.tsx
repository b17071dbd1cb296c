import type { OfferCard } from '#content-schema/offers/offers.ts'
import { ResponseTime } from './TrustSignals.tsx'
import { ReviewSummary, type ReviewTexts } from '../reviews/ReviewSummary.tsx'

/** The merchant's logo, or its stand-in: the company's initial on a coloured disc. */
export function MerchantLogo({ merchant, size = 'h-14 w-14 text-2xl' }: { merchant: Pick<OfferCard, 'logoUrl' | 'nomeAzienda'>; size?: string }) {
  if (merchant.logoUrl) {
    return <img src={merchant.logoUrl} alt={`Logo di ${merchant.nomeAzienda}`} className={`shrink-0 rounded-2xl bg-white object-contain ring-1 ring-slate-200 ${size}`} />
  }
  return (
    <span aria-hidden="true" className={`grid shrink-0 place-items-center rounded-2xl bg-brand-700 font-bold text-white ${size}`}>
      {merchant.nomeAzienda.trim().charAt(0).toUpperCase()}
    </span>
  )
}

/** The top of a partner's card, on every offers page: its logo, company, manager, reviews and measured response time. */
export function MerchantIdentity({ merchant, reviewTexts, logoSize }: { merchant: OfferCard; reviewTexts: ReviewTexts; logoSize?: string }) {
  return (
    <div className="flex items-start gap-4">
      <MerchantLogo merchant={merchant} size={logoSize} />
      <div className="min-w-0 flex-1">
        <h3 className="text-lg font-bold break-words text-ink-900">{merchant.nomeAzienda}</h3>
        <p className="text-sm text-slate-600">{merchant.nomeCognome}</p>
        <ReviewSummary t={reviewTexts} summary={merchant.recensioni} nomeAzienda={merchant.nomeAzienda} />
        <ResponseTime merchant={merchant} />
      </div>
    </div>
  )
}
