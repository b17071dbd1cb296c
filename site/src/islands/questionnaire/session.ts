import { LocationSchema } from '#content-schema/questionnaire/answers.ts'
import { AnswersSchema, type Answers } from '#content-schema/questionnaire/engine.ts'
import { createSessionId, SessionIdSchema } from '#content-schema/questionnaire/session.ts'
import { z } from '#content-schema/z.ts'

/** What survives a refresh of the page (session storage, so it ends with the tab). */
export type SavedSession = {
  version: number
  sessionId: string
  idempotencyKey: string
  stepIndex: number
  answers: Answers
  location?: string
  utm: Utm
}

export type Utm = Partial<Record<'source' | 'medium' | 'campaign' | 'term' | 'content', string>>

const UtmSchema = z.partialRecord(z.enum(['source', 'medium', 'campaign', 'term', 'content']), z.string().max(200))

const SavedSessionSchema = z.object({
  version: z.int(),
  sessionId: SessionIdSchema,
  idempotencyKey: z.uuid(),
  stepIndex: z.int().min(0),
  answers: AnswersSchema,
  location: LocationSchema.optional(),
  utm: UtmSchema,
})

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
 */
export function loadSession(service: string, version: number, firstStep: number): SavedSession {
  const params = new URLSearchParams(window.location.search)
  const fromUrl = LocationSchema.safeParse(params.get('location') ?? '')
  const utm = readUtm(params)
  let saved: SavedSession | null = null
  try {
    const parsed = SavedSessionSchema.safeParse(JSON.parse(sessionStorage.getItem(storageKey(service)) ?? 'null'))
    if (parsed.success && parsed.data.version === version) saved = parsed.data as SavedSession
  } catch {
    // Storage may be unavailable (private mode) or hold something else: start afresh.
  }
  const session: SavedSession = saved ?? {
    version,
    sessionId: createSessionId(),
    idempotencyKey: crypto.randomUUID(),
    stepIndex: firstStep,
    answers: {},
    utm: {},
  }
  if (fromUrl.success) session.location = fromUrl.data
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

export type PartialPayload = {
  sessionId: string
  serviceType: string
  questionnaireVersion: number
  currentStep: number
  totalSteps: number
  answers: Record<string, string>
  lastQuestion: string
  completed?: boolean
}

const PARTIAL_URL = '/api/public/partial-submissions'

/** Progress tracking never blocks the visitor: failures are only logged. */
export function sendPartial(payload: PartialPayload): void {
  fetch(PARTIAL_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
    keepalive: true,
  }).catch((error) => console.error('Salvataggio dei progressi non riuscito:', error))
}

/** For pagehide: the browser delivers a beacon even while the page goes away. */
export function beaconPartial(payload: PartialPayload): void {
  const body = JSON.stringify(payload)
  try {
    if (navigator.sendBeacon?.(PARTIAL_URL, new Blob([body], { type: 'text/plain' }))) return
  } catch {
    // Fall back to a keepalive request below.
  }
  sendPartial(payload)
}
