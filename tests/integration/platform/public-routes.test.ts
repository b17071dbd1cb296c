import http from 'node:http'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { finalContactFormMessages, LeadBodySchema, leadMessages, PartialSubmissionBodySchema } from '#content-schema'
import { createProgressSecret, createSessionId } from '../../../content-schema/src/questionnaire/session.ts'
import { questionnaireFixtures } from '../../../content-schema/src/questionnaire/fixtures.ts'
import { leadBody, phoneFor, walkQuestionnaire } from '../../../scripts/visitor.ts'
import { payload, startApi } from '../support/helpers.ts'
import { handleEndpoints } from 'payload'
import config from '../../../cms/payload.config.ts'
import { confirmContacts, keepingNamedPartners, refOf } from '../support/confirmContacts.ts'

/**
 * The public routes a visitor calls most — the CAP lookup, progress saves, the lead, the offers — as the web server
 * mounts the API (server/api.ts), over HTTP: what they answer and store. Payload's own request handler answers them,
 * in the web server and in process alike.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
let fastServer: Awaited<ReturnType<typeof startApi>>
let base = ''

beforeAll(async () => {
  fastServer = await startApi()
  base = fastServer.base
})
afterAll(async () => {
  fastServer.close()
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
  return { sessionId: createSessionId(), progressSecret: createProgressSecret(), serviceType: 'luce-gas', currentStep: step, totalSteps: 6, answers: { serviceNeeded: 'Solo Luce' }, lastQuestion: 'serviceNeeded' }
}

const nameOf = (email: string) => `Anna ${email.split('@')[0]!.replace(/\W/g, ' ')}`

// One walk of the seeded Light & Gas questionnaire (scripts/visitor.ts, always the first option, so in Prato):
// every lead below answers alike, with its own session, key, e-mail and name.
const luceGas = questionnaireFixtures['luce-gas']
const walk = walkQuestionnaire(luceGas, () => 0.1)

function lead(email: string) {
  const body = leadBody(luceGas, { ...walk, sessionId: createSessionId() }, email)
  return { ...body, contact: { ...body.contact, nome: nameOf(email), messaggio: 'Richiamatemi di sera' }, utm: { source: 'newsletter', campaign: 'inverno' } }
}

/**
 * Everything a lead wrote, with what differs between two submissions (ids, times, token, key, session, address,
 * e-mail, phone) taken out: the lead's row, its consents, its completed progress record and the e-mails queued for it.
 */
async function storedLead(email: string) {
  const [row] = (
    await pool.query(
      `select id, session_id, offers_token, nome, telefono, servizio::text, cap, citta, messaggio, ragione_sociale, partita_iva, answers, answers_text,
              questionnaire_slug, questionnaire_version::int, utm_source, utm_medium, utm_campaign, utm_term, utm_content
       from client_requests where email = $1`,
      [email],
    )
  ).rows as Record<string, unknown>[]
  const { id, session_id, offers_token, ...lead } = row!
  const consents = (
    await pool.query('select g.purpose::text, g.granted, c.legal_version from consents c join consents_grants g on g._parent_id = c.id where c.lead_id = $1 order by g.purpose::text', [id])
  ).rows
  const progress = (
    await pool.query('select service_type::text, questionnaire_version::int, current_step, total_steps, answers, last_question, completed from partial_submissions where session_id = $1', [session_id])
  ).rows
  // The e-mails the lead's confirmation sets off (the link that confirmed it apart).
  const jobs = (
    await pool.query(`select task_slug::text, queue, input from payload_jobs where (input->>'to' = $1 or input->>'text' like '%' || $2 || '%') and input->>'subject' not like 'Conferma la tua richiesta%' order by id`, [email, nameOf(email)])
  ).rows
  const anonymous = JSON.stringify({ lead, consents, progress, jobs })
  return {
    id: id as number,
    token: offers_token as string,
    stored: JSON.parse(
      anonymous.replaceAll(email, 'EMAIL').replaceAll(nameOf(email), 'NOME').replaceAll(phoneFor(email), 'TELEFONO').replaceAll(String(offers_token), 'TOKEN'),
    ),
  }
}

async function savedStep(sessionId: string): Promise<number | undefined> {
  const { rows } = await pool.query('select current_step::int as step from partial_submissions where session_id = $1', [sessionId])
  return (rows[0] as { step: number } | undefined)?.step
}

describe('the public routes a visitor calls most', () => {
  it.each([
    ['/public/offers?ref=demo-offers-lead-2', 200, 'private, no-store'],
    ['/public/offers?ref=demo-offers-lead-2&scope=cap', 200, 'private, no-store'],
    ['/public/offers?ref=demo-offers-lead-5&scope=cap', 200, 'private, no-store'],
    ['/public/offers?ref=non-esiste-questo-token', 404, 'private, no-store'],
    ['/public/offers?ref=%3Cscript%3E', 404, 'private, no-store'],
    ['/public/offers', 404, 'private, no-store'],
    ['/public/offers?ref=demo-offers-lead-2&scope=tutto', 400, 'private, no-store'],
    ['/cap/59100', 200, 'public, max-age=86400, s-maxage=86400'],
    ['/cap/5910', 400, null],
    ['/cap/%E0%A4%A', 400, null],
  ])('answer GET %s with %i', async (path, status, cacheControl) => {
    const answer = await fast(path, '10.77.0.2')
    expect(answer.status).toBe(status)
    expect(answer.cacheControl).toBe(cacheControl)
    expect(() => JSON.parse(answer.text)).not.toThrow()
  })

  it('are one handler: Payload answers them alike over HTTP and in process', async () => {
    await payload()
    for (const [method, path] of [['GET', '/cap/59100'], ['GET', '/public/offers?ref=demo-offers-lead-2'], ['POST', '/public/leads'], ['POST', '/public/partial-submissions']] as const) {
      const headers = { 'x-real-ip': '10.77.0.9', 'content-type': 'application/json' }
      const inProcess = await handleEndpoints({ config, request: new Request(`http://localhost:3000/api${path}`, { method, headers, body: method === 'POST' ? '{}' : undefined }) })
      const overHttp = await fetch(`${base}/api${path}`, { method, headers, body: method === 'POST' ? '{}' : undefined })
      expect(overHttp.status, `${method} ${path}`).toBe(inProcess.status)
      expect(await overHttp.text(), `${method} ${path}`).toBe(await inProcess.text())
    }
  })

  it('give an offers page its merchants and the lead’s first name, never its e-mail or phone', async () => {
    const answer = JSON.parse((await fast('/public/offers?ref=demo-offers-lead-2&scope=cap', '10.77.0.3')).text) as { firstName: string; merchants: unknown[] }
    expect(answer.firstName.length).toBeGreaterThan(0)
    expect(answer.merchants.length).toBeGreaterThan(0)
    const lead = (await pool.query(`select email, telefono from client_requests where offers_token = 'demo-offers-lead-2'`)).rows[0] as { email: string; telefono: string }
    const text = (await fast('/public/offers?ref=demo-offers-lead-2&scope=cap', '10.77.0.3')).text
    expect(text).not.toContain(lead.email)
    expect(text).not.toContain(lead.telefono)
  })

  it('send a JSON answer whole, with its length: one write, not a chunked stream', async () => {
    const headers = await new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
      http
        .get(`${base}/api/public/offers?ref=demo-offers-lead-2`, { headers: { 'x-real-ip': '10.77.0.9' } }, (response) => {
          response.resume()
          response.on('end', () => resolve(response.headers))
        })
        .on('error', reject)
    })
    expect(headers['content-type']).toMatch(/^application\/json/)
    expect(headers['transfer-encoding']).toBeUndefined()
    expect(Number(headers['content-length'])).toBeGreaterThan(100)
  })

  it('count offers requests against one per-visitor limit, and say when to come back', async () => {
    const ip = '10.77.1.1'
    const statuses: number[] = []
    for (let i = 0; i < 61; i++) statuses.push((await fast('/public/offers?ref=demo-offers-lead-2', ip)).status)
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true)
    expect(statuses[60]).toBe(429)
    const over = await fetch(`${base}/api/public/offers?ref=demo-offers-lead-2`, { headers: { 'x-real-ip': ip } })
    expect(over.status).toBe(429)
    expect(((await over.json()) as { error: string }).error).toBe('Troppe richieste. Riprova tra qualche istante.')
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('save questionnaire progress, and refuse bad bodies with an Italian 400', async () => {
    const saved = progress(2)
    expect((await fast('/public/partial-submissions', '10.77.2.1', saved)).status).toBe(204)
    expect(await savedStep(saved.sessionId)).toBe(2)
    expect((await fast('/public/partial-submissions', '10.77.2.1', { ...saved, currentStep: 3 })).status).toBe(204)
    expect(await savedStep(saved.sessionId)).toBe(3)
    expect((await fast('/public/partial-submissions', '10.77.2.1', { ...saved, progressSecret: createProgressSecret(), currentStep: 4 })).status).toBe(403)
    expect(await savedStep(saved.sessionId)).toBe(3)
    for (const bad of [{ ...progress(), sessionId: 'x' }, { ...progress(), currentStep: -1 }, [], 'testo']) {
      const answer = await fast('/public/partial-submissions', '10.77.2.1', bad)
      expect(answer.status).toBe(400)
      // The shared schema's own Italian words for the first thing wrong.
      expect(JSON.parse(answer.text).error).toBe(PartialSubmissionBodySchema.safeParse(bad).error!.issues[0]!.message)
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
  })

  it('store a lead — the row, its consents, the completed progress and the e-mails — and answer a resubmission with the same offers page', async () => {
    const body = await keepingNamedPartners(lead('anna.fast@example.com'))
    const first = await fast('/public/leads', '10.77.4.2', body)
    expect(first.status).toBe(201)
    const offersUrl = JSON.parse(first.text).offersUrl as string
    await confirmContacts(refOf({ body: JSON.parse(first.text) }))
    expect(offersUrl).toMatch(/^\/offerte-merchant\?ref=[A-Za-z0-9_-]{43}$/)

    const { stored, token } = await storedLead('anna.fast@example.com')
    expect(stored.lead).toMatchObject({ nome: 'NOME', telefono: 'TELEFONO', servizio: 'luce-gas', messaggio: 'Richiamatemi di sera', questionnaire_slug: 'luce-gas', utm_source: 'newsletter', utm_campaign: 'inverno' })
    // Privacy, marketing, and the partners consent once per Prato partner the form named (no group consent: the
    // notice names no group company).
    expect(stored.consents).toHaveLength(4)
    expect(stored.progress).toEqual([expect.objectContaining({ completed: true, last_question: 'Completed' })])
    expect(stored.jobs.length).toBeGreaterThan(1)
    expect(stored.jobs[0].input.to).toBe('EMAIL')
    expect(offersUrl).toBe(`/offerte-merchant?ref=${token}`)

    const again = await fast('/public/leads', '10.77.4.3', body)
    expect(again.status).toBe(200)
    expect(JSON.parse(again.text).offersUrl).toBe(offersUrl)
    expect((await pool.query('select count(*)::int as n from client_requests where email = $1', ['anna.fast@example.com'])).rows[0]).toEqual({ n: 1 })
  })

  it('store a lead nobody serves: the honest e-mail to the visitor and the admins’ notice', async () => {
    const bolzano = { ...lead('anna.nessuno.fast@example.com'), location: '39100 - Bolzano' }
    const sent = await fast('/public/leads', '10.77.4.6', bolzano)
    expect(sent.status).toBe(201)
    await confirmContacts(refOf({ body: JSON.parse(sent.text) }))
    const { stored } = await storedLead('anna.nessuno.fast@example.com')
    const admins = (await pool.query(`select u.email from users u join users_roles r on r.parent_id = u.id and r.value = 'admin' order by 1`)).rows.map((row) => row.email as string)
    expect(admins.length).toBeGreaterThan(0)
    const recipients = stored.jobs.map((job: { input: { to: string } }) => job.input.to)
    expect([recipients[0], ...recipients.slice(1).sort()]).toEqual(['EMAIL', ...admins])
    expect(stored.jobs[0].input.text).toContain('nessun partner verificato copre il CAP 39100')
    expect(stored.jobs[1].input.subject).toBe('Richiesta senza partner: Luce & Gas - CAP 39100')
  })

  it('tell the open admin streams about a stored lead, once it is committed', async () => {
    const listener = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await listener.connect()
    try {
      const events: unknown[] = []
      listener.on('notification', (message) => events.push(JSON.parse(message.payload ?? 'null')))
      await listener.query('LISTEN admin_live')
      const answer = await fast('/public/leads', '10.77.5.1', lead('anna.live@example.com'))
      expect(answer.status).toBe(201)
      const { id } = await storedLead('anna.live@example.com')
      await expect.poll(() => events).toContainEqual({ collection: 'client-requests', id, op: 'create' })
    } finally {
      await listener.end()
    }
  })

  it('refuse bad leads with an Italian 400, and count leads against one limit per visitor', async () => {
    const noPrivacy = { ...lead('anna.no@example.com'), contact: { ...lead('x@example.com').contact, privacy: false } }
    const oldVersion = { ...lead('anna.old@example.com'), questionnaireVersion: 999 }
    const badKey = { ...lead('anna.bad@example.com'), idempotencyKey: 'abc' }
    const refusals: [unknown, string][] = [
      [noPrivacy, finalContactFormMessages.privacy],
      [oldVersion, leadMessages.questionnaireChanged],
      [badKey, LeadBodySchema.safeParse(badKey).error!.issues[0]!.message],
      ['testo', LeadBodySchema.safeParse('testo').error!.issues[0]!.message],
    ]
    for (const [bad, message] of refusals) {
      const answer = await fast('/public/leads', '10.77.6.1', bad)
      expect(answer.status).toBe(400)
      expect(JSON.parse(answer.text).error).toBe(message)
    }
    const ip = '10.77.7.1'
    for (let i = 0; i < 10; i++) expect((await fast('/public/leads', ip, { sessionId: 'rotto' })).status).toBe(400)
    const over = lead('anna.over@example.com')
    expect((await fast('/public/leads', ip, over)).status).toBe(429)
    expect((await pool.query('select count(*)::int as n from client_requests where email = $1', ['anna.over@example.com'])).rows[0]).toEqual({ n: 0 })
  })
})
