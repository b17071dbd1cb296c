import { beforeAll, describe, expect, it } from 'vitest'
import { bookingListSpec, leadListSpec, leadWorkflowMessages, MERCHANT_LIST_PAGE_SIZE, merchantListParams, phoneMaskMessages, RESPONSE_TIME_MIN_CASES, type MerchantResponseTime, type OffersResponse } from '#content-schema'
import { createLocalReq } from 'payload'
import { publicResponseHours, responseTimes } from '../../../cms/src/offers/responseTimes.ts'
import { collectionSlugs } from '../../../cms/src/slugs.ts'
import { merchantProfile } from '../../fixtures.ts'
import { payload, rest } from '../support/helpers.ts'
import { createLead, demoPartnersWithLeads, raw } from '../support/offersHelpers.ts'

/**
 * The merchant's own lead workflow (lead-statuses): status and message for the consumer per merchant and lead, written only
 * for leads the merchant can see, through the workflow's transitions, never read by another merchant; and the
 * response time computed from it and from the bookings (cms/src/offers/responseTimes.ts).
 * Prato is the demo merchant of 59100 (luce-gas, fotovoltaico, caldaie-clima), Milano of 20121.
 */
const tokens = { prato: '', milano: '', admin: '' }
const ids = { prato: 0, milano: 0, pratoLead: 0, milanoLead: 0, row: 0 }

beforeAll(async () => {
  const partners = await demoPartnersWithLeads()
  Object.assign(tokens, partners.tokens)
  Object.assign(ids, partners.ids)
})

describe('lead statuses: access', () => {
  it('a merchant sets the status and a message of a lead it can see; the row is its own and timed by the server', async () => {
    const created = await rest('POST', '/lead-statuses', {
      token: tokens.prato,
      body: { clientRequest: ids.pratoLead, stato: 'contattato', messaggioCliente: 'La richiamiamo dopo le 18', merchant: ids.milano, firstActionAt: '2020-01-01T00:00:00.000Z' },
    })
    expect(created.status).toBe(201)
    const doc = created.body.doc as Record<string, unknown>
    ids.row = doc.id as number
    expect(doc.merchant).toMatchObject({ id: ids.prato })
    expect(doc.stato).toBe('contattato')
    expect(doc.messaggioCliente).toBe('La richiamiamo dopo le 18')
    expect(doc).not.toHaveProperty('note')
    expect(Math.abs(Date.parse(doc.firstActionAt as string) - Date.now())).toBeLessThan(60_000)
  })

  it('another merchant neither reads nor changes it, nor writes on a lead outside its area', async () => {
    const list = await rest('GET', '/lead-statuses?limit=100&depth=0', { token: tokens.milano })
    expect(list.status).toBe(200)
    expect(list.body.docs!.map((doc) => doc.id)).not.toContain(ids.row)
    expect((await rest('GET', `/lead-statuses/${ids.row}`, { token: tokens.milano })).status).toBe(404)
    const patched = await rest('PATCH', `/lead-statuses/${ids.row}`, { token: tokens.milano, body: { messaggioCliente: 'scritta da altri' } })
    expect([403, 404]).toContain(patched.status)
    const outOfScope = await rest('POST', '/lead-statuses', { token: tokens.milano, body: { clientRequest: ids.pratoLead, stato: 'contattato' } })
    expect(outOfScope.status).toBe(400)
    expect((outOfScope.body.errors as { message: string }[])[0]!.message).toBe(leadWorkflowMessages.outOfScope)
    const alsoOut = await rest('POST', '/lead-statuses', { token: tokens.prato, body: { clientRequest: ids.milanoLead, stato: 'contattato' } })
    expect(alsoOut.status).toBe(400)
    const stored = await (await payload()).findByID({ collection: collectionSlugs.leadStatuses, id: ids.row, depth: 0, overrideAccess: true })
    expect(stored.messaggioCliente).toBe('La richiamiamo dopo le 18')
  })

  it('a visitor reads nothing; an admin reads every row with its message', async () => {
    expect((await rest('GET', '/lead-statuses')).status).toBe(403)
    const admin = await rest('GET', `/lead-statuses/${ids.row}?depth=0`, { token: tokens.admin })
    expect(admin.status).toBe(200)
    expect(admin.body.messaggioCliente).toBe('La richiamiamo dopo le 18')
  })

  it('one row per merchant and lead: a second create is refused', async () => {
    const again = await rest('POST', '/lead-statuses', { token: tokens.prato, body: { clientRequest: ids.pratoLead, stato: 'contattato' } })
    expect(again.status).toBe(400)
  })

  it('the workflow refuses skipped or backward moves in Italian and keeps the first answer time', async () => {
    const before = (await (await payload()).findByID({ collection: collectionSlugs.leadStatuses, id: ids.row, depth: 0, overrideAccess: true })).firstActionAt
    const skipped = await rest('PATCH', `/lead-statuses/${ids.row}`, { token: tokens.prato, body: { stato: 'preventivo_inviato' } })
    expect(skipped.status).toBe(200)
    const back = await rest('PATCH', `/lead-statuses/${ids.row}`, { token: tokens.prato, body: { stato: 'appuntamento' } })
    expect(back.status).toBe(400)
    expect((back.body.errors as { message: string }[])[0]!.message).toBe(leadWorkflowMessages.notAllowed('preventivo_inviato', 'appuntamento'))
    expect((await rest('PATCH', `/lead-statuses/${ids.row}`, { token: tokens.prato, body: { stato: 'nuovo' } })).status).toBe(400)
    const quoted = await rest('PATCH', `/lead-statuses/${ids.row}?depth=0`, { token: tokens.prato, body: { stato: 'preventivo_inviato', messaggioCliente: 'Preventivo di 4.200 € inviato per e-mail' } })
    expect(quoted.status).toBe(200)
    expect((quoted.body.doc as Record<string, unknown>).firstActionAt).toBe(before)
    expect((await rest('PATCH', `/lead-statuses/${ids.row}`, { token: tokens.prato, body: { stato: 'vinto' } })).status).toBe(200)
    expect((await rest('PATCH', `/lead-statuses/${ids.row}`, { token: tokens.prato, body: { stato: 'perso' } })).status).toBe(400)
    const tooLong = await rest('PATCH', `/lead-statuses/${ids.row}`, { token: tokens.prato, body: { messaggioCliente: 'x'.repeat(1001) } })
    expect(tooLong.status).toBe(400)
  })

  it('a message alone keeps the lead "Nuovo" and is no answer yet', async () => {
    const lead = await createLead({ cap: '59100', citta: 'Prato', servizio: 'fotovoltaico' })
    const noted = await rest('POST', '/lead-statuses?depth=0', { token: tokens.prato, body: { clientRequest: lead.id, stato: 'nuovo', messaggioCliente: 'La chiamiamo domani' } })
    expect(noted.status).toBe(201)
    expect((noted.body.doc as Record<string, unknown>).firstActionAt ?? null).toBeNull()
  })

  it('booking leaving "In Attesa" is timed once', async () => {
    const p = await payload()
    const booking = await p.create({
      collection: collectionSlugs.bookings,
      data: { merchant: ids.prato, origine: 'chiamata', nomeCliente: 'Tempo Prova', telefonoCliente: '+39 333 000 1111', emailCliente: 'tempo@example.com', servizioRichiesto: 'luce-gas', stato: 'in_attesa' },
      overrideAccess: true,
    })
    expect(booking.firstActionAt ?? null).toBeNull()
    const contacted = await rest('PATCH', `/bookings/${booking.id}?depth=0`, { token: tokens.prato, body: { stato: 'contattato' } })
    expect(contacted.status).toBe(200)
    const first = (contacted.body.doc as Record<string, unknown>).firstActionAt as string
    expect(Math.abs(Date.parse(first) - Date.now())).toBeLessThan(60_000)
    const converted = await rest('PATCH', `/bookings/${booking.id}?depth=0`, { token: tokens.prato, body: { stato: 'convertito' } })
    expect((converted.body.doc as Record<string, unknown>).firstActionAt).toBe(first)
  })
})

describe('messages and privacy', () => {
  it('an erase by e-mail blanks the merchants’ messages on that person’s leads, keeping status and times', async () => {
    const lead = await createLead({ cap: '59100', citta: 'Prato', servizio: 'luce-gas' })
    const noted = await rest('POST', '/lead-statuses?depth=0', { token: tokens.prato, body: { clientRequest: lead.id, stato: 'contattato', messaggioCliente: 'Gentile signora Rossi, la richiamiamo in serata' } })
    expect(noted.status).toBe(201)
    const erased = await rest('POST', '/admin/privacy/erase', { token: tokens.admin, body: { email: lead.email } })
    expect(erased.status).toBe(200)
    const kept = await (await payload()).findByID({ collection: collectionSlugs.leadStatuses, id: (noted.body.doc as { id: number }).id, depth: 0, overrideAccess: true })
    expect(kept.messaggioCliente ?? null).toBeNull()
    expect(kept.stato).toBe('contattato')
    expect(kept.firstActionAt).toBeTruthy()
  })
})

describe('response time', () => {
  const HOUR = 3600_000
  let fresh = 0
  // Every time from one instant: an answer time a millisecond after its case's made a median of 2 h read as 3 (whole
  // hours, rounded up), whenever two readings of the clock straddled a millisecond.
  const now = Date.now()
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR).toISOString()

  /** A lead that arrived `arrived` hours ago and that the fresh merchant first answered `answeredAfter` hours later. */
  async function answeredLead(arrived: number, answeredAfter: number) {
    const p = await payload()
    const lead = await p.create({
      collection: collectionSlugs.clientRequests,
      data: { nome: 'Caso Misurato', email: 'caso@example.com', telefono: '+39 333 111 2222', servizio: 'luce-gas', cap: '59100', createdAt: at(arrived), verificataIl: at(arrived) },
      overrideAccess: true,
    })
    await p.create({
      collection: collectionSlugs.leadStatuses,
      data: { merchant: fresh, clientRequest: lead.id, stato: 'contattato', firstActionAt: at(arrived - answeredAfter) },
      overrideAccess: true,
    })
  }

  beforeAll(async () => {
    const p = await payload()
    const merchant = await p.create({
      collection: collectionSlugs.merchants,
      data: {
        ...merchantProfile({ nomeAzienda: 'Tempi Misurati', cap: '59100', citta: 'Prato', email: 'tempi@example.com' }),
        stato: 'attivo',
        periodiAttivita: [{ dal: at(24 * 30), al: null }],
      } as never,
      context: { seeding: true },
      overrideAccess: true,
    })
    fresh = merchant.id
  })

  it('is the median over answered leads and bookings, hidden from consumers below the threshold', async () => {
    const req = await createLocalReq({}, await payload())
    expect((await responseTimes(req, [fresh])).get(fresh)).toBeUndefined()
    // Answered after 1 h, 3 h and 10 h (leads) and 2 h (a booking): median of 1, 2, 3, 10 = 2.5 h.
    await answeredLead(48, 1)
    await answeredLead(30, 3)
    await answeredLead(20, 10)
    const p = await payload()
    await p.create({
      collection: collectionSlugs.bookings,
      data: {
        merchant: fresh, origine: 'chiamata', nomeCliente: 'Caso Prenotazione', telefonoCliente: '+39 333 000 1111', emailCliente: 'caso@example.com',
        servizioRichiesto: 'luce-gas', stato: 'contattato', createdAt: at(12), firstActionAt: at(10),
      },
      overrideAccess: true,
    })
    // A lead still "Nuovo" and a row still "Nuovo" do not count.
    const waiting = await p.create({
      collection: collectionSlugs.clientRequests,
      data: { nome: 'In Attesa', email: 'attesa@example.com', telefono: '+39 333 111 2222', servizio: 'luce-gas', cap: '59100', createdAt: at(5), verificataIl: at(5) },
      overrideAccess: true,
    })
    await p.create({ collection: collectionSlugs.leadStatuses, data: { merchant: fresh, clientRequest: waiting.id, stato: 'nuovo', messaggioCliente: 'La chiamiamo presto' }, overrideAccess: true })
    const four = (await responseTimes(req, [fresh])).get(fresh)!
    expect(four.cases).toBe(4)
    expect(four.medianSeconds).toBeCloseTo(2.5 * 3600, 0)
    expect(publicResponseHours(four)).toBeNull()
    // A fifth case answered after 30 minutes: median of 0.5, 1, 2, 3, 10 = 2 h, now shown.
    await answeredLead(8, 0.5)
    const five = (await responseTimes(req, [fresh])).get(fresh)!
    expect(five.cases).toBe(RESPONSE_TIME_MIN_CASES)
    expect(five.medianSeconds).toBeCloseTo(2 * 3600, 0)
    expect(publicResponseHours(five)).toBe(2)
  })

  it('the offers card shows it for that merchant', async () => {
    const lead = await createLead({ cap: '59100', citta: 'Prato', servizio: 'luce-gas' })
    const offers = await raw('GET', `/public/offers?ref=${lead.token}&scope=service`)
    expect(offers.status).toBe(200)
    const card = (offers.body as unknown as OffersResponse).merchants.find((merchant) => merchant.id === fresh)
    expect(card?.rispostaOre).toBe(2)
  })

  it('the admin reads it for the merchants of its table; nobody else does', async () => {
    const admin = await rest('GET', `/admin/response-times?ids=${fresh},${ids.prato},abc`, { token: tokens.admin })
    expect(admin.status).toBe(200)
    expect(admin.body[String(fresh)]).toEqual({ cases: 5, medianHours: 2 })
    expect((await rest('GET', `/admin/response-times?ids=${fresh}`, { token: tokens.prato })).status).toBe(403)
  })

  it('the merchant area gets its own figure and the count of leads still "Nuovo" after 24 hours', async () => {
    const p = await payload()
    const old = await p.create({
      collection: collectionSlugs.clientRequests,
      data: { nome: 'Vecchia Richiesta', email: 'vecchia@example.com', telefono: '+39 333 111 2222', servizio: 'luce-gas', cap: '59100', createdAt: at(30), verificataIl: at(30) },
      overrideAccess: true,
    })
    const first = (await rest('GET', '/merchant/response-time', { token: tokens.prato })).body as unknown as MerchantResponseTime
    expect(first.minCases).toBe(RESPONSE_TIME_MIN_CASES)
    expect(first.waiting).toBeGreaterThan(0)
    const answered = await rest('POST', '/lead-statuses', { token: tokens.prato, body: { clientRequest: old.id, stato: 'contattato' } })
    expect(answered.status).toBe(201)
    const after = (await rest('GET', '/merchant/response-time', { token: tokens.prato })).body as unknown as MerchantResponseTime
    expect(after.waiting).toBe(first.waiting - 1)
    expect(after.cases).toBe(first.cases + 1)
    expect(after.medianHours).not.toBeNull()
    expect((await rest('GET', '/merchant/response-time')).status).toBe(403)
  })
})

describe('merchant lists: search, filter, sort, pages (the area’s queries)', () => {
  const names = (docs: Record<string, unknown>[] | undefined, field = 'nome') => (docs ?? []).map((doc) => doc[field])

  it('search and filter only within what the merchant may read', async () => {
    const found = await rest('GET', `/client-requests?${merchantListParams(leadListSpec, { state: '', search: 'lombardi', filter: '', sort: 'newest', page: 1 })}`, { token: tokens.prato })
    expect(found.status).toBe(200)
    expect(names(found.body.docs)).toEqual(['Chiara Lombardi'])
    const none = await rest('GET', `/client-requests?${merchantListParams(leadListSpec, { state: '', search: 'lombardi', filter: '', sort: 'newest', page: 1 })}`, { token: tokens.milano })
    expect(none.body.docs).toEqual([])
    const byService = await rest('GET', `/client-requests?${merchantListParams(leadListSpec, { state: '', search: '', filter: 'caldaie-clima', sort: 'name', page: 1 })}`, { token: tokens.prato })
    expect(byService.body.docs!.every((doc) => doc.servizio === 'caldaie-clima')).toBe(true)
    expect(names(byService.body.docs)).toContain('Anna Gori')
    const byState = await rest('GET', `/bookings?${merchantListParams(bookingListSpec, { state: '', search: '', filter: 'contattato', sort: 'newest', page: 1 })}`, { token: tokens.prato })
    expect(byState.body.docs!.length).toBeGreaterThan(0)
    expect(byState.body.docs!.every((doc) => doc.stato === 'contattato')).toBe(true)
  })

  it('sort by name and page through', async () => {
    const first = await rest('GET', `/client-requests?${merchantListParams(leadListSpec, { state: '', search: '', filter: '', sort: 'name', page: 1 })}`, { token: tokens.prato })
    // Sorted by the stored name: the ones the partner reads (a lead whose consumer did not choose it shows none).
    const sorted = (names(first.body.docs) as string[]).filter((name) => name !== phoneMaskMessages.notShared)
    expect(sorted).toEqual([...sorted].sort((a, b) => a.localeCompare(b)))
    expect(first.body.limit).toBe(MERCHANT_LIST_PAGE_SIZE)
    const total = first.body.totalDocs as number
    const last = await rest('GET', `/client-requests?${merchantListParams(leadListSpec, { state: '', search: '', filter: '', sort: 'name', page: first.body.totalPages as number })}`, { token: tokens.prato })
    expect(last.body.docs!.length).toBe(total - MERCHANT_LIST_PAGE_SIZE * ((first.body.totalPages as number) - 1))
  })
})
