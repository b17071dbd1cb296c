import { useCallback, useEffect, useState } from 'react'
import { bookingMessages as text } from '#content-schema/forms/merchantProfile.ts'
import { bookingListSpec, initialMerchantListQuery, merchantListMessages, merchantListParams, type MerchantListQuery } from '#content-schema/merchants/merchantLists.ts'
import { bookingStateLabels, bookingStates, callbackAgendaMessages, callbackIcsMessages, type BookingState } from '#content-schema/bookings/bookings.ts'
import { BookingDocSchema, payloadListOf, type BookingDoc } from '#content-schema/merchants/areaRecords.ts'
import { api } from '../sessionApi.ts'
import { MerchantList } from './ListControls.tsx'
import { useToast } from '../ui/Toasts.tsx'
import { BookingCard, bookingStateStyles, moveBooking } from './BookingCard.tsx'
import { CallbackAgenda } from './CallbackAgenda.tsx'

const BookingsPage = payloadListOf(BookingDocSchema)

type View = 'elenco' | 'agenda'

/** `refreshKey` changes when the live stream (or its polling fallback) says the merchant's bookings changed. */
export function BookingsTab({ refreshKey }: { refreshKey: number }) {
  const toast = useToast()
  const [view, setView] = useState<View>('elenco')
  const [bookings, setBookings] = useState<BookingDoc[] | null>(null)
  const [busy, setBusy] = useState<number | null>(null)
  const [now, setNow] = useState(() => new Date())
  const [query, setQuery] = useState<MerchantListQuery>(initialMerchantListQuery)
  const [pages, setPages] = useState({ total: 0, pages: 1 })
  const [agendaKey, setAgendaKey] = useState(0)

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
    await moveBooking(booking, stato, toast)
    setBusy(null)
    setAgendaKey((value) => value + 1)
    await load()
  }

  return (
    <section aria-labelledby="bookings-title">
      <h2 id="bookings-title" className="text-xl font-bold text-ink-900">
        Richieste di Richiamata
      </h2>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div role="group" aria-label={callbackAgendaMessages.view} className="inline-flex w-full rounded-xl bg-slate-100 p-1 sm:w-auto">
          {(['elenco', 'agenda'] as const).map((candidate) => (
            <button
              key={candidate}
              type="button"
              aria-pressed={view === candidate}
              onClick={() => setView(candidate)}
              className={`flex-1 rounded-lg px-3 py-1.5 text-sm font-semibold sm:flex-none ${view === candidate ? 'bg-white text-ink-900 shadow' : 'text-slate-600 hover:text-ink-900'}`}
            >
              {candidate === 'elenco' ? callbackAgendaMessages.list : callbackAgendaMessages.agenda}
            </button>
          ))}
        </div>
        <a href="/api/merchant/callbacks.ics" download className="text-sm font-semibold text-brand-700 underline underline-offset-2" data-testid="callbacks-ics">
          {callbackIcsMessages.link}
        </a>
      </div>
      {view === 'agenda' ? (
        <CallbackAgenda refreshKey={refreshKey + agendaKey} now={now} busy={busy} onMove={(booking, stato) => void move(booking, stato)} />
      ) : (
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
                <li key={booking.id} data-stato={booking.stato} className={`rounded-2xl border-2 p-5 ${bookingStateStyles[booking.stato]}`}>
                  <BookingCard booking={booking} now={now} busy={busy === booking.id} onMove={(target, stato) => void move(target, stato)} onChanged={load} />
                </li>
              ))}
            </ul>
          )}
        </MerchantList>
      )}
    </section>
  )
}
