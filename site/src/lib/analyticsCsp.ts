import type { AnalyticsSettings } from '#content-schema'

/**
 * What the page's Content-Security-Policy must also allow for the tags the cookie banner may load: only
 * for a tag whose id is configured, so with no ids the policy stays 'self' only. From the vendors' CSP
 * guides (Google Analytics 4 through gtag.js, Meta Pixel).
 */
const sources = {
  googleAnalytics: {
    script: ['https://www.googletagmanager.com'],
    connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
    img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  },
  metaPixel: {
    script: ['https://connect.facebook.net'],
    connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
    img: ['https://www.facebook.com'],
  },
}

export function analyticsCspSources(analytics: AnalyticsSettings | null | undefined): { script: string[]; connect: string[]; img: string[] } {
  const enabled = [...(analytics?.googleAnalyticsId ? [sources.googleAnalytics] : []), ...(analytics?.metaPixelId ? [sources.metaPixel] : [])]
  return {
    script: enabled.flatMap((tag) => tag.script),
    connect: enabled.flatMap((tag) => tag.connect),
    img: enabled.flatMap((tag) => tag.img),
  }
}

/** The policy with the sources added to its script-src, connect-src and img-src (added with 'self' when absent). */
export function widenCsp(policy: string, add: { script: string[]; connect: string[]; img: string[] }): string {
  const wanted: [string, string[]][] = [
    ['script-src', add.script],
    ['connect-src', add.connect],
    ['img-src', add.img],
  ]
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean)
  for (const [name, sources] of wanted) {
    if (sources.length === 0) continue
    const index = directives.findIndex((directive) => directive.split(/\s+/)[0] === name)
    if (index === -1) directives.push([name, "'self'", ...sources].join(' '))
    else directives[index] = [...new Set([...directives[index]!.split(/\s+/), ...sources])].join(' ')
  }
  return `${directives.join('; ')};`
}
