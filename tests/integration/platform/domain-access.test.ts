import { beforeAll, describe, expect, it } from 'vitest'
import { loginAs, payload, rest } from '../support/helpers.ts'

/**
 * Access to personal data from the outside, for every role: visitor, merchant A (Prato, 59100: luce-gas,
 * fotovoltaico, caldaie-clima), merchant B (Milano, 20121), editor and admin. Demo data from the seed.
 */
type Who = 'visitor' | 'merchantA' | 'merchantB' | 'editor' | 'admin'
const tokens: Partial<Record<Who, string>> = {}
const ids = { merchantA: 0, merchantB: 0, bookingA: 0, bookingB: 0, leadA: 0, leadB: 0 }

const call = (who: Who, method: string, path: string, body?: unknown) => rest(method, path, { token: tokens[who], body })

beforeAll(async () => {
  tokens.merchantA = await loginAs('Merchant (Prato)')
  tokens.merchantB = await loginAs('Merchant (Milano)')
  tokens.editor = await loginAs('Editor')
  tokens.admin = await loginAs('Admin')
  const p = await payload()
  const one = async (collection: 'merchants' | 'bookings' | 'client-requests', field: string, value: string) =>
    (await p.find({ collection, where: { [field]: { equals: value } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!.id as number
  ids.merchantA = await one('merchants', 'email', 'info@energiatoscana.it')
  ids.merchantB = await one('merchants', 'email', 'contatti@lombardiaconnect.it')
  ids.bookingA = await one('bookings', 'idempotencyKey', 'demo-booking-1')
  ids.bookingB = await one('bookings', 'idempotencyKey', 'demo-booking-3')
  ids.leadA = await one('client-requests', 'idempotencyKey', 'demo-lead-1')
  ids.leadB = await one('client-requests', 'idempotencyKey', 'demo-lead-3')
})

const privateCollections = ['client-requests', 'bookings', 'team-members', 'consents', 'partial-submissions', 'contact-requests']

describe.each(['visitor', 'editor'] as const)('%s and personal data', (who) => {
  it.each(privateCollections)('cannot list or create %s', async (collection) => {
    const list = await call(who, 'GET', `/${collection}`)
    expect(list.status).toBe(403)
    const create = await call(who, 'POST', `/${collection}`, { nome: 'X', email: 'x@example.com' })
    expect(create.status).toBe(403)
  })

  it('sees only merchants an admin made active, without the owning user or what is pending', async () => {
    const result = await call(who, 'GET', '/merchants?limit=100&depth=0')
    expect(result.status).toBe(200)
    const docs = result.body.docs!
    expect(docs.length).toBeGreaterThan(5)
    expect(docs.every((doc) => doc.stato === 'attivo')).toBe(true)
    expect(docs.some((doc) => doc.nomeAzienda === 'Vesuvio Assicurazioni' || doc.nomeAzienda === 'Nuova Energia Fiorentina')).toBe(false)
    expect(docs.every((doc) => doc.user === undefined && doc.capCopertiProposti === undefined && doc.serviziProposti === undefined)).toBe(true)
  })

  it('cannot change or delete a merchant', async () => {
    expect((await call(who, 'PATCH', `/merchants/${ids.merchantA}`, { nomeAzienda: 'Rubata' })).status).toBe(403)
    expect((await call(who, 'DELETE', `/merchants/${ids.merchantA}`)).status).toBe(403)
  })
})

describe('merchant leads', () => {
  it('shows merchant A only the leads of its CAP and services', async () => {
    const result = await call('merchantA', 'GET', '/client-requests?limit=100&depth=0')
    expect(result.status).toBe(200)
    const docs = result.body.docs!
    // Other test files add leads too: every lead shown must be in scope, and the demo ones in scope are there.
    expect(docs.map((doc) => doc.nome)).toEqual(expect.arrayContaining(['Chiara Lombardi', 'Davide Moretti']))
    expect(docs.every((doc) => doc.cap === '59100' && ['luce-gas', 'fotovoltaico', 'caldaie-clima'].includes(doc.servizio as string))).toBe(true)
    expect(docs.every((doc) => doc.ipAddress === undefined && doc.offersToken === undefined)).toBe(true)
  })

  it("does not widen to another CAP or another merchant's lead", async () => {
    const widened = await call('merchantA', 'GET', '/client-requests?where[or][0][cap][equals]=20121&where[or][1][servizio][equals]=internet-mobile')
    expect(widened.body.docs).toEqual([])
    expect((await call('merchantA', 'GET', `/client-requests/${ids.leadB}`)).status).toBe(404)
    expect((await call('merchantB', 'GET', `/client-requests/${ids.leadA}`)).status).toBe(404)
  })

  it('cannot change or delete a lead', async () => {
    expect((await call('merchantA', 'PATCH', `/client-requests/${ids.leadA}`, { nome: 'X' })).status).toBe(403)
    expect((await call('merchantA', 'DELETE', `/client-requests/${ids.leadA}`)).status).toBe(403)
  })
})

describe('merchant bookings', () => {
  it('lists only its own bookings', async () => {
    const a = await call('merchantA', 'GET', '/bookings?limit=100&depth=0')
    expect(a.body.docs!.map((doc) => doc.id)).toContain(ids.bookingA)
    expect(a.body.docs!.every((doc) => doc.merchant === ids.merchantA)).toBe(true)
    expect((await call('merchantA', 'GET', `/bookings/${ids.bookingB}`)).status).toBe(404)
  })

  it('moves its booking only along the status machine', async () => {
    const forbidden = await call('merchantA', 'PATCH', `/bookings/${ids.bookingA}`, { stato: 'convertito' })
    expect(forbidden.status).toBe(400)
    expect(JSON.stringify(forbidden.body)).toContain('Cambio di stato non consentito: da \\"In Attesa\\" a \\"Convertito\\".')
    const contacted = await call('merchantA', 'PATCH', `/bookings/${ids.bookingA}`, { stato: 'contattato' })
    expect(contacted.status).toBe(200)
    expect((contacted.body.doc as { stato: string }).stato).toBe('contattato')
    expect((await call('merchantA', 'PATCH', `/bookings/${ids.bookingA}`, { stato: 'in_attesa' })).status).toBe(400)
    const converted = await call('merchantA', 'PATCH', `/bookings/${ids.bookingA}`, { stato: 'convertito' })
    expect((converted.body.doc as { stato: string }).stato).toBe('convertito')
    expect((await call('merchantA', 'PATCH', `/bookings/${ids.bookingA}`, { stato: 'non_interessato' })).status).toBe(400)
  })

  it("cannot touch another merchant's booking, or reassign its own", async () => {
    const other = await call('merchantA', 'PATCH', `/bookings/${ids.bookingB}`, { stato: 'non_interessato' })
    expect([403, 404]).toContain(other.status)
    const p = await payload()
    expect((await p.findByID({ collection: 'bookings', id: ids.bookingB, depth: 0, overrideAccess: true })).stato).toBe('convertito')
    const own = (await call('merchantA', 'GET', '/bookings?depth=0')).body.docs![0]!
    await call('merchantA', 'PATCH', `/bookings/${own.id}`, { merchant: ids.merchantB, nomeCliente: 'Cambiato' })
    const after = await p.findByID({ collection: 'bookings', id: own.id as number, depth: 0, overrideAccess: true })
    expect(after.merchant).toBe(ids.merchantA)
    expect(after.nomeCliente).toBe(own.nomeCliente)
  })
})

describe('merchant profile and team', () => {
  it('keeps the owner and the state out of a merchant’s reach', async () => {
    const result = await call('merchantA', 'PATCH', `/merchants/${ids.merchantA}`, { stato: 'sospeso', user: 1, zonaGeografica: 'Prato e Pistoia' })
    expect(result.status).toBe(200)
    const p = await payload()
    const profile = await p.findByID({ collection: 'merchants', id: ids.merchantA, depth: 0, overrideAccess: true })
    expect(profile.zonaGeografica).toBe('Prato e Pistoia')
    expect(profile.stato).toBe('attivo')
    expect(profile.user).not.toBe(1)
  })

  it("cannot edit or delete another merchant's profile, nor delete its own", async () => {
    expect([403, 404]).toContain((await call('merchantA', 'PATCH', `/merchants/${ids.merchantB}`, { nomeAzienda: 'Rubata' })).status)
    expect((await call('merchantA', 'DELETE', `/merchants/${ids.merchantA}`)).status).toBe(403)
  })

  it('adds team members only to its own profile and sees only its own team', async () => {
    const created = await call('merchantA', 'POST', '/team-members?depth=0', { nome: 'Giulia Neri', ruolo: 'Consulente', merchant: ids.merchantB })
    expect(created.status).toBe(201)
    expect((created.body.doc as { merchant: number }).merchant).toBe(ids.merchantA)
    const teamB = await call('merchantB', 'GET', '/team-members?depth=0')
    expect(teamB.body.docs!.some((doc) => doc.nome === 'Giulia Neri')).toBe(false)
    const memberId = (created.body.doc as { id: number }).id
    expect([403, 404]).toContain((await call('merchantB', 'PATCH', `/team-members/${memberId}`, { attivo: false })).status)
    const removed = await call('merchantA', 'PATCH', `/team-members/${memberId}`, { attivo: false })
    expect((removed.body.doc as { attivo: boolean }).attivo).toBe(false)
  })
})

describe('admin', () => {
  it('reads every lead, booking and merchant (including suspended and in review ones)', async () => {
    expect((await call('admin', 'GET', '/client-requests?limit=0')).body.totalDocs).toBeGreaterThanOrEqual(6)
    expect((await call('admin', 'GET', '/bookings?limit=0')).body.totalDocs).toBeGreaterThanOrEqual(6)
    const merchants = await call('admin', 'GET', '/merchants?limit=100&depth=0')
    expect(merchants.body.docs!.filter((doc) => doc.stato !== 'attivo').map((doc) => doc.stato).sort()).toEqual(['in_revisione', 'sospeso'])
  })
})
