/**
 * The public API calls a visitor makes most — the postcode lookup on every CAP typed, the questionnaire's
 * progress on every step, the completed questionnaire and the offers of an offers page — answered by the web server itself, without crossing Next and
 * Payload's request handling (≈ 2 ms of CPU per request on this machine). Same modules, same zod schemas, same
 * SQL and the same checks (cms/src/lib/publicWrite.ts) as the Payload endpoints that serve these paths when
 * this server is not in front (tests, a deployment without it).
 */
import type http from 'node:http'
import { CapSchema, genericMessages, LeadBodySchema, type CapLookupResponse } from '#content-schema'
import { citiesForCap } from '../cms/src/lib/capIndex.ts'
import { visitorAddress, visitorUserAgent } from '../platform/visitor.ts'
import { publicUrl } from '../platform/env.ts'
import { LEADS_PATH, LEADS_RATE_LIMIT, submitLead } from '../cms/src/lib/leadStore.ts'
import { answerOffers, OFFERS_PATH } from '../cms/src/lib/offersStore.ts'
import { hitRateLimitAndUpsert, PARTIAL_SUBMISSIONS_PATH, PARTIAL_SUBMISSIONS_RATE_LIMIT, PartialSubmissionBodySchema, progressNotYours } from '../cms/src/lib/partialSubmissionStore.ts'
import { checkPublicWrite, MAX_BODY_BYTES, readPublicBody, tooManyRequests, unavailable } from '../cms/src/lib/publicWrite.ts'
import { hitRateLimit, type Queryable, type TransactionalPool } from '../cms/src/lib/rateLimit.ts'

const CAP_PREFIX = '/api/cap/'

/** The body as text, at most one byte over the limit (enough for the caller to refuse it as too large). */
function readText(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      if (size > MAX_BODY_BYTES) return
      size += chunk.length
      chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8').slice(0, MAX_BODY_BYTES + 1)))
    req.on('error', reject)
  })
}

/** Who is asking, read as Payload's endpoints read it (cms/src/lib/clientInfo.ts). */
function visitor(req: http.IncomingMessage): { ip: string; userAgent: string } {
  const header = (name: string) => {
    const value = req.headers[name]
    return Array.isArray(value) ? value[0] : value
  }
  return { ip: visitorAddress(header), userAgent: visitorUserAgent(header) }
}

async function send(res: http.ServerResponse, response: Response): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer())
  res.writeHead(response.status, { ...Object.fromEntries(response.headers), 'content-length': String(body.length) })
  res.end(body)
}

/**
 * `db` for reads, rate limits and progress saves; `durable` for leads, which must be on disk when the visitor is
 * told they were received (server/web.ts gives the fast paths' own pool asynchronous commits).
 */
export function createFastApi(db: Queryable, durable: TransactionalPool) {
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

  function lookupCap(res: http.ServerResponse, param: string) {
    let decoded = param
    try {
      decoded = decodeURIComponent(param)
    } catch {
      // Malformed escapes: validated as sent, so refused like any other bad CAP.
    }
    const parsed = CapSchema.safeParse(decoded)
    if (!parsed.success) {
      void send(res, Response.json({ error: parsed.error.issues[0]?.message }, { status: 400 }))
      return
    }
    const body = capAnswer(parsed.data)
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(body.length), 'cache-control': 'public, max-age=86400' })
    res.end(body)
  }

  /**
   * The same checks and statements as Payload's endpoint, with the rate-limit hit and the save of a valid body
   * as one statement; a refused body still counts against the visitor's limit.
   */
  async function savePartial(req: http.IncomingMessage): Promise<Response> {
    const { ip, userAgent } = visitor(req)
    const key = `${PARTIAL_SUBMISSIONS_PATH}:${ip}`
    const checked = await readPublicBody(PartialSubmissionBodySchema, {
      contentLength: Number(req.headers['content-length'] ?? 0),
      readText: () => readText(req),
    })
    try {
      if (checked instanceof Response) {
        const limited = await hitRateLimit(db, key, PARTIAL_SUBMISSIONS_RATE_LIMIT)
        return limited.allowed ? checked : tooManyRequests(limited.retryAfterS)
      }
      const { data } = checked
      const limited = await hitRateLimitAndUpsert(db, key, {
        ...data,
        lastQuestion: data.lastQuestion || undefined,
        completed: data.completed ?? false,
        ip,
        userAgent,
      })
      if (!limited.allowed) return tooManyRequests(limited.retryAfterS)
      return limited.saved === 'saved' ? new Response(null, { status: 204 }) : progressNotYours()
    } catch (error) {
      return unavailable(error)
    }
  }

  /** Payload's checks in Payload's order (rate limit, then the body), then the lead's transaction. */
  async function lead(req: http.IncomingMessage): Promise<Response> {
    const { ip, userAgent } = visitor(req)
    const checked = await checkPublicWrite(LeadBodySchema, {
      path: LEADS_PATH,
      rateLimit: LEADS_RATE_LIMIT,
      ip,
      contentLength: Number(req.headers['content-length'] ?? 0),
      readText: () => readText(req),
      db,
    })
    if (checked instanceof Response) return checked
    try {
      return await submitLead({ read: db, write: durable }, { data: checked.data, ip, userAgent, publicUrl: publicUrl() })
    } catch (error) {
      return unavailable(error)
    }
  }

  function offers(req: http.IncomingMessage, query: string): Promise<Response> {
    const params = new URLSearchParams(query)
    return answerOffers(db, { ip: visitor(req).ip, ref: params.get('ref'), scope: params.get('scope'), serverUrl: publicUrl() })
  }

  function answer(res: http.ServerResponse, response: Promise<Response>, what: string) {
    response
      .catch((error: unknown) => {
        console.error(`[web] ${what} failed`, error)
        return Response.json({ error: genericMessages.serverError }, { status: 500 })
      })
      .then((result) => send(res, result))
      .catch(() => res.destroy())
  }

  /** True when the request was answered here. */
  return function handle(req: http.IncomingMessage, res: http.ServerResponse, url: string): boolean {
    const queryStart = url.indexOf('?')
    const pathname = queryStart === -1 ? url : url.slice(0, queryStart)
    if (req.method === 'GET' && pathname.startsWith(CAP_PREFIX)) {
      lookupCap(res, pathname.slice(CAP_PREFIX.length))
      return true
    }
    if (req.method === 'POST' && pathname === `/api${PARTIAL_SUBMISSIONS_PATH}`) {
      answer(res, savePartial(req), 'partial submission')
      return true
    }
    if (req.method === 'POST' && pathname === `/api${LEADS_PATH}`) {
      answer(res, lead(req), 'lead')
      return true
    }
    if (req.method === 'GET' && pathname === `/api${OFFERS_PATH}`) {
      answer(res, offers(req, queryStart === -1 ? '' : url.slice(queryStart + 1)), 'offers')
      return true
    }
    return false
  }
}
