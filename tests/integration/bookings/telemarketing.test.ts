import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { callbackSlots, romeDateTime, romeToInstant, telemarketingMessages } from '#content-schema'
import { collectionSlugs } from '../../../cms/src/slugs.ts'
import { payload } from '../support/helpers.ts'
import { cleanUp, queuedEmails, raw } from '../support/offersHelpers.ts'

/** The call form's preferred callback slot: the server takes only slots inside the telemarketing hours. */
afterAll(cleanUp)

const form = (richiamata?: string) => ({
  servizio: 'gas-e-luce',
  nome: 'Paolo',
  cognome: 'Verdi',
  email: `paolo.${randomUUID().slice(0, 8)}@example.com`,
  cellulare: '333 444 5566',
  descrizione: 'Vorrei cambiare fornitore di luce.',
  cap: '59100',
  privacy: true,
  partners: true,
  partnerChannels: ['telefono'],
  ...(richiamata === undefined ? {} : { richiamata }),
})

/** The next day (after today) in Italy that is a Sunday, as the instant of hh:00 there. */
function nextSunday(hour: number): string {
  const today = romeDateTime(new Date())
  const offset = ((7 - today.weekday) % 7) || 7
  const day = new Date(Date.UTC(today.year, today.month - 1, today.day + offset))
  return romeToInstant({ year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() }, hour).toISOString()
}

/** The next weekday-or-Saturday slot offered, at least a day ahead, and the same day at 21:00. */
function offeredSlot() {
  const slot = callbackSlots(new Date(Date.now() + 86_400_000), 7)[0]!
  const local = romeDateTime(slot.start)
  return { slot: slot.value, evening: romeToInstant(local, 21).toISOString(), early: romeToInstant(local, 7).toISOString() }
}

describe('POST /api/public/call-requests with a preferred slot', () => {
  it.each([
    ['a Sunday', () => nextSunday(11), telemarketingMessages.slotOutsideHours],
    ['an evening at 21:00', () => offeredSlot().evening, telemarketingMessages.slotOutsideHours],
    ['a morning at 7:00', () => offeredSlot().early, telemarketingMessages.slotOutsideHours],
    ['a slot already passed', () => new Date(Date.now() - 3_600_000).toISOString().replace(/:\d\d:\d\d\.\d+Z$/, ':00:00.000Z'), telemarketingMessages.slotPast],
    ['a slot a month ahead', () => romeToInstant(romeDateTime(new Date(Date.now() + 30 * 86_400_000)), 10).toISOString(), telemarketingMessages.slotTooFar(14)],
    ['a text', () => 'domani', telemarketingMessages.slotInvalid],
    ['a number', () => 12 as unknown as string, telemarketingMessages.slotInvalid],
  ])('refuses %s with a 400 and the Italian reason, storing nothing', async (_name, value, message) => {
    const body = form(value())
    const result = await raw('POST', '/public/call-requests', { body })
    expect(result.status).toBe(400)
    expect(result.body.issues).toEqual([{ path: 'richiamata', message }])
    const p = await payload()
    expect((await p.count({ collection: collectionSlugs.bookings, where: { emailCliente: { equals: body.email } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('stores an allowed slot with the booking and tells the admins and the client', async () => {
    const since = new Date().toISOString()
    const { slot } = offeredSlot()
    const body = form(slot)
    const created = await raw('POST', '/public/call-requests', { body })
    expect(created.status).toBe(201)
    const p = await payload()
    const booking = await p.findByID({ collection: collectionSlugs.bookings, id: created.body.id as number, depth: 0, overrideAccess: true })
    expect(booking.messaggio).toBe('Vorrei cambiare fornitore di luce.')
    expect(new Date(booking.richiamata!).toISOString()).toBe(new Date(slot).toISOString())
    const emails = await queuedEmails(['admin@casaconfronta.it', body.email], since)
    expect(emails).toHaveLength(2)
    for (const email of emails) expect(email.text).toMatch(/Richiamata preferita: \S+ \d+ \S+ \d{4}, \d\d:00/)
  })

  it('an empty choice means as soon as possible: no slot line', async () => {
    const created = await raw('POST', '/public/call-requests', { body: form('') })
    expect(created.status).toBe(201)
    const p = await payload()
    const booking = await p.findByID({ collection: collectionSlugs.bookings, id: created.body.id as number, depth: 0, overrideAccess: true })
    expect(booking.messaggio).toBe('Vorrei cambiare fornitore di luce.')
  })
})

describe('the call form’s number', () => {
  it.each([['+39 339 123 4567'], ['339 123 4567'], ['0039 339 123 4567']])('%s is stored and written with +39 once', async (cellulare) => {
    const since = new Date().toISOString()
    const body = { ...form(''), cellulare }
    const created = await raw('POST', '/public/call-requests', { body })
    expect(created.status).toBe(201)
    const p = await payload()
    const booking = await p.findByID({ collection: collectionSlugs.bookings, id: created.body.id as number, depth: 0, overrideAccess: true })
    expect(booking.telefonoCliente).toBe('+39 339 123 4567')
    const emails = await queuedEmails(['admin@casaconfronta.it', body.email], since)
    expect(emails).toHaveLength(2)
    const notice = emails.find((email) => email.to === 'admin@casaconfronta.it')!
    expect(notice.text).toContain('+39 339 123 4567')
    expect(notice.text).not.toContain('+39 +39')
    // The client's confirmation is a fixed text, with nothing the sender typed (no-relay.test.ts).
    expect(emails.find((email) => email.to === body.email)!.text).not.toContain('339 123 4567')
  })

  it('offers the withdrawal link only to someone who gave the promotional consent', async () => {
    const since = new Date().toISOString()
    const without = { ...form(''), marketing: false }
    const withConsent = { ...form(''), marketing: true }
    expect((await raw('POST', '/public/call-requests', { body: without })).status).toBe(201)
    expect((await raw('POST', '/public/call-requests', { body: withConsent })).status).toBe(201)
    const [plain] = await queuedEmails([without.email], since)
    const [consented] = await queuedEmails([withConsent.email], since)
    expect(plain!.text).not.toContain('Revoca il consenso')
    expect(consented!.text).toContain('Revoca il consenso alle comunicazioni promozionali')
  })
})
