import { z } from '../z.ts'
import { counted } from '../numberFormat.ts'
import { recordId } from '../forms/fields.ts'
import { genericMessages } from '../messages.ts'
import { ReturnCountsSchema } from './leadReturns.ts'
import { canMoveBooking, type BookingState } from '../bookings/bookings.ts'

// A merchant's own workflow on the leads it can see (status, private notes) and the response time it feeds.

/**
 * A merchant's own workflow for a lead it can see: nuovo → contattato → (appuntamento →) preventivo_inviato → vinto |
 * perso. A contacted lead may be won at once (a callback that converts), a lead may be lost at any open step (the
 * consumer stops answering before a quote), never reopened once closed. "nuovo" is also the state of a lead the
 * merchant has not touched yet (no row stored). A consumer who does not answer, or misses the appointment, is
 * non_risponde (no-show) until the partner reaches them (contattato, appuntamento) or gives up (perso). The lead's
 * callback booking shares it (leadStateOfBooking below).
 */
export const leadStates = ['nuovo', 'contattato', 'non_risponde', 'appuntamento', 'preventivo_inviato', 'vinto', 'perso'] as const
export type LeadState = (typeof leadStates)[number]

export const leadTransitions: Record<LeadState, readonly LeadState[]> = {
  nuovo: ['contattato', 'non_risponde', 'perso'],
  contattato: ['non_risponde', 'appuntamento', 'preventivo_inviato', 'vinto', 'perso'],
  non_risponde: ['contattato', 'appuntamento', 'perso'],
  appuntamento: ['non_risponde', 'preventivo_inviato', 'vinto', 'perso'],
  preventivo_inviato: ['vinto', 'perso'],
  vinto: [],
  perso: [],
}

export function canMoveLead(from: LeadState, to: LeadState): boolean {
  return from === to || leadTransitions[from].includes(to)
}

export const leadStateLabels: Record<LeadState, string> = {
  nuovo: 'Nuovo',
  contattato: 'Contattato',
  non_risponde: 'Non risponde / assente',
  appuntamento: 'Appuntamento fissato',
  preventivo_inviato: 'Preventivo inviato',
  vinto: 'Vinto',
  perso: 'Perso',
}

/**
 * One state for a lead and its callback: a booking's state is the lead's, told in the callback's words. Changing either
 * moves the other (cms/src/leads/leadBookingSync.ts), so a customer is one case with one history.
 */
export const leadStateOfBooking: Record<BookingState, LeadState> = {
  in_attesa: 'nuovo',
  contattato: 'contattato',
  non_risponde: 'non_risponde',
  convertito: 'vinto',
  non_interessato: 'perso',
}
export const bookingStateOfLead: Record<LeadState, BookingState> = {
  nuovo: 'in_attesa',
  contattato: 'contattato',
  non_risponde: 'non_risponde',
  appuntamento: 'contattato',
  preventivo_inviato: 'contattato',
  vinto: 'convertito',
  perso: 'non_interessato',
}

/** The booking's moves that bring it to the lead's state through its own machine (none when it cannot get there). */
export function bookingStepsTo(from: BookingState, to: BookingState): BookingState[] {
  if (from === to) return []
  if (canMoveBooking(from, to)) return [to]
  return canMoveBooking(from, 'contattato') && canMoveBooking('contattato', to) ? ['contattato', to] : []
}

/** A partner's message to the consumer, read on the request page. */
export const LEAD_MESSAGE_MAX = 1000

/** What the merchant area sends to create (POST /api/lead-statuses) or change (PATCH /api/lead-statuses/:id) its row. */
export const LeadStatusInputSchema = z.object({
  clientRequest: recordId(genericMessages.invalidRequest).optional(),
  stato: z.enum(leadStates),
  messaggioCliente: z.string().trim().max(LEAD_MESSAGE_MAX, `Il messaggio per il cliente non può superare ${LEAD_MESSAGE_MAX} caratteri.`).optional(),
  /** The team member the owner hands the lead to (null: nobody, the owner keeps it). */
  assegnatoA: recordId(genericMessages.invalidRequest).nullable().optional(),
})
export type LeadStatusInput = z.infer<typeof LeadStatusInputSchema>

/** A merchant's figure is shown to consumers only once this many leads and bookings were answered. */
export const RESPONSE_TIME_MIN_CASES = 5

/** A lead still "Nuovo" after this long is one the merchant's area nudges about. */
export const LEAD_WAITING_HOURS = 24

/** GET /api/merchant/response-time: the signed-in merchant's own figure and the leads waiting for it. */
export const MerchantResponseTimeSchema = z.object({
  /** Median hours from a lead's or booking's arrival to the merchant's first status change, null without cases. */
  medianHours: z.number().nullable(),
  cases: z.number().int(),
  minCases: z.number().int(),
  /** Leads it can see still "Nuovo" LEAD_WAITING_HOURS after it received them. */
  waiting: z.number().int(),
  /** Its returns, by state (an accepted one no longer counts among its leads). */
  returns: ReturnCountsSchema,
  /** Days a received lead can be returned («Giorni per restituire una richiesta»). */
  returnWindowDays: z.number().int(),
})
export type MerchantResponseTime = z.infer<typeof MerchantResponseTimeSchema>

/** Whole hours as the figure is told, rounded up (a 20-minute median is "entro 1 ora"). */
export function responseHours(medianSeconds: number): number {
  return Math.max(1, Math.ceil(medianSeconds / 3600))
}

export const leadWorkflowMessages = {
  formLabel: 'Stato della richiesta e messaggio per il cliente',
  statusLabel: 'Stato della richiesta',
  messageLabel: 'Messaggio per il cliente',
  messageHint: 'Lo legge il cliente nella pagina della sua richiesta, con la data in cui lo scrivi.',
  messageWritten: (date: string) => `Ultimo messaggio: ${date}.`,
  save: 'Salva',
  saving: 'Salvataggio...',
  saved: 'Salvato',
  savedText: 'Stato e messaggio aggiornati.',
  saveError: 'Salvataggio non riuscito',
  firstAction: 'Prima risposta:',
  notAllowed: (from: LeadState, to: LeadState) => `Cambio di stato non consentito: da "${leadStateLabels[from]}" a "${leadStateLabels[to]}".`,
  outOfScope: 'Questa richiesta non è tra quelle che puoi vedere.',
  duplicate: 'Questa richiesta ha già uno stato: ricarica la pagina.',
  noProfile: 'Completa prima la tua scheda merchant.',
  responseTitle: 'Il tuo tempo di risposta',
  responseFigure: (hours: number) => `Rispondi in media entro ${counted(hours, 'ora', 'ore')}`,
  responseCases: (cases: number) => `calcolato su ${counted(cases, 'richiesta', 'richieste')}`,
  /** A team member's account reads the company's figure, named as the company's: it is measured on every lead. */
  companyResponseTitle: 'Il tempo di risposta della tua azienda',
  companyResponseFigure: (hours: number) => `L’azienda risponde in media entro ${counted(hours, 'ora', 'ore')}`,
  companyResponseCases: (cases: number) => `calcolato su ${counted(cases, 'richiesta', 'richieste')} dell’azienda`,
  companyResponseNone: 'Non ancora misurato per la tua azienda.',
  responseNone: 'Non ancora misurato: cambia lo stato delle richieste e delle prenotazioni per iniziare.',
  responsePublic: (min: number) => `Dalla ${min}ª risposta misurata lo mostriamo ai clienti sulle pagine delle offerte.`,
  waiting: (count: number) =>
    count === 1 ? `1 richiesta aspetta una tua risposta da più di ${LEAD_WAITING_HOURS} ore` : `${count} richieste aspettano una tua risposta da più di ${LEAD_WAITING_HOURS} ore`,
  /** The offers card's line, for consumers. */
  cardFigure: (hours: number) => `Risponde in media entro ${counted(hours, 'ora', 'ore')}`,
} as const

/** What the partner reads when the consumer acted on the request from its page: it is not to be called. */
export const consumerActionMessages = {
  cancelled: (date: string) => `Il cliente ha annullato la richiesta il ${date}: non chiamarlo.`,
  erasure: (date: string) => `Il cliente ha chiesto la cancellazione dei suoi dati il ${date}.`,
  cancelledBadge: 'Annullata dal cliente',
  callbackCancelled: (date: string) => `Richiamata annullata: il cliente ha annullato la richiesta il ${date}. Non chiamarlo.`,
  bookingClosed: 'Il cliente ha annullato la richiesta: lo stato di questa richiamata non si può più cambiare.',
} as const

/** GET /api/admin/response-times?ids=1,2: each listed merchant's measured figure (absent: no answered case). */
export const AdminResponseTimesSchema = z.record(z.string(), z.object({ cases: z.number().int(), medianHours: z.number() }))
export type AdminResponseTimes = z.infer<typeof AdminResponseTimesSchema>

/** The admin's merchants table cell: the figure with its cases, or a dash. */
export function adminResponseText(time: AdminResponseTimes[string] | undefined): string {
  return time ? `entro ${counted(time.medianHours, 'ora', 'ore')} (${counted(time.cases, 'caso', 'casi')})` : '—'
}

/** The most leads a week a partner may ask for (its own cap; none: no cap). */
export const LEAD_WEEKLY_CAP_MAX = 1000

/**
 * A partner's intake of new leads, set on its profile: paused (it receives none) and a weekly cap (at most that many in
 * any 7 days). Applied where leads are handed to partners (cms/src/leads/delivery.ts, receivingMerchants).
 */
export const LeadIntakeSchema = z.object({
  pausaRicezione: z.boolean(),
  limiteSettimanale: z
    .number({ message: 'Indica un numero intero di richieste.' })
    .int('Indica un numero intero di richieste.')
    .min(1, 'Il limite settimanale è di almeno 1 richiesta (oppure lascialo vuoto).')
    .max(LEAD_WEEKLY_CAP_MAX, `Il limite settimanale non può superare ${LEAD_WEEKLY_CAP_MAX} richieste.`)
    .nullable(),
})
export type LeadIntake = z.infer<typeof LeadIntakeSchema>

export const leadIntakeMessages = {
  title: 'Ricezione delle richieste',
  pause: 'Metti in pausa la ricezione di nuove richieste',
  pauseHint: 'In pausa non ricevi nuove richieste; quelle già ricevute restano qui.',
  cap: 'Richieste al massimo in 7 giorni',
  capHint: 'Vuoto: nessun limite. Raggiunto il limite, le nuove richieste vanno agli altri partner della zona.',
  paused: 'Ricezione in pausa: non ricevi nuove richieste.',
  open: (cap: number | null) => (cap ? `Ricevi al massimo ${counted(cap, 'nuova richiesta', 'nuove richieste')} in 7 giorni.` : 'Ricevi tutte le nuove richieste della tua zona.'),
  save: 'Salva impostazioni',
  saved: 'Impostazioni salvate',
  error: 'Salvataggio non riuscito',
} as const
