import type { CollectionAfterChangeHook } from 'payload'
import { invalidContactReasons, type LeadReturnReason } from '#content-schema'
import type { LeadReturn } from '../../../payload-types.ts'
import { publicUrl } from '../../../../platform/env.ts'
import { adminEmails } from '../../email/adminEmails.ts'
import { queueEmail, queueEmails } from '../../email/queueEmail.ts'
import { leadReturnAdminEmail, leadReturnDecisionEmail } from '../emails/leadReturns.ts'
import { collectionSlugs } from '../../slugs.ts'
import { nameOfService } from '../../services/catalogue.ts'
import { relationId } from '../../fields/relationId.ts'

/**
 * What a return sets off, in its transaction: a new one is announced to every admin; a decision is e-mailed to the
 * partner, and an accepted return saying the contacts are not real stamps the lead `contattiNonValidiIl`, so its
 * other partners read «Contatti non validi» with the phone masked and nobody sends those contacts anything again
 * (verification/send.ts). System reads and writes: the return is already checked (enforceLeadReturn).
 */
export const afterLeadReturn: CollectionAfterChangeHook<LeadReturn> = async ({ doc, previousDoc, operation, req }) => {
  if (req.context?.seeding) return doc
  const decided = operation === 'update' && previousDoc?.stato === 'in_attesa' && doc.stato !== 'in_attesa'
  if (operation !== 'create' && !decided) return doc
  const [lead, merchant] = await Promise.all([
    req.payload.findByID({ collection: collectionSlugs.clientRequests, id: relationId(doc.clientRequest)!, select: { servizio: true, cap: true, contattiNonValidiIl: true }, depth: 0, overrideAccess: true, req }),
    req.payload.findByID({ collection: collectionSlugs.merchants, id: relationId(doc.merchant)!, select: { nomeAzienda: true, email: true }, depth: 0, overrideAccess: true, req }),
  ])
  const returned = { nomeAzienda: merchant.nomeAzienda, motivo: doc.motivo as LeadReturnReason, servizio: lead.servizio, serviceName: await nameOfService(req, lead.servizio), cap: lead.cap }
  if (operation === 'create') {
    const notice = leadReturnAdminEmail({ ...returned, nota: doc.nota ?? null, areaUrl: `${publicUrl()}/area-admin` })
    await queueEmails(req, (await adminEmails(req)).map((to) => ({ to, content: notice })))
    return doc
  }
  const accepted = doc.stato === 'accettato'
  if (accepted && invalidContactReasons.includes(returned.motivo) && !lead.contattiNonValidiIl) {
    await req.payload.update({ collection: collectionSlugs.clientRequests, id: lead.id, data: { contattiNonValidiIl: new Date().toISOString() }, depth: 0, overrideAccess: true, req })
  }
  await queueEmail(req, merchant.email, leadReturnDecisionEmail({ ...returned, accepted, motivazione: doc.motivazione ?? null, areaUrl: `${publicUrl()}/area-merchant` }))
  return doc
}
