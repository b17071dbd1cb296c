import type { CollectionAfterDeleteHook, Where } from 'payload'
import type { Merchant } from '../../../payload-types.ts'
import { collectionSlugs } from '../../slugs.ts'
import { relationId } from '../../fields/relationId.ts'

/**
 * After a merchant is deleted its account goes too: the logo (the file with it, so its URL stops being
 * served) and the merchant's user, whose sessions (users_sessions) go with the row, so it can neither sign in
 * nor use a token it holds. A user that is also staff is never erased this way. In the delete's transaction.
 */
export const eraseAccount: CollectionAfterDeleteHook<Merchant> = async ({ doc, req }) => {
  const user = relationId(doc.user)
  const logo = relationId(doc.logo)
  const logos: Where[] = [...(logo !== null ? [{ id: { equals: logo } }] : []), ...(user !== null ? [{ owner: { equals: user } }] : [])]
  // System clean-up of the erased merchant's own records; the delete itself was already authorised.
  if (logos.length > 0) await req.payload.delete({ collection: collectionSlugs.merchantLogos, where: { or: logos }, req, overrideAccess: true })
  if (user === null) return doc
  const account = await req.payload.findByID({ collection: collectionSlugs.users, id: user, depth: 0, req, overrideAccess: true, disableErrors: true })
  const roles = account?.roles ?? []
  if (account && roles.every((role) => role === 'merchant')) await req.payload.delete({ collection: collectionSlugs.users, id: user, req, overrideAccess: true })
  return doc
}
