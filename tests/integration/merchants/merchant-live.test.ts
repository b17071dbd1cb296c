import { handleEndpoints } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { merchantLiveMessages, type MerchantCounts } from '#content-schema'
import config from '../../../cms/payload.config.ts'
import { collectionSlugs } from '../../../cms/src/slugs.ts'
import { merchantProfile } from '../../fixtures.ts'
import { login, loginAs, payload, rest } from '../support/helpers.ts'
import { createLead, merchantId, raw } from '../support/offersHelpers.ts'

/**
 * The merchant area's live side: GET /api/merchant/live passes on only the changes of records the merchant may
 * read (its bookings, the leads of its scope, its lead statuses, its profile), GET /api/merchant/counts counts
 * what it still has to handle. Prato (Energia Toscana) serves 59100 for luce-gas, fotovoltaico and caldaie-clima;
 * Milano (Lombardia Connect) serves 20121.
 */
const tokens = { prato: '', milano: '', admin: '', editor: '' }
const ids = { prato: 0, milano: 0 }

type Stream = { status: number; text: () => string; ended: () => boolean; close: () => void }
const open: Stream[] = []

/** Opens a merchant's event stream and keeps reading it in the background. */
async function openStream(token?: string): Promise<Stream> {
  await payload()
  const controller = new AbortController()
  const headers = new Headers(token ? { authorization: `JWT ${token}` } : {})
  const response = await handleEndpoints({ config, request: new Request('http://localhost:3000/api/merchant/live', { headers, signal: controller.signal }) })
  let text = ''
  let ended = false
  if (response.status === 200) {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
    void (async () => {
      for (;;) {
        const chunk = await reader.read().catch(() => ({ done: true, value: undefined }))
        if (chunk.done) break
        text += chunk.value
      }
      ended = true
    })()
  } else await response.body?.cancel()
  const stream: Stream = {
    status: response.status,
    text: () => text,
    ended: () => ended,
    close: () => controller.abort(),
  }
  open.push(stream)
  return stream
}

const event = (collection: string, id: number, op = 'create') => `event: change\ndata: ${JSON.stringify({ collection, id, op })}\n\n`

async function counts(token: string): Promise<MerchantCounts> {
  const result = await rest('GET', '/merchant/counts', { token })
  expect(result.status).toBe(200)
  return result.body as unknown as MerchantCounts
}

/** The same figures the long way, through the REST lists the merchant area shows. */
async function countsByHand(token: string): Promise<MerchantCounts> {
  const visible = await rest('GET', '/client-requests?limit=1&depth=0', { token })
  const answered = await rest('GET', '/lead-statuses?limit=1&depth=0&where[stato][not_equals]=nuovo', { token })
  const waiting = await rest('GET', '/bookings?limit=1&depth=0&where[stato][equals]=in_attesa', { token })
  return { richieste: (visible.body.totalDocs as number) - (answered.body.totalDocs as number), prenotazioni: waiting.body.totalDocs as number }
}

async function book(token: string, merchant: number): Promise<number> {
  const result = await raw('POST', '/public/bookings', { body: { ref: token, merchantId: merchant, partners: true } })
  expect(result.status).toBe(201)
  return result.body.id as number
}

beforeAll(async () => {
  ;[tokens.prato, tokens.milano, tokens.admin, tokens.editor] = await Promise.all([loginAs('Merchant (Prato)'), loginAs('Merchant (Milano)'), loginAs('Admin'), loginAs('Editor')])
  ids.prato = await merchantId('Energia Toscana S.r.l.')
  ids.milano = await merchantId('Lombardia Connect')
})

afterAll(() => {
  for (const stream of open) stream.close()
})

describe('who gets the live side', () => {
  it('a visitor gets 401, staff 403, an active merchant a stream and its counts', async () => {
    const visitor = await openStream()
    expect(visitor.status).toBe(401)
    expect((await rest('GET', '/merchant/counts')).status).toBe(401)
    for (const token of [tokens.admin, tokens.editor]) {
      expect((await openStream(token)).status).toBe(403)
      const refused = await rest('GET', '/merchant/counts', { token })
      expect(refused.status).toBe(403)
      expect(refused.body).toEqual({ error: merchantLiveMessages.activeOnly })
    }
    const prato = await openStream(tokens.prato)
    expect(prato.status).toBe(200)
    await expect.poll(prato.text).toContain(': connesso')
    prato.close()
  })

  it('a suspended merchant’s stream hears its suspension, then nothing but its own profile; a new one opens too', async () => {
    const p = await payload()
    const email = `live.sospeso.${Date.now()}@example.com`
    const password = 'Sospeso!2026prova'
    const user = await p.create({ collection: 'users', data: { email, password, roles: ['merchant'] }, overrideAccess: true })
    const merchant = await p.create({
      collection: 'merchants',
      data: {
        user: user.id,
        ...merchantProfile({ nomeAzienda: 'Live Sospeso', cap: '59100', citta: 'Prato', email: `info.${email}` }),
        stato: 'attivo',
        periodiAttivita: [{ dal: new Date(Date.now() - 3600_000).toISOString() }],
      } as never,
      overrideAccess: true,
    })
    const token = await login(email, password)
    const stream = await openStream(token)
    expect(stream.status).toBe(200)
    await expect.poll(stream.text).toContain(': connesso')
    const suspended = await rest('POST', `/admin/merchants/${merchant.id}/review`, { token: tokens.admin, body: { azione: 'sospendi', motivo: 'Verifica dei documenti in corso.' } })
    expect(suspended.status).toBe(200)
    // The 2 s run from when the admin's decision is answered (a busy machine may take a while to answer it).
    const started = Date.now()
    await expect.poll(stream.text, { timeout: 2000 }).toContain(event('merchants', merchant.id, 'update'))
    expect(Date.now() - started).toBeLessThan(2000)
    // Suspended, it hears no lead of its CAP any more, and reads no counts.
    await createLead({ cap: '59100', citta: 'Prato', servizio: 'luce-gas' })
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(stream.text().match(/event: change/g)).toHaveLength(1)
    expect((await rest('GET', '/merchant/counts', { token })).status).toBe(403)
    const again = await openStream(token)
    expect(again.status).toBe(200)
    // Erasing the merchant erases its user too.
    await p.delete({ collection: collectionSlugs.merchants, id: merchant.id, overrideAccess: true })
  })
})

describe('what each stream hears', () => {
  it('a merchant hears its new lead and booking within seconds, never another merchant’s or an out-of-scope lead', async () => {
    const prato = await openStream(tokens.prato)
    const milano = await openStream(tokens.milano)
    await expect.poll(prato.text).toContain(': connesso')
    await expect.poll(milano.text).toContain(': connesso')

    // Milano's lead and booking, and a 59100 lead for a service Prato does not serve, come first…
    const milanoLead = await createLead({ cap: '20121', citta: 'Milano', servizio: 'internet-mobile' })
    const milanoBooking = await book(milanoLead.token, ids.milano)
    const outOfScope = await createLead({ cap: '59100', citta: 'Prato', servizio: 'internet-mobile' })
    // …then Prato's own: the stream keeps the order, so once these arrive the others would have too.
    const started = Date.now()
    const pratoLead = await createLead({ cap: '59100', citta: 'Prato', servizio: 'luce-gas' })
    await expect.poll(prato.text, { timeout: 3000 }).toContain(event('client-requests', pratoLead.id))
    const pratoBooking = await book(pratoLead.token, ids.prato)
    await expect.poll(prato.text, { timeout: 3000 }).toContain(event('bookings', pratoBooking))
    expect(Date.now() - started).toBeLessThan(6000)

    for (const other of [event('client-requests', milanoLead.id), event('bookings', milanoBooking), event('client-requests', outOfScope.id)]) {
      expect(prato.text()).not.toContain(other)
    }
    await expect.poll(milano.text, { timeout: 3000 }).toContain(event('bookings', milanoBooking))
    expect(milano.text()).toContain(event('client-requests', milanoLead.id))
    expect(milano.text()).not.toContain(`"id":${pratoBooking}`)
    expect(milano.text()).not.toContain(event('client-requests', pratoLead.id))
    // Ids and operations only: the area reads the records through REST.
    expect(prato.text()).not.toContain(pratoLead.email)

    // Its own lead status and its booking's move reach it; Milano hears neither.
    const status = await rest('POST', '/lead-statuses', { token: tokens.prato, body: { clientRequest: pratoLead.id, stato: 'contattato' } })
    expect(status.status).toBe(201)
    const statusId = (status.body.doc as { id: number }).id
    await expect.poll(prato.text, { timeout: 3000 }).toContain(event('lead-statuses', statusId))
    expect((await rest('PATCH', `/bookings/${pratoBooking}`, { token: tokens.prato, body: { stato: 'contattato' } })).status).toBe(200)
    await expect.poll(prato.text, { timeout: 3000 }).toContain(event('bookings', pratoBooking, 'update'))
    const milanoLate = await createLead({ cap: '20121', citta: 'Milano', servizio: 'internet-mobile' })
    await expect.poll(milano.text, { timeout: 3000 }).toContain(event('client-requests', milanoLate.id))
    expect(milano.text()).not.toContain(`"id":${statusId}`)
    expect(milano.text()).not.toContain(`"id":${pratoBooking}`)
    prato.close()
    milano.close()
  })
})

describe('GET /api/merchant/counts', () => {
  it('counts the leads still Nuovo and the bookings still In attesa, as the lists show them, and follows changes', async () => {
    const start = await counts(tokens.prato)
    expect(start).toEqual(await countsByHand(tokens.prato))
    expect(start.prenotazioni).toBeGreaterThan(0)
    const milanoStart = await counts(tokens.milano)
    expect(milanoStart).toEqual(await countsByHand(tokens.milano))

    const lead = await createLead({ cap: '59100', citta: 'Prato', servizio: 'fotovoltaico' })
    expect(await counts(tokens.prato)).toEqual({ richieste: start.richieste + 1, prenotazioni: start.prenotazioni })
    const booking = await book(lead.token, ids.prato)
    expect(await counts(tokens.prato)).toEqual({ richieste: start.richieste + 1, prenotazioni: start.prenotazioni + 1 })
    // Another merchant's figures do not move.
    expect(await counts(tokens.milano)).toEqual(milanoStart)

    // The callback marked «Contattato» moves its lead too (one state): both leave the counts.
    expect((await rest('PATCH', `/bookings/${booking}`, { token: tokens.prato, body: { stato: 'contattato' } })).status).toBe(200)
    expect(await counts(tokens.prato)).toEqual(start)
    expect(await counts(tokens.prato)).toEqual(await countsByHand(tokens.prato))
  })
})
