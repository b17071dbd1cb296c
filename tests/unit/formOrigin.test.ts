import { describe, expect, it } from 'vitest'
import { isCrossSiteFormPost } from '../../site/src/lib/formOrigin.ts'

const url = new URL('https://www.casaconfronta.it/consensi/revoca')
const post = (headers: Record<string, string>, method = 'POST') => new Request(url, { method, headers })
const form = { 'content-type': 'application/x-www-form-urlencoded' }

describe('cross-site form posts', () => {
  it('accepts a post from the page’s own origin, and one whose page sent no referrer (Origin null) that the browser says is same-origin', () => {
    expect(isCrossSiteFormPost(post({ ...form, origin: url.origin }), url)).toBe(false)
    expect(isCrossSiteFormPost(post({ ...form, origin: 'null', 'sec-fetch-site': 'same-origin' }), url)).toBe(false)
  })

  it('refuses what Astro’s own check refused: another origin, a null origin from elsewhere or unexplained, no origin at all', () => {
    expect(isCrossSiteFormPost(post({ ...form, origin: 'https://evil.example' }), url)).toBe(true)
    expect(isCrossSiteFormPost(post({ ...form, origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' }), url)).toBe(true)
    expect(isCrossSiteFormPost(post({ ...form, origin: 'null', 'sec-fetch-site': 'cross-site' }), url)).toBe(true)
    expect(isCrossSiteFormPost(post({ ...form, origin: 'null' }), url)).toBe(true)
    expect(isCrossSiteFormPost(post({ 'content-type': 'multipart/form-data; boundary=x' }), url)).toBe(true)
    expect(isCrossSiteFormPost(post({ 'content-type': 'text/plain', origin: 'null', 'sec-fetch-site': 'same-site' }), url)).toBe(true)
  })

  it('leaves safe methods and non-form bodies alone', () => {
    expect(isCrossSiteFormPost(post({ origin: 'https://evil.example' }, 'GET'), url)).toBe(false)
    expect(isCrossSiteFormPost(post({ 'content-type': 'application/json', origin: 'https://evil.example' }), url)).toBe(false)
  })
})
