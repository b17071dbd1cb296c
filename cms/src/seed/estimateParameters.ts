import type { Payload } from 'payload'
import { estimateParameterDefaults } from '#content-schema'
import { collectionSlugs } from '../slugs.ts'

/** The estimates' parameters with their sources; only missing keys are created, so an editor's values stay. */
export async function seedEstimateParameters(payload: Payload, context: Record<string, unknown>): Promise<string[]> {
  const existing = await payload.find({
    collection: collectionSlugs.estimateParameters,
    select: { chiave: true },
    depth: 0,
    limit: 1000,
    pagination: false,
    overrideAccess: true,
  })
  const present = new Set(existing.docs.map((doc) => doc.chiave))
  const missing = estimateParameterDefaults.filter((parameter) => !present.has(parameter.key))
  for (const parameter of missing) {
    await payload.create({
      collection: collectionSlugs.estimateParameters,
      data: {
        chiave: parameter.key,
        etichetta: parameter.label,
        valore: parameter.value,
        unita: parameter.unit,
        fonte: parameter.source,
        dataFonte: `${parameter.sourceDate}T00:00:00.000Z`,
      },
      context,
      overrideAccess: true,
    })
  }
  return missing.length ? [`${missing.length} estimate parameters`] : []
}
