import { z } from './z.ts'
import { bookingStates, consentPurposes, serviceSlugs, type BookingState, type ConsentPurpose } from './services.ts'
import { EstimateSchema } from './estimate/schema.ts'
import { optionalCallbackSlot } from './telemarketing.ts'

/** The tracker page of a request: its unguessable token is the only thing in the URL. */
export function trackerPath(token: string): string {
  return `/richiesta/${encodeURIComponent(token)}`
}

/** What a partner did with a request, in the consumer's words, in the order it happens. */
export const trackerEventLabels = {
  avvisato: 'Ha ricevuto la tua richiesta',
  prenotato: 'Richiamata prenotata',
  contattato: 'Ti ha contattato',
  vinto: 'Offerta accettata',
  perso: 'Richiesta chiusa',
} as const
export type TrackerEventKind = keyof typeof trackerEventLabels
const trackerEventKinds = Object.keys(trackerEventLabels) as [TrackerEventKind, ...TrackerEventKind[]]

/** The event a callback booking's state adds after "prenotato" (none while it waits). */
export const bookingTrackerEvent: Record<BookingState, TrackerEventKind | null> = {
  in_attesa: null,
  contattato: 'contattato',
  convertito: 'vinto',
  non_interessato: 'perso',
}

/** The consents a consumer can withdraw from the tracker; the privacy one is withdrawn by asking for erasure. */
export const withdrawablePurposes: readonly ConsentPurpose[] = consentPurposes.filter((purpose) => purpose !== 'privacy')

/** GET /api/public/request?ref=…: a consumer's request as its tracker page shows it (never its e-mail or phone). */
export const RequestTrackerSchema = z.object({
  service: z.object({ slug: z.enum(serviceSlugs), label: z.string() }),
  cap: z.string(),
  citta: z.string().nullable(),
  firstName: z.string(),
  createdAt: z.string(),
  estimate: EstimateSchema.nullable(),
  /** When the consumer cancelled the request; partners no longer take bookings for it. */
  cancelledAt: z.string().nullable(),
  /** When the consumer asked for their data to be erased. */
  erasureRequestedAt: z.string().nullable(),
  partners: z.array(
    z.object({
      id: z.number(),
      nomeAzienda: z.string(),
      logoUrl: z.string().nullable(),
      events: z.array(z.object({ kind: z.enum(trackerEventKinds), at: z.string(), detail: z.string().nullable() })),
      /** The callback booked with this partner, if any; `richiamata` is the slot's start (null: as soon as possible). */
      booking: z.object({ id: z.number(), stato: z.enum(bookingStates), richiamata: z.string().nullable() }).nullable(),
    }),
  ),
  /** The consents still given, each with its signed withdrawal link. */
  consents: z.array(z.object({ purpose: z.enum(consentPurposes), withdrawUrl: z.string() })),
  /** The offers page of this request, where a callback is booked. */
  offersPath: z.string(),
})
export type RequestTracker = z.infer<typeof RequestTrackerSchema>

/** POST /api/public/request/cancel and /api/public/request/erasure: the request's token is the proof it is yours. */
export const RequestActionSchema = z.object({ ref: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, 'Richiesta non trovata.') })
export type RequestAction = z.infer<typeof RequestActionSchema>

/**
 * POST /api/public/request/reschedule { ref, booking, slot } — a new slot for a callback still waiting, by the same
 * rule as the booking's own `richiamata` (optionalCallbackSlot): empty means as soon as possible.
 */
export const RescheduleRequestSchema = RequestActionSchema.extend({
  booking: z.number({ error: 'Prenotazione non trovata.' }).int().positive('Prenotazione non trovata.'),
  slot: optionalCallbackSlot(),
})
export type RescheduleRequest = z.infer<typeof RescheduleRequestSchema>

export const trackerMessages = {
  title: (service: string) => `La tua richiesta per ${service}`,
  sent: 'Richiesta inviata',
  partnersTitle: 'I partner della tua zona',
  noPartners: 'Nessun partner verificato copre ancora il tuo CAP per questo servizio: ti scriviamo appena uno prende in carico la tua richiesta.',
  bookCallback: 'Scegli chi ti richiama e quando',
  noAnswerYet: 'Non ha ancora risposto.',
  consentsTitle: 'I tuoi consensi',
  consentWithdraw: 'Revoca',
  noConsents: 'Non hai dato consensi facoltativi.',
  cancel: 'Annulla la richiesta',
  cancelConfirm: 'Vuoi davvero annullare la richiesta? I partner non potranno più prenotare una richiamata.',
  cancelled: (date: string) => `Hai annullato questa richiesta il ${date}.`,
  erasure: 'Chiedi la cancellazione dei tuoi dati',
  erasureConfirm: 'Vuoi che cancelliamo i tuoi dati? Annulliamo anche la richiesta.',
  erasureRequested: (date: string) => `Hai chiesto la cancellazione dei tuoi dati il ${date}: la completiamo entro 30 giorni e ti scriviamo quando è fatta.`,
  actionsTitle: 'Cosa puoi fare',
  confirmAction: (action: string) => `Sì, ${action.charAt(0).toLowerCase()}${action.slice(1)}`,
  keep: 'No, torna indietro',
  sending: 'Invio in corso…',
  actionError: 'Non siamo riusciti a registrare la tua scelta. Riprova tra qualche istante.',
  liveSummary: (count: number) => (count === 1 ? '1 aggiornamento dai partner' : `${count} aggiornamenti dai partner`),
  updatedLive: 'La pagina si aggiorna da sola quando un partner risponde.',
  notFound: 'Richiesta non trovata.',
  loadError: 'Non siamo riusciti a caricare la tua richiesta. Ricarica la pagina tra qualche istante.',
  alreadyCancelled: 'La richiesta è stata annullata: non è più possibile prenotare una richiamata.',
  bookWith: 'Prenota una richiamata',
  bookWithLabel: (partner: string) => `Prenota una richiamata con ${partner}`,
  yourCallback: 'La tua richiamata',
  slotAsap: 'appena possibile',
  reschedule: 'Cambia orario',
  rescheduleLabel: (partner: string) => `Cambia orario della richiamata con ${partner}`,
  rescheduleTitle: (partner: string) => `Cambia l’orario della richiamata con ${partner}`,
  rescheduleIntro: 'Scegli quando preferisci essere richiamato/a: avvisiamo noi il partner del nuovo orario.',
  rescheduleConfirm: 'Conferma il nuovo orario',
  rescheduled: (partner: string, slot: string) => `Orario aggiornato: ${partner} ti richiamerà ${slot}.`,
  bookingNotFound: 'Prenotazione non trovata.',
  rescheduleTaken: 'Il partner ha già preso in carico la richiamata: non è più possibile cambiarne l’orario.',
  rescheduleCancelled: 'La richiesta è stata annullata: non è più possibile cambiare l’orario della richiamata.',
} as const
