import { z } from '../z.ts'

// The merchant area's live side: what is still to handle (the tabs' badges, the page title) and its stream's words.

/** GET /api/merchant/counts: what the signed-in merchant still has to handle. */
export const MerchantCountsSchema = z.object({
  /** Leads it can see with no status of its own yet ("Nuovo"). */
  richieste: z.number().int().nonnegative(),
  /** Its bookings still "In attesa". */
  prenotazioni: z.number().int().nonnegative(),
})
export type MerchantCounts = z.infer<typeof MerchantCountsSchema>

/** While the event stream is down, the area asks again this often. */
export const MERCHANT_POLL_MS = 10_000

export const merchantLiveMessages = {
  live: '● In tempo reale',
  polling: '○ Aggiornamento ogni 10 s',
  newLeads: (count: number) => (count === 1 ? 'Nuova richiesta' : `${count} nuove richieste`),
  newBookings: (count: number) => (count === 1 ? 'Nuova prenotazione' : `${count} nuove prenotazioni`),
  /** The badge's words for screen readers (the figure alone is shown). */
  toHandle: (count: number) => `${count} da gestire`,
  /** The page title's prefix, like a mail client's unread count. */
  title: (count: number, base: string) => (count > 0 ? `(${count}) ${base}` : base),
  signInFirst: "Accedi all'area merchant per continuare.",
  activeOnly: 'Disponibile solo per i partner attivi.',
  profileOnly: 'Disponibile solo per i partner che hanno compilato la scheda.',
} as const
