import type { Endpoint } from 'payload'
import { abandonedCsvEndpoint, abandonedEndpoint } from './abandoned.ts'
import { bookingCandidatesEndpoint } from './bookingCandidates.ts'
import { leadDetailsEndpoint } from './leadDetails.ts'
import { adminListCsvEndpoint, adminListEndpoint } from './lists.ts'
import { liveEndpoint } from './live.ts'
import { merchantReviewCountsEndpoint, merchantReviewEndpoint } from '../merchants/reviewEndpoints.ts'
import { privacyEraseEndpoint, privacyExportEndpoint } from './privacy.ts'
import { adminResponseTimesEndpoint } from './responseTimes.ts'
import { adminReturnCountsEndpoint } from './returnCounts.ts'
import { adminSectionCountsEndpoint } from './sectionCounts.ts'
import { assignWaitingLeadEndpoint } from '../leads/waitingLeadsEndpoint.ts'
import { emailQueueEndpoint, emailResendEndpoint } from '../email/outbox/endpoints.ts'

/** The admin area's endpoints under /api/admin/*; each answers 403 to anyone but an admin. */
export const adminEndpoints: Endpoint[] = [abandonedEndpoint, abandonedCsvEndpoint, bookingCandidatesEndpoint, leadDetailsEndpoint, adminListEndpoint, adminListCsvEndpoint, liveEndpoint, merchantReviewCountsEndpoint, merchantReviewEndpoint, privacyExportEndpoint, privacyEraseEndpoint, adminResponseTimesEndpoint, adminReturnCountsEndpoint, adminSectionCountsEndpoint, assignWaitingLeadEndpoint, emailQueueEndpoint, emailResendEndpoint]
