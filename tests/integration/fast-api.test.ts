import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProgressSecret, createSessionId } from '../../content-schema/src/questionnaire/session.ts'
import { questionnaireFixtures } from '../../content-schema/src/questionnaire/fixtures.ts'
import { leadBody, phoneFor, walkQuestionnaire } from '../../scripts/visitor.ts'
import { startFastApi } from './helpers.ts'
import { raw } from './offersHelpers.ts'

/**
 * server/fastApi.ts answers the calls a visitor makes most without Payload; Payload's endpoints serve the same
 * paths wherever that server is not in front. Both must give the same answers, byte for byte.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
let fastServer: Awaited<ReturnType<typeof startFastApi>>
let base = ''

beforeAll(async () => {
  fastServer = await startFastApi(pool)
  base = fastServer.base
})
afterAll(async () => {
  fastServer.close()
  // The leads these tests stored, with everything hanging from them: other files count the demo data exactly.
  const leads = `select id from client_requests where email like 'anna.%@example.com'`
  await pool.query(`delete from payload_jobs where input->>'to' like 'anna.%@example.com' or input->>'text' like '%Anna anna %'`)
  await pool.query(`delete from partial_submissions where session_id in (select session_id from client_requests where id in (${leads}))`)
  await pool.query(`delete from consents where lead_id in (${leads})`)
  await pool.query(`delete from client_requests where id in (${leads})`)
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
  const consents = (await pool.query('select purpose::text, granted, legal_version from consents where lead_id = $1 order by purpose::text', [id])).rows
  const progress = (
    await pool.query('select service_type::text, questionnaire_version::int, current_step, total_steps, answers, last_question, completed from partial_submissions where session_id = $1', [session_id])
  ).rows
  const jobs = (await pool.query(`select task_slug::text, queue, input from payload_jobs where input->>'to' = $1 or input->>'text' like '%' || $2 || '%' order by id`, [email, nameOf(email)])).rows
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

  it('store a lead alike — the row, its consents, the completed progress and the e-mails — and answer a resubmission with the same offers page', async () => {
    const viaPayloadBody = lead('anna.payload@example.com')
    const viaPayload = await raw('POST', '/public/leads', { ip: '10.77.4.1', body: viaPayloadBody })
    expect(viaPayload.status).toBe(201)
    const viaFastPathBody = lead('anna.fast@example.com')
    const viaFastPath = await fast('/public/leads', '10.77.4.2', viaFastPathBody)
    expect(viaFastPath.status).toBe(201)
    const offersUrl = JSON.parse(viaFastPath.text).offersUrl as string
    expect(offersUrl).toMatch(/^\/offerte-merchant\?ref=[A-Za-z0-9_-]{43}$/)

    const fromPayload = await storedLead('anna.payload@example.com')
    const fromFastPath = await storedLead('anna.fast@example.com')
    expect(fromFastPath.stored).toEqual(fromPayload.stored)
    expect(fromFastPath.stored.consents).toHaveLength(4)
    expect(fromFastPath.stored.progress).toEqual([expect.objectContaining({ completed: true, last_question: 'Completed' })])
    expect(fromFastPath.stored.jobs.length).toBeGreaterThan(1)
    expect(offersUrl).toBe(`/offerte-merchant?ref=${fromFastPath.token}`)

    const again = await fast('/public/leads', '10.77.4.3', viaFastPathBody)
    expect(again.status).toBe(200)
    expect(JSON.parse(again.text).offersUrl).toBe(offersUrl)
    const againViaPayload = await raw('POST', '/public/leads', { ip: '10.77.4.4', body: viaFastPathBody })
    expect(againViaPayload.status).toBe(200)
    expect(againViaPayload.body.offersUrl).toBe(offersUrl)
    expect((await pool.query('select count(*)::int as n from client_requests where email = $1', ['anna.fast@example.com'])).rows[0]).toEqual({ n: 1 })
  })

  it('store a lead nobody serves alike: the honest e-mail to the visitor and the admins’ notice', async () => {
    const bolzano = (email: string) => ({ ...lead(email), location: '39100 - Bolzano' })
    expect((await raw('POST', '/public/leads', { ip: '10.77.4.5', body: bolzano('anna.nessuno.payload@example.com') })).status).toBe(201)
    expect((await fast('/public/leads', '10.77.4.6', bolzano('anna.nessuno.fast@example.com'))).status).toBe(201)
    const fromPayload = await storedLead('anna.nessuno.payload@example.com')
    const fromFastPath = await storedLead('anna.nessuno.fast@example.com')
    expect(fromFastPath.stored).toEqual(fromPayload.stored)
    const admins = (await pool.query(`select u.email from users u join users_roles r on r.parent_id = u.id and r.value = 'admin' order by 1`)).rows.map((row) => row.email as string)
    expect(admins.length).toBeGreaterThan(0)
    const recipients = fromFastPath.stored.jobs.map((job: { input: { to: string } }) => job.input.to)
    expect([recipients[0], ...recipients.slice(1).sort()]).toEqual(['EMAIL', ...admins])
    expect(fromFastPath.stored.jobs[0].input.to).toBe('EMAIL')
    expect(fromFastPath.stored.jobs[0].input.text).toContain('nessun partner verificato copre il CAP 39100')
    expect(fromFastPath.stored.jobs[1].input.subject).toBe('Richiesta senza partner: Luce & Gas - CAP 39100')
  })

  it('tell the open admin streams about a lead the fast path stored, once it is committed', async () => {
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

  it('refuse the same bad leads with the same words, and count leads against one limit per visitor', async () => {
    const noPrivacy = { ...lead('anna.no@example.com'), contact: { ...lead('x@example.com').contact, privacy: false } }
    const oldVersion = { ...lead('anna.old@example.com'), questionnaireVersion: 999 }
    for (const bad of [noPrivacy, oldVersion, { ...lead('anna.bad@example.com'), idempotencyKey: 'abc' }, 'testo']) {
      const fastAnswer = await fast('/public/leads', '10.77.6.1', bad)
      const payloadAnswer = await raw('POST', '/public/leads', { ip: '10.77.6.2', body: bad })
      expect(fastAnswer.status).toBe(400)
      expect(payloadAnswer.status).toBe(400)
      expect(fastAnswer.text).toBe(JSON.stringify(payloadAnswer.body))
    }
    const ip = '10.77.7.1'
    for (let i = 0; i < 10; i++) expect((await fast('/public/leads', ip, { sessionId: 'rotto' })).status).toBe(400)
    const over = lead('anna.over@example.com')
    expect((await fast('/public/leads', ip, over)).status).toBe(429)
    expect((await raw('POST', '/public/leads', { ip, body: over })).status).toBe(429)
    expect((await pool.query('select count(*)::int as n from client_requests where email = $1', ['anna.over@example.com'])).rows[0]).toEqual({ n: 0 })
  })
})
