import { z } from '../z.ts'
import { addDays, DAY_MS, formatRomeDateTime, formatRomeDay, formatRomeShortDay, formatRomeTime, romeDateTime, romeToInstant, type CivilDate } from '../italyClock.ts'

// Telemarketing hours: when a partner may phone a consumer back. Monday to Friday 9:00–20:00, Saturday 10:00–19:00,
// never on Sundays and Italian national holidays. Every rule is about the wall clock in Italy (../italyClock.ts, DST
// included); windows are half-open, 20:00 is outside.

export const telemarketingMessages = {
  outsideHours: 'Fuori dagli orari consentiti per il telemarketing',
  slotInvalid: 'Scegli un orario valido per la richiamata.',
  slotOutsideHours:
    'L’orario scelto non rientra negli orari in cui possiamo chiamarti: dal lunedì al venerdì dalle 9 alle 20, il sabato dalle 10 alle 19, esclusi domeniche e festivi.',
  slotPast: 'L’orario scelto è già passato: scegline un altro.',
  slotTooFar: (days: number) => `Scegli un orario entro i prossimi ${days} giorni.`,
  preferredLabel: 'Richiamata preferita',
  callableNow: (until: string) => `Richiamabile ora, fino alle ${until}`,
  callableFrom: (when: string) => `Richiamabile da ${when}`,
} as const

/** A day's allowed window in whole hours of the Italian clock, [start, end). */
export type TelemarketingWindow = { start: number; end: number }
export type Holiday = CivilDate & { name: string }

/** Easter Sunday (Gregorian, the anonymous "Meeus/Jones/Butcher" computation). */
export function easterSunday(year: number): CivilDate {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return { year, month, day }
}

/**
 * Italy's national holidays of a year. San Francesco (4 October) is a national holiday again from 2026
 * (law 151/2025).
 */
export function italianHolidays(year: number): Holiday[] {
  const fixed: [number, number, string][] = [
    [1, 1, 'Capodanno'],
    [1, 6, 'Epifania'],
    [4, 25, 'Festa della Liberazione'],
    [5, 1, 'Festa del Lavoro'],
    [6, 2, 'Festa della Repubblica'],
    [8, 15, 'Ferragosto'],
    ...(year >= 2026 ? [[10, 4, 'San Francesco d’Assisi'] as [number, number, string]] : []),
    [11, 1, 'Ognissanti'],
    [12, 8, 'Immacolata Concezione'],
    [12, 25, 'Natale'],
    [12, 26, 'Santo Stefano'],
  ]
  const easterMonday = addDays(easterSunday(year), 1)
  return [...fixed.map(([month, day, name]) => ({ year, month, day, name })), { ...easterMonday, name: 'Lunedì dell’Angelo' }].sort(
    (a, b) => a.month - b.month || a.day - b.day,
  )
}

export function isItalianHoliday(date: CivilDate): boolean {
  return italianHolidays(date.year).some((holiday) => holiday.month === date.month && holiday.day === date.day)
}

/** The allowed window of a calendar day in Italy, or null when no call is allowed that day. */
export function telemarketingWindow(date: CivilDate): TelemarketingWindow | null {
  const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay()
  if (weekday === 0 || isItalianHoliday(date)) return null
  return weekday === 6 ? { start: 10, end: 19 } : { start: 9, end: 20 }
}

/** Whether a partner may phone at this instant. */
export function isTelemarketingTime(instant: Date): boolean {
  const local = romeDateTime(instant)
  const window = telemarketingWindow(local)
  return window !== null && local.hour >= window.start && local.hour < window.end
}

/** The instant itself when calls are allowed, else the start of the next allowed window. */
export function nextTelemarketingTime(instant: Date): Date {
  if (isTelemarketingTime(instant)) return instant
  const today = romeDateTime(instant)
  // At most a Sunday, a holiday or two and a closed evening separate two windows; 14 days is ample.
  for (let offset = 0; offset <= 14; offset += 1) {
    const date = addDays(today, offset)
    const window = telemarketingWindow(date)
    if (!window) continue
    const start = romeToInstant(date, window.start)
    if (start.getTime() > instant.getTime()) return start
  }
  throw new Error('Nessuna fascia oraria consentita nei prossimi 14 giorni')
}

/** When the current allowed window ends (the instant must be inside one). */
export function telemarketingWindowEnd(instant: Date): Date {
  const local = romeDateTime(instant)
  const window = telemarketingWindow(local)
  if (!window) throw new Error('Fuori dagli orari consentiti')
  return romeToInstant(local, window.end)
}

/** A one-hour callback slot a consumer may pick, from its start; `value` is what the form sends. */
/** `day` in full ('venerdì 27 novembre') heads a group; `shortDay` ('ven 27 nov') names the slot where space is short. */
export type CallbackSlot = { value: string; start: Date; day: string; shortDay: string; label: string }

export const SLOT_MINUTES = 60
export const SLOT_HORIZON_DAYS = 14

/**
 * Whether a callback slot starting at `start` is one a consumer may choose: on the hour, wholly inside an
 * allowed window.
 */
export function isAllowedSlotStart(start: Date): boolean {
  if (start.getUTCMinutes() !== 0 || start.getUTCSeconds() !== 0 || start.getUTCMilliseconds() !== 0) return false
  const local = romeDateTime(start)
  const window = telemarketingWindow(local)
  return window !== null && local.hour >= window.start && local.hour + SLOT_MINUTES / 60 <= window.end
}

/** The slots offered from `now` on: each whole hour inside the allowed windows of the next `days` days. */
export function callbackSlots(now: Date, days = 7): CallbackSlot[] {
  const slots: CallbackSlot[] = []
  const today = romeDateTime(now)
  for (let offset = 0; offset < days; offset += 1) {
    const date = addDays(today, offset)
    const window = telemarketingWindow(date)
    if (!window) continue
    for (let hour = window.start; hour + SLOT_MINUTES / 60 <= window.end; hour += 1) {
      const start = romeToInstant(date, hour)
      if (start.getTime() <= now.getTime()) continue
      const end = new Date(start.getTime() + SLOT_MINUTES * 60_000)
      slots.push({ value: start.toISOString(), start, day: formatRomeDay(start), shortDay: formatRomeShortDay(start), label: `${formatRomeTime(start)}–${formatRomeTime(end)}` })
    }
  }
  return slots
}

/**
 * The optional preferred callback slot a form sends: the slot's start as an ISO instant. Checked against the
 * hours here, so the island and the server refuse the same values; `now` is the caller's clock.
 */
export function callbackSlotSchema(now: () => Date = () => new Date()) {
  return z
    .string({ error: telemarketingMessages.slotInvalid })
    .trim()
    .max(40, telemarketingMessages.slotInvalid)
    .refine((value) => z.iso.datetime({ offset: true }).safeParse(value).success, telemarketingMessages.slotInvalid)
    .superRefine((value, ctx) => {
      const start = new Date(value)
      if (Number.isNaN(start.getTime())) return
      const current = now()
      if (start.getTime() <= current.getTime()) ctx.addIssue({ code: 'custom', message: telemarketingMessages.slotPast })
      else if (start.getTime() > current.getTime() + SLOT_HORIZON_DAYS * DAY_MS)
        ctx.addIssue({ code: 'custom', message: telemarketingMessages.slotTooFar(SLOT_HORIZON_DAYS) })
      else if (!isAllowedSlotStart(start)) ctx.addIssue({ code: 'custom', message: telemarketingMessages.slotOutsideHours })
    })
}

/** The slot field of a form: empty (or absent) means "as soon as possible". */
export function optionalCallbackSlot(now?: () => Date) {
  return z
    .string({ error: telemarketingMessages.slotInvalid })
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(callbackSlotSchema(now).optional())
}

/** What a merchant reads about when to call: now (until when) or from when. */
export function callbackAvailability(now: Date): { callableNow: boolean; text: string } {
  if (isTelemarketingTime(now)) return { callableNow: true, text: telemarketingMessages.callableNow(formatRomeTime(telemarketingWindowEnd(now))) }
  return { callableNow: false, text: telemarketingMessages.callableFrom(formatRomeDateTime(nextTelemarketingTime(now))) }
}
