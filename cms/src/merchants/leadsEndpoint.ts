import type { Endpoint, PayloadRequest, Sort, Where } from 'payload'
import { leadListSpec, MERCHANT_LIST_PAGE_SIZE, MerchantLeadsQuerySchema, type MerchantLeadsPage, type MerchantLeadsQuery } from '#content-schema'
import { activeMerchantOrRefusal } from './requireActiveMerchant.ts'
import { withdrawnPartnerConsents } from '../consents/withdrawal.ts'
import { onlyLeads, sharedLeads } from '../leads/hooks/hideObjectedFromQueries.ts'
import { noStore } from '../api/publicWrite.ts'
import { relationId } from '../fields/relationId.ts'

type Own = { id: number; clientRequest: number; stato: string }

/** The merchant's own lead-status rows, through their access rule as that merchant. */
async function ownStatuses(req: PayloadRequest): Promise<Own[]> {
  const found = await req.payload.find({
    collection: 'lead-statuses',
    select: { clientRequest: true, stato: true },
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user: req.user,
    req,
  })
  return found.docs.map((doc) => ({ id: doc.id, stato: doc.stato, clientRequest: relationId(doc.clientRequest) }))
}

/** The search, service and state narrowing; `false` when the state matches no lead at all. */
function narrowing(query: MerchantLeadsQuery, own: Own[]): Where[] | false {
  const where: Where[] = []
  if (query.search) where.push({ or: leadListSpec.searchFields.map((field) => ({ [field]: { like: query.search } })) })
  if (query.servizio) where.push({ servizio: { equals: query.servizio } })
  if (query.stato === 'nuovo') {
    const moved = own.filter((row) => row.stato !== 'nuovo').map((row) => row.clientRequest)
    if (moved.length) where.push({ id: { not_in: moved } })
  } else if (query.stato) {
    const inState = own.filter((row) => row.stato === query.stato).map((row) => row.clientRequest)
    if (inState.length === 0) return false
    where.push({ id: { in: inState } })
  }
  return where
}

/** Ids in the order asked, as that merchant (the leads' access rule scopes every read). */
async function orderedIds(req: PayloadRequest, where: Where[], sort: Sort, limit: number): Promise<{ ids: number[]; total: number }> {
  const found = await req.payload.find({ collection: 'client-requests', where: { and: where }, select: {}, sort, limit, page: 1, depth: 0, overrideAccess: false, user: req.user, req })
  return { ids: found.docs.map((doc) => doc.id), total: found.totalDocs }
}

/**
 * GET /api/merchant/leads (MerchantLeadsQuerySchema → MerchantLeadsPageSchema): the leads tab's list, read as the
 * signed-in active merchant through the leads' access rule, narrowed by search, service and the merchant's own status
 * («Nuovo»: no row or a row still Nuovo), in the order asked; by name, the leads whose name the partner may not read
 * come after the named ones. «Da gestire prima» (`urgent`, the default) lists first the
 * leads still waiting for an answer and not cancelled by the consumer, the longest waiting first, then the others, the
 * newest first.
 */
export const merchantLeadsEndpoint: Endpoint = {
  path: '/merchant/leads',
  method: 'get',
  handler: async (req) => {
    const active = await activeMerchantOrRefusal(req)
    if ('refused' in active) return active.refused
    const query = MerchantLeadsQuerySchema.parse(Object.fromEntries(req.searchParams ?? []))
    const own = await ownStatuses(req)
    const where = narrowing(query, own)
    const empty: MerchantLeadsPage = { docs: [], statuses: [], consentWithdrawn: [], totalDocs: 0, totalPages: 1, page: query.page }
    if (where === false) return Response.json(empty, { headers: noStore })

    const start = (query.page - 1) * MERCHANT_LIST_PAGE_SIZE
    const end = start + MERCHANT_LIST_PAGE_SIZE
    let pageIds: number[]
    let total: number
    if (query.sort === 'urgent') {
      const answered = own.filter((row) => row.stato !== 'nuovo').map((row) => row.clientRequest)
      const waiting: Where[] = [...where, { annullataIl: { exists: false } }, ...(answered.length ? [{ id: { not_in: answered } }] : [])]
      const first = await orderedIds(req, waiting, ['createdAt', 'id'], end)
      const rest: Where[] = [...where, { or: [{ annullataIl: { exists: true } }, ...(answered.length ? [{ id: { in: answered } }] : [])] }]
      const then = await orderedIds(req, rest, ['-createdAt', '-id'], Math.max(1, end - first.ids.length))
      pageIds = [...first.ids, ...then.ids].slice(start, end)
      total = first.total + then.total
    } else if (query.sort === 'name') {
      // By name the leads whose name the partner reads; after them, the newest first, those it reads «Non condiviso»
      // (a hidden name has no place among the others: leads/hooks/hideObjectedFromQueries.ts).
      const shared = (await sharedLeads(req)) ?? []
      const named = await orderedIds(req, [...where, onlyLeads(shared)], [leadListSpec.nameField, 'id'], end)
      const unnamed = await orderedIds(req, [...where, ...(shared.length ? [{ id: { not_in: shared } }] : [])], ['-createdAt', '-id'], Math.max(1, end - named.ids.length))
      pageIds = [...named.ids, ...unnamed.ids].slice(start, end)
      total = named.total + unnamed.total
    } else {
      const sort: Sort = query.sort === 'newest' ? ['-createdAt', '-id'] : ['createdAt', 'id']
      const found = await orderedIds(req, where, sort, end)
      pageIds = found.ids.slice(start, end)
      total = found.total
    }

    const docs = pageIds.length
      ? (await req.payload.find({ collection: 'client-requests', where: { id: { in: pageIds } }, depth: 0, pagination: false, overrideAccess: false, user: req.user, req })).docs
      : []
    const byId = new Map(docs.map((doc) => [doc.id, doc]))
    const rowIds = own.filter((row) => pageIds.includes(row.clientRequest)).map((row) => row.id)
    const statuses = rowIds.length
      ? (await req.payload.find({ collection: 'lead-statuses', where: { id: { in: rowIds } }, depth: 0, pagination: false, overrideAccess: false, user: req.user, req })).docs
      : []
    const body = {
      docs: pageIds.flatMap((id) => byId.get(id) ?? []),
      statuses,
      // «Consenso revocato»: the consumer withdrew the consent to be contacted by this partner.
      consentWithdrawn: await withdrawnPartnerConsents(req, pageIds, active.profile.id),
      totalDocs: total,
      totalPages: Math.max(1, Math.ceil(total / MERCHANT_LIST_PAGE_SIZE)),
      page: query.page,
    }
    return Response.json(body, { headers: noStore })
  },
}
