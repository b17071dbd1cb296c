import type { Answers } from '#content-schema/questionnaire/engine.ts'
import { createProgressSecret, createSessionId } from '#content-schema/questionnaire/session.ts'
import type { PartialSubmissionBody } from '#content-schema/questionnaire/partialSubmission.ts'

/** What survives a refresh of the page (session storage, so it ends with the tab). */
export type SavedSession = {
  version: number
  sessionId: string
  /** Sent with every progress save and the lead: only this browser may write the session's progress. */
  progressSecret: string
  idempotencyKey: string
  stepIndex: number
  answers: Answers
  location?: string
  utm: Utm
}

export type Utm = Partial<Record<'source' | 'medium' | 'campaign' | 'term' | 'content', string>>

const storageKey = (service: string) => `questionario:${service}`

function readUtm(params: URLSearchParams): Utm {
  const utm: Utm = {}
  for (const key of ['source', 'medium', 'campaign', 'term', 'content'] as const) {
    const value = params.get(`utm_${key}`)?.trim()
    if (value) utm[key] = value.slice(0, 200)
  }
  return utm
}

/**
 * The saved session of this questionnaire, if it was answered against the same version; otherwise a new
 * one. A location in the URL (from /luce-gas-start) wins over a saved one, and so do fresh UTM parameters.
 * Checking what was stored or sent needs the schemas (savedSession.ts, with zod): they are fetched only when
 * there is something to check, so a first visit loads none of them.
 */
export async function loadSession(service: string, version: number, firstStep: number): Promise<SavedSession> {
  const params = new URLSearchParams(window.location.search)
  const location = params.get('location')
  const utm = readUtm(params)
  let stored: string | null = null
  try {
    stored = sessionStorage.getItem(storageKey(service))
  } catch {
    // Storage may be unavailable (private mode): start afresh.
  }
  const checks = stored || location ? await import('./savedSession.ts').catch(() => null) : null
  const session: SavedSession = (stored && checks?.parseSavedSession(stored, version)) || {
    version,
    sessionId: createSessionId(),
    progressSecret: createProgressSecret(),
    idempotencyKey: crypto.randomUUID(),
    stepIndex: firstStep,
    answers: {},
    utm: {},
  }
  const fromUrl = location && checks?.parseLocation(location)
  if (fromUrl) session.location = fromUrl
  if (Object.keys(utm).length) session.utm = utm
  return session
}

export function saveSession(service: string, session: SavedSession): void {
  try {
    sessionStorage.setItem(storageKey(service), JSON.stringify(session))
  } catch {
    // A full or disabled storage only costs the visitor their answers on refresh.
  }
}

export function clearSession(service: string): void {
  try {
    sessionStorage.removeItem(storageKey(service))
  } catch {
    // Nothing to clear.
  }
}

export type PartialPayload = PartialSubmissionBody

const PARTIAL_URL = '/api/public/partial-submissions'

/**
 * The saves of this page, one after the other: the server keeps the last save it writes, so two sent at once (quick
 * taps through the steps) could be written in the wrong order and leave an earlier step recorded.
 */
let saving: Promise<unknown> = Promise.resolve()

/**
 * The order of this page's last save: the clock in milliseconds, made to grow with each save. The page's last beacon
 * goes at once, while a step's save may still be on its way; the server keeps the save with the greater order
 * (PartialSubmissionBodySchema's saveOrder), so the step reached stays recorded.
 */
let lastOrder = 0
const ordered = (payload: PartialPayload): string => JSON.stringify({ ...payload, saveOrder: (lastOrder = Math.max(Date.now(), lastOrder + 1)) })

function post(body: string): void {
  saving = saving
    .then(() => fetch(PARTIAL_URL, { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true }))
    .catch((error: unknown) => console.error('Salvataggio dei progressi non riuscito:', error))
}

/** Progress tracking never blocks the visitor: failures are only logged. */
export function sendPartial(payload: PartialPayload): void {
  post(ordered(payload))
}

/** For pagehide: the browser delivers a beacon even while the page goes away. */
export function beaconPartial(payload: PartialPayload): void {
  const body = ordered(payload)
  try {
    if (navigator.sendBeacon?.(PARTIAL_URL, new Blob([body], { type: 'text/plain' }))) return
  } catch {
    // Fall back to a keepalive request below.
  }
  post(body)
}
