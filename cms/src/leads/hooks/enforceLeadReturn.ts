import { APIError, type CollectionBeforeChangeHook } from 'payload'
import { LeadReturnDecisionSchema, LeadReturnInputSchema, leadReturnMessages, returnWindowOpen } from '#content-schema'
import { hasRole } from '../../access/hasRole.ts'
import { ownMerchant } from '../../merchants/access/merchantProfile.ts'
import { readLeadSettings } from '../settings.ts'
import { collectionSlugs } from '../../slugs.ts'
import { relationValue } from '../../fields/relationId.ts'

const refuse = (message: string) => new APIError(message, 400, undefined, true)

/**
 * Every write of a return. A merchant's return (create): the shared schema, its own profile, a lead it may read at
 * that moment (merchantLeadScope, asked as that user: a lead of its area it received) and still within the
 * operator's window since it received it; it waits for an admin. An admin's decision (update, the collection lets
 * only admins): the shared schema, once, from «in attesa», stamped with who and when; a save without a new state
 * decides nothing. The seed and other system
 * writes (no user) store what they are given.
 */
export const enforceLeadReturn: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  if (!req.user) return data
  if (operation === 'update') {
    if (!hasRole(req.user, 'admin')) throw new APIError(leadReturnMessages.onlyAdminDecides, 403, undefined, true)
    // A save that decides nothing (no state, or the same one) keeps the decision as it is.
    if (data.stato === undefined || data.stato === originalDoc?.stato) return { ...data, stato: originalDoc?.stato, decisoIl: originalDoc?.decisoIl, decisoDa: originalDoc?.decisoDa }
    if (originalDoc?.stato !== 'in_attesa') throw new APIError(leadReturnMessages.alreadyDecided, 409, undefined, true)
    const decision = LeadReturnDecisionSchema.safeParse({ stato: data.stato, motivazione: data.motivazione ?? undefined })
    if (!decision.success) throw refuse(decision.error.issues[0]?.message ?? leadReturnMessages.alreadyDecided)
    return { ...data, stato: decision.data.stato, motivazione: decision.data.motivazione ?? null, decisoIl: new Date().toISOString(), decisoDa: req.user.id }
  }
  const parsed = LeadReturnInputSchema.safeParse({ clientRequest: relationValue(data.clientRequest), motivo: data.motivo, nota: data.nota ?? undefined })
  if (!parsed.success) throw refuse(parsed.error.issues[0]?.message ?? leadReturnMessages.outOfScope)
  const profile = await ownMerchant(req)
  if (!profile) throw refuse(leadReturnMessages.noProfile)
  const visible = await req.payload.find({
    collection: collectionSlugs.clientRequests,
    where: { id: { equals: parsed.data.clientRequest } },
    select: { partnerTrovatoIl: true, verificataIl: true, createdAt: true },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: false,
    user: req.user,
    req,
  })
  const lead = visible.docs[0]
  if (!lead) throw refuse(leadReturnMessages.outOfScope)
  const { returnWindowDays } = await readLeadSettings(req)
  if (!returnWindowOpen(lead, returnWindowDays, Date.now())) throw refuse(leadReturnMessages.windowClosed(returnWindowDays))
  const duplicate = await req.payload.count({ collection: collectionSlugs.leadReturns, where: { and: [{ merchant: { equals: profile.id } }, { clientRequest: { equals: lead.id } }] }, overrideAccess: true, req })
  if (duplicate.totalDocs > 0) throw new APIError(leadReturnMessages.duplicate, 409, undefined, true)
  return { clientRequest: lead.id, merchant: profile.id, motivo: parsed.data.motivo, nota: parsed.data.nota ?? null, stato: 'in_attesa', motivazione: null, decisoIl: null, decisoDa: null }
}
