import { z } from '../z.ts'
import { RequestTokenSchema } from './requestToken.ts'
import { AcceptedTextsSchema } from '../privacy/privacy.ts'
import { bookingStates, type BookingState } from '../bookings/bookings.ts'
import { consentPurposes, type ConsentPurpose } from '../consents/consents.ts'
import { ServiceSlugSchema } from '../services/services.ts'
import { type LeadState } from '../leads/leadWorkflow.ts'
import { EstimateSchema } from '../estimate/schema.ts'
import { optionalCallbackSlot } from '../bookings/telemarketing.ts'
import { recordId } from '../forms/fields.ts'
import { phoneMaskMessages } from '../leads/phoneMask.ts'

/** The tracker page of a request: its unguessable token is the only thing in the URL. */
export function trackerPath(token: string): string {
  return `/richiesta/${encodeURIComponent(token)}`
}

/**
 * What a partner did with a request, in the order it happens (each worded by the tracker's interface texts);
 * 'messaggio' is what the partner wrote to the consumer (its text is the event's detail).
 */
export const trackerEventKinds = ['avvisato', 'prenotato', 'contattato', 'preventivo', 'vinto', 'perso', 'messaggio'] as const
export type TrackerEventKind = (typeof trackerEventKinds)[number]

/** The steps a partner's status of the lead means it went through (the partner's workflow, leadTransitions). */
export const leadTrackerEvents: Record<LeadState, readonly TrackerEventKind[]> = {
  nuovo: [],
  contattato: ['contattato'],
  non_risponde: [],
  appuntamento: ['contattato'],
  preventivo_inviato: ['contattato', 'preventivo'],
  vinto: ['contattato', 'vinto'],
  perso: ['perso'],
}

/** The event a callback booking's state adds after "prenotato" (none while it waits). */
export const bookingTrackerEvent: Record<BookingState, TrackerEventKind | null> = {
  in_attesa: null,
  contattato: 'contattato',
  non_risponde: null,
  convertito: 'vinto',
  non_interessato: 'perso',
}

/** The consents a consumer can withdraw from the tracker; the privacy one is withdrawn by asking for erasure. */
export const withdrawablePurposes: readonly ConsentPurpose[] = consentPurposes.filter((purpose) => purpose !== 'privacy')

export const TrackerEventSchema = z.object({ kind: z.enum(trackerEventKinds), at: z.string(), detail: z.string().nullable() })
export type TrackerEvent = z.infer<typeof TrackerEventSchema>

/** GET /api/public/request?ref=…: a consumer's request as its tracker page shows it (never its e-mail or phone). */
export const RequestTrackerSchema = z.object({
  service: z.object({ slug: ServiceSlugSchema, label: z.string() }),
  cap: z.string(),
  citta: z.string().nullable(),
  firstName: z.string(),
  createdAt: z.string(),
  /** When the consumer confirmed the contacts: before it no partner received anything (the page asks to confirm). */
  verifiedAt: z.string().nullable(),
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
      events: z.array(TrackerEventSchema),
      /** The callback booked with this partner, if any; `richiamata` is the slot's start (null: as soon as possible). */
      /** `propostaRichiamata`: another slot the partner proposed, waiting for the consumer's answer (null: none). */
      booking: z.object({ id: z.number(), stato: z.enum(bookingStates), richiamata: z.string().nullable(), propostaRichiamata: z.string().nullable() }).nullable(),
      /** Who the partner is as the independent controller (titolare autonomo) of the data it received. */
      controller: z.object({ ragioneSociale: z.string(), partitaIva: z.string().nullable(), sede: z.string().nullable(), email: z.string() }),
      /** When the consumer objected, from this page, to this partner processing the request's data; null: never. */
      objectedAt: z.string().nullable(),
    }),
  ),
  /** The consents still given, each with its signed withdrawal link. */
  consents: z.array(z.object({ purpose: z.enum(consentPurposes), withdrawUrl: z.string() })),
  /** The offers page of this request, where a callback is booked. */
  offersPath: z.string(),
  /** The legal texts' versions and the consent words this request accepted (privacy.ts). */
  acceptedTexts: AcceptedTextsSchema,
})
export type RequestTracker = z.infer<typeof RequestTrackerSchema>

/** POST /api/public/request/cancel and /api/public/request/erasure: the request's token is the proof it is yours. */
export const RequestActionSchema = z.object({ ref: RequestTokenSchema })
export type RequestAction = z.infer<typeof RequestActionSchema>

/**
 * POST /api/public/request/reschedule { ref, booking, slot } — a new slot for a callback still waiting, by the same
 * rule as the booking's own `richiamata` (optionalCallbackSlot): empty means as soon as possible.
 */
export const RescheduleRequestSchema = RequestActionSchema.extend({
  booking: recordId('Prenotazione non trovata.'),
  slot: optionalCallbackSlot(),
})
export type RescheduleRequest = z.infer<typeof RescheduleRequestSchema>

/**
 * POST /api/public/request/proposal { ref, booking, accetta } — the consumer's answer to the slot a partner proposed:
 * accept it (the callback moves to it) or keep the one they had; the request's token is the proof it is theirs.
 */
export const ProposalAnswerSchema = RequestActionSchema.extend({
  booking: recordId('Prenotazione non trovata.'),
  accetta: z.boolean({ error: 'Scegli se accettare il nuovo orario o mantenere quello attuale.' }),
})
export type ProposalAnswer = z.infer<typeof ProposalAnswerSchema>

/**
 * POST /api/public/request/objection { ref, merchant } — the consumer objects (GDPR art. 21) to one partner of the
 * request processing its data: for this request only, the token being the proof that the request is theirs.
 */
export const RequestObjectionSchema = RequestActionSchema.extend({ merchant: recordId('Partner non trovato.') })
export type RequestObjection = z.infer<typeof RequestObjectionSchema>

/**
 * What a partner reads once the consumer objected to it (and what the booking endpoint answers the consumer). The
 * request page's own words about the partners as independent controllers and the objection are the editors'
 * (uiTexts.ts, the request page's group).
 */
export const objectionMessages = {
  /** The partner's view of a lead or booking whose consumer objected to it. */
  hiddenContact: 'Nascosto: il cliente si è opposto',
  merchantNotice: (date: string) =>
    `Il cliente si è opposto il ${date} al trattamento dei suoi dati da parte vostra per questa richiesta: non contattatelo. I suoi contatti non sono più visibili.`,
  merchantBadge: 'Opposizione del cliente',
  bookingNotice: 'Il cliente si è opposto al trattamento dei suoi dati da parte vostra per questa richiesta: non chiamatelo.',
  bookingRefused: 'Ti sei opposto/a al trattamento dei tuoi dati da parte di questo partner per questa richiesta: non può richiamarti.',
} as const

/** Whether a contact field is hidden because the consumer objected to the partner reading it, or did not choose it. */
export const isHiddenContact = (value: string | null | undefined) => value === objectionMessages.hiddenContact || value === phoneMaskMessages.notShared

/** The request endpoints' answers; what the page itself shows is in the interface texts (uiTexts.ts, `tracker`). */
export const trackerMessages = {
  notFound: 'Richiesta non trovata.',
  alreadyCancelled: 'La richiesta è stata annullata: non è più possibile prenotare una richiamata.',
  bookingNotFound: 'Prenotazione non trovata.',
  rescheduleTaken: 'Il partner ha già preso in carico la richiamata: non è più possibile cambiarne l’orario.',
  rescheduleCancelled: 'La richiesta è stata annullata: non è più possibile cambiare l’orario della richiamata.',
  partnerNotFound: 'Partner non trovato per questa richiesta.',
  proposalNone: 'Non c’è nessuna proposta di orario a cui rispondere: ricarica la pagina.',
  proposalPast: 'L’orario proposto è già passato: il partner ti richiamerà per concordarne un altro.',
  proposalClosed: 'La richiesta è stata annullata: non è più possibile cambiare l’orario della richiamata.',
} as const
