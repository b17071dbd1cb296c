import type { Access, Where } from 'payload'
import { hasRole } from '../../access/hasRole.ts'
import { activeOwnMerchant } from '../../merchants/access/merchantProfile.ts'

/**
 * Who changes a review: admins (to hide or show it again, with a reason), and an active merchant its own reviews
 * once written (to reply, once). Which fields each may set is the fields' access and the collection's hook.
 */
export const ownWrittenReview: Access = async ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  const profile = await activeOwnMerchant(req)
  if (!profile) return false
  const ownWritten: Where = { and: [{ merchant: { equals: profile.id } }, { scrittaIl: { exists: true } }] }
  return ownWritten
}
