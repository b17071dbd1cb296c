import type { PayloadRequest } from 'payload'
import type { OffersResponse, ReviewSummary, ServiceSlug } from '#content-schema'
import { consentedByPhone } from '../consents/given.ts'
import { bookingOf } from '../database/bookings.ts'
import { objectionsByMerchant } from '../database/objections.ts'
import { offersPageRows } from '../database/offersPage.ts'
import { matchedMerchants, type MatchedMerchant } from '../leads/matching.ts'
import { summariesByMerchant } from '../reviews/summaries.ts'
import { timesByMerchant, type ResponseTime } from './responseTimes.ts'

export type OffersPageReads = {
  /** matchMerchants of the lead's CAP (and service, when given; RUI-registered only when `rui`). */
  matched: MatchedMerchant[]
  /** objectionsOf the lead. */
  objected: Map<number, string>
  /** partnersConsentedByPhone of the lead. */
  partnerConsents: number[]
  /** latestBooking of the lead. */
  booking: OffersResponse['booking']
  /** responseTimes and reviewSummaries of the matched merchants. */
  times: Map<number, ResponseTime>
  reviews: Map<number, ReviewSummary>
}

/**
 * What the offers page reads after the lead, as the functions named above give it, read in one statement
 * (database/offersPage.ts): the matching rule's merchants, the lead's objections, consents and latest callback, the
 * merchants' response times and reviews.
 */
export async function offersPageReads(req: PayloadRequest, lead: number, criteria: { cap: string; servizio?: ServiceSlug; rui: boolean }): Promise<OffersPageReads> {
  const rows = await offersPageRows(req, { lead, ...criteria })
  return {
    matched: matchedMerchants(req, rows.matched),
    objected: objectionsByMerchant(rows.objections),
    partnerConsents: consentedByPhone(rows.partnerConsents),
    booking: bookingOf(rows.booking),
    times: timesByMerchant(rows.times),
    reviews: summariesByMerchant(rows.reviews),
  }
}
