import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { offersMessages, phoneMaskMessages } from '#content-schema'
import { collectionSlugs } from '../../../cms/src/slugs.ts'
import { loginAs, payload, rest } from '../support/helpers.ts'
import { cleanUp, createLead, merchantId, queuedEmails, raw, track } from '../support/offersHelpers.ts'

/**
 * Merchants see a client's phone number only when the client consented, with that submission, to be
 * contacted by that partner on the phone; with a consent to e-mail only, "+39 345 ••• ••12" everywhere a merchant can
 * read it; without a consent naming it, a lead's partner reads no contact at all («Non condiviso»). Admins see it whole.
 * Merchant A is the demo Prato merchant (59100: luce-gas, fotovoltaico, caldaie-clima).
 */
afterAll(cleanUp)

const PHONE = '+39 345 678 9012'
const MASKED = '+39 345 ••• ••12'
const NOT_SHARED = phoneMaskMessages.notShared
const tokens = { merchant: '', admin: '' }
const ids = { merchant: 0, refused: 0, granted: 0, emailOnly: 0, withdrawn: 0, bookingRefused: 0, bookingGranted: 0, callGranted: 0, callNoConsent: 0 }
const consentIds: number[] = []

async function consent(link: { lead?: number; booking?: number }, granted: boolean, { withdrawnAt, channels = ['telefono'] }: { withdrawnAt?: string; channels?: ('telefono' | 'email')[] } = {}) {
  const p = await payload()
  const doc = await p.create({
    collection: collectionSlugs.consents,
    data: { email: 'masking@example.com', grants: [{ purpose: 'partners', granted, channels, merchant: ids.merchant }], legalVersion: 'test', withdrawnAt, ...link },
    overrideAccess: true,
  })
  consentIds.push(doc.id)
}

async function lead(nome: string): Promise<number> {
  const p = await payload()
  const doc = await p.create({
    collection: collectionSlugs.clientRequests,
    data: { nome, email: 'masking@example.com', telefono: PHONE, servizio: 'luce-gas', cap: '59100', messaggio: `Chiamatemi al 345 678 9012, ${nome}`, verificataIl: new Date().toISOString() },
    overrideAccess: true,
  })
  track('client-requests', doc.id)
  return doc.id
}

async function booking(nome: string, leadId?: number): Promise<number> {
  const p = await payload()
  const doc = await p.create({
    collection: collectionSlugs.bookings,
    data: {
      merchant: ids.merchant,
      lead: leadId,
      origine: leadId ? 'offerte' : 'chiamata',
      nomeCliente: nome,
      telefonoCliente: PHONE,
      emailCliente: 'masking@example.com',
      servizioRichiesto: 'luce-gas',
      capCliente: '59100',
      messaggio: `Dati cliente\nNome: ${nome}\nTelefono: ${PHONE}`,
      stato: 'in_attesa',
    },
    overrideAccess: true,
  })
  track('bookings', doc.id)
  return doc.id
}

beforeAll(async () => {
  tokens.merchant = await loginAs('Merchant (Prato)')
  tokens.admin = await loginAs('Admin')
  ids.merchant = await merchantId('Energia Toscana S.r.l.')
  ids.refused = await lead('Mascherato Rifiuto')
  await consent({ lead: ids.refused }, false)
  ids.granted = await lead('Visibile Consenso')
  await consent({ lead: ids.granted }, true)
  ids.emailOnly = await lead('Mascherato Email')
  await consent({ lead: ids.emailOnly }, true, { channels: ['email'] })
  ids.withdrawn = await lead('Mascherato Revoca')
  await consent({ lead: ids.withdrawn }, true, { withdrawnAt: new Date().toISOString() })
  ids.bookingRefused = await booking('Prenotazione Rifiuto', ids.refused)
  ids.bookingGranted = await booking('Prenotazione Consenso', ids.granted)
  ids.callGranted = await booking('Chiamata Consenso')
  await consent({ booking: ids.callGranted }, true)
  ids.callNoConsent = await booking('Chiamata Senza Consenso')
})

afterAll(async () => {
  const p = await payload()
  await p.delete({ collection: collectionSlugs.consents, where: { id: { in: consentIds } }, overrideAccess: true })
})

const get = (who: keyof typeof tokens, path: string) => rest('GET', path, { token: tokens[who] })
const byId = (docs: Record<string, unknown>[] | undefined, id: number) => docs?.find((doc) => doc.id === id)

describe('leads read by a merchant', () => {
  it('show the number only with the partner’s phone consent, masked with an e-mail one, in the message too; refused or withdrawn, no contact at all', async () => {
    const list = await get('merchant', '/client-requests?limit=200&depth=0')
    expect(list.status).toBe(200)
    expect(byId(list.body.docs, ids.granted)).toMatchObject({ telefono: PHONE, messaggio: 'Chiamatemi al 345 678 9012, Visibile Consenso' })
    expect(byId(list.body.docs, ids.emailOnly)).toMatchObject({ nome: 'Mascherato Email', email: 'masking@example.com', telefono: MASKED, messaggio: `Chiamatemi al ${MASKED}, Mascherato Email` })
    expect(byId(list.body.docs, ids.refused)).toMatchObject({ nome: NOT_SHARED, email: NOT_SHARED, telefono: NOT_SHARED, messaggio: `Chiamatemi al ${MASKED}, ${NOT_SHARED}` })
    expect(byId(list.body.docs, ids.withdrawn)).toMatchObject({ nome: NOT_SHARED, telefono: NOT_SHARED })
    for (const id of [ids.refused, ids.emailOnly]) {
      const one = await get('merchant', `/client-requests/${id}`)
      expect(JSON.stringify(one.body)).not.toContain('678')
    }
    expect(JSON.stringify((await get('merchant', `/client-requests/${ids.refused}`)).body)).not.toContain('masking@example.com')
  })

  it('cannot probe a masked number by filtering or sorting on it', async () => {
    for (const path of [
      '/client-requests?where[telefono][like]=678',
      '/client-requests?where[messaggio][like]=678',
      '/client-requests?sort=telefono',
      '/bookings?where[telefonoCliente][like]=678',
      '/bookings?where[messaggio][contains]=678',
    ]) {
      const result = await get('merchant', path)
      expect(result.status, path).toBeGreaterThanOrEqual(400)
      expect(result.status, path).toBeLessThan(500)
      expect(result.body.docs, path).toBeUndefined()
    }
  })

  it('an admin sees every number and can filter by it', async () => {
    const list = await get('admin', `/client-requests?where[telefono][equals]=${encodeURIComponent(PHONE)}&limit=10&depth=0`)
    expect(list.body.docs!.map((doc) => doc.telefono)).toEqual([PHONE, PHONE, PHONE, PHONE])
    expect((await get('admin', `/client-requests/${ids.refused}`)).body.messaggio).toBe('Chiamatemi al 345 678 9012, Mascherato Rifiuto')
  })
})

describe('bookings read by a merchant', () => {
  it('follow the consent of the lead they come from, or of the call form they were made with', async () => {
    const list = await get('merchant', '/bookings?limit=200&depth=0')
    expect(list.status).toBe(200)
    expect(byId(list.body.docs, ids.bookingGranted)).toMatchObject({ telefonoCliente: PHONE, messaggio: expect.stringContaining(`Telefono: ${PHONE}`) })
    expect(byId(list.body.docs, ids.callGranted)).toMatchObject({ telefonoCliente: PHONE })
    for (const id of [ids.bookingRefused, ids.callNoConsent]) {
      const doc = byId(list.body.docs, id)!
      expect(doc.telefonoCliente).toBe(MASKED)
      expect(doc.messaggio).toContain(`Telefono: ${MASKED}`)
      expect(JSON.stringify(doc)).not.toContain('678')
    }
  })

  it('mask the populated lead too', async () => {
    const one = await get('merchant', `/bookings/${ids.bookingRefused}?depth=1`)
    expect(one.body.telefonoCliente).toBe(MASKED)
    expect((one.body.lead as { telefono: string }).telefono).toBe(NOT_SHARED)
  })

  it('a status change answers with the masked number and keeps the stored one', async () => {
    const moved = await rest('PATCH', `/bookings/${ids.bookingRefused}`, { token: tokens.merchant, body: { stato: 'contattato' } })
    expect(moved.status).toBe(200)
    expect((moved.body.doc as { telefonoCliente: string }).telefonoCliente).toBe(MASKED)
    const p = await payload()
    const stored = await p.findByID({ collection: collectionSlugs.bookings, id: ids.bookingRefused, depth: 0, overrideAccess: true })
    expect(stored).toMatchObject({ telefonoCliente: PHONE, stato: 'contattato', messaggio: expect.stringContaining(`Telefono: ${PHONE}`) })
  })

  it('an admin sees every number', async () => {
    const list = await get('admin', '/bookings?limit=200&depth=0')
    for (const id of [ids.bookingRefused, ids.bookingGranted, ids.callGranted, ids.callNoConsent]) expect(byId(list.body.docs, id)?.telefonoCliente).toBe(PHONE)
  })
})

describe('the booking e-mail to the merchant', () => {
  it.each([
    ['given with the request', true, {}],
    ['given in the booking dialog', false, { partners: true }],
  ])('shows the number with the partner consent %s', async (_when, granted, extra) => {
    const created = await createLead({ cap: '59100', citta: 'Prato', servizio: 'fotovoltaico' })
    const since = new Date().toISOString()
    await consent({ lead: created.id }, granted)
    const result = await raw('POST', '/public/bookings', { body: { ref: created.token, merchantId: ids.merchant, ...extra } })
    expect(result.status).toBe(201)
    const [mail] = (await queuedEmails(['info@energiatoscana.it'], since)).filter((email) => email.subject.startsWith('Nuova richiesta di richiamata'))
    expect(mail!.text).toContain('Telefono: +39 347 555 0101')
  })

  it('is never sent with a masked number: without the consent the booking is refused', async () => {
    const created = await createLead({ cap: '59100', citta: 'Prato', servizio: 'fotovoltaico' })
    const since = new Date().toISOString()
    await consent({ lead: created.id }, false)
    const result = await raw('POST', '/public/bookings', { body: { ref: created.token, merchantId: ids.merchant, partners: false } })
    expect(result.status).toBe(400)
    expect(result.body.error).toBe(offersMessages.consentRequired)
    expect(await queuedEmails(['info@energiatoscana.it', created.email], since)).toEqual([])
  })
})
