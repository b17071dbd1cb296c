import type { Endpoint } from 'payload'
import { leadsEndpoint } from '../leads/submitLead.ts'
import { leadPartnersEndpoint } from '../leads/partnersEndpoint.ts'
import { progressEndpoint } from '../leads/progress.ts'
import { offersEndpoint } from '../offers/offersEndpoint.ts'
import { requestCancelEndpoint, requestErasureEndpoint, requestProposalEndpoint, requestRescheduleEndpoint } from '../requestPage/actions.ts'
import { requestPageEndpoint } from '../requestPage/read.ts'
import { requestObjectionEndpoint } from '../requestPage/objections.ts'
import { requestExportEndpoint } from '../requestPage/export.ts'
import { legalVersionEndpoint } from '../content/legalPublishedVersion.ts'
import { bookingsEndpoint } from '../bookings/offersBookingEndpoint.ts'
import { callRequestsEndpoint } from '../bookings/callRequestEndpoint.ts'
import { callConfirmationEndpoint } from '../bookings/callConfirmation.ts'
import { capLookupEndpoint } from '../postcodes/capLookupEndpoint.ts'
import { consentWithdrawalEndpoint, consentWithdrawalInfoEndpoint } from '../consents/withdrawalEndpoints.ts'
import { contactRequestsEndpoint } from '../contact/contactRequestEndpoint.ts'
import { estimateEndpoint } from '../estimates/estimateEndpoint.ts'
import { merchantSignup } from '../accounts/merchantSignup.ts'
import { requestReviewsEndpoint, reviewSubmitEndpoint } from '../reviews/endpoints.ts'
import { estimateSourcesEndpoint } from '../transparency/estimateSourcesEndpoint.ts'
import { siteFactsEndpoint } from '../transparency/siteFactsEndpoint.ts'
import { areraRankingEndpoint } from '../arera/rankingEndpoint.ts'
import { resendVerificationEndpoint, verificationStatusEndpoint, verifyEndpoint } from '../verification/endpoints.ts'

/**
 * Every route of the API a visitor may call without signing in, each with one handler, answered by Payload under
 * /api: the CAP lookup, the questionnaire's progress, the partners its lead would go to and its lead, the confirmation of the lead's contacts, the offers, the forms, bookings, the estimate and
 * its sources and the site's own figures (the home and transparency pages), the ranking of ARERA's electricity offers for a profile, a merchant's sign-up, the request page and its actions (an objection to a
 * partner among them, the consumer's export of their data), the reviews written from it, consent withdrawal, a published version of a legal text. Every write among them is checked by
 * cms/src/api/publicWrite.ts (rate limit, size, honeypot, the shared zod schema).
 */
export const payloadPublicEndpoints: Endpoint[] = [
  capLookupEndpoint,
  progressEndpoint,
  leadPartnersEndpoint,
  leadsEndpoint,
  verificationStatusEndpoint,
  verifyEndpoint,
  resendVerificationEndpoint,
  offersEndpoint,
  merchantSignup,
  requestPageEndpoint,
  requestCancelEndpoint,
  requestErasureEndpoint,
  requestExportEndpoint,
  requestRescheduleEndpoint,
  requestProposalEndpoint,
  requestObjectionEndpoint,
  requestReviewsEndpoint,
  reviewSubmitEndpoint,
  bookingsEndpoint,
  estimateEndpoint,
  estimateSourcesEndpoint,
  siteFactsEndpoint,
  contactRequestsEndpoint,
  callRequestsEndpoint,
  callConfirmationEndpoint,
  consentWithdrawalInfoEndpoint,
  consentWithdrawalEndpoint,
  areraRankingEndpoint,
  legalVersionEndpoint,
]
