import { useEffect, useState } from 'react'
import { bookingStateLabels, openBookingStates, todayCallbacksMessages as text } from '#content-schema/bookings/bookings.ts'
import { BookingDocSchema, payloadListOf, type BookingDoc } from '#content-schema/merchants/areaRecords.ts'
import { formatRomeTime, romeDayRange } from '#content-schema/italyClock.ts'
import { serviceLabel } from '../serviceNames.ts'
import { api } from '../sessionApi.ts'

/**
 * What needs action today beside the new leads: the merchant's callbacks due today (Italian day) not yet closed (a no-show to try again among them), the
 * earliest first, read through the bookings' access rule. Nothing is shown on a day without any.
 */
export function TodayCallbacks({ refreshKey, onOpen }: { refreshKey: number; onOpen: () => void }) {
  const [due, setDue] = useState<BookingDoc[]>([])

  useEffect(() => {
    let current = true
    const { start, end } = romeDayRange(new Date())
    const params = new URLSearchParams({
      'where[and][0][richiamata][greater_than_equal]': start.toISOString(),
      'where[and][1][richiamata][less_than]': end.toISOString(),
      'where[and][2][stato][in]': openBookingStates.join(','),
      sort: 'richiamata',
      limit: '20',
      depth: '0',
    })
    void api('GET', `/bookings?${params}`, undefined, { schema: payloadListOf(BookingDocSchema) }).then((result) => {
      if (!current) return
      if (result.ok) setDue(result.data.docs.filter((booking) => !booking.richiestaAnnullataIl))
      else console.error('Errore nel caricare le richiamate di oggi:', result.message)
    })
    return () => {
      current = false
    }
  }, [refreshKey])

  if (due.length === 0) return null
  return (
    <section aria-labelledby="today-callbacks-title" className="mt-4 rounded-2xl border-2 border-orange-200 bg-orange-50 p-4" data-testid="today-callbacks">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="today-callbacks-title" className="text-base font-bold text-ink-900">
          {text.title} ({due.length})
        </h3>
        <button type="button" onClick={onOpen} className="text-sm font-semibold text-brand-700 underline underline-offset-2">
          {text.open}
        </button>
      </div>
      <ul className="mt-2 space-y-1 text-sm text-slate-800">
        {due.map((booking) => (
          <li key={booking.id}>
            <span className="font-semibold">{text.at(formatRomeTime(new Date(booking.richiamata!)))}</span> · {booking.nomeCliente} · {serviceLabel(booking.servizioRichiesto)} · {bookingStateLabels[booking.stato]}
          </li>
        ))}
      </ul>
    </section>
  )
}
