import type { EstimateSources } from '#content-schema'
import { publishedParameters } from '../estimates/estimates.ts'
import { publicReadEndpoint } from '../api/publicEndpoint.ts'

const PATH = '/public/estimate-sources'

/** The transparency page reads it once per render; this stops anyone using it to load the database. */
const RATE_LIMIT = { limit: 60, windowMs: 60_000 }

/**
 * GET /api/public/estimate-sources — what the estimates rest on, for the transparency page: each source of the
 * published parameters editors keep ("Parametri stime", staff-only records) with the day of its figures and how many
 * parameters it gives, and when a parameter was last changed. The parameters are the ones the estimates use, as they
 * read them (kept in memory until a change is announced): public facts only, sources, dates, counts; every estimate
 * lists the same sources to its visitor.
 */
export const estimateSourcesEndpoint = publicReadEndpoint({
  path: PATH,
  rateLimit: RATE_LIMIT,
  handler: async (req) => {
    const sources = new Map<string, EstimateSources['sources'][number]>()
    let parametersUpdatedAt: string | null = null
    for (const parameter of await publishedParameters(req)) {
      if (!parametersUpdatedAt || parameter.updatedAt > parametersUpdatedAt) parametersUpdatedAt = parameter.updatedAt
      const key = `${parameter.fonte}\u0000${parameter.data}`
      const known = sources.get(key)
      if (known) known.parameters++
      else sources.set(key, { source: parameter.fonte, sourceDate: parameter.data, parameters: 1 })
    }
    const body: EstimateSources = {
      parametersUpdatedAt,
      sources: [...sources.values()].sort((a, b) => a.source.localeCompare(b.source, 'it') || b.sourceDate.localeCompare(a.sourceDate)),
    }
    return Response.json(body)
  },
})
