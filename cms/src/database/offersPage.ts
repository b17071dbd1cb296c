import type { PayloadRequest } from 'payload'
import { latestBookingQuery } from './bookings.ts'
import { partnerConsentsOfLeadQuery } from './consents.ts'
import { objectionsOfLeadQuery } from './objections.ts'
import { responseTimesQuery } from './responseTimes.ts'
import { recentPublishedReviewsQuery } from './reviews.ts'
import { preparedReads } from './session.ts'

// The offers page's reads after the lead and the matching rule, two statements instead of five (preparedReads): each
// read's own statement (objectionsOf, latestPartnerConsentsOfLead, latestBooking, responseTimeRows,
// recentPublishedReviews), run together. A statement's round trip cost the web process more than its rows
// (docs/performance.md); tests/integration/platform/prepared-reads.test.ts compares these with Payload's reads too.

/** What the lead's own records say on its offers page: its objections, each partner's latest partners consent, its latest callback. */
export function offersLeadRows(req: PayloadRequest, lead: number) {
  // Prepared reads of every offers page, in one round trip (parity-tested).
  return preparedReads(req, 'offers_lead_reads', { objections: objectionsOfLeadQuery, partnerConsents: partnerConsentsOfLeadQuery, booking: latestBookingQuery }, { lead })
}

/** The figures of the page's cards: each partner's response times and reviews. */
export function offersCardRows(req: PayloadRequest, merchants: number[]) {
  // Prepared reads of every offers card, in one round trip (parity-tested).
  return preparedReads(req, 'offers_card_reads', { times: responseTimesQuery, reviews: recentPublishedReviewsQuery }, { merchants })
}
