import { APIError, type CollectionBeforeOperationHook, type Where } from 'payload'
import { merchantListMessages } from '#content-schema'
import { actsForPartner, ownMerchant } from '../../merchants/access/merchantProfile.ts'
import { collectionSlugs } from '../../slugs.ts'
import { leadsSharedWith } from '../../database/consents.ts'
import { relationId } from '../../fields/relationId.ts'

/** Whether a where clause (at any depth of its and/or) puts a condition on one of these fields. */
function mentions(where: unknown, fields: readonly string[]): boolean {
  if (!where || typeof where !== 'object') return false
  return Object.entries(where as Record<string, unknown>).some(([key, value]) =>
    key === 'and' || key === 'or' ? Array.isArray(value) && value.some((inner) => mentions(inner, fields)) : fields.includes(key),
  )
}

const sortFields = (sort: unknown): string[] =>
  (Array.isArray(sort) ? sort : typeof sort === 'string' ? sort.split(',') : []).map((field) => String(field).trim().replace(/^-/, ''))

/** The requests whose consumer objected to the reading partner (a system read: the objections are the consumers'). */
async function objectedLeads(req: Parameters<CollectionBeforeOperationHook>[0]['req']): Promise<number[]> {
  const profile = await ownMerchant(req)
  if (!profile) return []
  const found = await req.payload.find({
    collection: collectionSlugs.leadObjections,
    where: { merchant: { equals: profile.id } },
    select: { clientRequest: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return found.docs.map((doc) => relationId(doc.clientRequest))
}

/**
 * Hidden means hidden (issue #37 item 12): a contact a partner reads as «Nascosto» (the e-mail of a request whose
 * consumer objected to it, leads/hooks/maskPhoneForMerchants.ts) is left out of every search and filter that partner runs on
 * it — REST `where[email][like]`, the area's search box and its CSV, a distinct-values read — so a match cannot
 * reveal it letter by letter: a query on the field leaves the objected requests out. No partner sorts by it at all
 * (an order tells a hidden value's place among the others). `fields` are the paths that reach a hidden contact from
 * the collection (`email`, or `clientRequest.email` through a relation); `lead` says how a record names its request:
 * `id` for a request itself, else its relation's name.
 */
export function hideObjectedFromQueries(options: { fields: readonly string[]; lead: string }): CollectionBeforeOperationHook {
  return async ({ args, operation, req }) => {
    if (!['read', 'count', 'readDistinct'].includes(operation) || !actsForPartner(req.user)) return args
    const query = args as { where?: Where; sort?: unknown; field?: string }
    if (sortFields(query.sort).some((field) => options.fields.includes(field))) throw new APIError(merchantListMessages.hiddenSort, 400, undefined, true)
    if (!mentions(query.where, options.fields) && !(query.field && options.fields.includes(query.field))) return args
    const objected = await objectedLeads(req)
    if (objected.length === 0) return args
    const exclude: Where = options.lead === 'id' ? { id: { not_in: objected } } : { or: [{ [options.lead]: { exists: false } }, { [options.lead]: { not_in: objected } }] }
    return { ...args, where: query.where ? { and: [query.where, exclude] } : exclude }
  }
}

/** The requests whose contacts the reading partner was given (a system read of the consents, once per request). */
export async function sharedLeads(req: Parameters<CollectionBeforeOperationHook>[0]['req']): Promise<number[] | null> {
  const profile = await ownMerchant(req)
  if (!profile) return null
  const cached = req.context.sharedLeads as number[] | undefined
  if (cached) return cached
  const shared = await leadsSharedWith(req, profile.id)
  req.context.sharedLeads = shared
  return shared
}

/** A condition only the requests in `ids` meet (none when it is empty). */
export const onlyLeads = (ids: number[]): Where => (ids.length ? { id: { in: ids } } : { id: { equals: 0 } })

/**
 * Hidden means hidden for a request whose consumer did not give the reading partner its contacts, too: that partner
 * reads «Non condiviso» for its name, e-mail, phone and company (leads/hooks/maskPhoneForMerchants.ts), so a search or
 * filter on one of those `fields`, or an order by one of them, leaves those requests out — a match would reveal the
 * hidden value letter by letter, an order its place among the others. The area's name order lists them after the
 * named ones instead (merchants/leadsEndpoint.ts).
 */
export function hideUnsharedFromQueries(options: { fields: readonly string[] }): CollectionBeforeOperationHook {
  return async ({ args, operation, req }) => {
    if (!['read', 'count', 'readDistinct'].includes(operation) || !actsForPartner(req.user)) return args
    const query = args as { where?: Where; sort?: unknown; field?: string }
    const asks = mentions(query.where, options.fields) || sortFields(query.sort).some((field) => options.fields.includes(field)) || (query.field !== undefined && options.fields.includes(query.field))
    if (!asks) return args
    const shared = await sharedLeads(req)
    if (!shared) return args
    const only = onlyLeads(shared)
    return { ...args, where: query.where ? { and: [query.where, only] } : only }
  }
}
