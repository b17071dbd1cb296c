import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { createLocalReq } from 'payload'
import { MerchantLeadsPageSchema, phoneMaskMessages } from '#content-schema'
import { responseTimes } from '../../../cms/src/offers/responseTimes.ts'
import { collectionSlugs } from '../../../cms/src/slugs.ts'
import { merchantProfile } from '../../fixtures.ts'
import { answerApi, apiRequest, loginAs, payload, rest, reviewMerchant, signUpAndConfirm } from '../support/helpers.ts'
import { createLead, merchantId, track } from '../support/offersHelpers.ts'

/**
 * One lead workspace: a lead and its callback share one state (cms/src/leads/leadBookingSync.ts), so a customer is
 * one case for the response time. Prato is the demo merchant of 59100, Milano of 20121.
 */
const tokens = { prato: '', milano: '', admin: '' }
const ids = { prato: 0 }

beforeAll(async () => {
  ;[tokens.prato, tokens.milano, tokens.admin] = await Promise.all([loginAs('Merchant (Prato)'), loginAs('Merchant (Milano)'), loginAs('Admin')])
  ids.prato = await merchantId('Energia Toscana S.r.l.')
})

/** A callback booked with `merchant` from the offers page of `lead`, still waiting. */
async function bookingFor(lead: number, merchant: number, cap = '59100') {
  return (await payload()).create({
    collection: collectionSlugs.bookings,
    data: {
      merchant, lead, origine: 'offerte', nomeCliente: 'Elena Rossi', telefonoCliente: '+39 347 555 0101', emailCliente: 'elena@example.com',
      servizioRichiesto: 'luce-gas', capCliente: cap, stato: 'in_attesa',
    },
    overrideAccess: true,
  })
}

async function leadStatusOf(lead: number, merchant: number) {
  const found = await (await payload()).find({
    collection: collectionSlugs.leadStatuses,
    where: { and: [{ clientRequest: { equals: lead } }, { merchant: { equals: merchant } }] },
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}

const bookingState = async (id: number) => (await (await payload()).findByID({ collection: collectionSlugs.bookings, id, depth: 0, overrideAccess: true })).stato

describe('a lead and its callback share one state', () => {
  it('marking the callback "Contattato" moves the lead too, and closing the lead closes the callback', async () => {
    const lead = await createLead({ cap: '59100', citta: 'Prato', servizio: 'luce-gas' })
    const booking = await bookingFor(lead.id, ids.prato)
    expect(await leadStatusOf(lead.id, ids.prato)).toBeNull()

    expect((await rest('PATCH', `/bookings/${booking.id}`, { token: tokens.prato, body: { stato: 'contattato' } })).status).toBe(200)
    const row = await leadStatusOf(lead.id, ids.prato)
    expect(row?.stato).toBe('contattato')
    expect(row?.firstActionAt).toBeTruthy()
    // Through the merchant's REST list, as the area reads it.
    const listed = await rest('GET', `/lead-statuses?where[clientRequest][equals]=${lead.id}&depth=0`, { token: tokens.prato })
    expect(listed.body.docs!.map((doc) => doc.stato)).toEqual(['contattato'])

    // The lead's own steps keep the callback "Contattato" until the lead is won.
    expect((await rest('PATCH', `/lead-statuses/${row!.id}`, { token: tokens.prato, body: { stato: 'appuntamento' } })).status).toBe(200)
    expect(await bookingState(booking.id)).toBe('contattato')
    expect((await rest('PATCH', `/lead-statuses/${row!.id}`, { token: tokens.prato, body: { stato: 'vinto' } })).status).toBe(200)
    expect(await bookingState(booking.id)).toBe('convertito')
  })

  it('a lead lost while its callback waits closes the callback through "Contattato"; the lead keeps one first answer', async () => {
    const lead = await createLead({ cap: '59100', citta: 'Prato', servizio: 'luce-gas' })
    const booking = await bookingFor(lead.id, ids.prato)
    const created = await rest('POST', '/lead-statuses?depth=0', { token: tokens.prato, body: { clientRequest: lead.id, stato: 'contattato' } })
    expect(created.status).toBe(201)
    expect(await bookingState(booking.id)).toBe('contattato')
    expect((await rest('PATCH', `/lead-statuses/${(created.body.doc as { id: number }).id}`, { token: tokens.prato, body: { stato: 'perso' } })).status).toBe(200)
    expect(await bookingState(booking.id)).toBe('non_interessato')
    expect((await leadStatusOf(lead.id, ids.prato))?.stato).toBe('perso')
  })

  it('a callback converted from a closed step that the lead cannot take leaves the lead as it is', async () => {
    const lead = await createLead({ cap: '59100', citta: 'Prato', servizio: 'luce-gas' })
    const booking = await bookingFor(lead.id, ids.prato)
    const created = await rest('POST', '/lead-statuses?depth=0', { token: tokens.prato, body: { clientRequest: lead.id, stato: 'perso' } })
    expect(created.status).toBe(201)
    // The lost lead closed the callback too; nothing moves it back.
    expect(await bookingState(booking.id)).toBe('non_interessato')
    expect((await rest('PATCH', `/bookings/${booking.id}`, { token: tokens.prato, body: { stato: 'convertito' } })).status).toBe(400)
    expect((await leadStatusOf(lead.id, ids.prato))?.stato).toBe('perso')
  })

  it('the callback of a lead the merchant was not sent moves alone: no status on a lead it cannot read', async () => {
    const lead = await createLead({ cap: '20121', citta: 'Milano', servizio: 'internet-mobile' })
    const booking = await bookingFor(lead.id, ids.prato, '20121')
    expect((await rest('PATCH', `/bookings/${booking.id}`, { token: tokens.prato, body: { stato: 'contattato' } })).status).toBe(200)
    expect(await leadStatusOf(lead.id, ids.prato)).toBeNull()
  })

  it('an admin moving a callback moves the lead of the booking’s merchant', async () => {
    const lead = await createLead({ cap: '59100', citta: 'Prato', servizio: 'luce-gas' })
    const booking = await bookingFor(lead.id, ids.prato)
    expect((await rest('PATCH', `/bookings/${booking.id}`, { token: tokens.admin, body: { stato: 'contattato' } })).status).toBe(200)
    const row = await leadStatusOf(lead.id, ids.prato)
    expect(row?.stato).toBe('contattato')
  })
})

describe('response time: one case per customer', () => {
  it('a lead and its callback answered together count once', async () => {
    const p = await payload()
    const merchant = await p.create({
      collection: collectionSlugs.merchants,
      data: { ...merchantProfile({ nomeAzienda: 'Un Caso Solo', cap: '59100', citta: 'Prato', email: 'uncaso@example.com' }), stato: 'attivo' } as never,
      context: { seeding: true },
      overrideAccess: true,
    })
    const lead = await p.create({
      collection: collectionSlugs.clientRequests,
      data: { nome: 'Caso Unico', email: 'unico@example.com', telefono: '+39 333 111 2222', servizio: 'luce-gas', cap: '59100', destinatari: [merchant.id] },
      overrideAccess: true,
    })
    const booking = await bookingFor(lead.id, merchant.id)
    expect((await rest('PATCH', `/bookings/${booking.id}`, { token: tokens.admin, body: { stato: 'contattato' } })).status).toBe(200)
    expect((await leadStatusOf(lead.id, merchant.id))?.firstActionAt).toBeTruthy()
    const req = await createLocalReq({}, p)
    expect((await responseTimes(req, [merchant.id])).get(merchant.id)?.cases).toBe(1)
  })
})

describe('the leads list (GET /api/merchant/leads): state filter and «urgent first»', () => {
  const HOUR = 3600_000
  const tag = `Urgente${randomUUID().slice(0, 8)}`
  const leads = { oldWaiting: 0, newWaiting: 0, answered: 0, cancelled: 0, noteOnly: 0 }

  async function lead(nome: string, hoursAgo: number, extra: Record<string, unknown> = {}) {
    const doc = await (await payload()).create({
      collection: collectionSlugs.clientRequests,
      data: { nome: `${nome} ${tag}`, email: `${nome.toLowerCase()}@example.com`, telefono: '+39 333 111 2222', servizio: 'luce-gas', cap: '59100', createdAt: new Date(Date.now() - hoursAgo * HOUR).toISOString(), verificataIl: new Date().toISOString(), ...extra },
      overrideAccess: true,
    })
    // The consumer chose the Prato partner: it reads, and searches, the name (a hidden one is left out of searches).
    await (await payload()).create({
      collection: collectionSlugs.consents,
      data: { email: doc.email, grants: [{ purpose: 'partners', granted: true, channels: ['telefono'], merchant: ids.prato }], legalVersion: 'test', lead: doc.id },
      overrideAccess: true,
    })
    return doc.id
  }

  const list = async (params: string, token = tokens.prato) => {
    const answer = await rest('GET', `/merchant/leads?search=${tag}&${params}`, { token })
    expect(answer.status).toBe(200)
    return MerchantLeadsPageSchema.parse(answer.body)
  }

  beforeAll(async () => {
    leads.answered = await lead('Risposta', 50)
    leads.oldWaiting = await lead('Vecchia', 30)
    leads.cancelled = await lead('Annullata', 20, { annullataIl: new Date().toISOString() })
    leads.noteOnly = await lead('Nota', 10)
    leads.newWaiting = await lead('Nuova', 2)
    expect((await rest('POST', '/lead-statuses', { token: tokens.prato, body: { clientRequest: leads.answered, stato: 'contattato' } })).status).toBe(201)
    expect((await rest('POST', '/lead-statuses', { token: tokens.prato, body: { clientRequest: leads.noteOnly, stato: 'nuovo', messaggioCliente: 'La richiamiamo presto' } })).status).toBe(201)
  })

  it('puts the leads waiting for an answer first, the longest waiting first, then the others newest first', async () => {
    const page = await list('sort=urgent')
    expect(page.docs.map((doc) => doc.id)).toEqual([leads.oldWaiting, leads.noteOnly, leads.newWaiting, leads.cancelled, leads.answered])
    expect(page.totalDocs).toBe(5)
    expect(page.statuses.map((row) => row.clientRequest).sort()).toEqual([leads.answered, leads.noteOnly].sort())
    // The default order is the urgent one; the other orders stay.
    expect((await list('')).docs.map((doc) => doc.id)).toEqual(page.docs.map((doc) => doc.id))
    expect((await list('sort=oldest')).docs.map((doc) => doc.id)).toEqual([leads.answered, leads.oldWaiting, leads.cancelled, leads.noteOnly, leads.newWaiting])
  })

  it('filters on the merchant’s own state: «Nuovo» includes rows still Nuovo, a state no lead has is empty', async () => {
    expect((await list('stato=contattato')).docs.map((doc) => doc.id)).toEqual([leads.answered])
    expect((await list('stato=nuovo&sort=oldest')).docs.map((doc) => doc.id)).toEqual([leads.oldWaiting, leads.cancelled, leads.noteOnly, leads.newWaiting])
    expect(await list('stato=vinto')).toMatchObject({ docs: [], totalDocs: 0 })
  })

  it('pages through the urgent order without losing or repeating a lead', async () => {
    const extra = await Promise.all(Array.from({ length: 7 }, (_, index) => lead(`Pagina${index}`, 40 + index)))
    const first = await list('sort=urgent&page=1')
    const second = await list('sort=urgent&page=2')
    expect(first.totalPages).toBe(2)
    expect(first.docs).toHaveLength(10)
    const all = [...first.docs, ...second.docs].map((doc) => doc.id)
    expect(new Set(all).size).toBe(12)
    // Waiting: the seven older extra leads (oldest first), then Vecchia, Nota, Nuova; then Annullata and Risposta.
    expect(all).toEqual([...[...extra].reverse(), leads.oldWaiting, leads.noteOnly, leads.newWaiting, leads.cancelled, leads.answered])
  })

  it('leaves a lead whose name the partner reads «Non condiviso» out of a search by name, and lists it after the names', async () => {
    const hiddenTag = `Nascosto${randomUUID().slice(0, 8)}`
    const hidden = await (await payload()).create({
      collection: collectionSlugs.clientRequests,
      data: { nome: `Aaa ${hiddenTag}`, email: `${hiddenTag.toLowerCase()}@example.com`, telefono: '+39 333 111 2233', servizio: 'luce-gas', cap: '59100', destinatari: [ids.prato], verificataIl: new Date().toISOString() },
      overrideAccess: true,
    })
    // Neither the area's search nor a REST query finds it by its name or e-mail, nor orders by its name.
    const searched = await rest('GET', `/merchant/leads?search=${hiddenTag}`, { token: tokens.prato })
    expect(MerchantLeadsPageSchema.parse(searched.body)).toMatchObject({ docs: [], totalDocs: 0 })
    for (const query of [`where[nome][like]=${hiddenTag}`, `where[email][like]=${hiddenTag.toLowerCase()}`]) {
      expect((await rest('GET', `/client-requests?${query}&depth=0`, { token: tokens.prato })).body).toMatchObject({ docs: [], totalDocs: 0 })
    }
    const byName = await rest('GET', `/client-requests?sort=nome&limit=1000&depth=0`, { token: tokens.prato })
    expect((byName.body.docs as { id: number }[]).map((doc) => doc.id)).not.toContain(hidden.id)
    // By name, the area lists it after every name, where no name puts it.
    const shown: { id: number; nome: string }[] = []
    for (let page = 1; ; page += 1) {
      const answer = MerchantLeadsPageSchema.parse((await rest('GET', `/merchant/leads?sort=name&page=${page}`, { token: tokens.prato })).body)
      shown.push(...answer.docs.map((doc) => ({ id: doc.id, nome: doc.nome })))
      if (page >= answer.totalPages) break
    }
    const named = shown.filter((doc) => doc.nome !== phoneMaskMessages.notShared)
    expect(shown.slice(0, named.length)).toEqual(named)
    expect(shown.slice(named.length).map((doc) => doc.id)).toContain(hidden.id)
    await (await payload()).delete({ collection: collectionSlugs.clientRequests, id: hidden.id, overrideAccess: true })
  })

  it('is the merchant’s own: another merchant gets none of these leads, staff and visitors are refused', async () => {
    expect(await list('', tokens.milano)).toMatchObject({ docs: [], totalDocs: 0 })
    expect((await rest('GET', '/merchant/leads', { token: tokens.admin })).status).toBe(403)
    expect((await rest('GET', '/merchant/leads')).status).toBe(401)
  })
})

describe('a partner pauses its intake or caps it weekly (cms/src/leads/delivery.ts, receivingMerchants)', () => {
  // Vaiano (59021) is served by nobody else, so this partner's intake decides alone.
  const place = { cap: '59021', citta: 'Vaiano', servizio: 'luce-gas' } as const
  let token = ''
  let merchant = 0

  const deliveredTo = async (lead: number) => {
    const doc = await (await payload()).findByID({ collection: collectionSlugs.clientRequests, id: lead, depth: 0, overrideAccess: true })
    return (doc.destinatari ?? []).map((entry) => (typeof entry === 'object' ? entry.id : entry))
  }
  const setIntake = (body: Record<string, unknown>, as = token) => rest('PATCH', `/merchants/${merchant}?depth=0`, { token: as, body })

  beforeAll(async () => {
    const email = `intake-${randomUUID().slice(0, 8)}@example.com`
    token = await signUpAndConfirm(email, 'Segreta!2026')
    const created = await rest('POST', '/merchants', { token, body: merchantProfile({ nomeAzienda: `Vaiano Energia ${randomUUID().slice(0, 4)}`, cap: place.cap, citta: place.citta, email }) })
    expect(created.status).toBe(201)
    merchant = (created.body.doc as { id: number }).id
    expect((await reviewMerchant(merchant, tokens.admin, { azione: 'approva' })).status).toBe(200)
  })

  it('an active partner receives the leads of its area until it pauses; paused, it receives none and a new lead waits', async () => {
    const before = await createLead(place)
    expect(await deliveredTo(before.id)).toEqual([merchant])
    const paused = await setIntake({ pausaRicezione: true })
    expect(paused.status).toBe(200)
    expect((paused.body.doc as { pausaRicezione: boolean }).pausaRicezione).toBe(true)
    const during = await createLead(place)
    expect(await deliveredTo(during.id)).toEqual([])
    expect((await (await payload()).findByID({ collection: collectionSlugs.clientRequests, id: during.id, depth: 0, overrideAccess: true })).senzaPartnerDal).toBeTruthy()
    const listed = MerchantLeadsPageSchema.parse((await rest('GET', '/merchant/leads?sort=newest', { token })).body)
    expect(listed.docs.map((doc) => doc.id)).toEqual([before.id])
  })

  it('a weekly cap lets through leads until that many arrived in 7 days', async () => {
    // One lead received this week: a cap of 2 takes one more, then none.
    const resumed = await setIntake({ pausaRicezione: false, limiteSettimanale: 2 })
    expect(resumed.status).toBe(200)
    const second = await createLead(place)
    expect(await deliveredTo(second.id)).toEqual([merchant])
    const third = await createLead(place)
    expect(await deliveredTo(third.id)).toEqual([])
    // Raised, the cap lets the next one through.
    expect((await setIntake({ limiteSettimanale: 5 })).status).toBe(200)
    expect(await deliveredTo((await createLead(place)).id)).toEqual([merchant])
  })

  it('counts a lead toward the cap from when the partner received it (its confirmation), not from when it was sent', async () => {
    // Received so far this week: three (before, second, the one after the raise). A request sent eight days ago and
    // confirmed now reaches the partner now: it is the fourth of the week (content-schema's leadReceived rule).
    const p = await payload()
    const confirmedNow = await p.create({
      collection: collectionSlugs.clientRequests,
      data: { nome: 'Elena Rossi', email: `late-${randomUUID().slice(0, 8)}@example.com`, telefono: '+39 347 555 0101', ...place, createdAt: new Date(Date.now() - 8 * 24 * 3600_000).toISOString(), verificataIl: new Date().toISOString() },
      depth: 0,
      overrideAccess: true,
    })
    track('client-requests', confirmedNow.id)
    expect(await deliveredTo(confirmedNow.id)).toEqual([merchant])
    expect((await setIntake({ limiteSettimanale: 4 })).status).toBe(200)
    expect(await deliveredTo((await createLead(place)).id)).toEqual([])
  })

  it('refuses a bad cap in Italian; another partner neither reads nor changes the settings', async () => {
    const zero = await setIntake({ limiteSettimanale: 0 })
    expect(zero.status).toBe(400)
    expect(JSON.stringify(zero.body)).toContain('Il limite settimanale è di almeno 1 richiesta')
    expect([403, 404]).toContain((await setIntake({ pausaRicezione: true }, tokens.prato)).status)
    const seen = await rest('GET', `/merchants/${merchant}?depth=0`, { token: tokens.prato })
    expect(seen.body.pausaRicezione).toBeUndefined()
    expect(seen.body.limiteSettimanale).toBeUndefined()
    expect((await (await payload()).findByID({ collection: collectionSlugs.merchants, id: merchant, depth: 0, overrideAccess: true })).pausaRicezione).toBe(false)
  })
})

describe('the callbacks calendar (GET /api/merchant/callbacks.ics)', () => {
  it('is valid iCalendar with one event per open callback of the merchant’s own, none of another’s', async () => {
    const p = await payload()
    const milano = await merchantId('Lombardia Connect')
    const at = new Date(Date.now() + 26 * 3600_000)
    at.setUTCMinutes(0, 0, 0)
    const callback = (merchant: number, nomeCliente: string, stato: 'in_attesa' | 'convertito' = 'in_attesa') =>
      p.create({
        collection: collectionSlugs.bookings,
        data: { merchant, origine: 'chiamata', nomeCliente, telefonoCliente: '+39 333 000 1111', emailCliente: 'agenda@example.com', servizioRichiesto: 'luce-gas', capCliente: '59100', richiamata: at.toISOString(), stato },
        overrideAccess: true,
      })
    const own = await callback(ids.prato, 'Rossi, Mario; con una nota lunga che supera la riga di settantacinque caratteri')
    // A name holding a lone CR, a lone LF, a backslash and a control character would otherwise start properties of its own.
    const forged = await callback(ids.prato, 'Eva\rATTENDEE:mailto:x@evil.example\nX-EVIL:1\\ \u0007fine')
    const closed = await callback(ids.prato, 'Già Convertito', 'convertito')
    const other = await callback(milano, 'Di Milano')

    const response = await answerApi(apiRequest('GET', '/merchant/callbacks.ics', { token: tokens.prato }))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    const text = await response.text()
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true)
    const lines = text.slice(0, -2).split('\r\n')
    expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true)
    // Unfolded, each event has its UID, times and escaped summary.
    const unfolded = text.replace(/\r\n /g, '')
    expect(unfolded.match(/BEGIN:VEVENT/g)?.length).toBe(unfolded.match(/END:VEVENT/g)?.length)
    const stamp = at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')
    expect(unfolded).toContain(`UID:booking-${own.id}@`)
    expect(unfolded).toContain(`DTSTART:${stamp}`)
    expect(unfolded).toContain('SUMMARY:Richiamare Rossi\\, Mario\\; con una nota lunga che supera la riga di settantacinque caratteri (Luce & Gas)')
    expect(unfolded).toContain(`UID:booking-${forged.id}@`)
    expect(unfolded).toContain('SUMMARY:Richiamare Eva\\nATTENDEE:mailto:x@evil.example\\nX-EVIL:1\\\\ fine (Luce & Gas)')
    expect(unfolded.split('\r\n').filter((line) => /^(ATTENDEE|X-EVIL)/.test(line))).toEqual([])
    expect(text).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]|\r(?!\n)|(?<!\r)\n/)
    expect(unfolded).not.toContain(`UID:booking-${closed.id}@`)
    expect(unfolded).not.toContain(`UID:booking-${other.id}@`)

    expect((await answerApi(apiRequest('GET', '/merchant/callbacks.ics', { token: tokens.admin }))).status).toBe(403)
    expect((await answerApi(apiRequest('GET', '/merchant/callbacks.ics'))).status).toBe(401)
  })
})
