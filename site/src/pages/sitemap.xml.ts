import type { APIRoute } from 'astro'
import { LEAD_RETURN_RULES_PATH } from '#content-schema/leads/leadReturns.ts'
import { publicUrl } from '../../../platform/env.ts'
import { cacheTags } from '../../../platform/cacheTags.ts'
import { getServiceCards } from '../lib/cms.ts'
import { PUBLIC_PAGE_CACHE_CONTROL } from '../lib/cache.ts'

/** Every public page, the service pages and their call-booking pages read from the CMS. */
const fixedRoutes = [
  '/',
  '/come-funziona',
  '/chi-siamo',
  '/trasparenza',
  '/contatti',
  '/contatti/chiamata',
  '/luce-gas-start',
  '/privacy-policy',
  '/termini-condizioni',
  '/cookie-policy',
  LEAD_RETURN_RULES_PATH,
]

export const GET: APIRoute = async ({ cache }) => {
  const services = await getServiceCards()
  const routes = [
    ...fixedRoutes,
    ...services.map((service) => `/${service.slug}`),
    ...services.map((service) => `/contatti/chiamata/${service.callBooking.slug}`),
  ]
  const origin = publicUrl()
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...routes.map((route) => `  <url><loc>${origin}${route}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n')
  cache.set({ maxAge: 60, swr: 86400, tags: [cacheTags.services] })
  return new Response(body, {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': PUBLIC_PAGE_CACHE_CONTROL,
      // Read and removed by the front cache in server/web.ts (see site/src/lib/cache.ts).
      'x-cache-tags': cacheTags.services,
    },
  })
}
