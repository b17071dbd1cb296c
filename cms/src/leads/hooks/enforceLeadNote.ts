import { APIError, type CollectionBeforeChangeHook } from 'payload'
import { LeadNoteInputSchema, leadNoteMessages } from '#content-schema'
import { ownMerchant } from '../../merchants/access/merchantProfile.ts'
import { collectionSlugs } from '../../slugs.ts'
import { relationValue } from '../../fields/relationId.ts'

const refuse = (message: string) => new APIError(message, 400, undefined, true)

/**
 * A partner's note (the collection lets only active merchants create one): the shared schema, a lead it may read
 * at that moment (the lead's own rule, asked as that user), and the server's merchant and author — whatever the
 * body says. The seed and other system writes (no user) store what they are given.
 */
export const enforceLeadNote: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || !req.user) return data
  const parsed = LeadNoteInputSchema.safeParse({ clientRequest: relationValue(data.clientRequest), testo: data.testo })
  if (!parsed.success) throw refuse(parsed.error.issues[0]?.message ?? leadNoteMessages.addError)
  const profile = await ownMerchant(req)
  if (!profile) throw refuse(leadNoteMessages.noProfile)
  const visible = await req.payload.count({
    collection: collectionSlugs.clientRequests,
    where: { id: { equals: parsed.data.clientRequest } },
    overrideAccess: false,
    user: req.user,
    req,
  })
  if (visible.totalDocs === 0) throw refuse(leadNoteMessages.outOfScope)
  return { clientRequest: parsed.data.clientRequest, merchant: profile.id, autore: req.user.id, testo: parsed.data.testo }
}
