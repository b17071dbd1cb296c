import type { CollectionAfterChangeHook } from 'payload'
import { assignWaitingLeads } from '../../leads/waitingLeads.ts'

const coverage = (doc: { servizi?: unknown; capCoperti?: unknown } | undefined) =>
  JSON.stringify([doc?.servizi ?? [], ((doc?.capCoperti ?? []) as { cap: string }[]).map((row) => row.cap)])

/**
 * A merchant that becomes active, or whose approved CAPs or services grow, takes the leads that waited for a
 * partner there (leads/waitingLeads.ts), in the same transaction as the change that made it serve them.
 */
export const takeWaitingLeads: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (doc.stato !== 'attivo' || req.context?.seeding) return doc
  if (operation === 'update' && previousDoc?.stato === 'attivo' && coverage(previousDoc) === coverage(doc)) return doc
  await assignWaitingLeads(req, { merchantId: doc.id })
  return doc
}
