import { computeEstimate, estimateParameterDefaults, withDefaultParameters, type Answers, type Estimate, type ServiceSlug } from '#content-schema'
import type { Queryable } from './rateLimit.ts'
import { remembered } from './settingsCache.ts'

const PARAMETERS = `select chiave, valore, fonte, to_char(data_fonte at time zone 'Europe/Rome', 'DD/MM/YYYY') as data from estimate_parameters`

type ParameterRow = { chiave: string; valore: string; fonte: string; data: string }

const italianDate = (iso: string) => iso.split('-').reverse().join('/')
const defaultSources = new Map(estimateParameterDefaults.map((parameter) => [parameter.key, { fonte: parameter.source, data: italianDate(parameter.sourceDate) }]))

/**
 * The estimate of a lead's answers with the parameters editors keep now ("Parametri stime", kept in memory until a change
 * is announced, so a change applies to the next estimate), its sources named from the same records. Computed only here on the
 * server — for the questionnaire's result step and for the lead — so no figure is taken from a browser.
 */
export async function estimateWithCurrentParameters(db: Queryable, input: { service: ServiceSlug; answers: Answers; cap: string | null }): Promise<Estimate> {
  const rows = await remembered('estimate-parameters', async () => (await db.query(PARAMETERS, [])).rows as ParameterRow[])
  const stored = new Map(rows.map((row) => [row.chiave, row]))
  const estimate = computeEstimate({ ...input, parameters: withDefaultParameters(Object.fromEntries(rows.map((row) => [row.chiave, row.valore]))) })
  const sources = new Set<string>()
  for (const key of estimate.parameters) {
    const row = stored.get(key)
    const source = row ?? defaultSources.get(key)
    if (source) sources.add(`${source.fonte} (${source.data})`)
  }
  return { ...estimate, sources: [...sources, ...estimate.sources] }
}
