import { ARERA_RANKING_PARAMS, ARERA_RANKING_PATH } from '#content-schema/arera/query.ts'
import { normalisedPath } from './pageQuery.ts'

/**
 * The API's answers that anybody may share (`Cache-Control: public, s-maxage`) and the query parameters each endpoint
 * reads: the CAP lookup reads none (the CAP is in the path), the electricity ranking its profile's. Declared beside the
 * endpoints' own readers; an answer of a path not listed here is never kept, whatever its Cache-Control says.
 */
const SHAREABLE: readonly { path: RegExp; params: readonly string[] }[] = [
  { path: /^\/api\/cap\/[^/]+$/, params: [] },
  { path: new RegExp(`^/api${ARERA_RANKING_PATH.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`), params: ARERA_RANKING_PARAMS },
]

/**
 * The front cache's key for an API request's URL (path and query as sent): its normalised path and, in a fixed order,
 * the first value of each parameter its endpoint reads (`URLSearchParams.get`, as the endpoint reads them); every
 * other parameter is stripped, so 10,000 made-up ones fill no entry and push no real answer out. Null for a path
 * whose answers are not shared.
 */
export function apiCacheKey(url: string): string | null {
  const query = url.indexOf('?')
  const path = normalisedPath(query === -1 ? url : url.slice(0, query))
  const endpoint = SHAREABLE.find((each) => each.path.test(path))
  if (!endpoint) return null
  const given = new URLSearchParams(query === -1 ? '' : url.slice(query + 1))
  const kept = new URLSearchParams()
  for (const name of endpoint.params) {
    const value = given.get(name)
    if (value !== null) kept.set(name, value)
  }
  const canonical = kept.toString()
  return canonical ? `${path}?${canonical}` : path
}
