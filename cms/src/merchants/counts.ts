import type { PayloadRequest, Where } from 'payload'
import type { LeadReturnState, MerchantCounts, ReturnCounts } from '#content-schema'
import { relationId } from '../fields/relationId.ts'


/**
 * The leads the signed-in merchant moved out of "Nuovo" or returned — its own lead-status rows and returns (unless
 * an admin refused the return), read through their access rules as that merchant (another merchant's rows never
 * count).
 */
export async function answeredLeadIds(req: PayloadRequest): Promise<number[]> {
  const [answered, returned] = await Promise.all([
    req.payload.find({ collection: 'lead-statuses', where: { stato: { not_equals: 'nuovo' } }, select: { clientRequest: true }, depth: 0, pagination: false, overrideAccess: false, user: req.user, req }),
    req.payload.find({ collection: 'lead-returns', where: { stato: { not_equals: 'respinto' } }, select: { clientRequest: true }, depth: 0, pagination: false, overrideAccess: false, user: req.user, req }),
  ])
  return [...answered.docs, ...returned.docs].map((doc) => relationId(doc.clientRequest))
}

/** The signed-in merchant's returns by state, through their access rule as that merchant. */
export async function returnCounts(req: PayloadRequest): Promise<ReturnCounts> {
  const count = (stato: LeadReturnState) =>
    req.payload.count({ collection: 'lead-returns', where: { stato: { equals: stato } }, overrideAccess: false, user: req.user, req }).then((result) => result.totalDocs)
  const [inAttesa, accettati, respinti] = await Promise.all([count('in_attesa'), count('accettato'), count('respinto')])
  return { inAttesa, accettati, respinti }
}

/** Leads the merchant can see not yet answered, narrowed by `where`: counted through the leads' own access rule. */
export async function unansweredLeadCount(req: PayloadRequest, where?: Where): Promise<number> {
  const answered = await answeredLeadIds(req)
  const conditions: Where[] = [...(where ? [where] : []), ...(answered.length ? [{ id: { not_in: answered } }] : [])]
  const result = await req.payload.count({ collection: 'client-requests', where: { and: conditions }, overrideAccess: false, user: req.user, req })
  return result.totalDocs
}

/** What the merchant still has to handle: its "Nuovo" leads and its bookings still "In attesa", as that merchant. */
export async function merchantCounts(req: PayloadRequest): Promise<MerchantCounts> {
  const [richieste, prenotazioni] = await Promise.all([
    unansweredLeadCount(req),
    req.payload.count({ collection: 'bookings', where: { stato: { equals: 'in_attesa' } }, overrideAccess: false, user: req.user, req }).then((result) => result.totalDocs),
  ])
  return { richieste, prenotazioni }
}
