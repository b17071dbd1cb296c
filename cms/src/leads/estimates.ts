import type { Payload } from 'payload'
import { computeEstimate, estimateParameterDefaults, withDefaultParameters, type Answers, type Estimate, type ServiceSlug } from '#content-schema'
import { collectionSlugs } from '../slugs.ts'
import { remembered } from '../content/settingsCache.ts'

type ParameterRow = { chiave: string; valore: number; fonte: string; data: string }

const italianDate = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/')
const defaultSources = new Map(estimateParameterDefaults.map((parameter) => [parameter.key, { fonte: parameter.source, data: italianDate(parameter.sourceDate) }]))

/** The parameters editors keep ("Parametri stime"), read through Payload (a system read) and kept until a change is announced. */
function currentParameters(payload: Payload): Promise<ParameterRow[]> {
  return remembered('estimate-parameters', async () => {
    const found = await payload.find({
      collection: collectionSlugs.estimateParameters,
      select: { chiave: true, valore: true, fonte: true, dataFonte: true },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    return found.docs.map((doc) => ({ chiave: doc.chiave, valore: doc.valore, fonte: doc.fonte, data: italianDate(new Date(doc.dataFonte).toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' })) }))
  })
}

/**
 * The estimate of a lead's answers with the parameters editors keep now, its sources named from the same records.
 * Computed only here on the server — for the questionnaire's result step and for the lead — so no figure is taken
 * from a browser.
 */
export async function estimateWithCurrentParameters(payload: Payload, input: { service: ServiceSlug; answers: Answers; cap: string | null }): Promise<Estimate> {
  const rows = await currentParameters(payload)
  const stored = new Map(rows.map((row) => [row.chiave, row]))
  const estimate = computeEstimate({ ...input, parameters: withDefaultParameters(Object.fromEntries(rows.map((row) => [row.chiave, row.valore]))) })
  const sources = new Set<string>()
  for (const key of estimate.parameters) {
    const source = stored.get(key) ?? defaultSources.get(key)
    if (source) sources.add(`${source.fonte} (${source.data})`)
  }
  return { ...estimate, sources: [...sources, ...estimate.sources] }
}
