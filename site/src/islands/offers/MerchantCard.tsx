import type { OfferCard } from '#content-schema/offers/offers.ts'
import type { ServiceSlug } from '#content-schema/services/services.ts'
import type { UiTexts } from '#content-schema/content/uiTexts.ts'
import { BookButton, type BookingProps } from './BookButton.tsx'
import { MerchantIdentity } from './MerchantLogo.tsx'
import { VerifiedLine } from './TrustSignals.tsx'
import type { ReviewTexts } from '../reviews/ReviewSummary.tsx'

type Props = BookingProps & {
  texts: UiTexts['offers']
  reviewTexts: ReviewTexts
  merchant: OfferCard
  /** The service the visitor asked for, highlighted among the merchant's. */
  requested: ServiceSlug
  /** The preview box: the card without its button. */
  compact?: boolean
}

/**
 * An /offerte-cap card: company, manager, its reviews, zone and CAP, services, its RUI registration for an insurance
 * request, availability, measured response time and
 * the callback button.
 */
export default function MerchantCard({ texts, reviewTexts, merchant, requested, compact = false, ...booking }: Props) {
  return (
    <article className={compact ? 'mt-4' : 'h-full rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200'} aria-label={merchant.nomeAzienda}>
      <MerchantIdentity merchant={merchant} reviewTexts={reviewTexts} />
      <p className="mt-4 text-sm text-slate-700">
        <span className="font-semibold">{texts.zoneLabel}:</span> {merchant.zonaGeografica} · CAP {merchant.cap}
      </p>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label={texts.servicesList}>
        {merchant.servizi.map((service) => (
          <li
            key={service.slug}
            className={
              service.slug === requested
                ? 'rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white'
                : 'rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700'
            }
          >
            {service.label}
            {service.slug === requested && <span className="sr-only"> {texts.requestedService}</span>}
          </li>
        ))}
      </ul>
      {merchant.iscrizioneRui && <p className="mt-3 text-sm font-medium text-slate-700">{merchant.iscrizioneRui}</p>}
      {merchant.disponibilitaOraria && (
        <p className="mt-3 text-sm text-slate-700">
          <span className="font-semibold">{texts.availabilityLabel}:</span> {merchant.disponibilitaOraria}
        </p>
      )}
      <div className="mt-3">
        <VerifiedLine texts={texts} />
      </div>
      {!compact && <BookButton texts={texts} {...booking} />}
    </article>
  )
}
