import { randomUUID } from 'node:crypto'
import { createLocalReq } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { createProgressSecret, createSessionId, finalContactFormMessages, leadMessages, questionnaireMessages } from '#content-schema'
import { phoneFor } from '../../../scripts/visitor.ts'
import { progressSecretHash } from '../../../cms/src/leads/progress.ts'
import { payload, rest } from '../support/helpers.ts'
import { luceGasAnswers } from '../../fixtures.ts'
import { confirmContacts, keepingNamedPartners, refOf } from '../support/confirmContacts.ts'

/**
 * POST /api/public/leads and /api/public/partial-submissions from the outside. Each call comes from its
 * own address (x-real-ip), as server/web.ts would set it, so the per-visitor rate limit never interferes.
 */
let ipCounter = 0
const nextIp = () => `10.4.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`
/** A lead keeps every partner its contact step names (keepingNamedPartners), as the form does unless the visitor unticks one. */
const post = async (path: string, body: unknown, ip = nextIp()) =>
  rest('POST', path, { body: path === '/public/leads' ? await keepingNamedPartners(body) : body, headers: { 'x-real-ip': ip, 'user-agent': 'vitest-leads' } })
/** A lead sent, then confirmed by its consumer (the e-mail's link): only then partners receive it. */
const sendConfirmed = async (body: unknown) => {
  const answer = await post('/public/leads', body)
  if (answer.status === 201) await confirmContacts(refOf(answer))
  return answer
}

const contact = {
  nome: 'Giulia Bianchi',
  telefono: '347 123 4567',
  email: 'giulia.bianchi@example.com',
  messaggio: 'Vorrei risparmiare in bolletta',
  privacy: true,
  marketing: true,
  partners: true,
  partnerChannels: ['email'],
  // What a page cached before «società del gruppo» was dropped still sends: no consent is recorded for it.
  group: true,
}


/** A visitor of their own: the same e-mail or phone asking again for the same service joins their earlier request. */
function freshContact() {
  const email = `giulia.${randomUUID().slice(0, 8)}@example.com`
  return { ...contact, email, telefono: phoneFor(email) }
}

function luceGasLead(overrides: Record<string, unknown> = {}) {
  return {
    service: 'luce-gas',
    questionnaireVersion: 1,
    sessionId: createSessionId(),
    answers: luceGasAnswers,
    location: '59100 - Prato',
    contact: freshContact(),
    utm: { source: 'google', medium: 'cpc', campaign: 'autunno' },
    idempotencyKey: randomUUID(),
    ...overrides,
  }
}

async function sql<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const p = await payload()
  const pool = (p.db as unknown as { pool: { query: (text: string, values: unknown[]) => Promise<{ rows: T[] }> } }).pool
  return (await pool.query(text, values)).rows
}

beforeAll(async () => {
  await payload()
})

describe('lead endpoint', () => {
  it('stores a valid lead with its answers, version, consents, completed partial record and e-mail jobs', async () => {
    const body = luceGasLead()
    const result = await sendConfirmed(body)
    expect(result.status).toBe(201)
    const offersUrl = result.body.offersUrl as string
    expect(offersUrl).toMatch(/^\/offerte-merchant\?ref=[A-Za-z0-9_-]{43}$/)
    const token = offersUrl.split('ref=')[1]

    const [lead] = await sql<Record<string, unknown>>('select * from client_requests where offers_token = $1', [token])
    expect(lead).toMatchObject({
      nome: 'Giulia Bianchi',
      email: body.contact.email,
      servizio: 'luce-gas',
      cap: '59100',
      citta: 'Prato',
      questionnaire_slug: 'luce-gas',
      utm_source: 'google',
      utm_campaign: 'autunno',
      session_id: body.sessionId,
      user_agent: 'vitest-leads',
    })
    expect(Number(lead.questionnaire_version)).toBe(1)
    expect(lead.answers).toEqual(luceGasAnswers)
    expect((lead.answers_text as Record<string, string>).electricityUsage).toBe('Frigorifero, Lavatrice')

    const consents = await sql<{ id: number; purpose: string; granted: boolean; legal_version: string }>(
      'select c.id, g.purpose, g.granted, c.legal_version from consents c join consents_grants g on g._parent_id = c.id where c.lead_id = $1 order by g.purpose::text',
      [lead.id],
    )
    // One record, its grants: the partners consent once per partner named, each granted: the consumer kept them all.
    // None for group companies: the privacy notice has none.
    expect(new Set(consents.map((row) => row.id)).size).toBe(1)
    expect(consents.map((row) => [row.purpose, row.granted])).toEqual([
      ['marketing', true],
      ['partners', true],
      ['partners', true],
      ['privacy', true],
    ])
    expect(consents.every((row) => row.legal_version.length > 0)).toBe(true)

    const [partial] = await sql<Record<string, unknown>>('select * from partial_submissions where session_id = $1', [body.sessionId])
    expect(partial).toMatchObject({ completed: true, last_question: 'Completed', service_type: 'luce-gas' })
    expect(Number(partial.current_step)).toBe(Number(partial.total_steps))

    const jobs = await sql<{ input: { to: string; subject: string } }>(
      `select input from payload_jobs where input->>'to' in ($2, 'info@energiatoscana.it', 'preventivi@pratosicura.it') and input->>'text' like $1`,
      [`%${token}%`, body.contact.email],
    )
    // The confirmation link, then (once confirmed) the request's page.
    expect(jobs.map((job) => job.input.to)).toEqual([body.contact.email, body.contact.email])
    const merchantJobs = await sql<{ to: string }>(
      `select input->>'to' as to from payload_jobs where input->>'text' like '%Giulia Bianchi%' and input->>'subject' like 'Nuova richiesta%' and created_at >= $1`,
      [lead.created_at],
    )
    expect(merchantJobs.map((job) => job.to).sort()).toEqual(['info@energiatoscana.it', 'preventivi@pratosicura.it'])
  })

  it('tells the visitor honestly and every admin when no active partner serves the CAP, and notifies no merchant', async () => {
    const email = `nessuno.${randomUUID().slice(0, 8)}@example.com`
    const result = await sendConfirmed(luceGasLead({ location: '39100 - Bolzano', contact: { ...contact, email } }))
    expect(result.status).toBe(201)
    const token = (result.body.offersUrl as string).split('ref=')[1]

    const [client] = await sql<{ text: string }>(`select input->>'text' as text from payload_jobs where input->>'to' = $1 and input->>'subject' not like 'Conferma la tua richiesta%'`, [email])
    expect(client!.text).toContain('nessun partner verificato copre il CAP 39100')
    expect(client!.text).not.toMatch(/ti contatteranno|entro 24 ore/)
    expect(client!.text).toContain(token)

    const admins = await sql<{ email: string }>(
      `select u.email from users u where exists (select 1 from users_roles r where r.parent_id = u.id and r.value = 'admin') order by u.email`,
    )
    expect(admins.length).toBeGreaterThan(0)
    const notices = await sql<{ to: string }>(
      `select input->>'to' as to from payload_jobs where input->>'subject' = 'Richiesta senza partner: Luce & Gas - CAP 39100' and input->>'text' like '%' || $1 || '%' order by 1`,
      [email],
    )
    expect(notices.map((notice) => notice.to)).toEqual(admins.map((admin) => admin.email))
    const merchantJobs = await sql(`select id from payload_jobs where input->>'subject' like 'Nuova richiesta Luce & Gas - CAP 39100%'`)
    expect(merchantJobs).toHaveLength(0)
  })

  it('sends no admin notice for a lead that active partners serve', async () => {
    const result = await sendConfirmed(luceGasLead())
    const token = (result.body.offersUrl as string).split('ref=')[1]
    const [lead] = await sql<{ created_at: Date }>('select created_at from client_requests where offers_token = $1', [token])
    const notices = await sql(`select id from payload_jobs where input->>'subject' like 'Richiesta senza partner%CAP 59100' and created_at >= $1`, [lead!.created_at])
    expect(notices).toHaveLength(0)
  })

  it('returns the same lead for the same idempotency key and creates nothing more', async () => {
    const body = luceGasLead()
    const first = await post('/public/leads', body)
    const second = await post('/public/leads', body)
    expect(first.status).toBe(201)
    expect(second.status).toBe(200)
    expect(second.body.offersUrl).toBe(first.body.offersUrl)
    const rows = await sql('select id from client_requests where idempotency_key = $1', [body.idempotencyKey])
    expect(rows).toHaveLength(1)
  })

  it('sends the other services to /offerte-cap with the CAP of the postcode answer', async () => {
    const answers = {
      userType: 'Privato',
      propertyType: 'Villetta',
      roofOwnership: 'Sì',
      propertySize: '4 stanze',
      knowsConsumption: 'Sì, lo conosco',
      energyConsumption: 3200,
      location: '50123 - Firenze',
    }
    const result = await post('/public/leads', luceGasLead({ service: 'fotovoltaico', answers, location: undefined }))
    expect(result.status).toBe(201)
    const token = (result.body.offersUrl as string).split('ref=')[1]
    expect(result.body.offersUrl).toMatch(/^\/offerte-cap\?ref=/)
    const [lead] = await sql<{ cap: string; citta: string }>('select cap, citta from client_requests where offers_token = $1', [token])
    expect(lead).toEqual({ cap: '50123', citta: 'Firenze' })
  })

  it.each([
    ['an answer to a hidden question', { ...luceGasAnswers, customGasProvider: 'Altro gestore' }, questionnaireMessages.hiddenQuestion],
    ['a value that is not an option', { ...luceGasAnswers, residents: '12' }, questionnaireMessages.notAnOption],
    ['a missing required answer', { ...luceGasAnswers, houseSize: undefined }, questionnaireMessages.required],
    ['an unknown key', { ...luceGasAnswers, prezzo: '0' }, questionnaireMessages.unknownQuestion],
  ])('refuses %s with 400', async (_, answers, message) => {
    const result = await post('/public/leads', luceGasLead({ answers: JSON.parse(JSON.stringify(answers)) }))
    expect(result.status).toBe(400)
    expect(result.body.error).toBe(message)
  })

  it('refuses a missing privacy consent with its Italian message', async () => {
    const result = await post('/public/leads', luceGasLead({ contact: { ...contact, privacy: false } }))
    expect(result.status).toBe(400)
    expect(result.body.error).toBe(finalContactFormMessages.privacy)
  })

  it('refuses missing contact fields with their Italian message', async () => {
    const result = await post('/public/leads', luceGasLead({ contact: { ...contact, telefono: '' } }))
    expect(result.status).toBe(400)
    expect(result.body.error).toBe(finalContactFormMessages.required)
  })

  it('asks a business visitor for ragione sociale and partita IVA', async () => {
    // A business is not asked about the house (who lives in it, how big it is).
    const { residents: _residents, houseSize: _houseSize, solarPanel: _solarPanel, ...supplies } = luceGasAnswers
    const answers = { ...supplies, userType: 'Azienda / P.IVA' }
    const missing = await post('/public/leads', luceGasLead({ answers, contact: { ...contact, ragioneSociale: 'Bianchi Srl' } }))
    expect(missing.status).toBe(400)
    expect(missing.body.error).toBe(finalContactFormMessages.business)
    const complete = await post('/public/leads', luceGasLead({ answers, contact: { ...freshContact(), ragioneSociale: 'Bianchi Srl', partitaIva: '01234567890' } }))
    expect(complete.status).toBe(201)
  })

  it('refuses an unknown questionnaire version and a lead without a location', async () => {
    const version = await post('/public/leads', luceGasLead({ questionnaireVersion: 99 }))
    expect(version.status).toBe(400)
    expect(version.body.error).toBe(leadMessages.questionnaireChanged)
    const location = await post('/public/leads', luceGasLead({ location: undefined }))
    expect(location.status).toBe(400)
    expect(location.body.error).toBe(leadMessages.locationRequired)
  })
})

describe('a request repeated within 30 days', () => {
  type Row = { id: number; offers_token: string; answers: Record<string, unknown>; stima: unknown; updated_at: Date; ripete_richiesta_id: number | null }
  const byEmail = (email: string) =>
    sql<Row>('select id, offers_token, answers, stima, updated_at, ripete_richiesta_id from client_requests where lower(email) = lower($1) order by id', [email])
  const merchantJobs = (email: string) =>
    sql(`select id from payload_jobs where input->>'subject' like 'Nuova richiesta%' and input->>'text' ilike '%' || $1 || '%'`, [email])
  const reminders = (to: string) =>
    sql<{ text: string }>(`select input->>'text' as text from payload_jobs where input->>'subject' = 'Hai già una richiesta aperta per Luce & Gas' and input->>'to' = $1`, [to])
  const tokenOf = (answer: { body: Record<string, unknown> }) => new URLSearchParams(String(answer.body.offersUrl).split('?')[1]).get('ref')!

  it('answers a repeat like a new request, sends it to no partner, leaves the open request as it was and reminds its owner once a day', async () => {
    const first = luceGasLead()
    expect((await sendConfirmed(first)).status).toBe(201)
    const [original] = await byEmail(first.contact.email)
    expect(await merchantJobs(first.contact.email)).toHaveLength(2)

    // The same address in capitals, another phone, a changed answer.
    const again = luceGasLead({ answers: { ...luceGasAnswers, residents: '4' }, contact: { ...first.contact, email: first.contact.email.toUpperCase(), telefono: '0574 111222' } })
    const repeat = await sendConfirmed(again)
    expect(repeat.status).toBe(201)
    expect(Object.keys(repeat.body)).toEqual(['offersUrl', 'verifyUrl'])
    expect(tokenOf(repeat)).not.toBe(original!.offers_token)
    // Sent again with the same key (a retry): the same page, nothing more.
    expect((await post('/public/leads', again)).body).toEqual(repeat.body)

    const [unchanged, stored] = await byEmail(first.contact.email)
    expect(unchanged).toEqual(original)
    expect(stored).toMatchObject({ ripete_richiesta_id: original!.id, offers_token: tokenOf(repeat) })
    expect(await merchantJobs(first.contact.email)).toHaveLength(2)
    // One record: privacy, marketing, and the partners consent naming each of the two Prato partners.
    expect(await sql('select g.id from consents c join consents_grants g on g._parent_id = c.id where c.lead_id = $1', [original!.id])).toHaveLength(4)
    const [reminder] = await reminders(first.contact.email)
    expect(reminder!.text).toContain(`/richiesta/${original!.offers_token}`)

    // The same phone written the international way, another e-mail: the same person again; no second reminder today.
    const byPhone = luceGasLead({ contact: { ...freshContact(), telefono: `+39 ${first.contact.telefono}` } })
    expect((await sendConfirmed(byPhone)).status).toBe(201)
    expect(await reminders(first.contact.email)).toHaveLength(1)
    expect(await merchantJobs(first.contact.email)).toHaveLength(2)

    // Another service is another request; so is anything after the first was cancelled.
    const fotovoltaico = luceGasLead({
      service: 'fotovoltaico',
      answers: { userType: 'Privato', propertyType: 'Villetta', roofOwnership: 'Sì', propertySize: '4 stanze', knowsConsumption: 'Sì, lo conosco', energyConsumption: 3200, location: '59100 - Prato' },
      location: undefined,
      contact: first.contact,
    })
    expect((await sendConfirmed(fotovoltaico)).status).toBe(201)
    await (await payload()).update({ collection: 'client-requests', id: original!.id, data: { annullataIl: new Date().toISOString() }, overrideAccess: true })
    const afterCancel = await sendConfirmed(luceGasLead({ contact: first.contact }))
    expect(afterCancel.status).toBe(201)
    const [delivered] = await sql<{ ripete_richiesta_id: number | null }>('select ripete_richiesta_id from client_requests where offers_token = $1', [tokenOf(afterCancel)])
    expect(delivered!.ripete_richiesta_id).toBeNull()
  })

  it('makes one delivered request of submissions by the same person confirmed at the same instant', async () => {
    const first = luceGasLead()
    // Five at once (the most confirmations one address is sent in an hour): the same e-mail in another case, and the
    // same phone with another e-mail, among them; all confirmed at once.
    const others = [
      luceGasLead({ contact: { ...first.contact, email: first.contact.email.toUpperCase() } }),
      luceGasLead({ contact: { ...freshContact(), telefono: first.contact.telefono } }),
      ...Array.from({ length: 2 }, () => luceGasLead({ contact: first.contact })),
    ]
    const answers = await Promise.all([first, ...others].map((lead) => post('/public/leads', lead)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(5).fill(201))
    await Promise.all(answers.map((answer) => confirmContacts(refOf(answer))))
    const rows = await sql<{ ripete_richiesta_id: number | null }>(
      `select ripete_richiesta_id from client_requests where chiave_email = lower($1) or chiave_telefono = $2`,
      [first.contact.email, first.contact.telefono.replace(/\D/g, '')],
    )
    expect(rows).toHaveLength(5)
    expect(rows.filter((row) => row.ripete_richiesta_id === null)).toHaveLength(1)
    // Whichever came first, its two partners were told once.
    expect([...(await merchantJobs(first.contact.email)), ...(await merchantJobs(others[1]!.contact.email))]).toHaveLength(2)
  })
})

describe('partial submissions', () => {
  // One browser's secret for every save below: each session is started and continued by the same browser.
  const progressSecret = createProgressSecret()
  const record = (sessionId: string, step: number) => ({
    sessionId,
    progressSecret,
    serviceType: 'internet-mobile',
    currentStep: step,
    totalSteps: 4,
    answers: { userType: 'Privato', serviceType: 'Cambio fornitore' },
    lastQuestion: 'currentProvider',
  })

  it('keep one record per session under concurrent saves, with the server-side address', async () => {
    const sessionId = createSessionId()
    const results = await Promise.all(Array.from({ length: 20 }, (_, index) => post('/public/partial-submissions', record(sessionId, (index % 3) + 1), '10.9.9.9')))
    expect(results.every((result) => result.status === 204)).toBe(true)
    const rows = await sql<{ ip_address: string; answers: unknown; completed: boolean }>(
      'select ip_address, answers, completed from partial_submissions where session_id = $1',
      [sessionId],
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]).toEqual({ ip_address: '10.9.9.9', answers: { userType: 'Privato', serviceType: 'Cambio fornitore' }, completed: false })
  })

  it('keep the later save when an older one arrives after it (a step still on its way behind the page’s last beacon)', async () => {
    const sessionId = createSessionId()
    const saved = (step: number, saveOrder: number, lastQuestion: string) => post('/public/partial-submissions', { ...record(sessionId, step), saveOrder, lastQuestion })
    expect((await saved(2, 1_795_000_000_100, 'currentProvider')).status).toBe(204)
    expect((await saved(4, 1_795_000_000_300, 'Finestra chiusa')).status).toBe(204)
    expect((await saved(3, 1_795_000_000_200, 'speed')).status).toBe(204)
    const stored = () => sql<{ current_step: number; last_question: string }>('select current_step::int, last_question from partial_submissions where session_id = $1', [sessionId])
    expect(await stored()).toEqual([{ current_step: 4, last_question: 'Finestra chiusa' }])
    // A page older than the order sends none: its save is written as before.
    expect((await post('/public/partial-submissions', { ...record(sessionId, 1), lastQuestion: 'userType' })).status).toBe(204)
    expect(await stored()).toEqual([{ current_step: 1, last_question: 'userType' }])
  })

  it('keep the save with the greatest order when a session’s saves arrive at once, the first one included', async () => {
    const sessionId = createSessionId()
    const orders = Array.from({ length: 12 }, (_, index) => 1_795_000_001_000 + index)
    // Sent in a shuffled order, all at once: each is decided on what the one before it wrote.
    const shuffled = [...orders].sort(() => Math.random() - 0.5)
    const results = await Promise.all(shuffled.map((saveOrder) => post('/public/partial-submissions', { ...record(sessionId, 1 + (saveOrder % 4)), saveOrder, lastQuestion: `passo ${saveOrder}` }, '10.9.9.8')))
    expect(results.map((result) => result.status)).toEqual(shuffled.map(() => 204))
    const rows = await sql<{ save_order: number; last_question: string }>('select save_order::float8 as save_order, last_question from partial_submissions where session_id = $1', [sessionId])
    expect(rows).toEqual([{ save_order: orders.at(-1), last_question: `passo ${orders.at(-1)}` }])
  })

  it('take a lead whose session’s first step is saved while the lead is stored: 201, one record, completed', async () => {
    const p = await payload()
    const lead = luceGasLead({ progressSecret })
    // The first step's save, its transaction still open: the lead's checks do not see its record, so the lead inserts
    // one and waits on the unique session id until the save commits.
    const saving = await createLocalReq({}, p)
    saving.transactionID = (await p.db.beginTransaction())!
    await p.create({
      collection: 'partial-submissions',
      data: { sessionId: lead.sessionId, secretHash: progressSecretHash(progressSecret), serviceType: 'luce-gas', currentStep: 1, totalSteps: 6, answers: { userType: 'Privato' }, lastQuestion: 'userType', completed: false, ipAddress: '10.9.9.6', userAgent: 'vitest-leads' },
      overrideAccess: true,
      req: saving,
    })
    const sent = post('/public/leads', lead)
    const waiting = async () => (await sql<{ waiting: number }>(`select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock' and query ilike 'insert into "partial_submissions"%'`))[0].waiting
    for (let tries = 0; (await waiting()) === 0; tries++) {
      if (tries > 200) throw new Error('the lead never waited on the session’s record')
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    await p.db.commitTransaction(saving.transactionID)
    const answer = await sent
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    const rows = await sql<{ completed: boolean; current_step: number }>('select completed, current_step::int from partial_submissions where session_id = $1', [lead.sessionId])
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ completed: true })
    expect(rows[0].current_step).toBeGreaterThan(1)
    const [{ leads }] = await sql<{ leads: number }>('select count(*)::int as leads from client_requests where session_id = $1', [lead.sessionId])
    expect(leads).toBe(1)
  })

  it('never turn a completed record back into an open one', async () => {
    const sessionId = createSessionId()
    expect((await post('/public/partial-submissions', { ...record(sessionId, 4), completed: true, lastQuestion: 'Completed' })).status).toBe(204)
    expect((await post('/public/partial-submissions', { ...record(sessionId, 2), lastQuestion: 'Finestra chiusa' })).status).toBe(204)
    const [row] = await sql<{ completed: boolean; last_question: string }>(
      'select completed, last_question from partial_submissions where session_id = $1',
      [sessionId],
    )
    expect(row).toEqual({ completed: true, last_question: 'Completed' })
  })

  it('refuse a forged session id or service with 400', async () => {
    expect((await post('/public/partial-submissions', record('nope', 1))).status).toBe(400)
    expect((await post('/public/partial-submissions', { ...record(createSessionId(), 1), serviceType: 'casinò' })).status).toBe(400)
  })
})
