import type { PayloadRequest } from 'payload'
import type { ServiceSlug } from '#content-schema'
import { latestBookingQuery } from './bookings.ts'
import { partnerConsentsOfLeadQuery } from './consents.ts'
import { matchedIds, matchStatement, matchStatementName, type MatchShape } from './matching.ts'
import { objectionsOfLeadQuery } from './objections.ts'
import { responseTimesQuery } from './responseTimes.ts'
import { recentPublishedReviewsQuery } from './reviews.ts'
import { preparedReads } from './session.ts'

/**
 * Everything the offers page reads after the lead, in one statement (preparedReads) prepared for each of the matching
 * rule's shapes: the merchants the rule finds (matchedMerchantRows), the lead's objections (objectionsOf), each partner's
 * latest partners consent of it (latestPartnerConsentsOfLead), its latest callback (latestBooking), and the found
 * merchants' response times (responseTimeRows) and reviews (recentPublishedReviews) — each by its own statement,
 * nested. Six statements' round trips were most of the page's web CPU (docs/performance.md);
 * tests/integration/platform/prepared-reads.test.ts compares what this gives with Payload's reads too.
 */
export function offersPageRows(req: PayloadRequest, values: { lead: number; cap: string; servizio?: ServiceSlug; rui: boolean }) {
  const shape: MatchShape = { byService: values.servizio !== undefined, rui: values.rui }
  // Prepared reads of every offers page, in one round trip (parity-tested).
  return preparedReads(
    req,
    `offers_page_${matchStatementName(shape)}`,
    {
      matched: (db) => matchStatement(db, shape),
      objections: objectionsOfLeadQuery,
      partnerConsents: partnerConsentsOfLeadQuery,
      booking: latestBookingQuery,
      times: (db) => responseTimesQuery(db, matchedIds(db, shape)),
      reviews: (db) => recentPublishedReviewsQuery(db, matchedIds(db, shape)),
    },
    { lead: values.lead, cap: values.cap, servizio: values.servizio },
  )
}
