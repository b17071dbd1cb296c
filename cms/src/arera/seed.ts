import type { Payload } from 'payload'
import { collectionSlugs } from '../slugs.ts'
import { areraSource, fixtureDates, importCatalogue } from './importer.ts'

/**
 * A catalogue out of the box where the importer reads the project's samples (`ARERA_SOURCE=fixtures`, development
 * and CI): the newest day of the fixture folder, once. Real data (ARERA's, CC BY 4.0), not demo data; with the
 * portal as source the nightly job brings the first day instead.
 */
export async function seedAreraCatalogue(payload: Payload): Promise<string[]> {
  const source = areraSource()
  if (source.kind !== 'fixtures') return []
  const existing = await payload.count({ collection: collectionSlugs.areraCatalogues, where: { state: { equals: 'complete' } }, overrideAccess: true })
  if (existing.totalDocs > 0) return []
  const date = fixtureDates(source.dir)[0]
  if (!date) return []
  const result = await importCatalogue(payload, { date, source })
  return result.status === 'imported' ? [`arera-catalogue ${date}`] : []
}
