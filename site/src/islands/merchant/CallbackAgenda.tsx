import { useEffect, useMemo, useState } from 'react'
import { bookingStateLabels, callbackAgendaMessages as text, romeWeek, type BookingState } from '#content-schema/bookings/bookings.ts'
import { BookingDocSchema, payloadListOf, type BookingDoc } from '#content-schema/merchants/areaRecords.ts'
import { formatRomeTime, romeDayRange } from '#content-schema/italyClock.ts'
import { serviceLabel } from '../serviceNames.ts'
import { api } from '../sessionApi.ts'
import { Badge } from '../ui/Badge.tsx'
import { Notice } from '../ui/Notice.tsx'
import { buttonClass } from '../ui/buttonClasses.ts'
import { BookingCard, bookingBadgeTones, bookingStateStyles } from './BookingCard.tsx'

/** The most callbacks one week can show (the partner's own, read through the bookings' access rule). */
const WEEK_LIMIT = 200

type Props = { refreshKey: number; now: Date; busy: number | null; onMove: (booking: BookingDoc, stato: BookingState) => void }

/**
 * The callbacks of one Italian week (Monday to Sunday), grouped by day, the earliest first: each a line (time, client,
 * service, state) that opens into the full card with its actions. Previous and next week, and back to this one, with
 * buttons; the week's title is announced when it changes. Callbacks without a time are in the list view.
 */
export function CallbackAgenda({ refreshKey, now, busy, onMove }: Props) {
  const [offset, setOffset] = useState(0)
  const [bookings, setBookings] = useState<BookingDoc[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [reload, setReload] = useState(0)
  const days = useMemo(() => romeWeek(new Date(), offset), [offset])
  const today = romeDayRange(now).start.getTime()

  useEffect(() => {
    let current = true
    const params = new URLSearchParams({
      'where[and][0][richiamata][greater_than_equal]': days[0]!.start.toISOString(),
      'where[and][1][richiamata][less_than]': days[6]!.end.toISOString(),
      sort: 'richiamata',
      limit: String(WEEK_LIMIT),
      depth: '0',
    })
    void api('GET', `/bookings?${params}`, undefined, { schema: payloadListOf(BookingDocSchema) }).then((result) => {
      if (!current) return
      setFailed(!result.ok)
      setBookings(result.ok ? result.data.docs : [])
    })
    return () => {
      current = false
    }
  }, [days, refreshKey, reload])

  const byDay = days.map((day) => ({
    day,
    callbacks: (bookings ?? []).filter((booking) => {
      const at = new Date(booking.richiamata!).getTime()
      return at >= day.start.getTime() && at < day.end.getTime()
    }),
  }))

  return (
    <div className="mt-4" data-testid="callback-agenda">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h3 className="text-base font-bold text-ink-900" aria-live="polite" data-testid="agenda-week">
          {text.week(days)}
        </h3>
        <div className="grid grid-cols-3 gap-2 sm:flex" role="group" aria-label={text.agenda}>
          <button type="button" className={`${buttonClass('secondary', 'compact')} text-sm`} onClick={() => setOffset((value) => value - 1)}>
            <span aria-hidden="true">‹ </span>
            {text.previous}
          </button>
          <button type="button" className={`${buttonClass('secondary', 'compact')} text-sm`} disabled={offset === 0} onClick={() => setOffset(0)}>
            {text.current}
          </button>
          <button type="button" className={`${buttonClass('secondary', 'compact')} text-sm`} onClick={() => setOffset((value) => value + 1)}>
            {text.next}
            <span aria-hidden="true"> ›</span>
          </button>
        </div>
      </div>
      <p className="mt-2 text-sm text-slate-600">{text.asapNote}</p>
      {failed && (
        <Notice tone="error" className="mt-3 text-sm">
          {text.loadError}{' '}
          <button type="button" className="font-semibold underline" onClick={() => setReload((value) => value + 1)}>
            {text.retry}
          </button>
        </Notice>
      )}
      <ol className="mt-4 space-y-3" aria-busy={bookings === null}>
        {byDay.map(({ day, callbacks }) => {
          const isToday = day.start.getTime() === today
          return (
            <li key={day.start.toISOString()} className={`rounded-2xl border p-4 sm:grid sm:grid-cols-[12rem_1fr] sm:gap-4 ${isToday ? 'border-brand-300 bg-brand-50' : 'border-slate-200 bg-white'}`} data-testid="agenda-day">
              <h4 className="font-semibold text-ink-900 first-letter:uppercase">
                {text.day(day)}
                {isToday && <span className="ml-2 text-sm font-medium text-brand-800">({text.today})</span>}
                <span className="block text-sm font-normal text-slate-600">{callbacks.length > 0 ? text.count(callbacks.length) : text.emptyDay}</span>
              </h4>
              {callbacks.length > 0 && (
                <ul className="mt-2 space-y-2 sm:mt-0">
                  {callbacks.map((booking) => (
                    <li key={booking.id} data-stato={booking.stato}>
                      <details className={`rounded-xl border-2 ${bookingStateStyles[booking.stato]}`} data-testid="agenda-callback">
                        <summary className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 rounded-xl px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600">
                          <span className="font-bold text-ink-900 tabular-nums">{formatRomeTime(new Date(booking.richiamata!))}</span>
                          <span className="font-semibold text-ink-900">{booking.nomeCliente}</span>
                          <span className="text-slate-700">{serviceLabel(booking.servizioRichiesto)}</span>
                          <Badge tone={bookingBadgeTones[booking.stato]}>{bookingStateLabels[booking.stato]}</Badge>
                          {booking.propostaRichiamata && <Badge tone="violet">{text.proposed}</Badge>}
                        </summary>
                        <div className="border-t border-slate-200 px-3 pt-1 pb-3">
                          <BookingCard booking={booking} now={now} busy={busy === booking.id} onMove={onMove} onChanged={async () => setReload((value) => value + 1)} />
                        </div>
                      </details>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          )
        })}
      </ol>
    </div>
  )
}
