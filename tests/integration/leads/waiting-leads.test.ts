import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { waitingLeadMessages, type AdminListPage, type WaitingLead } from '#content-schema'
import { questionnaireFixtures } from '../../../content-schema/src/questionnaire/fixtures.ts'
import { leadBody, phoneFor, walkQuestionnaire } from '../../../scripts/visitor.ts'
import { merchantProfile } from '../../fixtures.ts'
import { deleteMerchantAccount, loginAs, payload, rest, reviewMerchant, signUpAndConfirm } from '../support/helpers.ts'
import { track, cleanUp } from '../support/offersHelpers.ts'
import { sendConfirmedLead } from '../support/confirmContacts.ts'

/**
 * A lead nobody serves waits in the admins' "Senza partner" queue; a merchant approved later for its CAP and
 * service takes it (its e-mail, the consumer's "we found a partner", the lead readable by that merchant only).
 * CAP 39012 (Merano) has no demo partner, nor a demo lead (the demo's waiting lead is Bolzano's).
 */

const password = 'Segreta!2026'
const merchantEmail = `attesa.${randomUUID().slice(0, 6)}@example.com`
const profileEmail = `info.${randomUUID().slice(0, 6)}@merano-energia.it`
let adminToken: string
let ipCounter = 0
const luceGas = questionnaireFixtures['luce-gas']

async function sql<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const p = await payload()
  const pool = (p.db as unknown as { pool: { query: (text: string, values: unknown[]) => Promise<{ rows: T[] }> } }).pool
  return (await pool.query(text, values)).rows
}

/** A Luce & Gas request from CAP 39012 through the public endpoint; its id and offers token. */
async function meranoLead(partners: boolean): Promise<{ id: number; token: string; email: string }> {
  const email = `merano.${randomUUID().slice(0, 8)}@example.com`
  const body = leadBody(luceGas, walkQuestionnaire(luceGas, () => 0.1), email)
  const result = await sendConfirmedLead({ ...body, location: '39012 - Merano', contact: { ...body.contact, partners } }, { 'x-real-ip': `10.31.0.${++ipCounter}`, 'user-agent': 'vitest-waiting' })
  expect(result.status, JSON.stringify(result.body)).toBe(201)
  const [row] = await sql<{ id: number; offers_token: string }>('select id, offers_token from client_requests where email = $1', [email])
  track('client-requests', row!.id)
  return { id: row!.id, token: row!.offers_token, email }
}

const queue = (token?: string) => rest('GET', '/admin/lists/waiting-leads?q=39012', { token })
const waitingIds = async () => ((await queue(adminToken)).body as unknown as AdminListPage<WaitingLead>).docs.map((lead) => lead.id)

beforeAll(async () => {
  adminToken = await loginAs('Admin')
})

afterAll(async () => {
  await cleanUp()
  await deleteMerchantAccount(merchantEmail)
})

describe('leads waiting for a partner', () => {
  let first: { id: number; token: string; email: string }
  let second: { id: number; token: string; email: string }
  let merchantToken: string
  let merchantId: number

  it('are stamped on arrival and listed, newest first, to admins only', async () => {
    first = await meranoLead(false)
    second = await meranoLead(true)
    const [row] = await sql<{ senza_partner_dal: Date | null; partner_trovato_il: Date | null }>('select senza_partner_dal, partner_trovato_il from client_requests where id = $1', [first.id])
    expect(row!.senza_partner_dal).toBeInstanceOf(Date)
    expect(row!.partner_trovato_il).toBeNull()
    const ids = await waitingIds()
    expect(ids.indexOf(second.id)).toBeGreaterThanOrEqual(0)
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id))
    expect((await queue()).status).toBe(403)
    expect((await queue(await loginAs('Merchant (Prato)'))).status).toBe(403)
  })

  it('are looked for again on the admin’s request: 409 with what is missing while nobody serves them', async () => {
    const again = await rest('POST', `/admin/waiting-leads/${first.id}/assign`, { token: adminToken })
    expect(again.status).toBe(409)
    expect(again.body.error).toBe(waitingLeadMessages.noneYet('39012', 'luce-gas'))
    expect((await rest('POST', `/admin/waiting-leads/${first.id}/assign`, { token: await loginAs('Merchant (Prato)') })).status).toBe(403)
    expect((await rest('POST', '/admin/waiting-leads/999999999/assign', { token: adminToken })).status).toBe(404)
    expect((await rest('POST', '/admin/waiting-leads/abc/assign', { token: adminToken })).status).toBe(400)
  })

  it('go to a merchant approved later for their CAP and service, with its e-mail and the consumer’s', async () => {
    merchantToken = await signUpAndConfirm(merchantEmail, password)
    const created = await rest('POST', '/merchants', {
      token: merchantToken,
      body: merchantProfile({ nomeAzienda: 'Merano Energia', cap: '39012', citta: 'Merano', email: profileEmail }),
    })
    expect(created.status).toBe(201)
    merchantId = (created.body.doc as { id: number }).id
    // In review: nothing handed out, nothing readable.
    expect(await waitingIds()).toContain(first.id)
    expect((await rest('GET', '/client-requests?depth=0', { token: merchantToken })).status).not.toBe(200)

    const since = new Date()
    expect((await reviewMerchant(merchantId, adminToken, { azione: 'approva' })).status).toBe(200)

    const ids = await waitingIds()
    expect(ids).not.toContain(first.id)
    expect(ids).not.toContain(second.id)
    const rows = await sql<{ id: number; partner_trovato_il: Date | null }>('select id, partner_trovato_il from client_requests where id = any($1::int[]) order by id', [[first.id, second.id]])
    expect(rows.every((row) => row.partner_trovato_il instanceof Date && row.partner_trovato_il >= since)).toBe(true)

    const jobs = await sql<{ to: string; subject: string; text: string }>(
      `select input->>'to' as to, input->>'subject' as subject, input->>'text' as text from payload_jobs where created_at >= $1 and input->>'to' = any($2::text[]) order by id`,
      [since, [profileEmail, first.email, second.email]],
    )
    const toMerchant = jobs.filter((job) => job.to === profileEmail)
    expect(toMerchant.map((job) => job.subject).filter((subject) => subject.startsWith('Nuova richiesta'))).toEqual(['Nuova richiesta Luce & Gas - CAP 39012', 'Nuova richiesta Luce & Gas - CAP 39012'])
    // Nobody served the CAP when they were sent, so no partner was named to the consumers: the partner that takes them
    // reads the zone and the answers, and none of the contacts, whatever the partners consent said.
    const notices = toMerchant.filter((job) => job.subject.startsWith('Nuova richiesta'))
    for (const lead of [first, second]) {
      expect(notices.some((job) => job.text.includes(lead.email) || job.text.includes(phoneFor(lead.email)))).toBe(false)
    }
    expect(notices.every((job) => job.text.includes('non ha scelto di condividere con te i suoi contatti') && !job.text.includes('Contattalo'))).toBe(true)
    for (const lead of [first, second]) {
      const mail = jobs.find((job) => job.to === lead.email)
      expect(mail?.subject).toBe('Abbiamo trovato un partner per la tua richiesta di Luce & Gas')
      expect(mail?.text).toContain('Merano Energia')
      expect(mail?.text).toContain(`/richiesta/${lead.token}`)
      // It promises no call: the partner has no contact until the consumer chooses it.
      expect(mail?.text).toContain('senza i tuoi contatti')
      expect(mail?.text).not.toContain('ti contatterà')
    }

    const read = await rest('GET', '/client-requests?depth=0&limit=100', { token: merchantToken })
    expect(read.status).toBe(200)
    expect(read.body.docs!.map((doc) => doc.id).sort()).toEqual([first.id, second.id].sort())

    const tracker = await rest('GET', `/public/request?ref=${first.token}`, { headers: { 'x-real-ip': '10.31.1.1' } })
    expect(tracker.status).toBe(200)
    expect(tracker.body.partners).toEqual([expect.objectContaining({ nomeAzienda: 'Merano Energia', events: [expect.objectContaining({ kind: 'avvisato' })] })])
  })

  it('are handed out once: a later change of the same merchant sends nothing again, and a taken lead no longer waits', async () => {
    const since = new Date()
    expect((await rest('PATCH', `/merchants/${merchantId}`, { token: adminToken, body: { capCoperti: [{ cap: '39012' }, { cap: '39011' }] } })).status).toBe(200)
    const jobs = await sql(`select id from payload_jobs where created_at >= $1 and input->>'to' = $2`, [since, profileEmail])
    expect(jobs).toHaveLength(0)
    const taken = await rest('POST', `/admin/waiting-leads/${first.id}/assign`, { token: adminToken })
    expect(taken.status).toBe(409)
    expect(taken.body.error).toBe(waitingLeadMessages.notWaiting)
  })

  it('a new lead of the now served CAP is handed out on arrival and never waits', async () => {
    const lead = await meranoLead(true)
    const [row] = await sql<{ senza_partner_dal: Date | null }>('select senza_partner_dal from client_requests where id = $1', [lead.id])
    expect(row!.senza_partner_dal).toBeNull()
    expect(await waitingIds()).not.toContain(lead.id)
  })
})
