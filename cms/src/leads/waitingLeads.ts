import type { PayloadRequest, Where } from 'payload'
import { trackerPath, waitingLeadWhere } from '#content-schema'
import type { ClientRequest } from '../../payload-types.ts'
import { publicUrl } from '../../../platform/env.ts'
import { tryLockForTransaction } from '../database/locks.ts'
import { queueEmail } from '../email/queueEmail.ts'
import { leadPartnerFoundEmail } from './emails/leadClient.ts'
import { collectionSlugs } from '../slugs.ts'
import { queuePartnerNotices } from './delivery.ts'
import { matchMerchants } from './matching.ts'
import { chooseRecipients, receivingMerchants } from './recipients.ts'
import { nameOfService } from '../services/catalogue.ts'

/**
 * Holds the lead for this transaction unless another one holds it (a merchant's approval and the admin's queue at
 * the same moment): a lead is handed out once. A lock, not a write.
 */
function holdLead(req: PayloadRequest, id: number): Promise<boolean> {
  return tryLockForTransaction(req, 'waitingLead', id)
}

/** The waiting leads (content-schema's waitingLeadWhere) `scope` names: one lead, or those an active merchant's approved coverage takes in. */
async function waitingLeads(req: PayloadRequest, scope: { leadId?: number; merchantId?: number }): Promise<ClientRequest[]> {
  const conditions: Where[] = [waitingLeadWhere]
  if (scope.leadId !== undefined) conditions.push({ id: { equals: scope.leadId } })
  if (scope.merchantId !== undefined) {
    const merchant = await req.payload.findByID({ collection: collectionSlugs.merchants, id: scope.merchantId, select: { stato: true, servizi: true, capCoperti: true }, depth: 0, overrideAccess: true, req })
    const caps = (merchant.capCoperti ?? []).map((row) => row.cap)
    if (merchant.stato !== 'attivo' || caps.length === 0 || !merchant.servizi?.length) return []
    conditions.push({ cap: { in: caps } }, { servizio: { in: merchant.servizi } })
  }
  const found = await req.payload.find({ collection: collectionSlugs.clientRequests, where: { and: conditions }, sort: '-senzaPartnerDal', depth: 0, pagination: false, overrideAccess: true, req })
  return found.docs
}

/**
 * Hands the waiting leads `scope` names to the merchants now serving them and taking leads (the matching rule,
 * leads/matching.ts; not paused, under the weekly cap; at most the operator's number of partners per request, chosen
 * fairly by leads/recipients.ts):
 * each becomes theirs (`destinatari`, `partnerTrovatoIl`), they get the new-lead e-mail as on arrival (without the
 * contacts: the consumer named none of them) and the consumer is told who took the request. Through Payload in the caller's
 * transaction, so the leads are taken and the e-mails queued together: after a merchant's approval or coverage change
 * (`merchantId`) and from the admin's queue (`leadId`). A system write. Returns, per lead taken, how many partners
 * were told.
 */
export async function assignWaitingLeads(req: PayloadRequest, scope: { leadId?: number; merchantId?: number }): Promise<Map<number, number>> {
  const told = new Map<number, number>()
  for (const lead of await waitingLeads(req, scope)) {
    const serving = await receivingMerchants(req, await matchMerchants(req, { cap: lead.cap, servizio: lead.servizio }))
    if (serving.length === 0 || (scope.merchantId !== undefined && !serving.some((merchant) => merchant.id === scope.merchantId))) continue
    if (!(await holdLead(req, lead.id))) continue
    const still = await req.payload.count({ collection: collectionSlugs.clientRequests, where: { and: [waitingLeadWhere, { id: { equals: lead.id } }] }, overrideAccess: true, req })
    if (still.totalDocs === 0) continue
    const merchants = await chooseRecipients(req, { cap: lead.cap, servizio: lead.servizio })
    const taken = await req.payload.update({
      collection: collectionSlugs.clientRequests,
      id: lead.id,
      data: { destinatari: merchants.map((merchant) => merchant.id), partnerTrovatoIl: new Date().toISOString() },
      depth: 0,
      overrideAccess: true,
      req,
    })
    await queuePartnerNotices(req, taken, merchants)
    if (taken.offersToken) {
      await queueEmail(
        req,
        taken.email,
        leadPartnerFoundEmail({
          nome: taken.nome,
          service: taken.servizio,
          serviceLabel: await nameOfService(req, taken.servizio),
          cap: taken.cap,
          partners: merchants.map((merchant) => merchant.nomeAzienda),
          trackerUrl: `${publicUrl()}${trackerPath(taken.offersToken)}`,
        }),
      )
    }
    told.set(lead.id, merchants.length)
  }
  return told
}
