import { buildVersionCollectionFields, buildVersionGlobalFields, type Endpoint, type FlattenedField, type PayloadRequest, type SanitizedConfig } from 'payload'
import { genericMessages, merchantLogoMessages } from '#content-schema'
import { collectionSlugs } from '../slugs.ts'
import { unrunnableFilter } from './whereOperators.ts'

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
 * - a `where` whose operator does not apply to its field (`near` on a text, `like` on a date), or whose value its
 *   field's column cannot hold (a text for an id, a choice a select does not offer: see api/whereOperators.ts), is a
 *   400 before the database is asked;
 * - a NUL character (`%00`) in the address of a collection's or a global's route, or in the JSON body of one of
 *   Payload's sign-in and password routes, is a 400: no text PostgreSQL stores can hold one, and those routes
 *   (`/users/verify/:id`, `/users/login` …) looked a record up by it in a statement that failed and was logged. A
 *   record's create or change reaches its fields' own validation first; the product's own routes read what they are
 *   sent with the shared schemas;
 * - a `page` sent to a collection's routes that is not a whole number from 1 up is a 400: Payload turned `page=0` or
 *   `-1` into a negative OFFSET, which PostgreSQL refused after Payload logged the query as an ERROR. The product's own
 *   routes read `page` with their shared schemas.
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

/** A JSON escape of the NUL character that is not itself an escaped backslash followed by `u0000`. */
const JSON_NUL = /(?:^|[^\\])(?:\\\\)*\\u0000/

/** Whether a JSON body carries a NUL character in one of its texts. */
async function bodyHasNul(req: PayloadRequest): Promise<boolean> {
  if (!req.body || typeof req.clone !== 'function' || !(req.headers.get('content-type') ?? '').includes('application/json')) return false
  return JSON_NUL.test(await req.clone().text())
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

/** Whether the request's `page`, if it sends one, is a whole number from 1 up (Payload reads it with Number()). */
function pageIsValid(req: PayloadRequest): boolean {
  const page = (req.query as Record<string, unknown> | undefined)?.page
  return page === undefined || (typeof page === 'string' && /^\d+$/.test(page) && Number(page) >= 1)
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
  /** Refuse a NUL character in the address: Payload's routes, which look records up by their path and query. */
  nulInAddress?: boolean
  /** Refuse a NUL character in a JSON body: Payload's routes that look a record up by their body (LOOKUP_BY_BODY). */
  nulInBody?: boolean
  /** The fields a `where` sent to this route is about. */
  queried?: readonly FlattenedField[]
  config?: SanitizedConfig
}

function limited<E extends Endpoint>(endpoint: E, { tooLarge = genericMessages.tooLarge, nulInAddress = false, nulInBody = false, queried, config }: Limits = {}): E {
  return {
    ...endpoint,
    handler: async (req: PayloadRequest) => {
      if (await bodyTooLarge(req)) return Response.json({ errors: [{ message: tooLarge }] }, { status: 413 })
      if ((nulInAddress && req.url?.includes('%00')) || (nulInBody && (await bodyHasNul(req)))) return Response.json({ errors: [{ message: genericMessages.invalidRequest }] }, { status: 400 })
      if (!readJsonParams(req)) return Response.json({ errors: [{ message: genericMessages.unreadableQuery }] }, { status: 400 })
      const unrunnable = queried && config ? unrunnableFilter(config, queried, (req.query as { where?: unknown } | undefined)?.where) : null
      if (unrunnable) {
        const message = unrunnable.problem === 'operator' ? genericMessages.inapplicableOperator : genericMessages.mistypedFilterValue
        return Response.json({ errors: [{ message }] }, { status: 400 })
      }
      if (queried && !pageIsValid(req)) return Response.json({ errors: [{ message: genericMessages.invalidPage }] }, { status: 400 })
      capPageSize(req)
      return endpoint.handler(req)
    },
  }
}

/** Payload's auth routes whose body names the record they look up (an e-mail, a token); forgot-password is the product's own (accounts/forgotPassword.ts). */
const LOOKUP_BY_BODY = new Set(['/login', '/reset-password', '/unlock', '/first-register'])

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
      if (!isVersionsRoute(endpoint)) return limited(endpoint, { tooLarge, nulInAddress: true, nulInBody: LOOKUP_BY_BODY.has(endpoint.path), queried: collection.flattenedFields, config })
      return versionFields ? limited(endpoint, { tooLarge, nulInAddress: true, queried: versionFields, config }) : { ...endpoint, handler: noVersions }
    })
    collection.endpoints.push(...notFoundEndpoints)
  }
  for (const global of config.globals) {
    if (!Array.isArray(global.endpoints)) continue
    const versionFields = global.versions ? buildVersionGlobalFields(config, global, true) : undefined
    global.endpoints = global.endpoints.map((endpoint) => {
      if (!isVersionsRoute(endpoint)) return limited(endpoint, { nulInAddress: true })
      return versionFields ? limited(endpoint, { nulInAddress: true, queried: versionFields, config }) : { ...endpoint, handler: noVersions }
    })
    global.endpoints.push(...notFoundEndpoints)
  }
  return config
}
