import crypto from 'node:crypto'
import { ValidationError, type PayloadRequest } from 'payload'
import { PartialSubmissionBodySchema, questionnaireMessages, serviceMessages, type ServiceSlug } from '#content-schema'
import { takesRequests } from '../services/catalogue.ts'
import { collectionSlugs } from '../slugs.ts'
import { lockedProgressRowBySession, type ProgressRow } from '../database/progress.ts'
import { inTransaction } from '../database/transaction.ts'
import { publicEndpoint } from '../api/publicEndpoint.ts'

/** The route's path under `/api`, and the prefix of its rate-limit keys. */
export const PARTIAL_SUBMISSIONS_PATH = '/public/partial-submissions'

/** A visitor saves on every step; generous enough for several tabs, tight enough to stop a flood. */
export const PARTIAL_SUBMISSIONS_RATE_LIMIT = { limit: 120, windowMs: 60_000 }

export type ProgressRecord = {
  sessionId: string
  /** The browser's secret (ProgressSecretSchema); absent only for a lead sent without one. */
  progressSecret?: string
  serviceType: ServiceSlug
  questionnaireVersion?: number
  currentStep: number
  totalSteps: number
  answers: Record<string, unknown>
  lastQuestion?: string
  completed: boolean
  /** The save's place among the session's saves (PartialSubmissionBodySchema's saveOrder), when the page sends it. */
  saveOrder?: number
  ip: string
  userAgent: string
}

/** What is stored of a progress secret: its SHA-256, so the table never holds what would let someone write. */
export function progressSecretHash(secret: string | undefined): string | null {
  return secret ? crypto.createHash('sha256').update(secret).digest('hex') : null
}

const isSessionConflict = (error: unknown) => error instanceof ValidationError && error.data.errors.some((each) => each.path === 'sessionId')

/**
 * A session's first record written by two saves at once: the one that loses the unique session id (its transaction
 * rolled back) runs `again`, once, and finds the other's record.
 */
export function againOnSessionConflict<T>(first: () => Promise<T>, again: () => Promise<T>): Promise<T> {
  return first().catch((error: unknown) => {
    if (isSessionConflict(error)) return again()
    throw error
  })
}

/**
 * Saves a questionnaire session's progress through Payload, in the request's transaction, its record read locked
 * until the transaction ends (so two saves of one session are decided one after the other; a lead passes the record
 * its checks read before its transaction — and, when a first save lands in between, stores itself again with the record
 * read locked — and its completion wins over any step's save): the record is created by the
 * first save and then changed only with the secret it was first saved with (a record saved without one, by a lead
 * sent without it, takes the first secret that comes); a completed session never goes back (only another completion
 * changes it); a save older than the one kept (its saveOrder) changes nothing. 'not-yours' when the record belongs to
 * another browser: nothing changed. Two first saves of a session at once end in one record: the one that loses the
 * unique session id fails, and its request saves again (progressEndpoint). A system write: the visitor holds no
 * account, and progress records are for admins only.
 */
export async function saveProgress(
  req: PayloadRequest,
  record: ProgressRecord,
  options: { /** The record as the caller read it already, unlocked (a lead's checks, before its transaction). */ known?: { existing: ProgressRow | undefined } } = {},
): Promise<'saved' | 'not-yours'> {
  const secretHash = progressSecretHash(record.progressSecret)
  const existing = options.known ? options.known.existing : await lockedProgressRowBySession(req, record.sessionId)
  const data = {
    sessionId: record.sessionId,
    serviceType: record.serviceType,
    questionnaireVersion: record.questionnaireVersion ?? null,
    currentStep: record.currentStep,
    totalSteps: record.totalSteps,
    answers: record.answers,
    lastQuestion: record.lastQuestion ?? null,
    completed: record.completed,
    ...(record.saveOrder === undefined ? {} : { saveOrder: record.saveOrder }),
    ipAddress: record.ip,
    userAgent: record.userAgent,
  }
  if (!existing) {
    await req.payload.create({ collection: collectionSlugs.partialSubmissions, data: { ...data, secretHash }, depth: 0, overrideAccess: true, req })
    return 'saved'
  }
  if (existing.secretHash && existing.secretHash !== secretHash) return 'not-yours'
  if (existing.completed && !record.completed) return 'saved'
  // The page's last beacon came before a step's save still on its way: the later one stays.
  if (record.saveOrder !== undefined && existing.saveOrder !== null && record.saveOrder <= existing.saveOrder) return 'saved'
  await req.payload.update({
    collection: collectionSlugs.partialSubmissions,
    id: existing.id,
    data: { ...data, secretHash: existing.secretHash ?? secretHash },
    depth: 0,
    overrideAccess: true,
    req,
  })
  return 'saved'
}

/**
 * POST /api/public/partial-submissions: the questionnaire's progress, for the abandoned-forms analysis. The island
 * sends it with fetch or navigator.sendBeacon (text/plain body); the answer carries nothing (204), or a 403 when the
 * session was started by another browser (the progress secret differs). A refused body still counts against the
 * visitor's limit.
 */
export const progressEndpoint = publicEndpoint({
  path: PARTIAL_SUBMISSIONS_PATH,
  schema: PartialSubmissionBodySchema,
  rateLimit: PARTIAL_SUBMISSIONS_RATE_LIMIT,
  handler: async ({ req, data, ip, userAgent }) => {
    if (!(await takesRequests(req, data.serviceType))) return Response.json({ error: serviceMessages.unavailable }, { status: 400 })
    const record = { ...data, lastQuestion: data.lastQuestion || undefined, completed: data.completed ?? false, ip, userAgent }
    const save = () => inTransaction(req, () => saveProgress(req, record))
    // Two first saves of a new session at once (a step's racing the page's last beacon): the second saves again, and
    // finds the first's record.
    const saved = await againOnSessionConflict(save, save)
    if (saved === 'not-yours') return Response.json({ error: questionnaireMessages.progressNotYours }, { status: 403 })
    return new Response(null, { status: 204 })
  },
})
