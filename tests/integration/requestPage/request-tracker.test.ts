import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { callbackSlots, consumerActionMessages, formatRomeDateTime, objectionMessages, romeDateTime, romeToInstant, telemarketingMessages, trackerMessages } from '#content-schema'
import { collectionSlugs } from '../../../cms/src/slugs.ts'
import { personReference } from '../../../cms/src/privacy/audit.ts'
import { loginAs, payload, rest } from '../support/helpers.ts'
import { cleanUp, createLead, merchantId, queuedEmails, raw } from '../support/offersHelpers.ts'

const erasureSubjects: string[] = []

// Other test files count the demo data exactly: leave the database as it was found.
afterAll(async () => {
  const p = await payload()
  if (erasureSubjects.length) await p.delete({ collection: collectionSlugs.auditLog, where: { subject: { in: erasureSubjects } }, overrideAccess: true })
  await cleanUp()
})

type Partner = {
  id: number
  nomeAzienda: string
  events: { kind: string; at: string; detail: string | null }[]
  booking: { id: number; stato: string; richiamata: string | null } | null
  objectedAt: string | null
}

async function tracker(token: string) {
  const result = await raw('GET', `/public/request?ref=${token}`)
  expect(result.status).toBe(200)
  return result
}

const partner = (body: Record<string, unknown>, id: number) => (body.partners as Partner[]).find((candidate) => candidate.id === id)

describe('GET /api/public/request', () => {
  it('shows the request, the partners it went to and what each did, never the contact data', async () => {
    const lead = await createLead({ cap: '59100', citta: 'Prato', servizio: 'fotovoltaico' })
    const energia = await merchantId('Energia Toscana S.r.l.')
    const first = await tracker(lead.token)
    expect(first.headers.get('cache-control')).toBe('private, no-store')
    expect(first.body).toMatchObject({ service: { slug: 'fotovoltaico', label: 'Fotovoltaico' }, cap: '59100', citta: 'Prato', firstName: 'Elena', cancelledAt: null })
    expect(first.body.offersPath).toBe(`/offerte-cap?ref=${lead.token}`)
    // Active for the CAP and service when the request arrived: it was told.
    expect(partner(first.body, energia)?.events.map((event) => event.kind)).toEqual(['avvisato'])
    expect(first.text).not.toContain(lead.email)
    expect(first.text).not.toContain('555 0101')

    const booked = await raw('POST', '/public/bookings', { body: { ref: lead.token, merchantId: energia, partners: true } })
    expect(booked.status).toBe(201)
    const afterBooking = await tracker(lead.token)
    expect(partner(afterBooking.body, energia)?.events.map((event) => [event.kind, event.detail])).toEqual([
      ['avvisato', null],
      ['prenotato', 'al più presto'],
    ])
    // The consent the booking gave is listed with its withdrawal link.
    const consents = afterBooking.body.consents as { purpose: string; withdrawUrl: string }[]
    expect(consents.map((consent) => consent.purpose)).toEqual(['partners'])
    expect(consents[0]?.withdrawUrl).toMatch(/\/consensi\/revoca\?token=s\d+-partners\.[\w-]{43}$/)

    // The merchant's step in its area is on the tracker at the next read.
    const p = await payload()
    await p.update({ collection: collectionSlugs.bookings, id: booked.body.id as number, data: { stato: 'contattato' }, overrideAccess: true })
    const contacted = await tracker(lead.token)
    expect(partner(contacted.body, energia)?.events.map((event) => event.kind)).toEqual(['avvisato', 'prenotato', 'contattato'])
  })

  it('shows what the partner wrote for the consumer, with its date, and never its private note', async () => {
    const lead = await createLead({ cap: '59100', citta: 'Prato', servizio: 'fotovoltaico' })
    const energia = await merchantId('Energia Toscana S.r.l.')
    const token = await loginAs('Merchant (Prato)')
    const written = await rest('POST', '/lead-statuses?depth=0', {
      token,
      body: { clientRequest: lead.id, stato: 'contattato', note: 'Nota privata: cliente difficile', messaggioCliente: 'La richiamo domattina alle 9.' },
    })
    expect(written.status).toBe(201)
    const doc = written.body.doc as { id: number; messaggioClienteIl: string }
    const page = await tracker(lead.token)
    const message = partner(page.body, energia)?.events.find((event) => event.kind === 'messaggio')
    expect(message).toEqual({ kind: 'messaggio', at: doc.messaggioClienteIl, detail: 'La richiamo domattina alle 9.' })
    expect(page.text).not.toContain('Nota privata')
    // The date is the server's, not the partner's to set; an empty message takes it back.
    expect((await rest('PATCH', `/lead-statuses/${doc.id}?depth=0`, { token, body: { messaggioClienteIl: '2020-01-01T00:00:00.000Z' } })).body.doc).toMatchObject({ messaggioClienteIl: doc.messaggioClienteIl })
    expect((await rest('PATCH', `/lead-statuses/${doc.id}?depth=0`, { token, body: { messaggioCliente: '' } })).status).toBe(200)
    expect(partner((await tracker(lead.token)).body, energia)?.events.map((event) => event.kind)).toEqual(['avvisato', 'contattato'])
  })

  it('answers 404 for an unknown reference, in Italian', async () => {
    const unknown = await raw('GET', '/public/request?ref=non-esiste-questo-token')
    expect(unknown.status).toBe(404)
    expect(unknown.body.error).toBe('Richiesta non trovata.')
    expect((await raw('GET', '/public/request')).status).toBe(404)
  })
})

describe('POST /api/public/request/cancel', () => {
  it('cancels once, tells the partner with a callback to make not to call, and refuses new bookings', async () => {
    const lead = await createLead({ cap: '59100', citta: 'Prato', servizio: 'fotovoltaico' })
    const energia = await merchantId('Energia Toscana S.r.l.')
    const merchantEmail = (await (await payload()).findByID({ collection: collectionSlugs.merchants, id: energia, overrideAccess: true })).email
    const booked = await raw('POST', '/public/bookings', { body: { ref: lead.token, merchantId: energia, partners: true } })
    expect(booked.status).toBe(201)
    const since = new Date().toISOString()

    expect((await raw('POST', '/public/request/cancel', { body: { ref: lead.token } })).status).toBe(200)
    expect((await raw('POST', '/public/request/cancel', { body: { ref: lead.token } })).status).toBe(200)
    const cancelled = await tracker(lead.token)
    expect(cancelled.body.cancelledAt).toEqual(expect.any(String))
    const notices = (await queuedEmails([merchantEmail], since)).filter((mail) => mail.subject.startsWith('Richiesta annullata dal cliente'))
    expect(notices).toHaveLength(1)
    expect(notices[0]?.text).toContain('non chiamare')

    const again = await raw('POST', '/public/bookings', { body: { ref: lead.token, merchantId: energia, partners: true } })
    expect(again.status).toBe(409)
    expect(again.body.error).toBe('La richiesta è stata annullata: non è più possibile prenotare una richiamata.')

    // The callback is off for good: its state no longer moves, for the partner or an admin.
    const moved = await rest('PATCH', `/bookings/${booked.body.id}`, { token: await loginAs('Admin'), body: { stato: 'contattato' } })
    expect([moved.status, JSON.stringify(moved.body)]).toEqual([409, expect.stringContaining(consumerActionMessages.bookingClosed)])
  })

  it('refuses a malformed reference (400) and an unknown one (404), in Italian', async () => {
    const malformed = await raw('POST', '/public/request/cancel', { body: { ref: 'x' } })
    expect(malformed.status).toBe(400)
    const unknown = await raw('POST', '/public/request/cancel', { body: { ref: 'non-esiste-questo-token' } })
    expect(unknown.status).toBe(404)
    expect(unknown.body.error).toBe('Richiesta non trovata.')
  })
})

describe('POST /api/public/request/erasure', () => {
  it('records the wish once, cancels the request and tells every admin', async () => {
    const lead = await createLead({ cap: '59100', citta: 'Prato', servizio: 'fotovoltaico' })
    erasureSubjects.push(lead.email)
    const p = await payload()
    const admins = (await p.find({ collection: collectionSlugs.users, where: { roles: { contains: 'admin' } }, overrideAccess: true })).docs.map((user) => user.email)
    const since = new Date().toISOString()

    expect((await raw('POST', '/public/request/erasure', { body: { ref: lead.token } })).status).toBe(200)
    expect((await raw('POST', '/public/request/erasure', { body: { ref: lead.token } })).status).toBe(200)
    const asked = await tracker(lead.token)
    expect(asked.body.erasureRequestedAt).toEqual(expect.any(String))
    expect(asked.body.cancelledAt).toEqual(expect.any(String))
    const notices = (await queuedEmails(admins, since)).filter((mail) => mail.subject === `Richiesta di cancellazione dei dati: ${lead.email}`)
    expect(notices).toHaveLength(admins.length)
    const audit = await p.find({ collection: collectionSlugs.auditLog, where: { and: [{ action: { equals: 'erasure-request' } }, { subject: { equals: personReference(lead.email) } }] }, overrideAccess: true })
    expect(audit.totalDocs).toBe(1)
  })
})

describe('POST /api/public/request/reschedule', () => {
  const tomorrowSlots = () => callbackSlots(new Date(Date.now() + 86_400_000), 7)
  const merchantEmail = async (id: number) => (await (await payload()).findByID({ collection: collectionSlugs.merchants, id, overrideAccess: true })).email

  async function bookedLead(richiamata?: string) {
    const lead = await createLead({ cap: '59100', citta: 'Prato', servizio: 'fotovoltaico' })
    const energia = await merchantId('Energia Toscana S.r.l.')
    const booked = await raw('POST', '/public/bookings', { body: { ref: lead.token, merchantId: energia, partners: true, richiamata } })
    expect(booked.status).toBe(201)
    return { lead, energia, booking: booked.body.id as number }
  }

  it('stores the new slot, e-mails the partner once and shows it on the tracker', async () => {
    const [first, second] = tomorrowSlots()
    const { lead, energia, booking } = await bookedLead(first!.value)
    const to = await merchantEmail(energia)
    const since = new Date().toISOString()

    // Open admin views hear of the change once it is committed.
    const listener = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await listener.connect()
    const events: unknown[] = []
    listener.on('notification', (message) => events.push(JSON.parse(message.payload ?? 'null')))
    await listener.query('LISTEN admin_live')
    try {
      const changed = await raw('POST', '/public/request/reschedule', { body: { ref: lead.token, booking, slot: second!.value } })
      expect(changed.status).toBe(200)
      expect(changed.body).toEqual({ ok: true, richiamata: second!.value })
      await expect.poll(() => events).toContainEqual({ collection: 'bookings', id: booking, op: 'update' })
    } finally {
      await listener.end()
    }
    const stored = await (await payload()).findByID({ collection: collectionSlugs.bookings, id: booking, overrideAccess: true })
    expect(new Date(stored.richiamata!).toISOString()).toBe(second!.value)
    expect(stored.stato).toBe('in_attesa')
    const shown = partner((await tracker(lead.token)).body, energia)
    expect(shown?.booking).toEqual({ id: booking, stato: 'in_attesa', richiamata: second!.value, propostaRichiamata: null })
    expect(shown?.events.find((event) => event.kind === 'prenotato')?.detail).toBe(`${formatRomeDateTime(second!.start)} (ora italiana)`)

    // The same slot again changes nothing and tells nobody twice.
    expect((await raw('POST', '/public/request/reschedule', { body: { ref: lead.token, booking, slot: second!.value } })).status).toBe(200)
    const notices = (await queuedEmails([to], since)).filter((mail) => mail.subject.startsWith('Il cliente ha cambiato l’orario della richiamata'))
    expect(notices).toHaveLength(1)
    expect(notices[0]?.subject).toBe('Il cliente ha cambiato l’orario della richiamata: Fotovoltaico (59100)')
    expect(notices[0]?.text).toContain(`ora il giorno ${formatRomeDateTime(second!.start)} (ora italiana)`)
    expect(notices[0]?.text).toContain('Elena Rossi')

    // Empty: as soon as possible.
    const asap = await raw('POST', '/public/request/reschedule', { body: { ref: lead.token, booking, slot: '' } })
    expect(asap.status).toBe(200)
    expect(partner((await tracker(lead.token)).body, energia)?.booking?.richiamata).toBeNull()
  })

  it('refuses, in Italian and without a 5xx, what is not the consumer’s to change', async () => {
    const [first, second] = tomorrowSlots()
    const { lead, booking } = await bookedLead(first!.value)
    const other = await bookedLead()
    const send = (body: Record<string, unknown>) => raw('POST', '/public/request/reschedule', { body: { ref: lead.token, booking, slot: second!.value, ...body } })

    const unknown = await send({ ref: 'non-esiste-questo-token' })
    expect([unknown.status, unknown.body.error]).toEqual([404, trackerMessages.notFound])
    const malformed = await send({ ref: 'x' })
    expect([malformed.status, malformed.body.error]).toEqual([400, trackerMessages.notFound])
    const notTheirs = await send({ booking: other.booking })
    expect([notTheirs.status, notTheirs.body.error]).toEqual([404, trackerMessages.bookingNotFound])
    const evening = romeToInstant(romeDateTime(first!.start), 21).toISOString()
    const late = await send({ slot: evening })
    expect([late.status, late.body.error]).toEqual([400, telemarketingMessages.slotOutsideHours])
    const past = await send({ slot: new Date(Date.now() - 3_600_000).toISOString() })
    expect([past.status, past.body.error]).toEqual([400, telemarketingMessages.slotPast])
    const garbage = await send({ booking: 'uno' })
    expect(garbage.status).toBe(400)

    // The partner took it up: too late to move it.
    await (await payload()).update({ collection: collectionSlugs.bookings, id: other.booking, data: { stato: 'contattato' }, overrideAccess: true })
    const taken = await raw('POST', '/public/request/reschedule', { body: { ref: other.lead.token, booking: other.booking, slot: second!.value } })
    expect([taken.status, taken.body.error]).toEqual([409, trackerMessages.rescheduleTaken])

    expect((await raw('POST', '/public/request/cancel', { body: { ref: lead.token } })).status).toBe(200)
    const cancelled = await send({})
    expect([cancelled.status, cancelled.body.error]).toEqual([409, trackerMessages.rescheduleCancelled])

    // Nothing of the refused changes was stored.
    const p = await payload()
    expect(new Date((await p.findByID({ collection: collectionSlugs.bookings, id: booking, overrideAccess: true })).richiamata!).toISOString()).toBe(first!.value)
    expect((await p.findByID({ collection: collectionSlugs.bookings, id: other.booking, overrideAccess: true })).richiamata ?? null).toBeNull()
  })
})

describe('POST /api/public/request/objection', () => {
  type Controller = { ragioneSociale: string; partitaIva: string | null; sede: string | null; email: string }

  it('lists each partner as an independent controller; an objection hides the contacts from that partner only, tells it once and stops its callback', async () => {
    const lead = await createLead({ cap: '59100', citta: 'Prato', servizio: 'fotovoltaico' })
    const energia = await merchantId('Energia Toscana S.r.l.')
    const p = await payload()
    const merchantEmail = (await p.findByID({ collection: collectionSlugs.merchants, id: energia, overrideAccess: true })).email
    const booked = await raw('POST', '/public/bookings', { body: { ref: lead.token, merchantId: energia, partners: true } })
    expect(booked.status).toBe(201)

    const before = await tracker(lead.token)
    expect(partner(before.body, energia)).toMatchObject({
      objectedAt: null,
      controller: { ragioneSociale: expect.any(String), partitaIva: '02112340597', sede: 'Via Ferrucci 203, Prato', email: merchantEmail } satisfies Controller,
    })
    // With the consent the booking gave, the partner reads the contacts whole.
    const prato = await loginAs('Merchant (Prato)')
    const leadBefore = await rest('GET', `/client-requests/${lead.id}?depth=0`, { token: prato })
    expect([leadBefore.body.telefono, leadBefore.body.email]).toEqual(['+39 347 555 0101', lead.email])

    const since = new Date().toISOString()
    const objected = await raw('POST', '/public/request/objection', { body: { ref: lead.token, merchant: energia } })
    expect(objected.status).toBe(200)
    expect(objected.body).toEqual({ ok: true, objectedAt: expect.any(String) })
    // Idempotent: the first objection's date stays, one record, one e-mail.
    const again = await raw('POST', '/public/request/objection', { body: { ref: lead.token, merchant: energia } })
    expect([again.status, again.body.objectedAt]).toEqual([200, objected.body.objectedAt])
    const records = await p.find({ collection: collectionSlugs.leadObjections, where: { clientRequest: { equals: lead.id } }, depth: 0, overrideAccess: true })
    expect(records.docs.map((doc) => doc.merchant)).toEqual([energia])
    expect(partner((await tracker(lead.token)).body, energia)?.objectedAt).toBe(objected.body.objectedAt)

    const notices = (await queuedEmails([merchantEmail], since)).filter((mail) => mail.subject === 'Opposizione del cliente: Fotovoltaico (59100)')
    expect(notices).toHaveLength(1)
    expect(notices[0]!.text).toContain('si è opposto/a al trattamento dei suoi dati')
    expect(notices[0]!.text).not.toContain(lead.email)
    expect(notices[0]!.text).not.toContain('555 0101')

    // The partner reads the request and its booking without the contacts; an admin still reads them whole.
    const leadAfter = await rest('GET', `/client-requests/${lead.id}?depth=0`, { token: prato })
    expect([leadAfter.status, leadAfter.body.telefono, leadAfter.body.email]).toEqual([200, objectionMessages.hiddenContact, objectionMessages.hiddenContact])
    const bookingAfter = await rest('GET', `/bookings/${booked.body.id}?depth=0`, { token: prato })
    expect([bookingAfter.body.telefonoCliente, bookingAfter.body.emailCliente]).toEqual([objectionMessages.hiddenContact, objectionMessages.hiddenContact])
    const list = await rest('GET', `/client-requests?depth=0&where[id][equals]=${lead.id}`, { token: prato })
    expect(JSON.stringify(list.body)).not.toContain(lead.email)
    const admin = await rest('GET', `/client-requests/${lead.id}?depth=0`, { token: await loginAs('Admin') })
    expect([admin.body.telefono, admin.body.email]).toEqual(['+39 347 555 0101', lead.email])

    // The offers page no longer offers that partner's callback, for this request; the refusal holds all the same.
    const offersBefore = (await raw('GET', `/public/offers?ref=${lead.token}&scope=cap`)).body.merchants as { id: number }[]
    expect(offersBefore.some((merchant) => merchant.id === energia)).toBe(false)
    expect(offersBefore.length).toBeGreaterThan(0)
    const rebook = await raw('POST', '/public/bookings', { body: { ref: lead.token, merchantId: energia, partners: true } })
    expect([rebook.status, rebook.body.error]).toEqual([409, objectionMessages.bookingRefused])

    // Another request of the same person and partner is untouched.
    const other = await createLead({ cap: '59100', citta: 'Prato', servizio: 'fotovoltaico' })
    expect((await raw('POST', '/public/bookings', { body: { ref: other.token, merchantId: energia, partners: true } })).status).toBe(201)
    expect((await rest('GET', `/client-requests/${other.id}?depth=0`, { token: prato })).body.telefono).toBe('+39 347 555 0101')
  })

  it('refuses a partner the page does not list and an unknown request (404), a malformed one (400), in Italian', async () => {
    const lead = await createLead({ cap: '59100', citta: 'Prato', servizio: 'fotovoltaico' })
    const milano = await merchantId('Lombardia Connect')
    const stranger = await raw('POST', '/public/request/objection', { body: { ref: lead.token, merchant: milano } })
    expect([stranger.status, stranger.body.error]).toEqual([404, trackerMessages.partnerNotFound])
    const unknown = await raw('POST', '/public/request/objection', { body: { ref: 'non-esiste-questo-token', merchant: milano } })
    expect([unknown.status, unknown.body.error]).toEqual([404, trackerMessages.notFound])
    const malformed = await raw('POST', '/public/request/objection', { body: { ref: lead.token, merchant: 'tutti' } })
    expect(malformed.status).toBe(400)
    expect(malformed.text).toContain('Partner non trovato.')
    const p = await payload()
    expect((await p.count({ collection: collectionSlugs.leadObjections, where: { clientRequest: { equals: lead.id } }, overrideAccess: true })).totalDocs).toBe(0)
  })
})
