import type { CollectionSlug, Endpoint, PayloadRequest, Where } from 'payload'
import {
  ADMIN_LIST_PAGE_SIZE,
  adminListCsvFileName,
  adminListFilterParams,
  adminListMessages,
  AdminListQuerySchema,
  adminLists,
  adminListSlugs,
  type AdminListPage,
  type AdminListQuery,
  type AdminListSlug,
} from '#content-schema'
import { csvDownload } from './csv.ts'
import { serviceCatalogue, serviceNames } from '../services/catalogue.ts'
import { adminError, queryParams, rejectNonAdmin } from './requireAdmin.ts'
import { noStore } from '../api/publicWrite.ts'

type Doc = Record<string, unknown>

const collectionOf = (list: AdminListSlug) => (adminLists[list].collection ?? list) as CollectionSlug
/** The rows a list ever shows, before any search or filter. */
const scopeOf = (list: AdminListSlug): Where => (adminLists[list].scope ?? {}) as Where

/**
 * The Payload `where` and `sort` of a list's query: the list's scope, every word of the search in one of the
 * searched fields, and each filter's value. A filter the list does not have, a value it does not offer, or a
 * sort it does not offer is refused (null), so the server never queries what the admin area cannot ask for.
 * `filtered` says whether the search or a filter narrowed the list.
 */
export function listWhere(
  list: AdminListSlug,
  query: AdminListQuery,
  services: ReadonlySet<string> = new Set(),
  now = new Date(),
): { where: Where; sort: string; filtered: boolean } | null {
  const definition = adminLists[list]
  const and: Where[] = []
  for (const word of (query.q ?? '').split(/\s+/).filter(Boolean)) and.push({ or: definition.search.map((field) => ({ [field]: { like: word } })) })
  for (const param of adminListFilterParams) {
    const value = query[param]
    if (value === undefined) continue
    const filter = definition.filters.find((candidate) => candidate.param === param)
    if (!filter) return null
    const option = filter.options.find((candidate) => candidate.value === value)
    // A filter by service offers every service of the collection (the services' catalogue).
    const service = !option && filter.services && services.has(value) ? filter.services : undefined
    if (!option && !service) return null
    if (option?.where) and.push(option.where(now) as Where)
    else if (service?.where) and.push(service.where(value) as Where)
    else and.push({ [filter.field!]: { equals: value } })
  }
  const sort = query.sort ?? definition.defaultSort ?? '-createdAt'
  if (!definition.sortable.includes(sort.replace(/^-/, ''))) return null
  const filtered = and.length > 0
  if (definition.scope) and.unshift(scopeOf(list))
  return { where: and.length > 0 ? { and } : {}, sort, filtered }
}

const asFlags = (fields: readonly string[]) => Object.fromEntries(fields.map((field) => [field, true]))

/**
 * The list and query of an admin list call, or the Response that refuses it: 403 to anyone but an admin,
 * 404 for a list the area does not have, 400 for a query the list cannot ask.
 */
type Reader = (page: number, limit: number) => Promise<Omit<AdminListPage<Doc>, 'totalAll'> & { hasNextPage: boolean }>

async function parseListCall(req: PayloadRequest): Promise<{ list: AdminListSlug; query: AdminListQuery; filtered: boolean; reader: Reader } | { refused: Response }> {
  const denied = rejectNonAdmin(req)
  if (denied) return { refused: denied }
  const list = String(req.routeParams?.list ?? '') as AdminListSlug
  if (!adminListSlugs.includes(list)) return { refused: adminError(404, adminListMessages.unknownList) }
  const parsed = AdminListQuerySchema.safeParse(queryParams(req))
  const scope = parsed.success ? listWhere(list, parsed.data, new Set((await serviceCatalogue(req)).keys())) : null
  if (!parsed.success || !scope) return { refused: adminError(400, adminListMessages.invalidQuery) }
  const definition = adminLists[list]
  const populate = definition.populate ? Object.fromEntries(Object.entries(definition.populate).map(([collection, fields]) => [collection, asFlags(fields)])) : undefined
  // Read with the admin's own access; a tie in the sort is broken by id, so pages never repeat or skip a row.
  const reader = async (page: number, limit: number) => {
    const found = await req.payload.find({
      collection: collectionOf(list),
      where: scope.where,
      sort: [scope.sort, '-id'],
      page,
      limit,
      select: asFlags(definition.fields) as never,
      depth: populate ? 1 : 0,
      populate: populate as never,
      user: req.user,
      overrideAccess: false,
      req,
    })
    const docs = found.docs as unknown as Doc[]
    return { docs: definition.toRow ? docs.map(definition.toRow) : docs, totalDocs: found.totalDocs, totalPages: found.totalPages, page: found.page ?? page, hasNextPage: found.hasNextPage }
  }
  return { list, query: parsed.data, filtered: scope.filtered, reader }
}

/** How many rows of a list a query matches (its scope only, without one), with the admin's own access. */
export async function countList(req: PayloadRequest, list: AdminListSlug, where: Where = scopeOf(list)): Promise<number> {
  return (await req.payload.count({ collection: collectionOf(list), where, user: req.user, overrideAccess: false, req })).totalDocs
}

/**
 * GET /api/admin/lists/:list?q=&filter=&servizio=&attesa=&sort=&page= — one page of an admin list (client-requests,
 * contact-requests, merchants, bookings, approvals, waiting-leads), searched, filtered and sorted by the server.
 * Admins only.
 */
export const adminListEndpoint: Endpoint = {
  path: '/admin/lists/:list',
  method: 'get',
  handler: async (req) => {
    const call = await parseListCall(req)
    if ('refused' in call) return call.refused
    const { docs, totalDocs, totalPages, page } = await call.reader(call.query.page ?? 1, ADMIN_LIST_PAGE_SIZE)
    // The section's count stays the whole list's while a search narrows the rows.
    const totalAll = call.filtered ? await countList(req, call.list) : totalDocs
    return Response.json({ docs, totalDocs, totalPages, page, totalAll } satisfies AdminListPage<Doc>, { headers: noStore })
  },
}

const EXPORT_BATCH = 500

/**
 * GET /api/admin/export/:list?q=&filter=&servizio=&attesa=&sort= — every row of the list its search and filter match, in its
 * sort, as a CSV download with Italian headers named with the date, read and streamed a batch at a time.
 */
export const adminListCsvEndpoint: Endpoint = {
  path: '/admin/export/:list',
  method: 'get',
  handler: async (req) => {
    const call = await parseListCall(req)
    if ('refused' in call) return call.refused
    const columns = adminLists[call.list].csv
    const names = await serviceNames(req)
    let page = 1
    let current = await call.reader(page, EXPORT_BATCH)
    return csvDownload(
      adminListCsvFileName(call.list, new Date()),
      columns.map((column) => column.header),
      (doc: Doc) => columns.map((column) => column.value(doc, names)),
      current.docs,
      async () => {
        if (!current.hasNextPage) return []
        page += 1
        current = await call.reader(page, EXPORT_BATCH)
        return current.docs
      },
    )
  },
}
