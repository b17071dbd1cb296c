import { useCallback, useEffect, useState } from 'react'
import { bookingMessages as text } from '#content-schema/forms/merchantProfile.ts'
import { isMaskedPhone, phoneMaskMessages } from '#content-schema/phoneMask.ts'
import { isHiddenContact, objectionMessages } from '#content-schema/tracker.ts'
import { bookingListSpec, initialMerchantListQuery, merchantListMessages, merchantListParams, type MerchantListQuery } from '#content-schema/merchantLists.ts'
import { bookingActionLabel, bookingStateLabels, bookingStates, bookingTransitions, callbackIcsMessages, type BookingState } from '#content-schema/bookings.ts'
import { serviceLabel } from '../serviceNames.ts'
import {
  callbackAvailability,
  formatRomeDateTime,
  isTelemarketingTime,
  telemarketingMessages,
} from '#content-schema/telemarketing.ts'
import { BookingDocSchema, payloadListOf, type BookingDoc } from '#content-schema/areaRecords.ts'
import { api } from '../sessionApi.ts'
import { MerchantList } from './ListControls.tsx'
import { useToast } from '../ui/Toasts.tsx'
import { Badge, type BadgeTone } from '../ui/Badge.tsx'
import { Notice } from '../ui/Notice.tsx'
import { consumerActionMessages } from '#content-schema/leadWorkflow.ts'
import { buttonClass } from '../ui/buttonClasses.ts'

const BookingsPage = payloadListOf(BookingDocSchema)

const stateStyles: Record<BookingState, string> = {
  in_attesa: 'border-orange-300 bg-orange-50',
  contattato: 'border-sky-300 bg-sky-50',
  convertito: 'border-emerald-300 bg-emerald-50',
  non_interessato: 'border-slate-300 bg-slate-100',
}
const badgeTones: Record<BookingState, BadgeTone> = { in_attesa: 'orange', contattato: 'blue', convertito: 'green', non_interessato: 'slate' }

/** When to call: the client's preferred slot if any (flagged when outside the hours), and whether calling is allowed now. */
function CallbackTimes({ booking, now }: { booking: BookingDoc; now: Date }) {
  const preferred = booking.richiamata ? new Date(booking.richiamata) : null
  const open = bookingTransitions[booking.stato].length > 0
  if (!preferred && !open) return null
  const availability = callbackAvailability(now)
  return (
    <div className="mt-3 space-y-1 text-sm" data-testid="callback-times">
      {preferred && (
        <p className="text-slate-800">
          <span className="font-semibold">{telemarketingMessages.preferredLabel}:</span> {formatRomeDateTime(preferred)}
          {!isTelemarketingTime(preferred) && (
            <span className="ml-2">
              <Badge tone="red" role="note">
                {telemarketingMessages.outsideHours}
              </Badge>
            </span>
          )}
        </p>
      )}
      {open && <p className={availability.callableNow ? 'text-emerald-800' : 'text-slate-700'}>{availability.text}</p>}
    </div>
  )
}

/**
 * The client's phone: a call link, the masked number with the reason when the client did not consent, or nothing but
 * the reason when the client objected to this partner.
 */
function BookingPhone({ phone }: { phone: string }) {
  if (isHiddenContact(phone))
    return (
      <p className="mt-3 text-sm font-semibold text-red-800" data-testid="booking-objection">
        {objectionMessages.bookingNotice}
      </p>
    )
  if (isMaskedPhone(phone))
    return (
      <p className="mt-3 text-sm text-slate-700">
        <span className="font-semibold">Telefono: {phone}</span>
        <span className="block text-xs text-slate-600">{phoneMaskMessages.note}</span>
      </p>
    )
  return (
    <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={`${buttonClass('outline', 'compact')} mt-3 text-sm`}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 fill-none stroke-current stroke-2">
        <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
      </svg>
      Chiama {phone}
    </a>
  )
}

/** `refreshKey` changes when the live stream (or its polling fallback) says the merchant's bookings changed. */
export function BookingsTab({ refreshKey }: { refreshKey: number }) {
  const toast = useToast()
  const [bookings, setBookings] = useState<BookingDoc[] | null>(null)
  const [busy, setBusy] = useState<number | null>(null)
  const [now, setNow] = useState(() => new Date())
  const [query, setQuery] = useState<MerchantListQuery>(initialMerchantListQuery)
  const [pages, setPages] = useState({ total: 0, pages: 1 })

  const load = useCallback(async () => {
    // The server keeps this to the merchant's own bookings; the query only narrows it.
    const result = await api('GET', `/bookings?${merchantListParams(bookingListSpec, query)}`, undefined, { schema: BookingsPage })
    setNow(new Date())
    if (result.ok) {
      setBookings(result.data.docs)
      setPages({ total: result.data.totalDocs, pages: result.data.totalPages ?? 1 })
    } else {
      console.error('Errore nel caricare le prenotazioni:', result.message)
      setBookings([])
    }
  }, [query])

  useEffect(() => {
    void load()
  }, [load, refreshKey])

  const move = async (booking: BookingDoc, stato: BookingState) => {
    setBusy(booking.id)
    const result = await api('PATCH', `/bookings/${booking.id}`, { stato })
    setBusy(null)
    if (result.ok) toast({ title: text.updatedTitle, description: text.updated })
    else toast({ tone: 'error', title: text.errorTitle, description: text.error })
    await load()
  }

  return (
    <section aria-labelledby="bookings-title">
      <h2 id="bookings-title" className="text-xl font-bold text-ink-900">
        Richieste di Richiamata
      </h2>
      <p className="mt-2 text-sm">
        <a href="/api/merchant/callbacks.ics" download className="font-semibold text-brand-700 underline underline-offset-2" data-testid="callbacks-ics">
          {callbackIcsMessages.link}
        </a>
      </p>
      <MerchantList
        items={bookings}
        pages={pages}
        query={query}
        setQuery={setQuery}
        emptyText={text.empty}
        controls={{ searchHint: merchantListMessages.searchBookings, filterLabel: merchantListMessages.filterState, filterOptions: bookingStates.map((state) => ({ value: state, label: bookingStateLabels[state] })) }}
      >
        {(bookings) => (
          <ul className="mt-4 grid gap-4 md:grid-cols-2" data-testid="bookings-list">
            {bookings.map((booking) => (
              <li key={booking.id} data-stato={booking.stato} className={`rounded-2xl border-2 p-5 ${stateStyles[booking.stato]}`}>
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 className="text-lg font-bold text-ink-900">{booking.nomeCliente}</h3>
                  <Badge tone={badgeTones[booking.stato]}>{bookingStateLabels[booking.stato]}</Badge>
                </div>
                <p className="mt-1 text-sm text-slate-700">
                  {serviceLabel(booking.servizioRichiesto)}
                  {booking.capCliente ? ` · CAP ${booking.capCliente}` : ''} · Ricevuta {formatRomeDateTime(new Date(booking.createdAt))}
                </p>
                <p className="mt-1 text-sm break-all text-slate-700">{booking.emailCliente}</p>
                <BookingPhone phone={booking.telefonoCliente} />
                {booking.richiestaAnnullataIl ? (
                  <Notice tone="error" className="mt-3 text-sm" data-testid="callback-cancelled">
                    {consumerActionMessages.callbackCancelled(formatRomeDateTime(new Date(booking.richiestaAnnullataIl)))}
                  </Notice>
                ) : (
                  <CallbackTimes booking={booking} now={now} />
                )}
                {booking.messaggio && <p className="mt-3 text-sm whitespace-pre-line text-slate-700">{booking.messaggio}</p>}
                {bookingTransitions[booking.stato].length > 0 && !booking.richiestaAnnullataIl && (
                  <div className="mt-4 flex flex-wrap gap-2">
                    {bookingTransitions[booking.stato].map((next) => (
                      <button
                        key={next}
                        type="button"
                        disabled={busy === booking.id}
                        onClick={() => move(booking, next)}
                        className={`${buttonClass('primary', 'compact')} text-sm`}
                      >
                        {bookingActionLabel(next)}
                      </button>
                    ))}
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </MerchantList>
    </section>
  )
}
