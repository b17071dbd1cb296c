import { z } from '../z.ts'
import { counted } from '../numberFormat.ts'
import { callbackSlotSchema } from './telemarketing.ts'
import { addDays, formatRomeDate, formatRomeDay, romeDateTime, romeToInstant } from '../italyClock.ts'

// A callback booking's life, the same for the merchant's area, the admin and the consumer's request page.

export const bookingStates = ['in_attesa', 'contattato', 'non_risponde', 'convertito', 'non_interessato'] as const
export type BookingState = (typeof bookingStates)[number]

/**
 * The callback status machine: in_attesa → contattato → convertito | non_interessato; the last two are final. A callback
 * the consumer did not answer (or an appointment they missed) is non_risponde (no-show), from which the partner still
 * reaches them later (contattato) or gives up (non_interessato).
 */
export const bookingTransitions: Record<BookingState, readonly BookingState[]> = {
  in_attesa: ['contattato', 'non_risponde'],
  contattato: ['convertito', 'non_interessato', 'non_risponde'],
  non_risponde: ['contattato', 'non_interessato'],
  convertito: [],
  non_interessato: [],
}

export function canMoveBooking(from: BookingState, to: BookingState): boolean {
  return bookingTransitions[from].includes(to)
}

export const bookingStateLabels: Record<BookingState, string> = {
  in_attesa: 'In Attesa',
  contattato: 'Contattato',
  non_risponde: 'Non risponde / assente',
  convertito: 'Convertito',
  non_interessato: 'Non interessato',
}

/** The merchant's button that moves a booking into a state: the state's own label, so both always agree. */
export function bookingActionLabel(state: BookingState): string {
  return `Segna come ${bookingStateLabels[state].toLowerCase()}`
}

/** The leads tab's first lines: the callbacks due today that still wait to be made or closed. */
export const todayCallbacksMessages = {
  title: 'Richiamate di oggi',
  at: (time: string) => `alle ${time}`,
  open: 'Apri le prenotazioni',
} as const

/** The callbacks' calendar file (GET /api/merchant/callbacks.ics) and its link in the bookings tab. */
export const callbackIcsMessages = {
  calendarName: 'Richiamate CasaConfronta',
  summary: (name: string, service: string) => `Richiamare ${name} (${service})`,
  description: (phone: string, email: string, cap: string) => `Telefono: ${phone}\nEmail: ${email}\nCAP: ${cap}`,
  link: 'Esporta le richiamate nel calendario (.ics)',
} as const

/** The states of a callback still to make (or to try again): the agenda shows them, reminders and proposals are for them. */
export const openBookingStates: readonly BookingState[] = bookingStates.filter((state) => bookingTransitions[state].length > 0)

/**
 * PATCH /api/bookings/:id { propostaRichiamata } — the partner proposes another callback slot, by the same rule as the
 * consumer's own choice (callbackSlotSchema); the consumer accepts it or keeps theirs on the request page.
 */
export const BookingProposalSchema = z.object({ propostaRichiamata: callbackSlotSchema() })
export type BookingProposal = z.infer<typeof BookingProposalSchema>

/** The partner's «Proponi un altro orario» and what the server answers to it. */
export const bookingProposalMessages = {
  button: 'Proponi un altro orario',
  title: 'Proponi un altro orario al cliente',
  intro: 'Il cliente riceve la proposta per email e dalla pagina della sua richiesta la accetta o mantiene l’orario attuale.',
  field: 'Nuovo orario',
  fieldHint: 'Solo negli orari in cui si può chiamare: dal lunedì al venerdì dalle 9 alle 20, il sabato dalle 10 alle 19.',
  choose: 'Scegli l’orario',
  send: 'Invia la proposta',
  sending: 'Invio in corso…',
  cancel: 'Annulla',
  sent: 'Proposta inviata al cliente',
  pending: (when: string) => `Hai proposto ${when}: in attesa della risposta del cliente.`,
  noRequestPage: 'Questa richiamata non ha una pagina della richiesta del cliente: concorda l’orario al telefono.',
  closed: 'La richiamata è chiusa: non puoi proporre un altro orario.',
  sameSlot: 'È già l’orario della richiamata: scegline un altro.',
  // What the partner's e-mail says of the consumer's answer.
  accepted: 'Il cliente ha accettato il nuovo orario',
  kept: 'Il cliente mantiene l’orario che aveva scelto',
} as const

/** A day of the callbacks' agenda: the Italian calendar day, as the instants it starts and ends at ([start, end)). */
export type AgendaDay = { start: Date; end: Date }

/**
 * The Italian week (Monday to Sunday) `offset` weeks from the one holding `now`: its seven days, each on the Italian
 * clock whatever the browser's time zone (a day with a clock change is 23 or 25 hours long).
 */
export function romeWeek(now: Date, offset = 0): AgendaDay[] {
  const today = romeDateTime(now)
  // weekday: 0 Sunday … 6 Saturday; the Italian week starts on Monday.
  const monday = addDays(today, -((today.weekday + 6) % 7) + offset * 7)
  const dayAt = (index: number) => romeToInstant(addDays(monday, index), 0)
  return Array.from({ length: 7 }, (_, index) => ({ start: dayAt(index), end: dayAt(index + 1) }))
}

/** The bookings tab's agenda of callbacks, a week at a time. */
export const callbackAgendaMessages = {
  view: 'Vista delle richiamate',
  list: 'Elenco',
  agenda: 'Agenda della settimana',
  previous: 'Settimana precedente',
  current: 'Questa settimana',
  next: 'Settimana successiva',
  week: (days: AgendaDay[]) => `Settimana dal ${formatRomeDate(days[0]!.start)} al ${formatRomeDate(days[6]!.start)}`,
  day: (day: AgendaDay) => formatRomeDay(day.start),
  today: 'oggi',
  emptyDay: 'Nessuna richiamata',
  count: (count: number) => counted(count, 'richiamata', 'richiamate'),
  asapNote: 'Le richiamate senza orario («appena possibile») sono nell’elenco.',
  loadError: 'Non è stato possibile caricare l’agenda.',
  retry: 'Riprova',
  proposed: 'Altro orario proposto',
} as const
