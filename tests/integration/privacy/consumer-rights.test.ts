import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createSessionId } from '#content-schema'
import { answerApi, loginAs, payload, rest } from '../support/helpers.ts'
import { luceGasAnswers } from '../../fixtures.ts'
import { refOf, sendConfirmedLead } from '../support/confirmContacts.ts'

/**
 * What the consumer's rights reach: a withdrawal of partner contact and an erasure are e-mailed to every partner that
 * holds the contact (GDPR art. 19), and the consumer downloads everything held about the request from its page.
 */
let ipCounter = 0
const ip = () => ({ 'x-real-ip': `10.94.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}` })

async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const pool = ((await payload()).db as unknown as { pool: { query: (text: string, values: unknown[]) => Promise<{ rows: T[] }> } }).pool
  return (await pool.query(text, values)).rows
}

/** A confirmed Luce & Gas request in Prato with every consent, delivered to the partners of its area. */
async function deliveredRequest() {
  const tag = randomUUID().slice(0, 6)
  const email = `diritti.${tag}@example.com`
  const telefono = `347 66${String(Date.now() % 100000).padStart(5, '0')}`
  const sent = await sendConfirmedLead(
    {
      service: 'luce-gas',
      questionnaireVersion: 1,
      sessionId: createSessionId(),
      answers: luceGasAnswers,
      location: '59100 - Prato',
      contact: { nome: `Dario Diritti${tag}`, email, telefono, messaggio: '', privacy: true, marketing: true, partners: true, partnerChannels: ['telefono', 'email'] },
      idempotencyKey: randomUUID(),
    },
    ip(),
  )
  expect(sent.status, JSON.stringify(sent.body)).toBe(201)
  const ref = refOf(sent)
  const [lead] = await query<{ id: number }>('select id from client_requests where offers_token = $1', [ref])
  const partners = await query<{ email: string; nome_azienda: string }>(
    `select m.email, m.nome_azienda from client_requests_rels r join merchants m on m.id = r.merchants_id where r.parent_id = $1 and r.path = 'destinatari' order by m.id`,
    [lead!.id],
  )
  expect(partners.length).toBeGreaterThan(0)
  return { ref, id: lead!.id, email, telefono, partners }
}

const noticesTo = (subjectStart: string, leadId: number) =>
  query<{ to: string; subject: string; text: string }>(
    `select input->>'to' as "to", input->>'subject' as subject, input->>'text' as text from payload_jobs where task_slug = 'sendEmail' and input->>'subject' like $1 order by id`,
    [`${subjectStart}: richiesta n. ${leadId} %`],
  )

describe('withdrawal and erasure reach the partners', () => {
  it('a withdrawal of partner contact e-mails each partner that held the contact, once, and is recorded', async () => {
    const request = await deliveredRequest()
    const untouched = await deliveredRequest()
    const page = await rest('GET', `/public/request?ref=${encodeURIComponent(request.ref)}`, { headers: ip() })
    const partnersConsent = (page.body.consents as { purpose: string; withdrawUrl: string }[]).find((consent) => consent.purpose === 'partners')!
    const token = new URL(partnersConsent.withdrawUrl).searchParams.get('token')
    expect((await rest('POST', '/public/consents/withdrawal', { body: { token }, headers: ip() })).status).toBe(200)
    expect((await rest('POST', '/public/consents/withdrawal', { body: { token }, headers: ip() })).status).toBe(200)

    const notices = await noticesTo('Consenso revocato', request.id)
    expect(notices.map((notice) => notice.to).sort()).toEqual(request.partners.map((partner) => partner.email).sort())
    for (const notice of notices) {
      expect(notice.text).toContain(`richiesta n. ${request.id}`)
      // The notice names the request, not the person.
      expect(notice.text.toLowerCase()).not.toContain(request.email)
      expect(notice.text).not.toContain('Dario')
    }
    // The partner's list marks the request «Consenso revocato».
    const prato = request.partners.find((partner) => partner.email === 'info@energiatoscana.it')
    expect(prato, 'the Prato demo partner received the request').toBeDefined()
    const list = await rest('GET', '/merchant/leads?sort=newest', { token: await loginAs('Merchant (Prato)') })
    expect(list.status).toBe(200)
    expect(list.body.consentWithdrawn).toContain(request.id)
    expect(list.body.consentWithdrawn).not.toContain(untouched.id)
    const recorded = await query<{ subject: string; merchant_id: number | null }>(`select subject, merchant_id from audit_log where action = 'consent-withdrawal' and subject like 'Avviso al partner%' and subject like $1`, [`%n. ${request.id}`])
    expect(recorded).toHaveLength(request.partners.length)
    expect(recorded.every((entry) => entry.merchant_id !== null)).toBe(true)
  })

  it('an admin erase e-mails each partner that held the contact', async () => {
    const request = await deliveredRequest()
    const erased = await rest('POST', '/admin/privacy/erase', { token: await loginAs('Admin'), body: { email: request.email } })
    expect(erased.status).toBe(200)
    const notices = await noticesTo('Dati cancellati', request.id)
    expect(notices.map((notice) => notice.to).sort()).toEqual(request.partners.map((partner) => partner.email).sort())
  })
})

describe('the consumer’s export from the request page', () => {
  it('downloads everything held about the request as JSON and as CSV, with the token as proof, rate-limited', async () => {
    const request = await deliveredRequest()
    const download = (body: unknown, headers = ip()) =>
      answerApi(new Request('http://localhost:3000/api/public/request/export', { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) }))

    const json = await download({ ref: request.ref })
    expect(json.status).toBe(200)
    expect(json.headers.get('content-disposition')).toMatch(/^attachment; filename="casaconfronta-i-miei-dati-\d{4}-\d{2}-\d{2}\.json"$/)
    expect(json.headers.get('cache-control')).toBe('private, no-store')
    const data = (await json.json()) as Record<string, unknown> & { richiesta: Record<string, unknown>; partner: { nome: string }[]; consensi: { finalita: string; testo: string | null; versioniTestiLegali: string }[] }
    expect(data.richiesta).toMatchObject({ email: request.email, telefono: request.telefono, cap: '59100' })
    expect(data.partner.map((partner) => partner.nome).sort()).toEqual(request.partners.map((partner) => partner.nome_azienda).sort())
    expect(data.consensi.map((consent) => consent.finalita)).toEqual(expect.arrayContaining(['Privacy e termini', 'Comunicazioni promozionali']))
    expect(data.consensi.every((consent) => consent.versioniTestiLegali.length > 0)).toBe(true)

    const csv = await download({ ref: request.ref, format: 'csv' })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const text = await csv.text()
    expect(text).toContain('sezione;campo;valore')
    expect(text).toContain(`richiesta;email;${request.email}`)

    // The token is the proof: an unknown one is a 404 in Italian, a malformed one a 400.
    const unknown = await download({ ref: 'x'.repeat(40) })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ error: 'Richiesta non trovata.' })
    expect((await download({ ref: request.ref, format: 'pdf' })).status).toBe(400)

    // Rate-limited per address.
    const same = ip()
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) statuses.push((await download({ ref: request.ref }, same)).status)
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200])
    expect(statuses.at(-1)).toBe(429)
  })
})
