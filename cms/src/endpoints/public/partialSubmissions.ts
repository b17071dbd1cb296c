import { queryableFor } from '../../lib/db.ts'
import { PARTIAL_SUBMISSIONS_PATH, PARTIAL_SUBMISSIONS_RATE_LIMIT, PartialSubmissionBodySchema, progressNotYours, upsertPartialSubmission } from '../../lib/partialSubmissionStore.ts'
import { publicEndpoint } from './publicEndpoint.ts'

/**
 * POST /api/public/partial-submissions: the questionnaire's progress, for the abandoned-forms analysis.
 * The island sends it with fetch or navigator.sendBeacon (text/plain body); the answer carries nothing, or a
 * 403 when the session was started by another browser (the progress secret differs).
 * The web server answers this path itself (server/fastApi.ts) with the same checks and statement; this
 * endpoint serves the same through Payload (tests, a deployment without server/web.ts).
 */
export const partialSubmissionsEndpoint = publicEndpoint({
  path: PARTIAL_SUBMISSIONS_PATH,
  schema: PartialSubmissionBodySchema,
  rateLimit: PARTIAL_SUBMISSIONS_RATE_LIMIT,
  handler: async ({ req, data, ip, userAgent }) => {
    const saved = await upsertPartialSubmission(await queryableFor(req), {
      ...data,
      lastQuestion: data.lastQuestion || undefined,
      completed: data.completed ?? false,
      ip,
      userAgent,
    })
    return saved === 'saved' ? new Response(null, { status: 204 }) : progressNotYours()
  },
})
