import { useEffect, useRef, useState } from 'react'
import { consentText } from '#content-schema/consents/consents.ts'
import { fillText } from '#content-schema/textTemplate.ts'
import type { UiTexts } from '#content-schema/content/uiTexts.ts'
import { leadIsServed, partnerAnchor, type OfferCard, type OffersResponse } from '#content-schema/offers/offers.ts'
import { formatRomeDateTime } from '#content-schema/italyClock.ts'
import { EstimatePanel, type EstimateTexts } from '../estimate/EstimateView.tsx'
import type { CallbackSlotTexts } from '../forms/CallbackSlotField.tsx'
import { buttonClass } from '../ui/buttonClasses.ts'
import { postJson } from '../publicPost.ts'
import { Notice } from '../ui/Notice.tsx'
import { BookingDialog, type BookingChoice } from './BookingDialog.tsx'
import MerchantCard from './MerchantCard.tsx'
import PartnerCard from './PartnerCard.tsx'
import { HowReviewsAreVerified, type ReviewTexts } from '../reviews/ReviewSummary.tsx'

type Props = {
  /** The lead's offers token, sent back with a booking. */
  offersRef: string
  /** 'service': /offerte-cap (merchants of the CAP offering the service); 'cap': /offerte-merchant. */
  variant: 'service' | 'cap'
  offers: OffersResponse | null
  /** The editors' wording of the page's states, cards and booking dialog. */
  texts: OffersTexts
  reviewTexts: ReviewTexts
  /** When those texts were published: sent with a booking, so its consent records the words the dialog showed. */
  textsVersion: string | null
  /** The legal texts' versions the page showed: the booking's consent records them. */
  legalVersion?: string
  estimateTexts: EstimateTexts
  slotTexts: CallbackSlotTexts
}

type OffersTexts = UiTexts['offers']

/** The page's booking: the dialog open for a merchant, on its way, or done. */
type Booking =
  | { state: 'idle' }
  | { state: 'choosing'; merchant: OfferCard; sending: boolean; error: string | null }
  | { state: 'done'; booked: NonNullable<OffersResponse['booking']> }

async function requestBooking(
  offersRef: string,
  merchantId: number,
  idempotencyKey: string,
  choice: BookingChoice,
  textsVersion: string | null,
  legalVersion: string | undefined,
  failed: string,
): Promise<string | null> {
  const body = { ref: offersRef, merchantId, idempotencyKey, richiamata: choice.richiamata, partners: choice.partners, uiTextsVersion: textsVersion ?? undefined, legalVersion }
  const result = await postJson('/api/public/bookings', body, failed)
  return 'error' in result ? result.error : null
}

/** The tracker's "Prenota una richiamata" lands on the partner's card (offersPartnerPath); the sticky header stays clear of it. */
const anchorClass = 'scroll-mt-24 rounded-2xl target:ring-4 target:ring-brand-300'

/** Who will call and when, in words: the chosen slot on the Italian clock, or as soon as allowed. */
function bookedText(m: OffersTexts, booked: NonNullable<OffersResponse['booking']>): string {
  return booked.richiamata
    ? fillText(m.bookedAt, { azienda: booked.nomeAzienda, quando: formatRomeDateTime(new Date(booked.richiamata)) })
    : fillText(m.bookedSoon, { azienda: booked.nomeAzienda })
}

function ThankYou({ m, booked, requestPath }: { m: OffersTexts; booked: NonNullable<OffersResponse['booking']>; requestPath: string }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <div className="mx-auto max-w-xl rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
      <div aria-hidden="true" className="mx-auto grid h-16 w-16 place-items-center rounded-full bg-brand-100 text-3xl text-brand-700">
        ✓
      </div>
      <h2 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-bold text-ink-900 outline-none">
        {m.thanks}
      </h2>
      <p className="mt-3 font-semibold text-ink-900" data-testid="booked-text">
        {bookedText(m, booked)}
      </p>
      <p className="mt-2 text-slate-600">{m.thanksText}</p>
      <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <a href={requestPath} className={buttonClass('primary', 'large')}>
          {m.followRequest}
        </a>
        <a href="/" className={buttonClass('secondary', 'large')}>
          {m.backHome}
        </a>
      </div>
    </div>
  )
}

/** Coming back to the page after booking: the booking made, then the other partners. */
function AlreadyBooked({ m, booked }: { m: OffersTexts; booked: NonNullable<OffersResponse['booking']> }) {
  return (
    <section aria-labelledby="prenotazione-titolo" className="rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-200" data-testid="booked">
      <h2 id="prenotazione-titolo" className="text-xl font-bold text-ink-900">
        {m.bookedTitle}
      </h2>
      <p className="mt-2 font-semibold text-ink-900" data-testid="booked-text">
        {bookedText(m, booked)}
      </p>
    </section>
  )
}

/** No active partner serves the lead's CAP for its service: say so, and what happens next, instead of an empty list. */
function Unserved({ m, offers }: { m: OffersTexts; offers: OffersResponse }) {
  return (
    <div role="status" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-amber-200 md:p-8">
      <h2 className="text-xl font-bold text-ink-900">{fillText(m.unservedTitle, { servizio: offers.service.label, cap: offers.cap })}</h2>
      <p className="mt-2 text-slate-700">{m.unservedText}</p>
    </div>
  )
}

/** The offers list of /offerte-cap and /offerte-merchant: each card books a callback with the chosen merchant. */
export default function OffersPage({ offersRef, variant, offers, texts: m, reviewTexts, textsVersion, legalVersion, estimateTexts, slotTexts }: Props) {
  const [booking, setBooking] = useState<Booking>({ state: 'idle' })
  // One key per merchant per page view: a retried click returns the booking already made.
  const keys = useRef(new Map<number, string>())

  if (!offers) {
    return (
      <Notice tone="error" role="alert" className="font-medium">
        {m.loadError}
      </Notice>
    )
  }

  if (booking.state === 'done') return <ThankYou m={m} booked={booking.booked} requestPath={offers.requestPath} />

  const confirm = async (merchant: OfferCard, choice: BookingChoice) => {
    const key = keys.current.get(merchant.id) ?? crypto.randomUUID()
    keys.current.set(merchant.id, key)
    setBooking({ state: 'choosing', merchant, sending: true, error: null })
    const error = await requestBooking(offersRef, merchant.id, key, choice, textsVersion, legalVersion, m.bookingError)
    if (error) setBooking({ state: 'choosing', merchant, sending: false, error })
    else setBooking({ state: 'done', booked: { merchantId: merchant.id, nomeAzienda: merchant.nomeAzienda, richiamata: choice.richiamata || null, createdAt: new Date().toISOString() } })
  }
  const cardState = (merchant: OfferCard) => ({ onBook: () => setBooking({ state: 'choosing', merchant, sending: false, error: null }) })

  // A partner already booked is not offered again; the others stay, for a second callback.
  const merchants = offers.merchants.filter((merchant) => merchant.id !== offers.booking?.merchantId)
  const dialog = booking.state === 'choosing' && (
    <BookingDialog
      texts={{ title: fillText(m.dialogTitle, { azienda: booking.merchant.nomeAzienda }), intro: m.dialogIntro, confirm: m.confirm, sending: m.sending, cancel: m.cancel }}
      slotTexts={slotTexts}
      askConsent={offers.partnerConsents.includes(booking.merchant.id) ? undefined : { why: m.consentWhy, label: consentText(m.consentLabel, offers.service.label), required: m.consentRequired }}
      sending={booking.sending}
      error={booking.error}
      onConfirm={(choice) => void confirm(booking.merchant, choice)}
      onClose={() => setBooking({ state: 'idle' })}
    />
  )
  // Nobody serves the lead's CAP for its service: the page says so first; partners of other services may follow.
  const served = leadIsServed(offers)
  const before = (
    <>
      {!served && <Unserved m={m} offers={offers} />}
      {offers.booking && <AlreadyBooked m={m} booked={offers.booking} />}
      {offers.estimate && <EstimatePanel texts={estimateTexts} estimate={offers.estimate} />}
      {offers.booking && merchants.length > 0 && <p className="text-slate-700">{m.bookedOthers}</p>}
      {!served && merchants.length > 0 && <p className="font-semibold text-slate-700">{m.unservedOthers}</p>}
    </>
  )

  if (merchants.length === 0) return <div className="grid gap-6">{before}</div>

  if (variant === 'cap') {
    const [first] = merchants
    return (
      <div className="grid gap-6">
        {before}
        <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
          <ul className="grid gap-4" aria-label={m.partnersList}>
            {merchants.map((merchant) => (
              <li key={merchant.id} id={partnerAnchor(merchant.id)} className={anchorClass}>
                <PartnerCard texts={m} reviewTexts={reviewTexts} merchant={merchant} {...cardState(merchant)} />
              </li>
            ))}
          </ul>
          {first && (
            <aside aria-labelledby="preview-title" className="h-fit rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-200 lg:sticky lg:top-24">
              <h2 id="preview-title" className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
                {m.previewTitle}
              </h2>
              <MerchantCard texts={m} reviewTexts={reviewTexts} merchant={first} requested={offers.service.slug} compact />
            </aside>
          )}
        </div>
        <HowReviewsAreVerified t={reviewTexts} />
        {dialog}
      </div>
    )
  }

  return (
    <div className="grid gap-6">
      {before}
      <ul className="grid gap-6 md:grid-cols-2" aria-label={m.offersList}>
        {merchants.map((merchant) => (
          <li key={merchant.id} id={partnerAnchor(merchant.id)} className={anchorClass}>
            <MerchantCard texts={m} reviewTexts={reviewTexts} merchant={merchant} requested={offers.service.slug} {...cardState(merchant)} />
          </li>
        ))}
      </ul>
      <HowReviewsAreVerified t={reviewTexts} />
      {dialog}
    </div>
  )
}
