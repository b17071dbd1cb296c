import type { Endpoint, PayloadRequest, Where } from 'payload'
import type { AdminSectionCounts } from '#content-schema'
import { abandonedCounters } from '../database/abandonedReport.ts'
import { emailQueueCounts } from '../database/emailQueue.ts'
import { merchantReviewCounts } from '../merchants/reviewEndpoints.ts'
import { collectionSlugs } from '../slugs.ts'
import { countList } from './lists.ts'
import { rejectNonAdmin } from './requireAdmin.ts'
import { noStore } from '../api/publicWrite.ts'

/** What an admin's own access lets them count of a collection. */
const countAs = async (req: PayloadRequest, collection: typeof collectionSlugs.leadReturns | typeof collectionSlugs.reviews, where: Where) =>
  (await req.payload.count({ collection, where, user: req.user, overrideAccess: false, req })).totalDocs

/**
 * GET /api/admin/section-counts → AdminSectionCounts: the figure on each tab of the admin area, read at once, so the
 * area shows them without loading every section (a section loads its rows when it is first opened). Admins only.
 */
export const adminSectionCountsEndpoint: Endpoint = {
  path: '/admin/section-counts',
  method: 'get',
  handler: async (req) => {
    const denied = rejectNonAdmin(req)
    if (denied) return denied
    const [clientRequests, waiting, contactRequests, abandoned, review, merchants, bookings, returns, reviews, emails, decisions] = await Promise.all([
      countList(req, 'client-requests'),
      countList(req, 'waiting-leads'),
      countList(req, 'contact-requests'),
      abandonedCounters(req, {}),
      merchantReviewCounts(req),
      countList(req, 'merchants'),
      countList(req, 'bookings'),
      countAs(req, collectionSlugs.leadReturns, { stato: { equals: 'in_attesa' } }),
      countAs(req, collectionSlugs.reviews, { scrittaIl: { exists: true } }),
      emailQueueCounts(req.payload),
      countList(req, 'decisions'),
    ])
    const counts: AdminSectionCounts = {
      clientRequests,
      waiting,
      contactRequests,
      abandoned: abandoned.counters.total,
      approvals: review.inRevisione + review.proposte,
      merchants,
      bookings,
      returns,
      reviews,
      emailQueue: emails.inAttesa + emails.nonInviate,
      decisions,
    }
    return Response.json(counts, { headers: noStore })
  },
}
