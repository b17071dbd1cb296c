import type { Endpoint, PayloadRequest } from 'payload'
import {
  genericMessages,
  hasProposal,
  MerchantReviewActionSchema,
  merchantReviewFrom,
  merchantVettingMessages,
  proposedDataOf,
  toMerchantReview,
  type MerchantReviewAction,
  type MerchantReviewConflict,
  type MerchantReviewCounts,
  type StoredMerchant,
} from '#content-schema'
import type { Merchant } from '../../payload-types.ts'
import { inTransaction } from '../database/transaction.ts'
import { lockRowsForUpdate } from '../database/locks.ts'
import { collectionSlugs } from '../slugs.ts'
import { MERCHANT_DECISION_CONTEXT, type MerchantDecision } from './hooks/validateProfile.ts'
import { countList, listWhere } from '../admin/lists.ts'
import { adminError, adminRecordId, readAdminJson, rejectNonAdmin } from '../admin/requireAdmin.ts'
import { noStore } from '../api/publicWrite.ts'

/** What a decision writes; the Merchants hooks add the activity periods, the e-mails and the audit log's entry. */
function decisionData(action: MerchantReviewAction, doc: Merchant): Partial<Merchant> {
  switch (action.azione) {
    case 'approva':
    case 'riattiva':
      return { stato: 'attivo' }
    case 'respingi':
      return { stato: 'respinto', motivoStato: action.motivo }
    case 'sospendi':
      return { stato: 'sospeso', motivoStato: action.motivo }
    case 'approva-modifiche':
      return {
        servizi: [...new Set([...(doc.servizi ?? []), ...(doc.serviziProposti ?? [])])],
        capCoperti: [...new Set([...(doc.capCoperti ?? []), ...(doc.capCopertiProposti ?? [])].map((row) => row.cap))].map((cap) => ({ cap })),
        serviziProposti: [],
        capCopertiProposti: [],
        ...(doc.numeroRuiProposto ? { numeroRui: doc.numeroRuiProposto } : {}),
        numeroRuiProposto: null,
        ...(proposedDataOf(doc.datiProposti) as Partial<Merchant>),
        datiProposti: null,
      }
    case 'respingi-modifiche':
      return { serviziProposti: [], capCopertiProposti: [], numeroRuiProposto: null, datiProposti: null }
  }
}

const asAdmin = (req: PayloadRequest) => ({ user: req.user, overrideAccess: false, depth: 0, req }) as const

/** The merchants waiting in review and the active ones that proposed services or CAPs, with the approvals list's filters. */
export async function merchantReviewCounts(req: PayloadRequest): Promise<MerchantReviewCounts> {
  const count = (filter: string) => countList(req, 'approvals', listWhere('approvals', { filter })!.where)
  const [inRevisione, proposte] = await Promise.all([count('in_revisione'), count('proposte')])
  return { inRevisione, proposte }
}

/**
 * GET /api/admin/merchants/review → MerchantReviewCounts: how many merchants wait in review and how many active
 * ones proposed services or CAPs, counted with the approvals list's own filters. Admins only.
 */
export const merchantReviewCountsEndpoint: Endpoint = {
  path: '/admin/merchants/review',
  method: 'get',
  handler: async (req) => {
    const denied = rejectNonAdmin(req)
    if (denied) return denied
    return Response.json(await merchantReviewCounts(req), { headers: noStore })
  },
}

/**
 * POST /api/admin/merchants/:id/review { azione, motivo?, versione? } → MerchantReview: approve, refuse, suspend or
 * re-activate (the last three with a reason, e-mailed to the merchant and kept in the audit log with who decided and
 * when), or approve / refuse its proposed services and CAPs. A decision on
 * what the merchant submitted names the version reviewed; 409 { error, merchant } when it changed since. 400 for an
 * action its state does not allow, 404 for an unknown merchant. Admins only; one transaction, the merchant's record
 * read in it. Widened coverage reaches the leads that arrive after the approval: a lead goes to the partners that
 * serve it when it arrives (leads/delivery.ts).
 */
export const merchantReviewEndpoint: Endpoint = {
  path: '/admin/merchants/:id/review',
  method: 'post',
  handler: async (req) => {
    const record = adminRecordId(req)
    if ('refused' in record) return record.refused
    const { id } = record
    const read = await readAdminJson(req)
    if ('refused' in read) return read.refused
    const parsed = MerchantReviewActionSchema.safeParse(read.body)
    if (!parsed.success) return adminError(400, parsed.error.issues[0]?.message ?? merchantVettingMessages.invalidAction)
    const action = parsed.data
    try {
      return await inTransaction(req, async () => {
        // The decision is taken on the record as the last write committed it, and no save interleaves until it commits.
        await lockRowsForUpdate(req, collectionSlugs.merchants, [id])
        const found = await req.payload.find({ collection: collectionSlugs.merchants, where: { id: { equals: id } }, limit: 1, ...asAdmin(req) })
        const doc = found.docs[0]
        if (!doc) return adminError(404, merchantVettingMessages.notFound)
        if (!merchantReviewFrom[action.azione].includes(doc.stato)) return adminError(400, merchantVettingMessages.notAllowed(doc.stato))
        // Approving or refusing a proposal needs one: the area only offers both then, and the server holds to it.
        if (action.azione.endsWith('-modifiche') && !hasProposal(doc)) return adminError(400, merchantVettingMessages.noProposal)
        // A decision on what the merchant submitted is taken on the version the admin saw: anything changed since
        // is shown again instead of being approved unseen.
        if ('versione' in action && action.versione !== (doc.versioneProposta ?? 0)) {
          const conflict: MerchantReviewConflict = { error: merchantVettingMessages.proposalChanged, merchant: toMerchantReview(doc as StoredMerchant) }
          return Response.json(conflict, { status: 409, headers: noStore })
        }
        const decision: MerchantDecision = { azione: action.azione, ...('motivo' in action ? { motivo: action.motivo } : {}) }
        const updated = await req.payload.update({ collection: collectionSlugs.merchants, id, data: decisionData(action, doc), context: { [MERCHANT_DECISION_CONTEXT]: decision }, ...asAdmin(req) })
        return Response.json(toMerchantReview(updated as StoredMerchant), { headers: noStore })
      })
    } catch (cause) {
      req.payload.logger.error({ err: cause, msg: 'admin endpoint /admin/merchants/:id/review failed' })
      return adminError(503, genericMessages.unavailable)
    }
  },
}
