import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { createSessionId } from '#content-schema'
import { loginAs, payload, rest } from '../support/helpers.ts'
import { luceGasAnswers } from '../../fixtures.ts'
import { confirmContacts, keepingNamedPartners, refOf } from '../support/confirmContacts.ts'

/**
 * A consumer's request belongs to that consumer. A stranger who knows the victim's phone, e-mail or both, and an
 * active merchant who reads the victim's e-mail on a masked lead, send a new request with them: the answer, every
 * e-mail the sender gets and every page the sender can open show nothing of the victim; the victim's request, its
 * consents and what partners see of it are unchanged; only the victim, at the address stored on the request, hears
 * that someone asked again.
 */
let ipCounter = 0
/** A request sent, then confirmed by whoever sent it (the link in the mailbox they typed): a repeat is recognised then. */
const post = async (path: string, sent: unknown) => {
  // A request's sender keeps the partners its contact step names.
  const body = path === '/public/leads' ? await keepingNamedPartners(sent) : sent
  const answer = await rest('POST', path, { body, headers: { 'x-real-ip': `10.44.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}` } })
  if (path === '/public/leads' && answer.status === 201) await confirmContacts(refOf(answer))
  return answer
}
const get = (path: string) => rest('GET', path, { headers: { 'x-real-ip': `10.45.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}` } })


function lead(contact: { nome: string; email: string; telefono: string; partners?: boolean }, overrides: Record<string, unknown> = {}) {
  return {
    service: 'luce-gas',
    questionnaireVersion: 1,
    sessionId: createSessionId(),
    answers: luceGasAnswers,
    location: '59100 - Prato',
    contact: { messaggio: '', privacy: true, marketing: false, partners: true, partnerChannels: ['email'], ...contact },
    idempotencyKey: randomUUID(),
    ...overrides,
  }
}

async function sql<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const pool = ((await payload()).db as unknown as { pool: { query: (text: string, values: unknown[]) => Promise<{ rows: T[] }> } }).pool
  return (await pool.query(text, values)).rows
}

const emailsTo = (to: string) => sql<{ subject: string; text: string; html: string }>(`select input->>'subject' as subject, input->>'text' as text, input->>'html' as html from payload_jobs where lower(input->>'to') = lower($1)`, [to])
const tokenOf = (offersUrl: unknown) => new URLSearchParams(String(offersUrl).split('?')[1]).get('ref')!

type Victim = { id: number; token: string; nome: string; email: string; telefono: string; stored: unknown; consents: unknown[] }

/** A victim of their own, with a Prato Light & Gas request whose phone partners see masked (they may only write). */
async function victim(): Promise<Victim> {
  const tag = randomUUID().slice(0, 8)
  const contact = { nome: `Vittoria Riservata${tag}`, email: `vittoria.${tag}@example.com`, telefono: `347 555 ${String(ipCounter + 1000).slice(-4)}` }
  const sent = await post('/public/leads', lead(contact))
  expect(sent.status).toBe(201)
  const token = tokenOf(sent.body.offersUrl)
  const [stored] = await sql<{ id: number }>('select * from client_requests where offers_token = $1', [token])
  const consents = await sql('select * from consents where lead_id = $1 order by id', [stored!.id])
  return { id: stored!.id, token, ...contact, stored, consents }
}

/** Nothing of the victim anywhere in a text: name, e-mail, phone digits, the request's token. */
function expectNothingOf(text: string, person: Victim) {
  expect(text).not.toContain(person.token)
  expect(text).not.toContain(person.nome)
  expect(text.toLowerCase()).not.toContain(person.email.toLowerCase())
  expect(text.replace(/\D/g, '')).not.toContain(person.telefono.replace(/\D/g, ''))
}

async function expectUntouched(person: Victim) {
  const [now] = await sql('select * from client_requests where id = $1', [person.id])
  expect(now).toEqual(person.stored)
  expect(await sql('select * from consents where lead_id = $1 order by id', [person.id])).toEqual(person.consents)
}

/** What the sender can see after sending: the answer and their request's page and offers; their e-mails apart. */
async function senderSees(answer: { status: number; body: Record<string, unknown> }, senderEmail: string): Promise<{ pages: string; mails: string }> {
  const token = tokenOf(answer.body.offersUrl)
  const page = await get(`/public/request?ref=${encodeURIComponent(token)}`)
  const offers = await get(`/public/offers?ref=${encodeURIComponent(token)}&scope=cap`)
  expect(page.status).toBe(200)
  expect(offers.status).toBe(200)
  return { pages: JSON.stringify([answer.body, page.body, offers.body]), mails: JSON.stringify(await emailsTo(senderEmail)) }
}

beforeAll(async () => {
  await payload()
})

describe('a stranger who knows a person’s contacts', () => {
  type Borrowed = (person: Victim) => { email?: string; telefono?: string }
  /** The sender keeps an address of their own: their e-mails are theirs to read. */
  const keepingTheirAddress: [string, Borrowed][] = [['the phone, written another way', (person) => ({ telefono: `0039 ${person.telefono.replace(/ /g, '-')}` })]]
  /** The sender types the victim's address: their request's e-mails go to the victim's mailbox, not to the sender. */
  const withTheVictimsAddress: [string, Borrowed][] = [
    ['the e-mail, in capitals', (person) => ({ email: person.email.toUpperCase() })],
    ['the phone and the e-mail', (person) => ({ email: person.email, telefono: `+39${person.telefono.replace(/ /g, '')}` })],
  ]

  /**
   * The stranger's request, sent with what they borrowed: a request of their own whose answer and pages show nothing
   * of the victim's; the victim's stays as it was, and the victim alone is told, at the address on the request, with
   * the link to it. Returns who sent it and the e-mails queued to the address they typed.
   */
  async function sendAsStranger(borrowed: Borrowed) {
    const person = await victim()
    const stranger = { nome: 'Sandro Estraneo', email: `estraneo.${randomUUID().slice(0, 8)}@example.com`, telefono: '333 9990001', partners: true, ...borrowed(person) }
    const answer = await post('/public/leads', lead(stranger, { answers: { ...luceGasAnswers, residents: '4' } }))
    expect(answer.status).toBe(201)
    expect(Object.keys(answer.body)).toEqual(['offersUrl', 'verifyUrl'])
    const seen = await senderSees(answer, stranger.email)
    expectNothingOf(seen.pages, person)
    expect(seen.pages).toContain('Sandro')
    await expectUntouched(person)
    const toVictim = await emailsTo(person.email)
    const reminder = toVictim.filter((mail) => mail.subject === 'Hai già una richiesta aperta per Luce & Gas')
    expect(reminder).toHaveLength(1)
    expect(reminder[0]!.text).toContain(`/richiesta/${person.token}`)
    expect(reminder[0]!.text).not.toContain('Sandro')
    return { person, stranger, mails: seen.mails }
  }

  it.each(keepingTheirAddress)('by %s gets a request of their own and sees nothing of the victim’s, in its pages or its e-mails; the victim’s stays as it was', async (_, borrowed) => {
    const { person, mails } = await sendAsStranger(borrowed)
    expectNothingOf(mails, person)
  })

  it.each(withTheVictimsAddress)('by %s gets a request of their own whose e-mails go to the victim’s mailbox, and sees nothing of the victim’s in its pages; the victim’s stays as it was', async (_, borrowed) => {
    const { person, stranger } = await sendAsStranger(borrowed)
    expect(stranger.email.toLowerCase()).toBe(person.email.toLowerCase())
  })

  it('cannot tell from the answer whether the person has an open request', async () => {
    const person = await victim()
    const knownPhone = await post('/public/leads', lead({ nome: 'Sandro Estraneo', email: `e.${randomUUID().slice(0, 6)}@example.com`, telefono: person.telefono }))
    const nobody = await post('/public/leads', lead({ nome: 'Sandro Estraneo', email: `e.${randomUUID().slice(0, 6)}@example.com`, telefono: '333 1234987' }))
    expect(knownPhone.status).toBe(nobody.status)
    expect(Object.keys(knownPhone.body)).toEqual(Object.keys(nobody.body))
    const [pageKnown, pageNobody] = await Promise.all([knownPhone, nobody].map((answer) => get(`/public/request?ref=${encodeURIComponent(tokenOf(answer.body.offersUrl))}`)))
    expect((pageKnown!.body.partners as unknown[]).length).toBe((pageNobody!.body.partners as unknown[]).length)
  })
})

describe('a stranger who sends a request with a person’s e-mail', () => {
  it('sees and withdraws, from their own request’s page, only the consents their request gave', async () => {
    const tag = randomUUID().slice(0, 8)
    const email = `consenso.${tag}@example.com`
    const given = await post('/public/leads', lead({ nome: `Vera Consenziente${tag}`, email, telefono: '347 555 7711', partners: true }, { contact: { nome: `Vera Consenziente${tag}`, email, telefono: '347 555 7711', messaggio: '', privacy: true, marketing: true, partners: true, partnerChannels: ['telefono'] } }))
    expect(given.status).toBe(201)
    const [person] = await sql<{ id: number }>('select id from client_requests where offers_token = $1', [tokenOf(given.body.offersUrl)])
    /** The request's consents, a row per grant with its record. */
    const grants = (lead: number) =>
      sql<{ id: number; purpose: string; granted: boolean; withdrawn_at: string | null }>(
        'select c.*, g.purpose, g.granted, g.wording, g.merchant_id from consents c join consents_grants g on g._parent_id = c.id where c.lead_id = $1 order by c.id, g._order',
        [lead],
      )
    const before = await grants(person!.id)
    // Privacy, marketing, and the partners consent to each of the two Prato partners.
    expect(before.filter((consent) => (consent as { granted: boolean }).granted)).toHaveLength(4)

    const answer = await post('/public/leads', lead({ nome: 'Sandro Estraneo', email, telefono: '333 9990002' }, { answers: { ...luceGasAnswers, residents: '4' }, contact: { nome: 'Sandro Estraneo', email, telefono: '333 9990002', messaggio: '', privacy: true, marketing: true, partners: false } }))
    expect(answer.status).toBe(201)
    const page = await get(`/public/request?ref=${encodeURIComponent(tokenOf(answer.body.offersUrl))}`)
    const listed = page.body.consents as { purpose: string; withdrawUrl: string }[]
    expect(listed.map((consent) => consent.purpose)).toEqual(['marketing'])
    const pressed = await post('/public/consents/withdrawal', { token: new URL(listed[0]!.withdrawUrl).searchParams.get('token') })
    expect(pressed.status).toBe(200)
    // What the person gave stays as it was. Promotional messages stop for the address wherever it was given (a
    // withdrawal only ever stops messages: consent-ledger.test.ts); nothing else of the person's is withdrawn.
    const after = await grants(person!.id)
    expect(after.slice(0, before.length)).toEqual(before)
    expect(after.slice(before.length).map((consent) => [consent.purpose, consent.granted, Boolean(consent.withdrawn_at)])).toEqual([['marketing', false, true]])
  })
})

describe('an active merchant who reads a masked lead', () => {
  it('cannot unmask it by sending the request again with the e-mail it reads there', async () => {
    const person = await victim()
    const token = await loginAs('Merchant (Prato)')
    const read = async () => (await rest('GET', `/client-requests/${person.id}?depth=0`, { token })).body as { telefono: string; email: string }
    const before = await read()
    expect(before.telefono).toContain('•')
    const resent = await post('/public/leads', lead({ nome: 'Partner Curioso', email: before.email, telefono: '333 0000001', partners: true }))
    expect(resent.status).toBe(201)
    expect((await read()).telefono).toBe(before.telefono)
    await expectUntouched(person)
  })
})
