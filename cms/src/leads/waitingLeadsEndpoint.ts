import type { Endpoint } from 'payload'
import { genericMessages, waitingLeadMessages, waitingLeadWhere, type WaitingLeadAssigned } from '#content-schema'
import { inTransaction } from '../database/transaction.ts'
import { assignWaitingLeads } from './waitingLeads.ts'
import { collectionSlugs } from '../slugs.ts'
import { adminError, adminRecordId } from '../admin/requireAdmin.ts'
import { serviceNames } from '../services/catalogue.ts'
import { noStore } from '../api/publicWrite.ts'

/**
 * POST /api/admin/waiting-leads/:id/assign → WaitingLeadAssigned: looks again for the partners of a waiting lead
 * (the same handing-out a merchant's approval does); 409 with what is missing when none serves it yet, 409 when
 * it no longer waits, 404 for an unknown lead. Admins only; one transaction.
 */
export const assignWaitingLeadEndpoint: Endpoint = {
  path: '/admin/waiting-leads/:id/assign',
  method: 'post',
  handler: async (req) => {
    const record = adminRecordId(req)
    if ('refused' in record) return record.refused
    const { id } = record
    try {
      return await inTransaction(req, async () => {
        const asAdmin = { user: req.user, overrideAccess: false, depth: 0, req } as const
        const lead = (await req.payload.find({ collection: collectionSlugs.clientRequests, where: { id: { equals: id } }, select: { cap: true, servizio: true }, limit: 1, pagination: false, ...asAdmin })).docs[0]
        if (!lead) return adminError(404, waitingLeadMessages.notFound)
        const waiting = await req.payload.count({ collection: collectionSlugs.clientRequests, where: { and: [waitingLeadWhere, { id: { equals: id } }] }, ...asAdmin })
        if (waiting.totalDocs === 0) return adminError(409, waitingLeadMessages.notWaiting)
        const told = await assignWaitingLeads(req, { leadId: id })
        if (!told.has(id)) return adminError(409, waitingLeadMessages.noneYet(lead.cap, lead.servizio, await serviceNames(req)))
        const body: WaitingLeadAssigned = { partners: told.get(id)! }
        return Response.json(body, { headers: noStore })
      })
    } catch (cause) {
      req.payload.logger.error({ err: cause, msg: 'admin endpoint /admin/waiting-leads/:id/assign failed' })
      return adminError(503, genericMessages.unavailable)
    }
  },
}
