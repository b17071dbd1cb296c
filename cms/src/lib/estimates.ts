import { computeEstimate, withDefaultParameters, type Answers, type Estimate, type ParameterDocumentation, type ServiceSlug } from '#content-schema'
import type { Queryable } from './rateLimit.ts'
import { remembered } from './settingsCache.ts'

// A read on the lead path, kept in memory until an editor's change is announced: one plain statement, no Payload.
const PARAMETERS = `select chiave, valore, etichetta, unita, fonte, to_char(data_fonte at time zone 'Europe/Rome', 'YYYY-MM-DD') as data from estimate_parameters`

type ParameterRow = { chiave: string; valore: string; etichetta: string; unita: string; fonte: string; data: string }

/**
 * The estimate of a lead's answers with the parameters editors keep now ("Parametri stime", kept in memory until a change
 * is announced, so a change applies to the next estimate), each parameter used listed with the value, description,
 * source and date of its record. Computed only here on the server — for the questionnaire's result step and for the
 * lead — so no figure is taken from a browser.
 */
export async function estimateWithCurrentParameters(db: Queryable, input: { service: ServiceSlug; answers: Answers; cap: string | null }): Promise<Estimate> {
  const rows = await remembered('estimate-parameters', async () => (await db.query(PARAMETERS, [])).rows as ParameterRow[])
  const documentation: ParameterDocumentation = Object.fromEntries(
    rows.map((row) => [row.chiave, { label: row.etichetta, unit: row.unita, source: row.fonte, sourceDate: row.data }]),
  )
  return computeEstimate({ ...input, parameters: withDefaultParameters(Object.fromEntries(rows.map((row) => [row.chiave, row.valore]))), documentation })
}
