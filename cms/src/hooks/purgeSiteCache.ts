import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { invalidateSiteCache } from './invalidateSiteCache.ts'

type Versioned = { id: number | string; _status?: 'draft' | 'published' | null }

/** A draft nobody can see yet changes no page; a doc without drafts is always public. */
const isPublic = (doc: Partial<Versioned>) => doc._status == null || doc._status === 'published'

/**
 * afterChange and afterDelete hooks that purge the pages showing a document. `tagsOf` names them from
 * the document; both the old and the new version count, so renaming a slug purges the old page too.
 */
export function purgeSiteCache<T extends Versioned>(tagsOf: (doc: T) => string[]) {
  const afterChange: CollectionAfterChangeHook<T> = async ({ doc, previousDoc, req }) => {
    // previousDoc is an empty object on create.
    const versions = [doc, previousDoc].filter((version): version is T => Boolean(version?.id) && isPublic(version))
    await invalidateSiteCache(req, [...new Set(versions.flatMap(tagsOf))])
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook<T> = async ({ doc, req }) => {
    await invalidateSiteCache(req, tagsOf(doc))
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}
