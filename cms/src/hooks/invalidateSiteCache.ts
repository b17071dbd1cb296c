import type { PayloadRequest } from 'payload'
import { notifyAfterCommit } from '../database/notify.ts'
import { forgetSettings } from '../content/settingsCache.ts'
import { SITE_CACHE_CHANNEL } from '../../../platform/cacheTags.ts'

/**
 * Queue a cache purge for the given tags (delivered to every web process after the commit), and forget this
 * process's copy of the settings every lead reads (cms/src/content/settingsCache.ts) at once, for processes without
 * the web server's listener (tests, scripts); it runs before the save commits, so a read in between may keep the old
 * values until MAX_AGE_MS. Seeding skips it (there is nothing cached yet).
 */
export async function invalidateSiteCache(req: PayloadRequest, tags: string[]): Promise<void> {
  if (req.context?.seeding || tags.length === 0) return
  forgetSettings()
  await notifyAfterCommit(req, SITE_CACHE_CHANNEL, JSON.stringify(tags))
}
