import type { PayloadRequest } from 'payload'
import type { OffersResponse, ReviewSummary } from '#content-schema'
import { consentedByPhone } from '../consents/given.ts'
import { bookingOf } from '../database/bookings.ts'
import { objectionsByMerchant } from '../database/objections.ts'
import { offersCardRows, offersLeadRows } from '../database/offersPage.ts'
import { summariesByMerchant } from '../reviews/summaries.ts'
import { timesByMerchant, type ResponseTime } from './responseTimes.ts'

/**
 * The lead's objections (objectionsOf), the partners it lets call (partnersConsentedByPhone) and its latest callback
 * (latestBooking), as those functions give them, read in one statement (database/offersPage.ts).
 */
export async function offersLeadState(req: PayloadRequest, lead: number): Promise<{ objected: Map<number, string>; partnerConsents: number[]; booking: OffersResponse['booking'] }> {
  const rows = await offersLeadRows(req, lead)
  return { objected: objectionsByMerchant(rows.objections), partnerConsents: consentedByPhone(rows.partnerConsents), booking: bookingOf(rows.booking) }
}

/** The partners' response times (responseTimes) and reviews (reviewSummaries), as those functions give them, read in one statement. */
export async function offersCardFigures(req: PayloadRequest, merchantIds: number[]): Promise<{ times: Map<number, ResponseTime>; reviews: Map<number, ReviewSummary> }> {
  if (merchantIds.length === 0) return { times: new Map(), reviews: new Map() }
  const rows = await offersCardRows(req, merchantIds)
  return { times: timesByMerchant(rows.times), reviews: summariesByMerchant(rows.reviews) }
}
