import { CapSchema, genericMessages, LeadBodySchema, type CapLookupResponse } from '#content-schema'
import { visitorAddress, visitorUserAgent } from '../../../../platform/visitor.ts'
import { citiesForCap } from '../../lib/capIndex.ts'
import { LEADS_PATH, LEADS_RATE_LIMIT, submitLead } from '../../lib/leadStore.ts'
import { answerOffers, OFFERS_PATH } from '../../lib/offersStore.ts'
import { hitRateLimitAndUpsert, PARTIAL_SUBMISSIONS_PATH, PARTIAL_SUBMISSIONS_RATE_LIMIT, PartialSubmissionBodySchema, progressNotYours } from '../../lib/partialSubmissionStore.ts'
import { checkPublicWrite, readPublicBody, tooManyRequests, unavailable } from '../../lib/publicWrite.ts'
import { hitRateLimit, type Queryable, type TransactionalPool } from '../../lib/rateLimit.ts'

/**
 * The public calls a visitor makes most — the postcode lookup on every CAP typed, the questionnaire's progress on
 * every step, the completed questionnaire and the offers of an offers page — answered before Next and Payload's
 * request handling (≈ 2 ms of CPU per request on this machine), in plain SQL on the web server's own pools.
 * These paths have no Payload endpoint: this is their only handler. Free of Node's and Fetch's request types, so
 * the web server (server/directRoutes.ts) and an in-process caller give it the same request.
 */

/** What a direct route reads of a request. `url` is the path under the origin with its query, e.g. `/api/cap/59100`. */
export type DirectRequest = {
  method: string
  url: string
  header: (name: string) => string | undefined
  /** The body as text, read at most a byte past MAX_BODY_BYTES (enough to refuse it as too large). */
  readText: () => Promise<string>
}

/** An answer prepared once and sent many times (the CAP lookup), or a Fetch Response. */
export type DirectAnswer = Response | { status: 200; headers: Record<string, string>; body: Buffer }

/**
 * `db` for reads, rate limits and progress saves; `durable` for leads, which must be on disk when the visitor is
 * told they were received (the web server gives `db` asynchronous commits).
 */
export type DirectDeps = { db: Queryable; durable: TransactionalPool; publicUrl: string }

type Route = {
  method: 'GET' | 'POST'
  /** The exact path, or the prefix whose remainder is the route's parameter when it ends with `/`. */
  path: string
  answer: (deps: DirectDeps, request: DirectRequest, param: string, query: string) => DirectAnswer | Promise<DirectAnswer>
}

const CAP_PATH = '/api/cap/'

const capAnswers = new Map<string, Buffer>()
function capAnswer(cap: string): Buffer {
  let answer = capAnswers.get(cap)
  if (!answer) {
    const body: CapLookupResponse = { cap, cities: citiesForCap(cap) }
    answer = Buffer.from(JSON.stringify(body))
    capAnswers.set(cap, answer)
  }
  return answer
}

/** GET /api/cap/:cap — the cities of a five-digit CAP (an empty list when unknown), 400 otherwise. */
function lookupCap(param: string): DirectAnswer {
  let decoded = param
  try {
    decoded = decodeURIComponent(param)
  } catch {
    // Malformed escapes: validated as sent, so refused like any other bad CAP.
  }
  const parsed = CapSchema.safeParse(decoded)
  if (!parsed.success) return Response.json({ error: parsed.error.issues[0]?.message }, { status: 400 })
  return { status: 200, headers: { 'content-type': 'application/json', 'cache-control': 'public, max-age=86400' }, body: capAnswer(parsed.data) }
}

function visitor(request: DirectRequest): { ip: string; userAgent: string } {
  return { ip: visitorAddress(request.header), userAgent: visitorUserAgent(request.header) }
}

const contentLength = (request: DirectRequest) => Number(request.header('content-length') ?? 0)

/**
 * POST /api/public/partial-submissions: the questionnaire's progress, for the abandoned-forms analysis. The island
 * sends it with fetch or navigator.sendBeacon (text/plain body); the answer carries nothing, or a 403 when the
 * session was started by another browser (the progress secret differs). The rate-limit hit and the save of a valid
 * body are one statement; a refused body still counts against the visitor's limit.
 */
async function saveProgress({ db }: DirectDeps, request: DirectRequest): Promise<Response> {
  const { ip, userAgent } = visitor(request)
  const key = `${PARTIAL_SUBMISSIONS_PATH}:${ip}`
  const checked = await readPublicBody(PartialSubmissionBodySchema, { contentLength: contentLength(request), readText: request.readText })
  try {
    if (checked instanceof Response) {
      const limited = await hitRateLimit(db, key, PARTIAL_SUBMISSIONS_RATE_LIMIT)
      return limited.allowed ? checked : tooManyRequests(limited.retryAfterS)
    }
    const { data } = checked
    const limited = await hitRateLimitAndUpsert(db, key, { ...data, lastQuestion: data.lastQuestion || undefined, completed: data.completed ?? false, ip, userAgent })
    if (!limited.allowed) return tooManyRequests(limited.retryAfterS)
    return limited.saved === 'saved' ? new Response(null, { status: 204 }) : progressNotYours()
  } catch (error) {
    return unavailable(error)
  }
}

/** POST /api/public/leads: a completed questionnaire (cms/src/lib/leadStore.ts) — rate limit, the body, then the lead's transaction. */
async function storeLead({ db, durable, publicUrl }: DirectDeps, request: DirectRequest): Promise<Response> {
  const { ip, userAgent } = visitor(request)
  const checked = await checkPublicWrite(LeadBodySchema, { path: LEADS_PATH, rateLimit: LEADS_RATE_LIMIT, ip, contentLength: contentLength(request), readText: request.readText, db })
  if (checked instanceof Response) return checked
  try {
    return await submitLead({ read: db, write: durable }, { data: checked.data, ip, userAgent, publicUrl })
  } catch (error) {
    return unavailable(error)
  }
}

/** GET /api/public/offers?ref=<offersToken>&scope=service|cap (cms/src/lib/offersStore.ts). */
function offers({ db, publicUrl }: DirectDeps, request: DirectRequest, _param: string, query: string): Promise<Response> {
  const params = new URLSearchParams(query)
  return answerOffers(db, { ip: visitor(request).ip, ref: params.get('ref'), scope: params.get('scope'), serverUrl: publicUrl })
}

export const directRoutes: readonly Route[] = [
  { method: 'GET', path: CAP_PATH, answer: (_deps, _request, param) => lookupCap(param) },
  { method: 'POST', path: `/api${PARTIAL_SUBMISSIONS_PATH}`, answer: saveProgress },
  { method: 'POST', path: `/api${LEADS_PATH}`, answer: storeLead },
  { method: 'GET', path: `/api${OFFERS_PATH}`, answer: offers },
]

/**
 * The answer of the direct route a request is for, or null when none is (the request goes on to Next). Nothing a
 * visitor sends produces a 500 with internals in it.
 */
export function answerDirect(deps: DirectDeps, request: DirectRequest): DirectAnswer | Promise<DirectAnswer> | null {
  const queryStart = request.url.indexOf('?')
  const pathname = queryStart === -1 ? request.url : request.url.slice(0, queryStart)
  const route = directRoutes.find((each) => each.method === request.method && (each.path.endsWith('/') ? pathname.startsWith(each.path) : pathname === each.path))
  if (!route) return null
  const failed = (error: unknown) => {
    console.error(`[api] ${request.method} ${pathname} failed`, error)
    return Response.json({ error: genericMessages.serverError }, { status: 500 })
  }
  try {
    const param = route.path.endsWith('/') ? pathname.slice(route.path.length) : ''
    const answer = route.answer(deps, request, param, queryStart === -1 ? '' : request.url.slice(queryStart + 1))
    return answer instanceof Promise ? answer.catch(failed) : answer
  } catch (error) {
    return failed(error)
  }
}
