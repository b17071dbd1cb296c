import { computeEstimate, estimateParameterDefaults, withDefaultParameters, type Answers, type Estimate, type ServiceSlug } from '#content-schema'
import type { Queryable } from './rateLimit.ts'

const PARAMETERS = `select chiave, valore, fonte, data_fonte from estimate_parameters`

type ParameterRow = { chiave: string; valore: string; fonte: string; data_fonte: Date }

const defaultSources = new Map(estimateParameterDefaults.map((parameter) => [parameter.key, { fonte: parameter.source, date: new Date(parameter.sourceDate) }]))
const dateFormat = new Intl.DateTimeFormat('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Rome' })

/**
 * The estimate of a lead's answers with the parameters editors keep now ("Parametri stime", read on every call,
 * so a change applies to the next estimate), its sources named from the same records. Computed only here on the
 * server — for the questionnaire's result step and for the lead — so no figure is taken from a browser.
 */
export async function estimateWithCurrentParameters(db: Queryable, input: { service: ServiceSlug; answers: Answers; cap: string | null }): Promise<Estimate> {
  const rows = (await db.query(PARAMETERS, [])).rows as ParameterRow[]
  const stored = new Map(rows.map((row) => [row.chiave, row]))
  const estimate = computeEstimate({ ...input, parameters: withDefaultParameters(Object.fromEntries(rows.map((row) => [row.chiave, row.valore]))) })
  const sources = new Set<string>()
  for (const key of estimate.parameters) {
    const row = stored.get(key)
    const source = row ? { fonte: row.fonte, date: row.data_fonte } : defaultSources.get(key)
    if (source) sources.add(`${source.fonte} (${dateFormat.format(source.date)})`)
  }
  return { ...estimate, sources: [...sources, ...estimate.sources] }
}
