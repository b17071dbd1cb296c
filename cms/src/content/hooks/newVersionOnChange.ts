import { ValidationError, type CollectionBeforeChangeHook } from 'payload'
import { legalPageMessages, romeIsoDay } from '#content-schema'
import type { LegalPage } from '../../../payload-types.ts'
import { collectionSlugs } from '../../slugs.ts'

/** The same JSON whatever the key order (PostgreSQL's jsonb reorders the keys of a stored rich text). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, field]) => field !== undefined)
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, field]) => `${JSON.stringify(key)}:${canonical(field)}`)
      .join(',')}}`
  }
  return JSON.stringify(value ?? null)
}

type Wording = Pick<LegalPage, 'title' | 'intro' | 'sections'>

/** What a person reads of a legal page: its title, introduction and sections (not its SEO, version or date). */
const wordingOf = (page: Partial<Wording>) =>
  canonical({ title: page.title ?? '', intro: page.intro ?? '', sections: (page.sections ?? []).map((section) => ({ heading: section.heading, body: section.body })) })

/** Today in Italy, as the start of the day the date field stores. */
const todayInItaly = () => `${romeIsoDay(new Date())}T00:00:00.000Z`

/**
 * Consents name the legal texts in force by version ('privacy-policy 3'), so a published text never changes under
 * its number: publishing a page whose words differ from its last published version needs a version number never
 * published before (refused otherwise, with the reason on the field), and, when «In vigore dal» was left as it was,
 * the page takes today's date. A publish that changes no words (SEO, a typo fixed back) keeps both. Going back to
 * older words is a new version, unless it is an earlier version published again whole, words and number (a restore,
 * the seed bringing a page back to its text): that number still names the same words. Every version is kept (versions.maxPerDoc 0), so the
 * words a consent was given under can always be read again.
 */
export const newVersionOnChange: CollectionBeforeChangeHook<LegalPage> = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc?.id) return data
  // A save that names no status keeps the page's: an API update of a published page publishes it.
  if ((data._status ?? originalDoc._status) !== 'published') return data
  const published = await req.payload.findVersions({
    collection: collectionSlugs.legalPages,
    where: { and: [{ parent: { equals: originalDoc.id } }, { 'version._status': { equals: 'published' } }] },
    sort: '-updatedAt',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const inForce = published.docs[0]?.version
  if (!inForce) return data
  const next = { ...originalDoc, ...data }
  if (wordingOf(next) === wordingOf(inForce)) return data
  const sameNumber = published.docs.filter((doc) => doc.version.version.trim() === String(next.version).trim())
  if (sameNumber.some((doc) => wordingOf(doc.version) !== wordingOf(next))) {
    const message = next.version === inForce.version ? legalPageMessages.newVersionRequired(inForce.version) : legalPageMessages.versionUsed(next.version)
    throw new ValidationError({ collection: collectionSlugs.legalPages, errors: [{ path: 'version', message }], req }, req.t)
  }
  // An earlier version published again with its own words and number: its number still names those words.
  if (sameNumber.length > 0) return data
  const sameDate = new Date(next.updatedOn).getTime() === new Date(inForce.updatedOn).getTime()
  return sameDate ? { ...data, updatedOn: todayInItaly() } : data
}
