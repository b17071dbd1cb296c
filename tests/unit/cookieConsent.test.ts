import { describe, expect, it } from 'vitest'
import { consentCookieValue, parseConsent, serializeConsent, trackingCookies } from '#content-schema'

const day = (iso: string) => new Date(`${iso}T10:00:00Z`)

describe('the cookie banner’s stored choice', () => {
  it.each([
    [{ statistiche: true, marketing: true }, 'v1.s1.m1.2026-11-22'],
    [{ statistiche: false, marketing: false }, 'v1.s0.m0.2026-11-22'],
    [{ statistiche: true, marketing: false }, 'v1.s1.m0.2026-11-22'],
  ])('%j is written as %s and read back', (choice, value) => {
    expect(serializeConsent(choice, day('2026-11-22'))).toBe(value)
    expect(parseConsent(value, day('2026-12-01'))).toEqual({ ...choice, date: '2026-11-22' })
  })

  it.each([
    ['missing', null],
    ['empty', ''],
    ['malformed', 'yes'],
    ['another version', 'v2.s1.m1.2026-11-22'],
    ['a category value out of range', 'v1.s2.m0.2026-11-22'],
    ['older than six months', 'v1.s1.m1.2026-05-20'],
    ['dated in the future', 'v1.s1.m1.2027-01-01'],
    ['an impossible date', 'v1.s1.m1.2026-13-45'],
  ])('counts as no choice when %s', (_name, value) => {
    expect(parseConsent(value, day('2026-11-22'))).toBeNull()
  })

  it('still holds on the last day of the six months', () => {
    expect(parseConsent('v1.s0.m1.2026-05-25', day('2026-11-22'))).toEqual({ statistiche: false, marketing: true, date: '2026-05-25' })
  })

  it('is found among the page’s cookies', () => {
    expect(consentCookieValue('_ga=GA1.1.1; cc_consent=v1.s1.m0.2026-11-22; x=1')).toBe('v1.s1.m0.2026-11-22')
    expect(consentCookieValue('_ga=GA1.1.1')).toBeNull()
  })

  it('knows which cookies each category’s tags set', () => {
    expect(['_ga', '_ga_ABC123', '_gid', '_gat'].every((name) => trackingCookies.statistiche.test(name))).toBe(true)
    expect(trackingCookies.statistiche.test('_gallery')).toBe(false)
    expect(trackingCookies.marketing.test('_fbp')).toBe(true)
    expect(trackingCookies.marketing.test('cc_consent')).toBe(false)
  })
})
