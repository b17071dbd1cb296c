import type { PayloadRequest, Where } from 'payload'
import { UiTextsSchema, type UiTexts } from '#content-schema'
import { remembered } from '../content/settingsCache.ts'
import { globalSlugs } from '../slugs.ts'

/** Interface texts as published, with the «Versioni» entry that holds them (null before the first published version). */
export type PublishedUiTexts = { texts: UiTexts; version: string | null; versionId: number | null }

type VersionRow = { id: number | string; version: unknown }

const published = (row: VersionRow): PublishedUiTexts => {
  const parsed = UiTextsSchema.parse(row.version ?? {})
  return { texts: parsed, version: parsed.version, versionId: Number(row.id) }
}

/** The published versions of «Testi dell'interfaccia» matching `where`, newest first (a system read). */
async function publishedVersion(req: PayloadRequest, where: Where): Promise<PublishedUiTexts | null> {
  const found = await req.payload.findGlobalVersions({
    slug: globalSlugs.uiTexts,
    where: { and: [{ 'version._status': { equals: 'published' } }, where] },
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const row = found.docs[0] as VersionRow | undefined
  return row ? published(row) : null
}

/** The texts in force: the newest published version, kept until a change is announced (settingsCache.ts). */
function textsInForce(req: PayloadRequest): Promise<PublishedUiTexts> {
  return remembered('ui-texts:published', req, async () => {
    const latest = await publishedVersion(req, {})
    if (latest) return latest
    // Texts saved before they had versions, or never saved (every text at its default).
    const stored = await req.payload.findGlobal({ slug: globalSlugs.uiTexts, depth: 0, overrideAccess: true, req })
    const parsed = UiTextsSchema.parse(stored ?? {})
    return { texts: parsed, version: parsed.version, versionId: null }
  })
}

/**
 * The interface texts a form was shown with, to record the words beside its checkboxes: the published version saved
 * at `shownVersion` (the `updatedAt` the page read, sent back by the form), so a person who opened the form before an
 * editor published new words is recorded with the words they read; the version in force when the form names none,
 * names one that was never published (an editor's preview of a draft) or a forged one.
 */
export async function uiTextsShown(req: PayloadRequest, shownVersion: string | undefined): Promise<PublishedUiTexts> {
  const current = await textsInForce(req)
  if (!shownVersion || shownVersion === current.version) return current
  return (await publishedVersion(req, { 'version.updatedAt': { equals: shownVersion } })) ?? current
}
