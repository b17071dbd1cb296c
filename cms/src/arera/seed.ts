import type { Payload } from 'payload'
import { collectionSlugs } from '../slugs.ts'
import { AreraFileKindSchema } from '#content-schema/arera/schema.ts'
import { areraSource, catalogueOrigin, dayFiles, FIXTURES_DIR, fixtureDates, importCatalogue } from './importer.ts'

/**
 * A catalogue out of the box where the importer reads the project's samples (`ARERA_SOURCE=fixtures`, development
 * and CI): the newest day of the fixture folder, once. Real data (ARERA's, CC BY 4.0), not demo data; with the
 * portal as source the nightly job brings the first day instead.
 */
export async function seedAreraCatalogue(payload: Payload): Promise<string[]> {
  const recorded = await recordOrigins(payload)
  const source = areraSource()
  if (source.kind !== 'fixtures') return recorded
  const existing = await payload.count({ collection: collectionSlugs.areraCatalogues, where: { state: { equals: 'complete' } }, overrideAccess: true })
  if (existing.totalDocs > 0) return recorded
  const date = fixtureDates(source.dir)[0]
  if (!date) return recorded
  const result = await importCatalogue(payload, { date, source })
  return [...recorded, ...(result.status === 'imported' ? [`arera-catalogue ${date}`] : [])]
}

/**
 * Catalogues imported before the importer recorded where their files came from get it from the source they name
 * (a data step, not a migration): a download from the portal is the portal's; the project's sample folder its list of
 * real samples; another folder vouches for no file. Runs as the system: nobody else may write a catalogue.
 */
async function recordOrigins(payload: Payload): Promise<string[]> {
  const unrecorded = await payload.find({ collection: collectionSlugs.areraCatalogues, where: { origin: { exists: false } }, select: { date: true, source: true }, depth: 0, pagination: false, overrideAccess: true })
  const recorded: string[] = []
  for (const catalogue of unrecorded.docs) {
    const source = catalogue.source ?? ''
    const origin = /^https?:/.test(source)
      ? { source: 'portale' as const, illustrative: [] }
      : source === 'campioni del progetto (fixtures)'
        ? catalogueOrigin({ kind: 'fixtures', dir: FIXTURES_DIR }, { ...dayFiles(catalogue.date), index: 'PO_Indici.csv' })
        : { source: 'campioni' as const, illustrative: AreraFileKindSchema.options }
    await payload.update({ collection: collectionSlugs.areraCatalogues, id: catalogue.id, data: { origin: origin.source, illustrativeFiles: origin.illustrative }, overrideAccess: true })
    recorded.push(`arera-catalogue ${catalogue.date} origin`)
  }
  return recorded
}
