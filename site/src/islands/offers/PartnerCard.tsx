import type { OfferCard } from '#content-schema/offers/offers.ts'
import type { UiTexts } from '#content-schema/content/uiTexts.ts'
import { BookButton, type BookingProps } from './BookButton.tsx'
import { MerchantIdentity } from './MerchantLogo.tsx'
import { VerifiedLine } from './TrustSignals.tsx'
import type { ReviewTexts } from '../reviews/ReviewSummary.tsx'

const SHOWN_SERVICES = 3

/** An /offerte-merchant card: logo or initial, company, manager, its reviews, contacts, zone, the first 3 services and '+N'. */
export default function PartnerCard({ texts, reviewTexts, merchant, ...booking }: BookingProps & { texts: UiTexts['offers']; reviewTexts: ReviewTexts; merchant: OfferCard }) {
  const shown = merchant.servizi.slice(0, SHOWN_SERVICES)
  const more = merchant.servizi.length - shown.length
  return (
    <article className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200" aria-label={merchant.nomeAzienda}>
      <MerchantIdentity merchant={merchant} reviewTexts={reviewTexts} logoSize="h-12 w-12 text-xl" />
      <dl className="mt-4 grid gap-1 text-sm text-slate-700 sm:grid-cols-[auto_1fr] sm:gap-x-3">
        <dt className="font-semibold">{texts.emailLabel}</dt>
        <dd className="break-all">
          <a className="text-brand-800 underline" href={`mailto:${merchant.email}`}>
            {merchant.email}
          </a>
        </dd>
        <dt className="font-semibold">{texts.phoneLabel}</dt>
        <dd>
          <a className="text-brand-800 underline" href={`tel:${merchant.telefono.replace(/[^\d+]/g, '')}`}>
            {merchant.telefono}
          </a>
        </dd>
        <dt className="font-semibold">{texts.zoneLabel}</dt>
        <dd>
          {merchant.zonaGeografica} · CAP {merchant.cap}
        </dd>
      </dl>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label={texts.servicesList}>
        {shown.map((service) => (
          <li key={service.slug} className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700">
            {service.label}
          </li>
        ))}
        {more > 0 && (
          <li className="rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-800">
            +{more}
            <span className="sr-only"> {texts.moreServices}</span>
          </li>
        )}
      </ul>
      <div className="mt-3">
        <VerifiedLine texts={texts} />
      </div>
      <BookButton texts={texts} {...booking} />
    </article>
  )
}
