import type { Endpoint } from 'payload'
import { genericMessages, waitingLeadMessages, type ServiceSlug, type WaitingLeadAssigned } from '#content-schema'
import { publicUrl } from '../../../../platform/env.ts'
import { queryableFor } from '../../lib/db.ts'
import { inTransaction } from '../../lib/transaction.ts'
import { assignWaitingLeads } from '../../lib/waitingLeads.ts'
import { adminError, noStore, rejectNonAdmin } from './requireAdmin.ts'

const LEAD = `select cap, servizio::text as servizio, senza_partner_dal is not null and partner_trovato_il is null and annullata_il is null and email <> '' as waiting
  from client_requests where id = $1`

/**
 * POST /api/admin/waiting-leads/:id/assign → WaitingLeadAssigned: looks again for the partners of a waiting lead
 * (the same handing-out a merchant's approval does); 409 with what is missing when none serves it yet, 409 when
 * it no longer waits, 404 for an unknown lead. Admins only; one transaction.
 */
export const assignWaitingLeadEndpoint: Endpoint = {
  path: '/admin/waiting-leads/:id/assign',
  method: 'post',
  handler: async (req) => {
    const refused = rejectNonAdmin(req)
    if (refused) return refused
    const id = Number(req.routeParams?.id)
    if (!Number.isSafeInteger(id) || id <= 0) return adminError(400, genericMessages.invalidRequest)
    try {
      return await inTransaction(req, async () => {
        const db = await queryableFor(req)
        const lead = (await db.query(LEAD, [id])).rows[0] as { cap: string; servizio: ServiceSlug; waiting: boolean } | undefined
        if (!lead) return adminError(404, waitingLeadMessages.notFound)
        if (!lead.waiting) return adminError(409, waitingLeadMessages.notWaiting)
        const told = await assignWaitingLeads(db, { leadId: id }, publicUrl())
        if (!told.has(id)) return adminError(409, waitingLeadMessages.noneYet(lead.cap, lead.servizio))
        const body: WaitingLeadAssigned = { partners: told.get(id)! }
        return Response.json(body, { headers: noStore })
      })
    } catch (cause) {
      req.payload.logger.error({ err: cause, msg: 'admin endpoint /admin/waiting-leads/:id/assign failed' })
      return adminError(503, genericMessages.unavailable)
    }
  },
}
