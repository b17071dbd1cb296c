import type { CollectionSlug, Endpoint, PayloadRequest, Where } from 'payload'
import {
  ADMIN_LIST_PAGE_SIZE,
  adminListCsvFileName,
  adminListMessages,
  AdminListQuerySchema,
  adminLists,
  adminListSlugs,
  type AdminListPage,
  type AdminListQuery,
  type AdminListSlug,
} from '#content-schema'
import { csvDownload } from './csv.ts'
import { adminError, noStore, queryParams, rejectNonAdmin } from './requireAdmin.ts'

type Doc = Record<string, unknown>

/**
 * The Payload `where` and `sort` of a list's query: every word of the search in one of the searched fields,
 * and the filter's value. A filter value the list does not offer, or a sort on a column that does not sort,
 * is refused (null), so the server never queries what the admin area cannot ask for.
 */
function listWhere(list: AdminListSlug, query: AdminListQuery): { where: Where; sort: string } | null {
  const definition = adminLists[list]
  const and: Where[] = []
  for (const word of (query.q ?? '').split(/\s+/).filter(Boolean)) and.push({ or: definition.search.map((field) => ({ [field]: { like: word } })) })
  if (query.filter !== undefined) {
    if (!definition.filter.options.some((option) => option.value === query.filter)) return null
    and.push({ [definition.filter.field]: { equals: query.filter } })
  }
  const sort = query.sort ?? '-createdAt'
  if (!definition.sortable.includes(sort.replace(/^-/, ''))) return null
  return { where: and.length > 0 ? { and } : {}, sort }
}

const asFlags = (fields: readonly string[]) => Object.fromEntries(fields.map((field) => [field, true]))

/**
 * The list and query of an admin list call, or the Response that refuses it: 403 to anyone but an admin,
 * 404 for a list the area does not have, 400 for a query the list cannot ask.
 */
type Reader = (page: number, limit: number) => Promise<Omit<AdminListPage<Doc>, 'totalAll'> & { hasNextPage: boolean }>

function parseListCall(req: PayloadRequest): { list: AdminListSlug; query: AdminListQuery; filtered: boolean; reader: Reader } | { refused: Response } {
  const denied = rejectNonAdmin(req)
  if (denied) return { refused: denied }
  const list = String(req.routeParams?.list ?? '') as AdminListSlug
  if (!adminListSlugs.includes(list)) return { refused: adminError(404, adminListMessages.unknownList) }
  const parsed = AdminListQuerySchema.safeParse(queryParams(req))
  const scope = parsed.success ? listWhere(list, parsed.data) : null
  if (!parsed.success || !scope) return { refused: adminError(400, adminListMessages.invalidQuery) }
  const definition = adminLists[list]
  const populate = definition.populate ? Object.fromEntries(Object.entries(definition.populate).map(([collection, fields]) => [collection, asFlags(fields)])) : undefined
  // Read with the admin's own access; a tie in the sort is broken by id, so pages never repeat or skip a row.
  const reader = async (page: number, limit: number) => {
    const found = await req.payload.find({
      collection: list as CollectionSlug,
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
    return { docs: found.docs as unknown as Doc[], totalDocs: found.totalDocs, totalPages: found.totalPages, page: found.page ?? page, hasNextPage: found.hasNextPage }
  }
  return { list, query: parsed.data, filtered: Object.keys(scope.where).length > 0, reader }
}

/**
 * GET /api/admin/lists/:list?q=&filter=&sort=&page= — one page of an admin list (client-requests,
 * contact-requests, merchants, bookings), searched, filtered and sorted by the server. Admins only.
 */
export const adminListEndpoint: Endpoint = {
  path: '/admin/lists/:list',
  method: 'get',
  handler: async (req) => {
    const call = parseListCall(req)
    if ('refused' in call) return call.refused
    const { docs, totalDocs, totalPages, page } = await call.reader(call.query.page ?? 1, ADMIN_LIST_PAGE_SIZE)
    // The section's count stays the whole list's while a search narrows the rows.
    const totalAll = call.filtered
      ? (await req.payload.count({ collection: call.list as CollectionSlug, user: req.user, overrideAccess: false, req })).totalDocs
      : totalDocs
    return Response.json({ docs, totalDocs, totalPages, page, totalAll } satisfies AdminListPage<Doc>, { headers: noStore })
  },
}

const EXPORT_BATCH = 500

/**
 * GET /api/admin/export/:list?q=&filter=&sort= — every row of the list its search and filter match, in its
 * sort, as a CSV download with Italian headers named with the date, read and streamed a batch at a time.
 */
export const adminListCsvEndpoint: Endpoint = {
  path: '/admin/export/:list',
  method: 'get',
  handler: async (req) => {
    const call = parseListCall(req)
    if ('refused' in call) return call.refused
    const columns = adminLists[call.list].csv
    let page = 1
    let current = await call.reader(page, EXPORT_BATCH)
    return csvDownload(
      adminListCsvFileName(call.list, new Date()),
      columns.map((column) => column.header),
      (doc: Doc) => columns.map((column) => column.value(doc)),
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
