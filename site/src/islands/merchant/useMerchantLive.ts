import { useEffect, useRef, useState } from 'react'
import { MERCHANT_POLL_MS, MerchantCountsSchema, merchantLiveMessages, type MerchantCounts } from '#content-schema/merchants/merchantLive.ts'
import { useLiveStream } from '../useLiveStream.ts'
import { api } from '../sessionApi.ts'

/** Bumped to make a tab read its list again. */
export type RefreshKeys = { bookings: number; leads: number; reviews: number }

/** How long "Nuova richiesta" stays in the area's header. */
const ANNOUNCE_MS = 6000

/**
 * The merchant area's live side. GET /api/merchant/live says which of the merchant's records changed (the server
 * passes on only what it may read); each change bumps the tab that shows it and reads the counts again. A change of
 * its own profile — an admin suspending, refusing or re-activating it — calls `onProfileChange`, whatever its state,
 * so the area shows the new state at once. When the stream drops, everything is read again every 10 s until it comes
 * back (EventSource reconnects by itself). While it is active, a count that grew is announced ("Nuova prenotazione"),
 * and the page title carries the total to handle.
 */
export function useMerchantLive({ enabled, active, onProfileChange }: { enabled: boolean; active: boolean; onProfileChange: () => void }) {
  const [keys, setKeys] = useState<RefreshKeys>({ bookings: 0, leads: 0, reviews: 0 })
  const [counts, setCounts] = useState<MerchantCounts | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const previous = useRef<MerchantCounts | null>(null)
  const request = useRef(0)

  const bump = (which: (keyof RefreshKeys)[]) =>
    setKeys((current) => ({
      bookings: current.bookings + (which.includes('bookings') ? 1 : 0),
      leads: current.leads + (which.includes('leads') ? 1 : 0),
      reviews: current.reviews + (which.includes('reviews') ? 1 : 0),
    }))
  const live = useLiveStream({
    url: '/api/merchant/live',
    enabled,
    pollMs: MERCHANT_POLL_MS,
    onChange: (collection) => {
      if (collection === 'bookings') bump(['bookings'])
      else if (collection === 'lead-statuses' || collection === 'lead-notes') bump(['leads'])
      else if (collection === 'reviews') bump(['reviews'])
      else {
        // Its own profile: an admin's decision may have changed its state. A lead the consumer cancelled, a consent
        // withdrawn: both lists may show it.
        if (collection === 'merchants') onProfileChange()
        bump(['bookings', 'leads'])
      }
    },
    onPoll: () => {
      onProfileChange()
      bump(['bookings', 'leads', 'reviews'])
    },
  })

  useEffect(() => {
    if (!active) {
      // Not active (any more): nothing to handle, and the title's figure goes.
      previous.current = null
      setCounts(null)
      document.title = document.title.replace(/^\(\d+\) /, '')
      return
    }
    const sequence = ++request.current
    void (async () => {
      const result = await api('GET', '/merchant/counts', undefined, { schema: MerchantCountsSchema })
      // An older answer arriving after a newer one must not win.
      if (!result.ok || sequence !== request.current) return
      const before = previous.current
      previous.current = result.data
      setCounts(result.data)
      if (!before) return
      const news = [
        result.data.richieste > before.richieste ? merchantLiveMessages.newLeads(result.data.richieste - before.richieste) : '',
        result.data.prenotazioni > before.prenotazioni ? merchantLiveMessages.newBookings(result.data.prenotazioni - before.prenotazioni) : '',
      ].filter(Boolean)
      if (news.length) setAnnouncement(news.join(' · '))
    })()
  }, [active, keys])

  useEffect(() => {
    if (!announcement) return
    const timer = setTimeout(() => setAnnouncement(''), ANNOUNCE_MS)
    return () => clearTimeout(timer)
  }, [announcement])

  useEffect(() => {
    if (!counts) return
    const base = document.title.replace(/^\(\d+\) /, '')
    document.title = merchantLiveMessages.title(counts.richieste + counts.prenotazioni, base)
  }, [counts])

  return { keys, live, counts, announcement }
}
