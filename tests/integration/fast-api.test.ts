import http from 'node:http'
import type { AddressInfo } from 'node:net'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFastApi } from '../../server/fastApi.ts'
import { createSessionId } from '../../content-schema/src/questionnaire/session.ts'
import { raw } from './offersHelpers.ts'

/**
 * server/fastApi.ts answers the calls a visitor makes most without Payload; Payload's endpoints serve the same
 * paths wherever that server is not in front. Both must give the same answers, byte for byte.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
let server: http.Server
let base = ''

beforeAll(async () => {
  const fastApi = createFastApi(pool)
  server = http.createServer((req, res) => {
    if (!fastApi(req, res, req.url ?? '/')) {
      res.writeHead(404)
      res.end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.close()
  await pool.end()
})

async function fast(path: string, ip: string, body?: unknown) {
  const response = await fetch(`${base}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'x-real-ip': ip, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, cacheControl: response.headers.get('cache-control'), text: await response.text() }
}

function progress(step = 1) {
  return { sessionId: createSessionId(), serviceType: 'luce-gas', currentStep: step, totalSteps: 6, answers: { serviceNeeded: 'Solo Luce' }, lastQuestion: 'serviceNeeded' }
}

async function savedStep(sessionId: string): Promise<number | undefined> {
  const { rows } = await pool.query('select current_step::int as step from partial_submissions where session_id = $1', [sessionId])
  return (rows[0] as { step: number } | undefined)?.step
}

describe('the fast paths and Payload’s endpoints', () => {
  it.each([
    ['/public/offers?ref=demo-offers-lead-2', 200],
    ['/public/offers?ref=demo-offers-lead-2&scope=cap', 200],
    ['/public/offers?ref=demo-offers-lead-5&scope=cap', 200],
    ['/public/offers?ref=non-esiste-questo-token', 404],
    ['/public/offers?ref=%3Cscript%3E', 404],
    ['/public/offers', 404],
    ['/public/offers?ref=demo-offers-lead-2&scope=tutto', 400],
    ['/cap/59100', 200],
    ['/cap/5910', 400],
  ])('answer GET %s alike (%i)', async (path, status) => {
    const viaPayload = await raw('GET', path, { ip: '10.77.0.1' })
    const viaFastPath = await fast(path, '10.77.0.2')
    expect(viaFastPath.status).toBe(status)
    expect(viaPayload.status).toBe(status)
    expect(viaFastPath.text).toBe(viaPayload.text)
    expect(viaFastPath.cacheControl).toBe(viaPayload.headers.get('cache-control'))
  })

  it('count offers requests against the same per-visitor limit, and say when to come back', async () => {
    const ip = '10.77.1.1'
    const statuses: number[] = []
    for (let i = 0; i < 61; i++) statuses.push((await fast('/public/offers?ref=demo-offers-lead-2', ip)).status)
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true)
    expect(statuses[60]).toBe(429)
    const viaPayload = await raw('GET', '/public/offers?ref=demo-offers-lead-2', { ip })
    expect(viaPayload.status).toBe(429)
    expect(viaPayload.body.error).toBe('Troppe richieste. Riprova tra qualche istante.')
    expect(Number(viaPayload.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('save questionnaire progress alike, and refuse the same bad bodies with the same words', async () => {
    const viaFastPath = progress(2)
    expect((await fast('/public/partial-submissions', '10.77.2.1', viaFastPath)).status).toBe(204)
    expect(await savedStep(viaFastPath.sessionId)).toBe(2)
    const viaPayload = progress(3)
    expect((await raw('POST', '/public/partial-submissions', { ip: '10.77.2.2', body: viaPayload })).status).toBe(204)
    expect(await savedStep(viaPayload.sessionId)).toBe(3)
    for (const bad of [{ ...progress(), sessionId: 'x' }, { ...progress(), currentStep: -1 }, [], 'testo']) {
      const fastAnswer = await fast('/public/partial-submissions', '10.77.2.1', bad)
      const payloadAnswer = await raw('POST', '/public/partial-submissions', { ip: '10.77.2.2', body: bad })
      expect(fastAnswer.status).toBe(400)
      expect(payloadAnswer.status).toBe(400)
      expect(fastAnswer.text).toBe(payloadAnswer.text)
    }
  })

  it('count progress saves, refused bodies included, against one limit per visitor, and store nothing over it', async () => {
    const ip = '10.77.3.1'
    for (let i = 0; i < 60; i++) expect((await fast('/public/partial-submissions', ip, progress())).status).toBe(204)
    for (let i = 0; i < 60; i++) expect((await fast('/public/partial-submissions', ip, { sessionId: 'rotto' })).status).toBe(400)
    const over = progress(4)
    const refused = await fast('/public/partial-submissions', ip, over)
    expect(refused.status).toBe(429)
    expect(JSON.parse(refused.text).error).toBe('Troppe richieste. Riprova tra qualche istante.')
    expect(await savedStep(over.sessionId)).toBeUndefined()
    expect((await raw('POST', '/public/partial-submissions', { ip, body: progress() })).status).toBe(429)
  })
})
