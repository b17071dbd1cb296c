import { describe, expect, it } from 'vitest'
import { CapSchema, formatLocation, normaliseCapInput, splitLocation } from '#content-schema'

describe('CAP input', () => {
  it.each([
    ['59100', '59100'],
    ['59a1-00', '59100'],
    ['5910012', '59100'],
    ['  20 121 ', '20121'],
    ['abc', ''],
  ])('normalises %j to %j', (raw, expected) => {
    expect(normaliseCapInput(raw)).toBe(expected)
  })

  it('accepts exactly five digits and explains the rule otherwise', () => {
    expect(CapSchema.safeParse('00144').success).toBe(true)
    const short = CapSchema.safeParse('5910')
    expect(short.success).toBe(false)
    expect(short.error?.issues[0]?.message).toBe('Il CAP deve essere di 5 cifre numeriche.')
    expect(CapSchema.safeParse('5910a').success).toBe(false)
  })
})

describe('location text', () => {
  it('joins CAP and city the way the questionnaire receives it', () => {
    expect(formatLocation('59100', 'Prato')).toBe('59100 - Prato')
    expect(formatLocation('59100')).toBe('59100')
  })

  it('splits it back at the first " - "', () => {
    expect(splitLocation('59100 - Prato')).toEqual({ cap: '59100', city: 'Prato' })
    expect(splitLocation('39100 - Bolzano - Bozen')).toEqual({ cap: '39100', city: 'Bolzano - Bozen' })
    expect(splitLocation('59100')).toEqual({ cap: '59100', city: null })
  })
})
