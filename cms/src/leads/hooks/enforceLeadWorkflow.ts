import { APIError, type CollectionBeforeChangeHook } from 'payload'
import { canMoveLead, leadWorkflowMessages, LeadStatusInputSchema, teamMessages, type LeadState } from '#content-schema'
import { hasRole } from '../../access/hasRole.ts'
import { ownMerchant } from '../../merchants/access/merchantProfile.ts'
import { collectionSlugs } from '../../slugs.ts'
import { relationValue } from '../../fields/relationId.ts'

const refuse = (message: string) => new APIError(message, 400, undefined, true)

/**
 * Every write of a lead status, admins' included: the shared schema, the workflow's transitions, the time of the
 * first move away from "nuovo" and of the message for the consumer (written only here). A merchant's row is always its own, and only
 * for a lead its access rule lets it read at that moment — checked with the same rule, as that user.
 */
export const enforceLeadWorkflow: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  const leadId = relationValue(data.clientRequest ?? originalDoc?.clientRequest)
  const parsed = LeadStatusInputSchema.safeParse({
    clientRequest: leadId ?? undefined,
    stato: data.stato ?? originalDoc?.stato,
    messaggioCliente: data.messaggioCliente ?? undefined,
    assegnatoA: relationValue(data.assegnatoA) ?? undefined,
  })
  if (!parsed.success) throw refuse(parsed.error.issues[0]?.message ?? leadWorkflowMessages.saveError)
  const next: Record<string, unknown> = { ...data, stato: parsed.data.stato }
  // The message for the consumer is dated when its words change (an empty one takes it back).
  if (data.messaggioCliente !== undefined) {
    const message = parsed.data.messaggioCliente || null
    next.messaggioCliente = message
    if (message !== (originalDoc?.messaggioCliente ?? null)) next.messaggioClienteIl = message ? new Date().toISOString() : null
  }

  if (operation === 'create' && !hasRole(req.user, 'admin') && req.user) {
    const profile = await ownMerchant(req)
    if (!profile) throw refuse(leadWorkflowMessages.noProfile)
    next.merchant = profile.id
  }
  if (!leadId) throw refuse(leadWorkflowMessages.outOfScope)
  // A lead is handed only to an active member of the same team with an account of its own (a system read: the team
  // is the owner's, the field's access already kept members' accounts from writing it). A kept assignment is not
  // asked again.
  if (parsed.data.assegnatoA && parsed.data.assegnatoA !== relationValue(originalDoc?.assegnatoA)) {
    const merchant = relationValue(next.merchant ?? originalDoc?.merchant)
    const member = await req.payload.count({
      collection: collectionSlugs.teamMembers,
      where: { and: [{ id: { equals: parsed.data.assegnatoA } }, { merchant: { equals: merchant } }, { attivo: { equals: true } }, { utente: { exists: true } }] },
      overrideAccess: true,
      req,
    })
    if (member.totalDocs === 0) throw refuse(teamMessages.assignInvalid)
  }
  if (req.user && !hasRole(req.user, 'admin')) {
    const visible = await req.payload.count({ collection: 'client-requests', where: { id: { equals: leadId } }, overrideAccess: false, user: req.user, req })
    if (visible.totalDocs === 0) throw refuse(leadWorkflowMessages.outOfScope)
  }

  const from: LeadState = operation === 'update' && originalDoc ? (originalDoc.stato as LeadState) : 'nuovo'
  if (!canMoveLead(from, parsed.data.stato)) throw refuse(leadWorkflowMessages.notAllowed(from, parsed.data.stato))
  if (!originalDoc?.firstActionAt && !next.firstActionAt && parsed.data.stato !== 'nuovo') next.firstActionAt = new Date().toISOString()
  return next
}
