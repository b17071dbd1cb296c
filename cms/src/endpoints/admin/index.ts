import type { Endpoint } from 'payload'
import { abandonedCsvEndpoint, abandonedEndpoint } from './abandoned.ts'
import { leadDetailsEndpoint } from './leadDetails.ts'
import { liveEndpoint } from './live.ts'
import { merchantReviewEndpoint, merchantReviewListEndpoint } from './merchantReview.ts'
import { privacyEraseEndpoint, privacyExportEndpoint } from './privacy.ts'
import { adminResponseTimesEndpoint } from './responseTimes.ts'
import { assignWaitingLeadEndpoint, waitingLeadsEndpoint } from './waitingLeads.ts'

/** The admin area's endpoints under /api/admin/*; each answers 403 to anyone but an admin. */
export const adminEndpoints: Endpoint[] = [abandonedEndpoint, abandonedCsvEndpoint, leadDetailsEndpoint, liveEndpoint, merchantReviewListEndpoint, merchantReviewEndpoint, privacyExportEndpoint, privacyEraseEndpoint, adminResponseTimesEndpoint, waitingLeadsEndpoint, assignWaitingLeadEndpoint]
