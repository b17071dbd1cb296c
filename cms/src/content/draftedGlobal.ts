import type { GlobalConfig, GlobalSlug } from 'payload'
import { isStaff } from '../access/isStaff.ts'
import { publishedOrStaff } from '../access/publishedOrStaff.ts'
import { invalidateSiteCache } from '../hooks/invalidateSiteCache.ts'
import { stampGlobalVersionAuthor, stampRestoredGlobal } from './versions.ts'

/**
 * What a global edited with drafts shares (Navigation, UiTexts): everyone reads what is published, staff read its
 * drafts and versions and change it; each version names its author, a restore is stamped and made live again
 * (stampRestoredGlobal), and a publish or a restore purges the pages tagged `cacheTag`, a draft none.
 */
export function draftedGlobal(slug: GlobalSlug, cacheTag: string): Pick<GlobalConfig, 'slug' | 'access' | 'hooks'> {
  return {
    slug,
    access: {
      read: publishedOrStaff,
      readVersions: isStaff,
      update: isStaff,
    },
    hooks: {
      beforeChange: [stampGlobalVersionAuthor],
      afterChange: [
        stampRestoredGlobal(slug),
        async ({ doc, req }) => {
          if (doc._status !== 'draft') await invalidateSiteCache(req, [cacheTag])
          return doc
        },
      ],
    },
  }
}
