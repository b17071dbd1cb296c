import type { Endpoint, PayloadRequest } from 'payload'
import {
  ABANDONED_CSV_COLUMNS,
  abandonedCsvFileName,
  AbandonedFilterSchema,
  abandonmentBadge,
  answerKeyLabel,
  completionPercent,
  csvField,
  serviceLabels,
  sessionCode,
  type AbandonedFilter,
  type AbandonedSession,
  type ServiceSlug,
} from '#content-schema'
import { abandonedReport, sessionsAfter } from './abandonedQuery.ts'
import { queryParams, rejectNonAdmin } from './requireAdmin.ts'

const PRIVATE = { 'Cache-Control': 'private, no-store' }

function parseFilter(req: PayloadRequest): { filter: AbandonedFilter } | { error: Response } {
  const parsed = AbandonedFilterSchema.safeParse(queryParams(req))
  if (parsed.success) return { filter: parsed.data }
  return { error: Response.json({ error: parsed.error.issues[0]?.message }, { status: 400, headers: PRIVATE }) }
}

/**
 * GET /api/admin/abandoned?service=&status=&from=&to=&page= — counters, classification, funnel per service
 * and questionnaire version, and one page of sessions (AbandonedReport). Admins only.
 */
export const abandonedEndpoint: Endpoint = {
  path: '/admin/abandoned',
  method: 'get',
  handler: async (req) => {
    const denied = rejectNonAdmin(req)
    if (denied) return denied
    const parsed = parseFilter(req)
    if ('error' in parsed) return parsed.error
    return Response.json(await abandonedReport(req, parsed.filter), { headers: PRIVATE })
  },
}

const EXPORT_BATCH = 2000

const dateTime = new Intl.DateTimeFormat('it-IT', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Rome' })

function answerCell(answers: Record<string, unknown> | null, index: number): string {
  const entry = Object.entries(answers ?? {})[index]
  if (!entry) return ''
  const [key, value] = entry
  return `${answerKeyLabel(key)}: ${Array.isArray(value) ? value.join(', ') : String(value)}`
}

function csvRow(session: AbandonedSession): string {
  return [
    sessionCode(session.sessionId),
    serviceLabels[session.serviceType as ServiceSlug] ?? session.serviceType,
    abandonmentBadge(session),
    `${session.currentStep}/${session.totalSteps}`,
    completionPercent(session.currentStep, session.totalSteps),
    dateTime.format(new Date(session.createdAt)),
    dateTime.format(new Date(session.updatedAt)),
    answerCell(session.answers, 0),
    answerCell(session.answers, 1),
  ]
    .map(csvField)
    .join(',')
}

/**
 * GET /api/admin/abandoned.csv?service=&status=&from=&to= — every session the filter matches, newest
 * first, as a CSV download named with the date. Rows are read in keyset batches and streamed as they
 * come, so a 100,000-row export never sits in memory at once. Admins only.
 */
export const abandonedCsvEndpoint: Endpoint = {
  path: '/admin/abandoned.csv',
  method: 'get',
  handler: async (req) => {
    const denied = rejectNonAdmin(req)
    if (denied) return denied
    const parsed = parseFilter(req)
    if ('error' in parsed) return parsed.error
    const { filter } = parsed
    const encoder = new TextEncoder()
    // Read the first batch before answering, so a database failure is an error status, not a broken file.
    let batch = await sessionsAfter(req, filter, undefined, EXPORT_BATCH)
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        // The byte-order mark makes spreadsheet programs read the accents as UTF-8.
        controller.enqueue(encoder.encode(`\uFEFF${ABANDONED_CSV_COLUMNS.map(csvField).join(',')}\r\n`))
      },
      async pull(controller) {
        if (batch.length === 0) {
          controller.close()
          return
        }
        controller.enqueue(encoder.encode(batch.map((session) => `${csvRow(session)}\r\n`).join('')))
        const last = batch[batch.length - 1]
        batch = batch.length < EXPORT_BATCH ? [] : await sessionsAfter(req, filter, { updatedAt: last.updatedAt, id: last.id }, EXPORT_BATCH)
      },
    })
    return new Response(stream, {
      headers: {
        ...PRIVATE,
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${abandonedCsvFileName(new Date())}"`,
      },
    })
  },
}
