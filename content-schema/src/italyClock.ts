/**
 * Italy's clock, and how the product writes a date or a time on it: every date a person reads (a callback, a request's
 * day, an admin's list, an e-mail) is on the wall clock in Italy (Europe/Rome, DST included), whatever the server's or
 * the reader's time zone — but for a calendar day a source dates its figures by, written as given. One formatter for
 * each way a date is written, built once, when first used.
 */
export const ITALY_TIME_ZONE = 'Europe/Rome'

/** A calendar day in Italy; month 1–12. */
export type CivilDate = { year: number; month: number; day: number }
/** A wall-clock moment in Italy. */
export type RomeDateTime = CivilDate & { hour: number; minute: number; weekday: number }

/** A formatter on Italy's clock, built on first use: an island that imports the clock pays only for what it writes. */
function onItalysClock(options: Intl.DateTimeFormatOptions, locale = 'it-IT'): () => Intl.DateTimeFormat {
  let built: Intl.DateTimeFormat | undefined
  return () => (built ??= new Intl.DateTimeFormat(locale, { timeZone: ITALY_TIME_ZONE, ...options }))
}

const romeParts = onItalysClock({ year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', hourCycle: 'h23' }, 'en-US')

/** The Italian wall clock at an instant; weekday 0 = Sunday … 6 = Saturday. */
export function romeDateTime(instant: Date): RomeDateTime {
  const parts: Record<string, number> = {}
  for (const part of romeParts().formatToParts(instant)) if (part.type !== 'literal') parts[part.type] = Number(part.value)
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0 } = parts
  return { year, month, day, hour, minute, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() }
}

/** The day in Italy of an instant as YYYY-MM-DD: the day an editor picked in a date field, today in Italy. */
export function romeIsoDay(instant: Date): string {
  const { year, month, day } = romeDateTime(instant)
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

function offsetMinutesAt(instant: Date): number {
  const local = romeDateTime(instant)
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute)
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000)
}

/**
 * The instant of an Italian wall-clock time. Two passes settle the offset on DST change days; a time
 * skipped by the spring change (02:30 on the last Sunday of March) resolves to the hour after, and none of
 * the telemarketing hours are near either change.
 */
export function romeToInstant(date: CivilDate, hour: number, minute = 0): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day, hour, minute)
  let instant = wall - offsetMinutesAt(new Date(wall)) * 60_000
  instant = wall - offsetMinutesAt(new Date(instant)) * 60_000
  return new Date(instant)
}

/** A day of 24 hours, for ages, windows and limits (a calendar day in Italy is romeDayRange's: 23 or 25 hours twice a year). */
export const DAY_MS = 86_400_000

/** The calendar day `days` after `date` (before it, for a negative number). */
export function addDays(date: CivilDate, days: number): CivilDate {
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day + days))
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() }
}

/** The Italian calendar day of an instant, as the instants it starts and ends at ([start, end)). */
export function romeDayRange(instant: Date): { start: Date; end: Date } {
  const today = romeDateTime(instant)
  return { start: romeToInstant(today, 0), end: romeToInstant(addDays(today, 1), 0) }
}

/** A way of writing an instant on Italy's clock, in Italian. */
function written(options: Intl.DateTimeFormatOptions): (instant: Date) => string {
  const formatter = onItalysClock(options)
  return (instant) => formatter().format(instant)
}

const dateTime = written({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })

/** "lunedì 12 maggio 2025, 10:00": a callback, a request's moment, a link's expiry. */
export function formatRomeDateTime(instant: Date): string {
  return dateTime(instant).replace(' alle ore ', ', ').replace(' alle ', ', ')
}

/** "10:00". */
export const formatRomeTime = written({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })

/** "venerdì 27 novembre": a day heading a group of slots or of the agenda. */
export const formatRomeDay = written({ weekday: 'long', day: 'numeric', month: 'long' })

/** "ven 27 nov": a day where space is short. */
export const formatRomeShortDay = written({ weekday: 'short', day: 'numeric', month: 'short' })

/** "1 settembre 2024". */
export const formatRomeDate = written({ day: 'numeric', month: 'long', year: 'numeric' })

/** "28/11/2026". */
export const formatRomeNumericDate = written({ day: '2-digit', month: '2-digit', year: 'numeric' })

/** "25/11/26, 14:54": the admin's lists and exports. */
export const formatRomeShortDateTime = written({ dateStyle: 'short', timeStyle: 'short' })

/**
 * "2025-10-01" → "01/10/2025": a calendar day as a source dates its figures, written as it is given (no clock turns
 * it into another day); anything else is shown as it is.
 */
export function formatCivilDate(isoDay: string): string {
  const [year, month, day] = isoDay.slice(0, 10).split('-')
  return day && month && year ? `${day}/${month}/${year}` : isoDay
}

/** "novembre 2026". */
export const formatRomeMonth = written({ month: 'long', year: 'numeric' })
