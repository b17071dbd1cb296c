import type { APIRoute } from 'astro'
import { z } from 'zod'
import { siteCacheSecret } from '../../../../server/secrets.ts'

const BodySchema = z.object({ tags: z.array(z.string()).min(1) })

/** Called by every web process when PostgreSQL announces a content change (server/web.ts). */
export const POST: APIRoute = async ({ request, cache }) => {
  if (request.headers.get('x-site-cache-secret') !== siteCacheSecret()) {
    return new Response(null, { status: 403 })
  }
  const parsed = BodySchema.safeParse(await request.json().catch(() => null))
  if (!parsed.success) return Response.json({ error: 'Richiesta non valida.' }, { status: 400 })
  await cache.invalidate({ tags: parsed.data.tags })
  return Response.json({ invalidated: parsed.data.tags })
}
