import type { MiddlewareHandler } from 'astro'
import { analyticsCspSources, widenCsp } from './lib/analyticsCsp.ts'
import { crossSiteFormPostRefused, isCrossSiteFormPost } from './lib/formOrigin.ts'
import { getSiteSettings } from './lib/cms.ts'
import { isPrivatePage } from '../../platform/secretUrls.ts'

/**
 * Refuses a cross-site form post (lib/formOrigin.ts, in place of Astro's checkOrigin). Then widens a page's
 * Content-Security-Policy to the vendor hosts of the analytics tags configured in site-settings, so the cookie
 * banner can load them after consent; with no ids the policy is left as Astro wrote it. Astro computes the header before the layout renders and ignores CSP insertions made from
 * middleware, so the header is rewritten on the way out. The front cache keeps it with the page, and a
 * settings save purges both. A page whose address carries a secret, and a signed-in area, loads no tag and keeps the
 * policy closed (platform/secretUrls.ts; server/web.ts sends no referrer from them).
 */
export const onRequest: MiddlewareHandler = async (context, next) => {
  if (!context.isPrerendered && isCrossSiteFormPost(context.request, context.url)) return crossSiteFormPostRefused(context.request)
  const response = await next()
  const policy = response.headers.get('content-security-policy')
  if (!policy || context.request.method !== 'GET' || !response.headers.get('content-type')?.startsWith('text/html')) return response
  if (isPrivatePage(context.originPathname)) return response
  const settings = await getSiteSettings().catch(() => null)
  const widened = widenCsp(policy, analyticsCspSources(settings?.analytics))
  if (widened !== policy) response.headers.set('content-security-policy', widened)
  return response
}
