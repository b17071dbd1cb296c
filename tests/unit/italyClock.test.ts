import { describe, expect, it } from 'vitest'
import {
  formatCivilDate,
  formatRomeDate,
  formatRomeDateTime,
  formatRomeDay,
  formatRomeMonth,
  formatRomeNumericDate,
  formatRomeShortDateTime,
  formatRomeShortDay,
  formatRomeTime,
  romeDayRange,
  romeIsoDay,
} from '#content-schema'

const at = (iso: string) => new Date(iso)

describe('the day in Italy', () => {
  it.each([
    ['winter, before midnight in Italy', '2026-01-15T22:59:59Z', '2026-01-15'],
    ['winter, midnight in Italy', '2026-01-15T23:00:00Z', '2026-01-16'],
    ['summer, midnight in Italy', '2026-07-01T22:00:00Z', '2026-07-02'],
    ['summer, an hour before', '2026-07-01T21:00:00Z', '2026-07-01'],
    ['the night the clocks go forward', '2026-03-28T23:30:00Z', '2026-03-29'],
  ])('%s: %s is %s', (_, instant, day) => {
    expect(romeIsoDay(at(instant))).toBe(day)
  })
})

describe('a date as the product writes it, on the Italian clock', () => {
  // 23:30 UTC on 30 November is already 1 December in Italy: every form below must say December.
  const lateEvening = at('2026-11-30T23:30:00Z')

  it.each([
    ['a moment', formatRomeDateTime, 'martedì 1 dicembre 2026, 00:30'],
    ['a time', formatRomeTime, '00:30'],
    ['a day heading a group', formatRomeDay, 'martedì 1 dicembre'],
    ['a day where space is short', formatRomeShortDay, 'mar 1 dic'],
    ['a date', formatRomeDate, '1 dicembre 2026'],
    ['a date in figures', formatRomeNumericDate, '01/12/2026'],
    ['an admin list’s date and time', formatRomeShortDateTime, '01/12/26, 00:30'],
    ['a month', formatRomeMonth, 'dicembre 2026'],
  ])('%s', (_, format, written) => {
    expect(format(lateEvening)).toBe(written)
  })

  it('a calendar day a source dates its figures by, written as given; anything else as it is', () => {
    expect(formatCivilDate('2025-10-01')).toBe('01/10/2025')
    expect(formatCivilDate('da verificare')).toBe('da verificare')
  })

  it('a day is the Italian one, 23 hours long when the clocks go forward', () => {
    const { start, end } = romeDayRange(at('2026-03-29T12:00:00Z'))
    expect([start.toISOString(), end.toISOString()]).toEqual(['2026-03-28T23:00:00.000Z', '2026-03-29T22:00:00.000Z'])
  })
})
