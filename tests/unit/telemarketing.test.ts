import { describe, expect, it } from 'vitest'
import {
  callbackAvailability,
  callbackSlotSchema,
  callbackSlots,
  easterSunday,
  isAllowedSlotStart,
  isItalianHoliday,
  isTelemarketingTime,
  italianHolidays,
  nextTelemarketingTime,
  romeDateTime,
  telemarketingMessages,
  telemarketingWindow,
} from '#content-schema'

const at = (iso: string) => new Date(iso)

describe('telemarketing hours on the Italian clock', () => {
  it.each([
    // Weekdays: 9:00 in, 20:00 out.
    ['Monday 08:59', '2026-11-23T08:59:00+01:00', false],
    ['Monday 09:00', '2026-11-23T09:00:00+01:00', true],
    ['Monday 13:30', '2026-11-23T13:30:00+01:00', true],
    ['Monday 19:59', '2026-11-23T19:59:59+01:00', true],
    ['Monday 20:00', '2026-11-23T20:00:00+01:00', false],
    ['Friday 19:59', '2026-11-27T19:59:00+01:00', true],
    ['Friday 20:00', '2026-11-27T20:00:00+01:00', false],
    // Saturdays: 10:00 in, 19:00 out.
    ['Saturday 09:59', '2026-11-28T09:59:00+01:00', false],
    ['Saturday 10:00', '2026-11-28T10:00:00+01:00', true],
    ['Saturday 18:59', '2026-11-28T18:59:00+01:00', true],
    ['Saturday 19:00', '2026-11-28T19:00:00+01:00', false],
    ['Saturday in summer 10:00', '2026-07-11T10:00:00+02:00', true],
    // Sundays: never.
    ['Sunday 09:00', '2026-11-29T09:00:00+01:00', false],
    ['Sunday 12:00', '2026-11-29T12:00:00+01:00', false],
    ['Sunday 19:00', '2026-11-29T19:00:00+01:00', false],
    // Midnight and the night.
    ['Tuesday 00:00', '2026-11-24T00:00:00+01:00', false],
    ['Tuesday 23:59', '2026-11-24T23:59:00+01:00', false],
    // The week after the spring change (CEST, UTC+2): a fixed UTC+1 would say 19:00 and allow it.
    ['Monday after spring change 09:00 CEST', '2026-03-30T07:00:00Z', true],
    ['Monday after spring change 08:59 CEST', '2026-03-30T06:59:00Z', false],
    ['Monday after spring change 20:00 CEST', '2026-03-30T18:00:00Z', false],
    // The Saturday before the spring change is still CET (UTC+1).
    ['Saturday before spring change 19:00 CET', '2026-03-28T18:00:00Z', false],
    ['Saturday before spring change 18:59 CET', '2026-03-28T17:59:00Z', true],
    // The autumn change: Saturday in CEST, Monday in CET.
    ['Saturday before autumn change 10:00 CEST', '2026-10-24T08:00:00Z', true],
    ['Saturday before autumn change 09:59 CEST', '2026-10-24T07:59:00Z', false],
    ['Monday after autumn change 09:00 CET', '2026-10-26T08:00:00Z', true],
    ['Monday after autumn change 08:59 CET', '2026-10-26T07:59:00Z', false],
    ['Monday after autumn change 20:00 CET', '2026-10-26T19:00:00Z', false],
    // The change days themselves are Sundays.
    ['spring change day 12:00', '2026-03-29T10:00:00Z', false],
    ['autumn change day 12:00', '2026-10-25T11:00:00Z', false],
  ])('%s → %s', (_name, iso, allowed) => {
    expect(isTelemarketingTime(at(iso))).toBe(allowed)
  })

  it('reads the wall clock of Rome whatever the instant’s offset', () => {
    expect(romeDateTime(at('2026-03-30T07:00:00Z'))).toEqual({ year: 2026, month: 3, day: 30, hour: 9, minute: 0, weekday: 1 })
    expect(romeDateTime(at('2026-12-31T23:30:00Z'))).toEqual({ year: 2027, month: 1, day: 1, hour: 0, minute: 30, weekday: 5 })
  })
})

describe('Italian national holidays', () => {
  const fixed = [
    ['01-01', 'Capodanno'],
    ['01-06', 'Epifania'],
    ['04-25', 'Festa della Liberazione'],
    ['05-01', 'Festa del Lavoro'],
    ['06-02', 'Festa della Repubblica'],
    ['08-15', 'Ferragosto'],
    ['11-01', 'Ognissanti'],
    ['12-08', 'Immacolata Concezione'],
    ['12-25', 'Natale'],
    ['12-26', 'Santo Stefano'],
  ] as const
  const years = [2025, 2026, 2027, 2028]

  it.each(years.flatMap((year) => fixed.map(([date, name]) => [year, date, name] as const)))('%i-%s (%s): no calls all day', (year, date, name) => {
    const [month, day] = date.split('-').map(Number) as [number, number]
    expect(isItalianHoliday({ year, month, day })).toBe(true)
    expect(italianHolidays(year).some((holiday) => holiday.name === name && holiday.month === month && holiday.day === day)).toBe(true)
    expect(telemarketingWindow({ year, month, day })).toBeNull()
    for (const hour of ['09', '10', '12', '15', '18', '19']) expect(isTelemarketingTime(at(`${year}-${date}T${hour}:30:00${month >= 4 && month <= 10 ? '+02:00' : '+01:00'}`))).toBe(false)
  })

  it.each([
    [2011, '04-24'], // Easter Monday on 25 April, Liberation Day
    [2019, '04-21'],
    [2020, '04-12'],
    [2021, '04-04'],
    [2022, '04-17'],
    [2023, '04-09'],
    [2024, '03-31'],
    [2025, '04-20'],
    [2026, '04-05'],
    [2027, '03-28'],
    [2028, '04-16'],
    [2029, '04-01'],
    [2030, '04-21'],
    [2038, '04-25'], // the latest possible Easter: Easter Monday on 26 April
    [2285, '03-22'], // the earliest possible Easter
  ])('Easter %i falls on %s and its Monday is a holiday, the Tuesday is not', (year, date) => {
    const [month, day] = date.split('-').map(Number) as [number, number]
    expect(easterSunday(year)).toEqual({ year, month, day })
    const monday = new Date(Date.UTC(year, month - 1, day + 1))
    const tuesday = new Date(Date.UTC(year, month - 1, day + 2))
    const civil = (d: Date) => ({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() })
    expect(italianHolidays(year).find((holiday) => holiday.name === 'Lunedì dell’Angelo')).toMatchObject(civil(monday))
    expect(telemarketingWindow(civil(monday))).toBeNull()
    expect(telemarketingWindow(civil(tuesday))).toEqual({ start: 9, end: 20 })
  })

  it('has San Francesco (4 October) from 2026 on, not before', () => {
    expect(isItalianHoliday({ year: 2025, month: 10, day: 4 })).toBe(false)
    expect(isItalianHoliday({ year: 2026, month: 10, day: 4 })).toBe(true)
    expect(isTelemarketingTime(at('2027-10-04T12:00:00+02:00'))).toBe(false)
    expect(isTelemarketingTime(at('2027-10-05T12:00:00+02:00'))).toBe(true)
  })

  it('allows the working days next to holidays', () => {
    expect(isTelemarketingTime(at('2026-12-24T19:00:00+01:00'))).toBe(true)
    expect(isTelemarketingTime(at('2027-01-07T09:00:00+01:00'))).toBe(true)
    expect(isTelemarketingTime(at('2026-06-03T09:00:00+02:00'))).toBe(true)
    expect(italianHolidays(2026)).toHaveLength(12)
  })
})

describe('the next allowed time', () => {
  it.each([
    ['inside a window: the instant itself', '2026-11-23T10:15:00+01:00', '2026-11-23T10:15:00+01:00'],
    ['weekday before 9', '2026-11-23T07:00:00+01:00', '2026-11-23T09:00:00+01:00'],
    ['Friday evening → Saturday 10', '2026-11-27T20:00:00+01:00', '2026-11-28T10:00:00+01:00'],
    ['Saturday evening → Monday 9', '2026-11-28T19:00:00+01:00', '2026-11-30T09:00:00+01:00'],
    ['Christmas Eve evening → 28 December', '2026-12-24T20:30:00+01:00', '2026-12-28T09:00:00+01:00'],
    ['Easter Saturday evening 2027 → Tuesday after Easter Monday', '2027-03-27T19:30:00+01:00', '2027-03-30T09:00:00+02:00'],
    ['spring change Sunday → Monday 9 CEST', '2026-03-29T12:00:00+02:00', '2026-03-30T09:00:00+02:00'],
    ['autumn change Saturday evening → Monday 9 CET', '2026-10-24T19:30:00+02:00', '2026-10-26T09:00:00+01:00'],
  ])('%s', (_name, from, expected) => {
    expect(nextTelemarketingTime(at(from)).toISOString()).toBe(at(expected).toISOString())
  })

  it('tells a merchant whether to call now or from when', () => {
    expect(callbackAvailability(at('2026-11-28T11:00:00+01:00'))).toEqual({ callableNow: true, text: telemarketingMessages.callableNow('19:00') })
    expect(callbackAvailability(at('2026-11-29T11:00:00+01:00'))).toEqual({
      callableNow: false,
      text: telemarketingMessages.callableFrom('lunedì 30 novembre 2026, 09:00'),
    })
  })
})

describe('callback slots a consumer may choose', () => {
  it('offers only whole hours inside the windows, from the next one on', () => {
    const slots = callbackSlots(at('2026-11-27T18:30:00+01:00'), 3)
    expect(slots.map((slot) => `${slot.day} ${slot.label}`)).toEqual([
      'venerdì 27 novembre 19:00–20:00',
      ...[10, 11, 12, 13, 14, 15, 16, 17, 18].map((hour) => `sabato 28 novembre ${hour}:00–${hour + 1}:00`),
    ])
    for (const slot of slots) expect(isAllowedSlotStart(slot.start)).toBe(true)
    expect(slots[0]!.value).toBe('2026-11-27T18:00:00.000Z')
    expect(slots[0]!.shortDay).toBe('ven 27 nov')
  })

  it('skips holidays and starts the Monday after the spring change at 9:00 CEST', () => {
    const slots = callbackSlots(at('2026-03-28T20:00:00+01:00'), 3)
    expect(slots[0]!.value).toBe('2026-03-30T07:00:00.000Z')
    expect(slots).toHaveLength(11)
    expect(callbackSlots(at('2026-12-24T21:00:00+01:00'), 4)).toHaveLength(0)
  })

  const now = () => at('2026-11-23T10:20:00+01:00')
  const schema = callbackSlotSchema(now)
  it.each([
    ['a weekday slot', '2026-11-23T11:00:00+01:00', null],
    ['the last weekday slot', '2026-11-24T19:00:00+01:00', null],
    ['the last Saturday slot', '2026-11-28T18:00:00+01:00', null],
    ['a slot in UTC notation', '2026-11-24T08:00:00Z', null],
    ['a weekday slot ending after 20', '2026-11-24T20:00:00+01:00', telemarketingMessages.slotOutsideHours],
    ['a weekday slot before 9', '2026-11-24T08:00:00+01:00', telemarketingMessages.slotOutsideHours],
    ['a Saturday slot ending after 19', '2026-11-28T19:00:00+01:00', telemarketingMessages.slotOutsideHours],
    ['a Saturday slot before 10', '2026-11-28T09:00:00+01:00', telemarketingMessages.slotOutsideHours],
    ['a Sunday slot', '2026-11-29T11:00:00+01:00', telemarketingMessages.slotOutsideHours],
    ['not on the hour', '2026-11-24T10:30:00+01:00', telemarketingMessages.slotOutsideHours],
    ['the slot already started', '2026-11-23T10:00:00+01:00', telemarketingMessages.slotPast],
    ['too far ahead', '2026-12-15T10:00:00+01:00', telemarketingMessages.slotTooFar(14)],
    ['not a date', 'domani mattina', telemarketingMessages.slotInvalid],
    ['a date without offset', '2026-11-24T10:00:00', telemarketingMessages.slotInvalid],
  ])('%s', (_name, value, error) => {
    const result = schema.safeParse(value)
    expect(result.success ? null : result.error.issues[0]?.message).toBe(error)
  })

  it('refuses a slot on a holiday', () => {
    const result = callbackSlotSchema(() => at('2026-12-04T12:00:00+01:00')).safeParse('2026-12-08T11:00:00+01:00')
    expect(result.error?.issues[0]?.message).toBe(telemarketingMessages.slotOutsideHours)
  })
})
