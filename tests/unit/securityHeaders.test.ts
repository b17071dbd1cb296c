import { afterEach, describe, expect, it } from 'vitest'
import { publicUrl, secureCookies } from '../../platform/env.ts'
import { adminCsp, commonSecurityHeaders, FALLBACK_CSP, referrerPolicy } from '../../server/securityHeaders.ts'

const savedPublicUrl = process.env.PUBLIC_URL
afterEach(() => {
  if (savedPublicUrl === undefined) delete process.env.PUBLIC_URL
  else process.env.PUBLIC_URL = savedPublicUrl
})

/** What server/web.ts sends on every response, decided from PUBLIC_URL as it does at start. */
function headersFor(url: string | undefined): Record<string, string> {
  if (url === undefined) delete process.env.PUBLIC_URL
  else process.env.PUBLIC_URL = url
  return Object.fromEntries(commonSecurityHeaders(publicUrl()))
}

describe('Strict-Transport-Security', () => {
  it('is sent when the product is reached over https, together with Secure cookies', () => {
    const headers = headersFor('https://www.casaconfronta.it')
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
    expect(secureCookies()).toBe(true)
  })

  it('is never sent on plain http (the development default or an explicit http origin)', () => {
    for (const url of [undefined, 'http://localhost:3000', 'http://casaconfronta.test']) {
      const headers = headersFor(url)
      expect(headers).not.toHaveProperty('strict-transport-security')
      expect(secureCookies()).toBe(false)
    }
  })

  it('leaves the other headers the same either way', () => {
    const { 'strict-transport-security': _hsts, ...https } = headersFor('https://www.casaconfronta.it')
    expect(https).toEqual(headersFor('http://localhost:3000'))
    expect(https).toEqual({
      'x-content-type-options': 'nosniff',
      'permissions-policy': 'camera=(), microphone=(), geolocation=()',
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin',
    })
  })
})

describe('Referrer-Policy', () => {
  it('sends no referrer from a page whose address carries a secret or from a signed-in area', () => {
    for (const path of ['/richiesta/abc123', '/richiesta', '/offerte-cap', '/offerte-merchant', '/conferma-richiesta', '/conferma-chiamata', '/consensi/revoca', '/reset-password', '/auth-merchant', '/area-merchant', '/area-merchant/', '/area-admin', '/auth-admin', '/admin', '/admin/collections/users']) {
      expect(referrerPolicy(path), path).toBe('no-referrer')
    }
  })

  it('sends the origin only from every other page', () => {
    for (const path of ['/', '/luce-gas', '/privacy-policy', '/richiestax', '/area-merchantx', '/administrator', '/api/public/cap/59100']) {
      expect(referrerPolicy(path), path).toBe('strict-origin-when-cross-origin')
    }
  })
})

describe('policies', () => {
  it("the admin's allows its scripts by nonce, never by 'unsafe-inline'", () => {
    const policy = adminCsp('abc123')
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src '))
    expect(scriptSrc).toContain("'nonce-abc123'")
    expect(scriptSrc).not.toContain('unsafe')
    // Nothing from another host: the admin loads no editor from a CDN.
    expect(policy).not.toMatch(/https?:|\*/)
    expect(policy).toContain("frame-ancestors 'none'")
  })

  it('the fallback loads nothing and cannot be framed', () => {
    expect(FALLBACK_CSP).toContain("default-src 'none'")
    expect(FALLBACK_CSP).toContain("frame-ancestors 'none'")
    expect(FALLBACK_CSP).not.toContain('unsafe-inline')
  })
})
