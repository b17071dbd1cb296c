import { handleEndpoints } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import config from '../../../cms/payload.config.ts'
import { loginAs, login, payload, rest } from '../support/helpers.ts'
import { createPerson, row, sessionId, type Person } from '../support/privacyFixtures.ts'
import { consentWithdrawalToken } from '../../../cms/src/consents/withdrawalLink.ts'
import { personReference } from '../../../cms/src/privacy/audit.ts'

/** Export and erase by e-mail (/api/admin/privacy/*), the audit log they write, and who may use them. */
type Who = 'visitor' | 'merchant' | 'editor' | 'admin'
const tokens: Partial<Record<Who, string>> = {}
const system = { overrideAccess: true, depth: 0, context: { seeding: true } } as const

const CONSUMER = 'mario.rossi@example.it'
const OTHER = 'anna.bianchi@example.it'
const MERCHANT = 'privacy.merchant@example.it'
const MERCHANT_PASSWORD = 'Merchant!2026privacy'

let consumer: Person
let other: Person
let answersPartial: number
let teamMember: number
let merchantUser: number
let merchantProfile: number
let merchantBooking: number
let adminId: number

async function call(method: 'GET' | 'POST', path: string, who: Who, body?: unknown): Promise<Response> {
  await payload()
  const headers = new Headers()
  if (tokens[who]) headers.set('authorization', `JWT ${tokens[who]}`)
  if (body !== undefined) headers.set('content-type', 'application/json')
  return handleEndpoints({
    config,
    request: new Request(`http://localhost:3000/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
  })
}

const exportOf = (email: string, who: Who = 'admin') => call('GET', `/admin/privacy/export?email=${encodeURIComponent(email)}`, who)
const erase = (email: string, who: Who = 'admin') => call('POST', '/admin/privacy/erase', who, { email })

type Export = { email: string; counts: Record<string, number>; data: Record<string, { id: number }[]> }

beforeAll(async () => {
  const p = await payload()
  consumer = await createPerson(CONSUMER)
  other = await createPerson(OTHER)
  // An abandoned questionnaire that holds the address as an answer, in another case and with the spaces it was typed with.
  const partial = await p.create({
    collection: 'partial-submissions',
    data: { sessionId: sessionId(), serviceType: 'fotovoltaico', currentStep: 2, totalSteps: 6, answers: { note: ' Mario.Rossi@Example.it ' } },
    ...system,
  })
  answersPartial = partial.id
  // The consumer also works for a seeded merchant, as a team member.
  const seededMerchant = (await p.find({ collection: 'merchants', where: { email: { exists: true } }, limit: 1, ...system })).docs[0]!
  teamMember = (await p.create({ collection: 'team-members', data: { merchant: seededMerchant.id, nome: 'Mario Rossi', ruolo: 'Consulente', email: CONSUMER }, ...system })).id
  await p.jobs.queue({ task: 'sendEmail', input: { to: CONSUMER, subject: 'La tua richiesta', html: '<p>Ciao Mario</p>', text: 'Ciao Mario' } })
  await p.jobs.queue({ task: 'sendEmail', input: { to: OTHER, subject: 'La tua richiesta', html: '<p>Ciao Anna</p>', text: 'Ciao Anna' } })

  // A merchant who signed up, with a profile, a team and a booking from a client.
  merchantUser = (await p.create({ collection: 'users', data: { email: MERCHANT, password: MERCHANT_PASSWORD, roles: ['merchant'], _verified: true }, ...system })).id
  merchantProfile = (
    await p.create({
      collection: 'merchants',
      data: {
        user: merchantUser,
        nomeAzienda: 'Privacy Impianti S.r.l.',
        ragioneSociale: 'Privacy Impianti S.r.l.',
        partitaIva: '00488410010',
        sede: 'Via Roma 3, Prato',
        nomeCognome: 'Paolo Neri',
        settoreAttivita: 'Impianti',
        cap: '59100',
        citta: 'Prato',
        zonaGeografica: 'Prato',
        servizi: ['luce-gas'],
        telefono: '0574 000000',
        capCoperti: [{ cap: '59100' }],
        email: MERCHANT,
        stato: 'attivo',
      },
      ...system,
    })
  ).id
  await p.create({ collection: 'team-members', data: { merchant: merchantProfile, nome: 'Lia Neri', ruolo: 'Segreteria', email: 'lia@example.it' }, ...system })
  merchantBooking = (
    await p.create({
      collection: 'bookings',
      data: { merchant: merchantProfile, origine: 'offerte', nomeCliente: 'Anna Bianchi', telefonoCliente: '+39 333 7654321', emailCliente: OTHER, servizioRichiesto: 'luce-gas', stato: 'in_attesa' },
      ...system,
    })
  ).id

  tokens.merchant = await loginAs('Merchant (Prato)')
  tokens.editor = await loginAs('Editor')
  tokens.admin = await loginAs('Admin')
  adminId = (await p.find({ collection: 'users', where: { email: { equals: 'admin@casaconfronta.it' } }, ...system })).docs[0]!.id
})

describe.each(['visitor', 'merchant', 'editor'] as const)('%s', (who) => {
  it('gets 403 from export and erase, and erases nothing', async () => {
    for (const response of [await exportOf(CONSUMER, who), await erase(CONSUMER, who)]) {
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({ error: 'Accesso riservato agli amministratori.' })
    }
    expect(await row('client_requests', consumer.lead)).toMatchObject({ email: CONSUMER })
  })

  it('cannot read the audit log', async () => {
    const result = await rest('GET', '/audit-log', { token: tokens[who as Exclude<Who, 'visitor'>] })
    expect(result.status).toBe(403)
  })
})

describe('audit log through the API', () => {
  it('admins read it, nobody writes it', async () => {
    expect((await rest('GET', '/audit-log', { token: tokens.admin })).status).toBe(200)
    const created = await rest('POST', '/audit-log', { token: tokens.admin, body: { action: 'erase', subject: 'falso' } })
    expect(created.status).toBe(403)
    const p = await payload()
    const entry = await p.create({ collection: 'audit-log', data: { action: 'export', subject: 'prova' }, overrideAccess: true })
    expect((await rest('PATCH', `/audit-log/${entry.id}`, { token: tokens.admin, body: { subject: 'cambiato' } })).status).toBe(403)
    expect((await rest('DELETE', `/audit-log/${entry.id}`, { token: tokens.admin })).status).toBe(403)
    expect((await p.findByID({ collection: 'audit-log', id: entry.id, overrideAccess: true })).subject).toBe('prova')
  })
})

describe('export', () => {
  it('refuses an invalid address in Italian', async () => {
    const response = await exportOf('non-una-email')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Inserisci un indirizzo email valido.' })
    const missing = await call('GET', '/admin/privacy/export', 'admin')
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({ error: "Inserisci l'indirizzo email dell'interessato." })
  })

  it("downloads every record of the address, in any letter case, and nothing of anyone else's", async () => {
    const response = await exportOf('MARIO.Rossi@example.IT')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="dati-personali-mario\.rossi@example\.it-\d{4}-\d{2}-\d{2}\.json"$/)
    const text = await response.text()
    const body = JSON.parse(text) as Export
    const ids = (kind: string) => body.data[kind]!.map((doc) => doc.id)
    expect(body.email).toBe(CONSUMER)
    expect(ids('client-requests')).toEqual([consumer.lead])
    expect(ids('bookings')).toEqual([consumer.booking])
    expect(ids('contact-requests')).toEqual([consumer.contact])
    expect(ids('consents')).toEqual(consumer.consents)
    expect(ids('partial-submissions')).toEqual([consumer.partial, answersPartial])
    expect(ids('team-members')).toEqual([teamMember])
    expect(body.data.emails!.map((mail) => (mail as unknown as { subject: string }).subject)).toEqual(['La tua richiesta'])
    expect(body.counts).toEqual({
      'client-requests': 1,
      bookings: 1,
      consents: 3,
      'contact-requests': 1,
      'partial-submissions': 2,
      users: 0,
      merchants: 0,
      'team-members': 1,
      'merchant-logos': 0,
      reviews: 0,
      emails: 1,
    })
    expect(body.data['client-requests']![0]).toMatchObject({ nome: 'Giulia Verdi', telefono: '+39 333 1234567', ipAddress: '10.0.0.1' })
    expect(text).not.toContain(OTHER)
    expect(text).not.toContain('Ciao Anna')
  })

  it('finds a merchant: account, profile', async () => {
    const body = (await (await exportOf(MERCHANT)).json()) as Export
    expect(body.data.users!.map((doc) => doc.id)).toEqual([merchantUser])
    expect(body.data.merchants!.map((doc) => doc.id)).toEqual([merchantProfile])
    expect(JSON.stringify(body)).not.toContain('"password"')
    expect(JSON.stringify(body)).not.toContain('"hash"')
  })

  it('writes who exported how many records of which address, never the data', async () => {
    const p = await payload()
    const entries = await p.find({ collection: 'audit-log', where: { and: [{ action: { equals: 'export' } }, { subject: { equals: personReference(CONSUMER) } }] }, ...system })
    expect(entries.docs).toHaveLength(1)
    expect(entries.docs[0]).toMatchObject({ user: adminId, counts: { 'client-requests': 1, consents: 3, emails: 1 } })
    expect(JSON.stringify(entries.docs[0])).not.toContain('Giulia')
  })
})

describe('erase', () => {
  it('refuses an invalid body and the admin’s own account', async () => {
    const bad = await call('POST', '/admin/privacy/erase', 'admin', { email: '' })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ error: "Inserisci l'indirizzo email dell'interessato." })
    const own = await erase('admin@casaconfronta.it')
    expect(own.status).toBe(400)
    expect(await own.json()).toEqual({ error: 'Non puoi cancellare il tuo stesso account da qui.' })
  })

  it('deletes or anonymises everything of the address in one go and leaves others untouched', async () => {
    // What proves the consents, grant by grant (their rows, ids included): the erase blanks the person, not this.
    const proof = async () =>
      (await (await payload()).find({ collection: 'consents', where: { id: { in: consumer.consents } }, sort: 'id', ...system })).docs.map(({ id, createdAt, legalVersion, grants }) => ({ id, createdAt, legalVersion, grants }))
    const proved = await proof()
    expect(proved.flatMap((record) => record.grants)).toHaveLength(3)
    const response = await erase(CONSUMER.toUpperCase())
    expect(response.status).toBe(200)
    const body = (await response.json()) as { email: string; counts: Record<string, number>; total: number }
    expect(body.email).toBe(CONSUMER)
    expect(body.counts).toMatchObject({ 'client-requests': 1, bookings: 1, consents: 3, 'contact-requests': 1, 'partial-submissions': 2, 'team-members': 1, emails: 1 })
    expect(body.total).toBe(10)

    const after = (await (await exportOf(CONSUMER)).json()) as Export
    expect(Object.values(after.counts).every((n) => n === 0)).toBe(true)
    expect(await row('client_requests', consumer.lead)).toMatchObject({ nome: 'Anonimizzato', email: '', telefono: '', servizio: 'luce-gas', cap: '59100' })
    expect(await row('bookings', consumer.booking)).toMatchObject({ nome_cliente: 'Anonimizzato', email_cliente: '' })
    expect(await row('contact_requests', consumer.contact)).toBeUndefined()
    expect(await row('partial_submissions', answersPartial)).toBeUndefined()
    expect(await proof()).toEqual(proved)

    const others = (await (await exportOf(OTHER)).json()) as Export
    expect(others.counts).toMatchObject({ 'client-requests': 1, bookings: 2, consents: 3, 'contact-requests': 1, 'partial-submissions': 1, emails: 1 })
    expect(await row('client_requests', other.lead)).toMatchObject({ nome: 'Giulia Verdi', email: OTHER })

    const p = await payload()
    const [entry] = (await p.find({ collection: 'audit-log', where: { action: { equals: 'erase' } }, sort: '-id', ...system })).docs
    // The entry outlives the data: it says how much was erased, never whose.
    expect(entry).toMatchObject({ action: 'erase', subject: `Cancellazione su richiesta dell'interessato: ${body.total} record`, user: adminId, counts: body.counts })
    // The export written to the log earlier no longer names the address either.
    const named = await p.find({ collection: 'audit-log', where: { subject: { contains: CONSUMER } }, ...system })
    expect(named.docs).toEqual([])
  })

  it('erases a merchant: account, profile and team; its bookings stay, without a merchant', async () => {
    const response = await erase(MERCHANT)
    expect(response.status).toBe(200)
    const body = (await response.json()) as { counts: Record<string, number> }
    expect(body.counts).toMatchObject({ users: 1, merchants: 1 })
    const p = await payload()
    expect((await p.find({ collection: 'users', where: { id: { equals: merchantUser } }, ...system })).docs).toHaveLength(0)
    expect((await p.find({ collection: 'merchants', where: { id: { equals: merchantProfile } }, ...system })).docs).toHaveLength(0)
    expect((await p.find({ collection: 'team-members', where: { merchant: { equals: merchantProfile } }, ...system })).docs).toHaveLength(0)
    expect(await row('bookings', merchantBooking)).toMatchObject({ merchant_id: null, email_cliente: OTHER })
    await expect(login(MERCHANT, MERCHANT_PASSWORD)).rejects.toThrow(/login of privacy\.merchant@example\.it failed: 401/)
  })
})

describe('consent withdrawal from its link', () => {
  it('from an e-mail, withdraws every consent of that address for that purpose, once, and records it in the audit log', async () => {
    const p = await payload()
    const email = 'revoca@example.it'
    const person = await createPerson(email)
    const marketing: number[] = []
    for (const link of [{ lead: person.lead }, { booking: person.booking }]) {
      marketing.push((await p.create({ collection: 'consents', data: { email, grants: [{ purpose: 'marketing', granted: true }], legalVersion: '2026-01', ...link }, ...system })).id)
    }
    const press = () => call('POST', '/public/consents/withdrawal', 'visitor', { token: consentWithdrawalToken(marketing[0]!, 'address', 'marketing') })

    const first = await press()
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ purpose: 'marketing', withdrawn: true })
    // The ledger is append-only: the records given stay as they were, a withdrawal record follows each.
    const grantsOf = async (id: number) => (await p.findByID({ collection: 'consents', id, ...system })).grants.map(({ purpose, granted }) => ({ purpose, granted }))
    for (const id of marketing) expect([await grantsOf(id), (await row('consents', id)).withdrawn_at]).toEqual([[{ purpose: 'marketing', granted: true }], null])
    const withdrawals = await p.find({ collection: 'consents', where: { and: [{ 'grants.purpose': { equals: 'marketing' } }, { withdrawnAt: { exists: true } }] }, sort: 'id', ...system })
    expect(withdrawals.docs.map((doc) => [doc.lead ?? null, doc.booking ?? null, doc.grants.map((grant) => grant.granted), doc.email])).toEqual([
      [person.lead, null, [false], email],
      [null, person.booking, [false], email],
    ])
    for (const id of person.consents) expect([await grantsOf(id), (await row('consents', id)).withdrawn_at]).toEqual([[{ purpose: 'privacy', granted: true }], null])

    expect((await press()).status).toBe(200)
    const entries = await p.find({ collection: 'audit-log', where: { action: { equals: 'consent-withdrawal' } }, ...system })
    expect(entries.docs).toHaveLength(1)
    expect(entries.docs[0]).toMatchObject({ subject: `${personReference('revoca@example.it')} (marketing)`, counts: { consents: 2 }, user: null })
  })

  it('from a request’s page, withdraws only what that submission gave (partner contact)', async () => {
    const p = await payload()
    const email = 'revoca.pagina@example.it'
    const person = await createPerson(email)
    const [onLead, onBooking] = await Promise.all(
      [{ lead: person.lead }, { booking: person.booking }].map(async (link) => (await p.create({ collection: 'consents', data: { email, service: 'luce-gas', grants: [{ purpose: 'partners', channels: ['telefono'], granted: true }], legalVersion: '2026-01', ...link }, ...system })).id),
    )
    const pressed = await call('POST', '/public/consents/withdrawal', 'visitor', { token: consentWithdrawalToken(onLead!, 'submission', 'partners') })
    expect(pressed.status).toBe(200)
    const latest = async (link: Record<string, number>) =>
      (await p.find({ collection: 'consents', where: { and: [{ 'grants.purpose': { equals: 'partners' } }, ...Object.entries(link).map(([field, id]) => ({ [field]: { equals: id } }))] }, sort: '-id', limit: 1, ...system })).docs[0]
    expect(await latest({ lead: person.lead })).toMatchObject({ grants: [{ purpose: 'partners', granted: false, channels: [] }], withdrawnAt: expect.stringMatching(/^\d{4}-/) })
    expect(await latest({ booking: person.booking })).toMatchObject({ id: onBooking, grants: [{ granted: true }], withdrawnAt: null })
    // A token of one scope does not pass for the other.
    const forged = consentWithdrawalToken(onBooking!, 'submission', 'partners').replace(/^s/, 'a')
    expect((await call('POST', '/public/consents/withdrawal', 'visitor', { token: forged })).status).toBe(404)
  })
})
