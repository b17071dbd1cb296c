import { buildVersionCollectionFields, buildVersionGlobalFields, type Endpoint, type FlattenedField, type PayloadRequest, type SanitizedConfig } from 'payload'
import { genericMessages, merchantLogoMessages } from '#content-schema'
import { collectionSlugs } from '../slugs.ts'
import { inapplicableOperator } from './whereOperators.ts'

/**
 * Limits on what one REST request may ask of Payload, on every route it serves (its own collection, global and
 * auth routes and ours alike), before the route reads anything:
 * - a body of at most 1 MiB, or 6 MiB for a multipart upload (logos are at most 5 MB); more is a 413 before
 *   the body is parsed. A body without a declared length is counted as it arrives, up to the limit;
 * - at most MAX_PAGE_SIZE documents a page: a larger `limit`, `limit=0` (Payload's "all") and
 *   `pagination=false` are brought down to it, so no request reads a whole table;
 * - a `where` or `data` sent as a JSON string (`?where={"slug":{"equals":"x"}}`, which Payload accepts) that is not
 *   JSON, or not an object, is a 400: Payload's own JSON.parse threw a 500; one that is is read as if sent in brackets,
 *   so the operator check below sees it too;
 * - a `where` whose operator does not apply to its field (`near` on a text, `like` on a date: see
 *   api/whereOperators.ts) is a 400 before the database is asked.
 * A collection without versions has no versions routes: Payload adds them to every collection, and there they
 * failed with a 500; they answer 404. A path no endpoint serves answers one Italian 404 (Payload's own says
 * `Route not found` in English): a catch-all after the real endpoints of the API, of each collection and global.
 */
export const MAX_JSON_BODY_BYTES = 1024 * 1024
export const MAX_UPLOAD_BODY_BYTES = 6 * 1024 * 1024
export const MAX_PAGE_SIZE = 100

function bodyLimit(req: PayloadRequest): number {
  return (req.headers.get('content-type') ?? '').includes('multipart/') ? MAX_UPLOAD_BODY_BYTES : MAX_JSON_BODY_BYTES
}

async function bodyTooLarge(req: PayloadRequest): Promise<boolean> {
  const limit = bodyLimit(req)
  const declared = req.headers.get('content-length')
  if (declared !== null) return Number(declared) > limit
  if (!req.body || typeof req.clone !== 'function') return false
  const reader = req.clone().body?.getReader()
  if (!reader) return false
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return false
    total += value.byteLength
    if (total > limit) {
      // Not awaited: cancelling one branch of a teed body settles only once the other branch is cancelled too.
      reader.cancel().catch(() => undefined)
      return true
    }
  }
}

const JSON_PARAMS = ['where', 'data'] as const

/** Reads a `where`/`data` sent as a JSON string into its object; false when one cannot be read as an object. */
function readJsonParams(req: PayloadRequest): boolean {
  const query = req.query as Record<string, unknown> | undefined
  if (!query) return true
  for (const name of JSON_PARAMS) {
    const value = query[name]
    if (typeof value !== 'string' || value.length === 0) continue
    let parsed: unknown
    try {
      parsed = JSON.parse(value)
    } catch {
      return false
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return false
    query[name] = parsed
  }
  return true
}

function capPageSize(req: PayloadRequest): void {
  const query = req.query as Record<string, unknown> | undefined
  if (!query) return
  const asked = query.limit === undefined ? undefined : Number(query.limit)
  if (query.pagination !== undefined && String(query.pagination) === 'false') {
    delete query.pagination
    query.limit = String(Math.min(asked && asked > 0 ? asked : MAX_PAGE_SIZE, MAX_PAGE_SIZE))
  }
  if (asked !== undefined && (!(asked > 0) || asked > MAX_PAGE_SIZE)) query.limit = String(MAX_PAGE_SIZE)
}

type Limits = {
  /** What a refused body's sender reads; a merchant's logo form shows the logo's own limit. */
  tooLarge?: string
  /** The fields a `where` sent to this route is about. */
  queried?: readonly FlattenedField[]
  config?: SanitizedConfig
}

function limited<E extends Endpoint>(endpoint: E, { tooLarge = genericMessages.tooLarge, queried, config }: Limits = {}): E {
  return {
    ...endpoint,
    handler: async (req: PayloadRequest) => {
      if (await bodyTooLarge(req)) return Response.json({ errors: [{ message: tooLarge }] }, { status: 413 })
      if (!readJsonParams(req)) return Response.json({ errors: [{ message: genericMessages.unreadableQuery }] }, { status: 400 })
      if (queried && config && inapplicableOperator(config, queried, (req.query as { where?: unknown } | undefined)?.where)) {
        return Response.json({ errors: [{ message: genericMessages.inapplicableOperator }] }, { status: 400 })
      }
      capPageSize(req)
      return endpoint.handler(req)
    },
  }
}

const isVersionsRoute = (endpoint: Endpoint) => endpoint.path === '/versions' || endpoint.path.startsWith('/versions/')

const noVersions: Endpoint['handler'] = () => Response.json({ errors: [{ message: genericMessages.noVersions }] }, { status: 404 })

const notFound: Endpoint['handler'] = () => Response.json({ errors: [{ message: genericMessages.routeNotFound }] }, { status: 404 })

/** Last in a list of endpoints: any path and method the ones before it do not serve (OPTIONS stays Payload's). */
const notFoundEndpoints: Endpoint[] = (['get', 'post', 'put', 'patch', 'delete'] as const).map((method) => ({ path: '/:rest*', method, handler: notFound }))

export function limitRestRequests(config: SanitizedConfig): SanitizedConfig {
  if (Array.isArray(config.endpoints)) config.endpoints = [...config.endpoints.map((endpoint) => limited(endpoint)), ...notFoundEndpoints] as typeof config.endpoints
  for (const collection of config.collections) {
    if (!Array.isArray(collection.endpoints)) continue
    const tooLarge = collection.slug === collectionSlugs.merchantLogos ? merchantLogoMessages.tooLarge : undefined
    const versionFields = collection.versions ? buildVersionCollectionFields(config, collection, true) : undefined
    collection.endpoints = collection.endpoints.map((endpoint) => {
      if (!isVersionsRoute(endpoint)) return limited(endpoint, { tooLarge, queried: collection.flattenedFields, config })
      return versionFields ? limited(endpoint, { tooLarge, queried: versionFields, config }) : { ...endpoint, handler: noVersions }
    })
    collection.endpoints.push(...notFoundEndpoints)
  }
  for (const global of config.globals) {
    if (!Array.isArray(global.endpoints)) continue
    const versionFields = global.versions ? buildVersionGlobalFields(config, global, true) : undefined
    global.endpoints = global.endpoints.map((endpoint) => {
      if (!isVersionsRoute(endpoint)) return limited(endpoint)
      return versionFields ? limited(endpoint, { queried: versionFields, config }) : { ...endpoint, handler: noVersions }
    })
    global.endpoints.push(...notFoundEndpoints)
  }
  return config
}
