import type { PayloadRequest } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { dbFor } from '../lib/db.ts'
import { SITE_CACHE_CHANNEL } from '../../../platform/cacheTags.ts'

/** Queue a cache purge for the given tags; seeding skips it (there is nothing cached yet). */
export async function invalidateSiteCache(req: PayloadRequest, tags: string[]): Promise<void> {
  if (req.context?.seeding || tags.length === 0) return
  const db = await dbFor(req)
  await db.execute(sql`select pg_notify(${SITE_CACHE_CHANNEL}, ${JSON.stringify(tags)})`)
}
