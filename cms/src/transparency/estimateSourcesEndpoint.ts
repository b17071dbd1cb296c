import type { EstimateSources } from '#content-schema'
import { collectionSlugs } from '../slugs.ts'
import { publicReadEndpoint } from '../api/publicEndpoint.ts'

const PATH = '/public/estimate-sources'

/** The transparency page reads it once per render; this stops anyone using it to load the database. */
const RATE_LIMIT = { limit: 60, windowMs: 60_000 }

/**
 * GET /api/public/estimate-sources — what the estimates rest on, for the transparency page: each source of the
 * parameters editors keep ("Parametri stime", staff-only records) with the date of its figures and how many
 * parameters it gives, and when a parameter was last changed. A system read of public facts only: sources, dates,
 * counts; every estimate lists the same sources to its visitor.
 */
export const estimateSourcesEndpoint = publicReadEndpoint({
  path: PATH,
  rateLimit: RATE_LIMIT,
  handler: async (req) => {
    const found = await req.payload.find({
      collection: collectionSlugs.estimateParameters,
      select: { fonte: true, dataFonte: true, updatedAt: true },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    })
    const sources = new Map<string, EstimateSources['sources'][number]>()
    let parametersUpdatedAt: string | null = null
    for (const parameter of found.docs) {
      if (!parametersUpdatedAt || parameter.updatedAt > parametersUpdatedAt) parametersUpdatedAt = parameter.updatedAt
      // The source's date as its day in Italy, the day an editor picked (as the estimates list it).
      const sourceDate = new Date(parameter.dataFonte).toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' })
      const key = `${parameter.fonte}\u0000${sourceDate}`
      const known = sources.get(key)
      if (known) known.parameters++
      else sources.set(key, { source: parameter.fonte, sourceDate, parameters: 1 })
    }
    const body: EstimateSources = {
      parametersUpdatedAt,
      sources: [...sources.values()].sort((a, b) => a.source.localeCompare(b.source, 'it') || b.sourceDate.localeCompare(a.sourceDate)),
    }
    return Response.json(body)
  },
})
