import type { APIRoute } from 'astro'
import { publicUrl } from '../../../platform/env.ts'

/** The admin, the API, the merchant area and internal endpoints are not for search engines. */
export const GET: APIRoute = () =>
  new Response(
    [
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /internal/',
      'Disallow: /area-merchant',
      'Disallow: /area-admin',
      `Sitemap: ${publicUrl()}/sitemap.xml`,
      '',
    ].join('\n'),
    { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } },
  )
