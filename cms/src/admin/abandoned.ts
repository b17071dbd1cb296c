import type { Endpoint, PayloadRequest } from 'payload'
import {
  ABANDONED_CSV_COLUMNS,
  abandonedCsvFileName,
  AbandonedFilterSchema,
  abandonmentBadge,
  completionPercent,
  csvDate,
  genericMessages,
  serviceName,
  sessionCode,
  type AbandonedFilter,
  type AbandonedSession,
  type ServiceNames,
} from '#content-schema'
import { abandonedReport, sessionsAfter } from '../database/abandonedReport.ts'
import { csvDownload } from './csv.ts'
import { adminError, queryParams, rejectNonAdmin } from './requireAdmin.ts'
import { serviceNames } from '../services/catalogue.ts'
import { noStore } from '../api/publicWrite.ts'

/** The filter of a report call: the 403 for anyone but an admin, the 400 in Italian for a filter that is none. */
function adminFilter(req: PayloadRequest): { filter: AbandonedFilter } | { refused: Response } {
  const denied = rejectNonAdmin(req)
  if (denied) return { refused: denied }
  const parsed = AbandonedFilterSchema.safeParse(queryParams(req))
  if (parsed.success) return { filter: parsed.data }
  return { refused: adminError(400, parsed.error.issues[0]?.message ?? genericMessages.invalidRequest) }
}

/**
 * GET /api/admin/abandoned?q=&service=&status=&from=&to=&sort=&page= — counters, classification, funnel per
 * service and questionnaire version, and one page of sessions (AbandonedReport). Admins only.
 */
export const abandonedEndpoint: Endpoint = {
  path: '/admin/abandoned',
  method: 'get',
  handler: async (req) => {
    const call = adminFilter(req)
    if ('refused' in call) return call.refused
    return Response.json(await abandonedReport(req, call.filter), { headers: noStore })
  },
}

const EXPORT_BATCH = 2000

function answerCell(session: AbandonedSession, index: number): string {
  const entry = Object.entries(session.answers ?? {})[index]
  if (!entry) return ''
  const [key, value] = entry
  return `${session.answerLabels[key] ?? key}: ${Array.isArray(value) ? value.join(', ') : String(value)}`
}

function csvRow(session: AbandonedSession, names: ServiceNames) {
  return [
    sessionCode(session.sessionId),
    serviceName(session.serviceType, names),
    abandonmentBadge(session),
    `${session.currentStep}/${session.totalSteps}`,
    completionPercent(session.currentStep, session.totalSteps),
    csvDate(session.createdAt),
    csvDate(session.updatedAt),
    answerCell(session, 0),
    answerCell(session, 1),
  ]
}

/**
 * GET /api/admin/abandoned.csv?q=&service=&status=&from=&to=&sort= — every session the filter matches, in the
 * list's order, as a CSV download named with the date. Rows are read in keyset batches and streamed as they
 * come (csvDownload), so a 100,000-row export never sits in memory at once. Admins only.
 */
export const abandonedCsvEndpoint: Endpoint = {
  path: '/admin/abandoned.csv',
  method: 'get',
  handler: async (req) => {
    const call = adminFilter(req)
    if ('refused' in call) return call.refused
    const { filter } = call
    const first = await sessionsAfter(req, filter, undefined, EXPORT_BATCH)
    const names = await serviceNames(req)
    return csvDownload(abandonedCsvFileName(new Date()), ABANDONED_CSV_COLUMNS, (session: AbandonedSession) => csvRow(session, names), first, async (previous) => {
      const last = previous[previous.length - 1]
      return previous.length < EXPORT_BATCH || !last ? [] : sessionsAfter(req, filter, last, EXPORT_BATCH)
    })
  },
}
