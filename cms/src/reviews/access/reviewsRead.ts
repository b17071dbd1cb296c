import type { Access, Where } from 'payload'
import { hasRole } from '../../access/hasRole.ts'
import { activeOwnMerchant } from '../../merchants/access/merchantProfile.ts'

/**
 * A review the consumer wrote, with its rating, and no admin hid: what anyone may read. The one rule of a public
 * review: the offers cards' prepared summaries (reviews/summaries.ts, database/reviews.ts) select the same records, and
 * tests/integration/platform/prepared-reads.test.ts compares them with what this rule lets an anonymous visitor read.
 */
export const publishedReview: Where = { and: [{ scrittaIl: { exists: true } }, { voto: { exists: true } }, { nascosta: { not_equals: true } }] }

/**
 * Everyone reads the published reviews; an active merchant also its own written ones, hidden included (it sees the
 * admin's reason); admins every record, invitations not written yet included.
 */
export const reviewsRead: Access = async ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  const profile = await activeOwnMerchant(req)
  if (!profile) return publishedReview
  const ownWritten: Where = { and: [{ merchant: { equals: profile.id } }, { scrittaIl: { exists: true } }] }
  return { or: [publishedReview, ownWritten] }
}
