import { describe, expect, it } from 'vitest'
import { analyticsCspSources, widenCsp } from '../../site/src/lib/analyticsCsp.ts'

const policy = "default-src 'self';img-src 'self' data:;connect-src 'self';frame-ancestors 'none'; script-src 'self' 'sha256-abc='; style-src 'self';"

describe('the page policy for the analytics tags', () => {
  it('adds nothing when no tag id is configured', () => {
    const none = analyticsCspSources({ googleAnalyticsId: null, metaPixelId: null })
    expect(none).toEqual({ script: [], connect: [], img: [] })
    expect(widenCsp(policy, none)).toBe("default-src 'self'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; script-src 'self' 'sha256-abc='; style-src 'self';")
    expect(analyticsCspSources(undefined)).toEqual(none)
  })

  it('allows Google Analytics hosts only with its id, keeping the hashes and the other directives', () => {
    const widened = widenCsp(policy, analyticsCspSources({ googleAnalyticsId: 'G-ABC1234', metaPixelId: null }))
    expect(widened).toContain("script-src 'self' 'sha256-abc=' https://www.googletagmanager.com;")
    expect(widened).toContain("connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com;")
    expect(widened).toContain("img-src 'self' data: https://*.google-analytics.com https://*.googletagmanager.com;")
    expect(widened).toContain("frame-ancestors 'none';")
    expect(widened).not.toContain('facebook')
  })

  it('allows both vendors with both ids, and adds a missing directive with self', () => {
    const widened = widenCsp("script-src 'self';", analyticsCspSources({ googleAnalyticsId: 'G-ABC1234', metaPixelId: '1234567' }))
    expect(widened).toBe(
      "script-src 'self' https://www.googletagmanager.com https://connect.facebook.net; connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com https://www.facebook.com https://connect.facebook.net; img-src 'self' https://*.google-analytics.com https://*.googletagmanager.com https://www.facebook.com;",
    )
  })
})
