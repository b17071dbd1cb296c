import type { OfferCard } from '#content-schema/offers.ts'

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
