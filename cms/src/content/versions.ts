import type { CollectionBeforeChangeHook, Field, GlobalAfterChangeHook, GlobalBeforeChangeHook, GlobalSlug, PayloadRequest, Where } from 'payload'
import { isStaffField } from '../access/isStaffField.ts'
import { collectionSlugs } from '../slugs.ts'

/**
 * Who made each version of the content editors keep (pages, legal texts, interface texts, navigation, estimate
 * parameters …): a field stamped from the signed-in user on every save, so each entry of the «Versioni» tab names
 * its author. Seed and system writes leave it empty.
 */
export function versionAuthorField(): Field {
  return {
    name: 'versionAuthor',
    label: 'Versione salvata da',
    type: 'relationship',
    relationTo: collectionSlugs.users,
    // Always the id: content read at any depth carries no staff member's e-mail (the admin's field looks the name up).
    maxDepth: 0,
    // Whatever a save sends is replaced by the hooks below; the site's anonymous reads never see who edited.
    access: { read: isStaffField },
    // Empty on what the seed or a system write saved: said as such, not as a choice left to make («Seleziona un valore»).
    admin: { position: 'sidebar', readOnly: true, placeholder: 'Il sistema (contenuto iniziale)' },
  }
}

function authorOf(req: PayloadRequest): number | null {
  const user = req.user as { id?: unknown; collection?: string } | null | undefined
  return user?.collection === collectionSlugs.users && typeof user.id === 'number' ? user.id : null
}

/** beforeChange of a collection: the user saving this version is its author (restores included). */
export const stampVersionAuthor: CollectionBeforeChangeHook = ({ data, req }) => ({ ...data, versionAuthor: authorOf(req) })

/**
 * beforeChange of a global with drafts: the author, as above; and a save that is not a draft is a publish. Payload
 * merges a global's save into its latest version, a draft maybe, so a save that names no status (an API call, a
 * seed) would otherwise write the live global as a draft, which visitors cannot read.
 */
export const stampGlobalVersionAuthor: GlobalBeforeChangeHook = ({ data, req }) => ({
  ...data,
  ...(data._status === 'draft' ? {} : { _status: 'published' }),
  versionAuthor: authorOf(req),
})

/** beforeChange of a global without drafts: the author only. */
export const stampSettingsVersionAuthor: GlobalBeforeChangeHook = ({ data, req }) => ({ ...data, versionAuthor: authorOf(req) })

/**
 * afterChange of a global: Payload restores a global's version by copying it whole, without its beforeChange hooks,
 * and writes the copy to the live global even when it restores it as a draft. So after a restore the new version is
 * stamped with the restorer as its author, and the live global is set back to the newest published version (the
 * restored one, or, for a restore as draft, the one that was live). Through Payload's database adapter, in the
 * restore's transaction: no Local API call changes a version in place, and a Local API save would add a version.
 */
export function stampRestoredGlobal(slug: GlobalSlug): GlobalAfterChangeHook {
  return async ({ doc, req }) => {
    if (!req.context?.isRestoringVersion) return doc
    const versionAuthor = authorOf(req)
    const newest = async (where?: Where) =>
      (await req.payload.db.findGlobalVersions({ global: slug, where, limit: 1, pagination: false, sort: '-updatedAt', req })).docs[0]
    const restored = await newest()
    if (!restored) return doc
    await req.payload.db.updateGlobalVersion({ global: slug, id: restored.id, versionData: { ...restored, version: { ...restored.version, versionAuthor } }, req })
    const live = await newest({ 'version._status': { equals: 'published' } })
    if (live) {
      const liveData = live.id === restored.id ? { ...live.version, versionAuthor } : live.version
      await req.payload.db.updateGlobal({ slug, data: { ...liveData, _status: 'published' }, req })
    }
    // The doc Payload hands on is the new version entry, read with the global's defaults (so `_status` 'draft'): it
    // takes the restored status, so the next hooks purge the site's pages after a restore that changed them.
    return { ...doc, _status: restored.version._status === 'draft' ? 'draft' : 'published', versionAuthor }
  }
}
