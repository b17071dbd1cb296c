import type { Endpoint } from 'payload'
import { bookingsEndpoint } from './bookings.ts'
import { callRequestsEndpoint } from './callRequests.ts'
import { consentWithdrawalEndpoint, consentWithdrawalInfoEndpoint } from '../../consents/withdrawalEndpoints.ts'
import { contactRequestsEndpoint } from './contactRequests.ts'
import { estimateEndpoint } from './estimate.ts'
import { merchantSignup } from './merchantSignup.ts'
import { requestCancelEndpoint, requestErasureEndpoint, requestRescheduleEndpoint, requestTrackerEndpoint } from './requestTracker.ts'

/**
 * Every route of the API a visitor may call without signing in, each with one handler mounted once:
 * - the direct routes (./direct.ts), the calls a visitor makes most, answered by the web server before Next
 *   (server/directRoutes.ts): GET /api/cap/:cap, POST /api/public/partial-submissions, POST /api/public/leads,
 *   GET /api/public/offers;
 * - `payloadPublicEndpoints`, answered by Payload under /api: the forms, bookings, the estimate, a merchant's
 *   sign-up, the request tracker and consent withdrawal (read, then withdrawn with a POST: cms/src/consents/).
 * Every write among them is checked by cms/src/lib/publicWrite.ts (rate limit, size, honeypot, the shared zod schema).
 */
export const payloadPublicEndpoints: Endpoint[] = [
  merchantSignup,
  requestTrackerEndpoint,
  requestCancelEndpoint,
  requestErasureEndpoint,
  requestRescheduleEndpoint,
  bookingsEndpoint,
  estimateEndpoint,
  contactRequestsEndpoint,
  callRequestsEndpoint,
  consentWithdrawalInfoEndpoint,
  consentWithdrawalEndpoint,
]
