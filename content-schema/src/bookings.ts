// A callback booking's life, the same for the merchant's area, the admin and the consumer's request page.

export const bookingStates = ['in_attesa', 'contattato', 'convertito', 'non_interessato'] as const
export type BookingState = (typeof bookingStates)[number]

/** The callback status machine: in_attesa → contattato → convertito | non_interessato; the last two are final. */
export const bookingTransitions: Record<BookingState, readonly BookingState[]> = {
  in_attesa: ['contattato'],
  contattato: ['convertito', 'non_interessato'],
  convertito: [],
  non_interessato: [],
}

export function canMoveBooking(from: BookingState, to: BookingState): boolean {
  return bookingTransitions[from].includes(to)
}

export const bookingStateLabels: Record<BookingState, string> = {
  in_attesa: 'In Attesa',
  contattato: 'Contattato',
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
