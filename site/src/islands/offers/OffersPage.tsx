import { useEffect, useRef, useState } from 'react'
import { offersMessages as m } from '#content-schema/messages.ts'
import { leadIsServed, type OfferCard, type OffersResponse } from '#content-schema/offers.ts'
import MerchantCard from './MerchantCard.tsx'
import PartnerCard from './PartnerCard.tsx'

type Props = {
  /** The lead's offers token, sent back with a booking. */
  offersRef: string
  /** 'service': /offerte-cap (merchants of the CAP offering the service); 'cap': /offerte-merchant. */
  variant: 'service' | 'cap'
  offers: OffersResponse | null
}

type Booking = { state: 'idle' } | { state: 'sending' } | { state: 'failed'; merchantId: number } | { state: 'done' }

async function requestBooking(offersRef: string, merchantId: number, idempotencyKey: string): Promise<boolean> {
  try {
    const response = await fetch('/api/public/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ref: offersRef, merchantId, idempotencyKey }),
    })
    return response.ok
  } catch (error) {
    console.error(m.bookingError, error)
    return false
  }
}

/** Shown while a booking is on its way: the shape of the thank-you card, pulsing. */
function BookingSkeleton() {
  return (
    <div role="status" aria-busy="true" className="mx-auto max-w-xl animate-pulse rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
      <span className="sr-only">{m.booking}</span>
      <div aria-hidden="true" className="mx-auto h-16 w-16 rounded-full bg-slate-200" />
      <div aria-hidden="true" className="mx-auto mt-5 h-6 w-2/3 rounded bg-slate-200" />
      <div aria-hidden="true" className="mx-auto mt-4 h-4 w-5/6 rounded bg-slate-100" />
      <div aria-hidden="true" className="mx-auto mt-2 h-4 w-4/6 rounded bg-slate-100" />
      <div aria-hidden="true" className="mx-auto mt-6 h-12 w-40 rounded-xl bg-slate-200" />
    </div>
  )
}

function ThankYou() {
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
      <p className="mt-3 text-slate-600">{m.thanksText}</p>
      <a href="/" className="mt-6 inline-flex min-h-12 items-center justify-center rounded-xl bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
        {m.backHome}
      </a>
    </div>
  )
}

/** No active partner serves the lead's CAP for its service: say so, and what happens next, instead of an empty list. */
function Unserved({ offers }: { offers: OffersResponse }) {
  return (
    <div role="status" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-amber-200 md:p-8">
      <h2 className="text-xl font-bold text-ink-900">{m.unservedTitle(offers.service.label, offers.cap)}</h2>
      <p className="mt-2 text-slate-700">{m.unservedText}</p>
    </div>
  )
}

/** The offers list of /offerte-cap and /offerte-merchant: each card books a callback with the chosen merchant. */
export default function OffersPage({ offersRef, variant, offers }: Props) {
  const [booking, setBooking] = useState<Booking>({ state: 'idle' })
  // One key per merchant per page view: a retried click returns the booking already made.
  const keys = useRef(new Map<number, string>())

  if (booking.state === 'done') return <ThankYou />
  if (booking.state === 'sending') return <BookingSkeleton />
  if (!offers) {
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 font-medium text-red-800">
        {m.loadError}
      </p>
    )
  }

  const book = async (merchant: OfferCard) => {
    const key = keys.current.get(merchant.id) ?? crypto.randomUUID()
    keys.current.set(merchant.id, key)
    setBooking({ state: 'sending' })
    const ok = await requestBooking(offersRef, merchant.id, key)
    setBooking(ok ? { state: 'done' } : { state: 'failed', merchantId: merchant.id })
  }
  const cardState = (merchant: OfferCard) => ({
    failed: booking.state === 'failed' && booking.merchantId === merchant.id,
    onBook: () => void book(merchant),
  })

  const served = leadIsServed(offers)
  if (offers.merchants.length === 0) return <Unserved offers={offers} />
  const others = served ? null : (
    <div className="mb-8 grid gap-4">
      <Unserved offers={offers} />
      <p className="font-semibold text-slate-700">{m.unservedOthers}</p>
    </div>
  )

  if (variant === 'cap') {
    const [first] = offers.merchants
    return (
      <>
        {others}
        <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
          <ul className="grid gap-4" aria-label="Partner disponibili">
            {offers.merchants.map((merchant) => (
              <li key={merchant.id}>
                <PartnerCard merchant={merchant} {...cardState(merchant)} />
              </li>
            ))}
          </ul>
          {first && (
            <aside aria-labelledby="preview-title" className="h-fit rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-200 lg:sticky lg:top-24">
              <h2 id="preview-title" className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
                Anteprima partner
              </h2>
              <MerchantCard merchant={first} requested={offers.service.slug} compact />
            </aside>
          )}
        </div>
      </>
    )
  }

  return (
    <>
      {others}
      <ul className="grid gap-6 md:grid-cols-2" aria-label="Offerte disponibili">
        {offers.merchants.map((merchant) => (
          <li key={merchant.id}>
            <MerchantCard merchant={merchant} requested={offers.service.slug} {...cardState(merchant)} />
          </li>
        ))}
      </ul>
    </>
  )
}
