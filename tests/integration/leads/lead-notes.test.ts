import { sql } from '@payloadcms/db-postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LeadDetailsSchema, leadNoteMessages } from '#content-schema'
import * as leadNotesMigration from '../../../cms/migrations/20261126_213714_lead_notes_team_accounts.ts'
import { collectionSlugs } from '../../../cms/src/slugs.ts'
import { demo, payload, rest } from '../support/helpers.ts'
import { cleanUp, createLead, demoPartnersWithLeads } from '../support/offersHelpers.ts'

/**
 * A partner's private notes on a lead (lead-notes): an append-only history, each note with its author and time,
 * written only by an active partner on a lead it may read, read only by that partner and admins, never changed; the
 * admin's request detail lists them; an erasure deletes them; the migration carried the single note field over.
 * Prato is the demo merchant of 59100, Milano of 20121.
 */
const tokens = { prato: '', milano: '', admin: '' }
const ids = { prato: 0, milano: 0, pratoLead: 0, milanoLead: 0, note: 0, pratoUser: 0 }

type Note = { id: number; clientRequest: number; merchant: number; autore: number | null; autoreNome: string; testo: string; createdAt: string }

beforeAll(async () => {
  const partners = await demoPartnersWithLeads()
  Object.assign(tokens, partners.tokens)
  Object.assign(ids, partners.ids)
  const users = await (await payload()).find({ collection: collectionSlugs.users, where: { email: { equals: demo('Merchant (Prato)').email } }, depth: 0, overrideAccess: true })
  ids.pratoUser = users.docs[0]!.id
})

afterAll(cleanUp)

describe('lead notes: writing', () => {
  it('a partner adds a note to a lead it received; the server sets the partner, the author and the time, whatever the body says', async () => {
    const created = await rest('POST', '/lead-notes?depth=0', {
      token: tokens.prato,
      body: { clientRequest: ids.pratoLead, testo: '  Richiamare dopo le 18  ', merchant: ids.milano, autore: 1, createdAt: '2020-01-01T00:00:00.000Z' },
    })
    expect(created.status).toBe(201)
    const doc = created.body.doc as Note
    ids.note = doc.id
    expect(doc).toMatchObject({ clientRequest: ids.pratoLead, merchant: ids.prato, autore: ids.pratoUser, testo: 'Richiamare dopo le 18', autoreNome: demo('Merchant (Prato)').email })
    expect(Math.abs(Date.parse(doc.createdAt) - Date.now())).toBeLessThan(60_000)
  })

  it('refuses in Italian an empty or too long note and a lead the partner cannot read', async () => {
    const empty = await rest('POST', '/lead-notes', { token: tokens.prato, body: { clientRequest: ids.pratoLead, testo: '   ' } })
    expect(empty.status).toBe(400)
    expect((empty.body.errors as { message: string }[])[0]!.message).toBe('Scrivi la nota.')
    const long = await rest('POST', '/lead-notes', { token: tokens.prato, body: { clientRequest: ids.pratoLead, testo: 'x'.repeat(4001) } })
    expect(long.status).toBe(400)
    expect((long.body.errors as { message: string }[])[0]!.message).toBe('La nota non può superare 4000 caratteri.')
    const other = await rest('POST', '/lead-notes', { token: tokens.milano, body: { clientRequest: ids.pratoLead, testo: 'Nota su una richiesta altrui' } })
    expect(other.status).toBe(400)
    expect((other.body.errors as { message: string }[])[0]!.message).toBe(leadNoteMessages.outOfScope)
  })

  it('keeps every note: a second one is added, none is changed or removed, not even by an admin through REST', async () => {
    expect((await rest('POST', '/lead-notes', { token: tokens.prato, body: { clientRequest: ids.pratoLead, testo: 'Preventivo inviato' } })).status).toBe(201)
    for (const token of [tokens.prato, tokens.admin]) {
      expect([403, 404]).toContain((await rest('PATCH', `/lead-notes/${ids.note}`, { token, body: { testo: 'cambiata' } })).status)
    }
    expect([403, 404]).toContain((await rest('DELETE', `/lead-notes/${ids.note}`, { token: tokens.prato })).status)
    const stored = await (await payload()).findByID({ collection: collectionSlugs.leadNotes, id: ids.note, depth: 0, overrideAccess: true })
    expect(stored.testo).toBe('Richiamare dopo le 18')
  })

  it('an admin writes no partner note', async () => {
    expect((await rest('POST', '/lead-notes', { token: tokens.admin, body: { clientRequest: ids.pratoLead, testo: 'Nota admin' } })).status).toBe(403)
  })
})

describe('lead notes: reading', () => {
  it('the partner reads its history newest first; another partner and a visitor read none', async () => {
    const own = await rest('GET', `/lead-notes?depth=0&sort=-createdAt&where[clientRequest][equals]=${ids.pratoLead}`, { token: tokens.prato })
    expect(own.status).toBe(200)
    expect(own.body.docs!.map((doc) => doc.testo)).toEqual(['Preventivo inviato', 'Richiamare dopo le 18'])
    const other = await rest('GET', `/lead-notes?depth=0&limit=100`, { token: tokens.milano })
    expect(other.status).toBe(200)
    expect(other.body.docs!.map((doc) => doc.clientRequest)).not.toContain(ids.pratoLead)
    expect((await rest('GET', `/lead-notes/${ids.note}`, { token: tokens.milano })).status).toBe(404)
    expect((await rest('GET', '/lead-notes')).status).toBe(403)
  })

  it('the admin’s request detail lists each partner’s notes, newest first, with the author', async () => {
    const answer = await rest('GET', `/admin/client-requests/${ids.pratoLead}/details`, { token: tokens.admin })
    expect(answer.status).toBe(200)
    const details = LeadDetailsSchema.parse(answer.body)
    const prato = details.recipients.find((recipient) => recipient.merchantId === ids.prato)!
    expect(prato.notes.map((note) => [note.testo, note.autoreNome])).toEqual([
      ['Preventivo inviato', demo('Merchant (Prato)').email],
      ['Richiamare dopo le 18', demo('Merchant (Prato)').email],
    ])
  })

  it('a note without an author (kept from before the history) is «Nota precedente»', async () => {
    const p = await payload()
    const kept = await p.create({ collection: collectionSlugs.leadNotes, data: { clientRequest: ids.pratoLead, merchant: ids.prato, testo: 'Nota di prima' }, overrideAccess: true })
    const read = await rest('GET', `/lead-notes/${kept.id}?depth=0`, { token: tokens.prato })
    expect(read.body).toMatchObject({ testo: 'Nota di prima', autore: null, autoreNome: leadNoteMessages.earlierNote })
  })
})

describe('lead notes: privacy', () => {
  it('an erase by e-mail deletes the partners’ notes on that person’s leads', async () => {
    const lead = await createLead({ cap: '59100', citta: 'Prato', servizio: 'luce-gas' })
    expect((await rest('POST', '/lead-notes', { token: tokens.prato, body: { clientRequest: lead.id, testo: 'La signora Rossi preferisce la sera' } })).status).toBe(201)
    expect((await rest('POST', '/admin/privacy/erase', { token: tokens.admin, body: { email: lead.email } })).status).toBe(200)
    const left = await (await payload()).count({ collection: collectionSlugs.leadNotes, where: { clientRequest: { equals: lead.id } }, overrideAccess: true })
    expect(left.totalDocs).toBe(0)
  })
})

describe('the migration', () => {
  it('carries each non-empty single note over as the first note of the history, by the partner’s owner account', async () => {
    const p = await payload()
    const db = p.db.drizzle
    const args = { db, payload: p, req: {} } as never
    const rows = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows
    expect((await rest('POST', '/lead-statuses', { token: tokens.prato, body: { clientRequest: ids.pratoLead, stato: 'contattato' } })).status).toBe(201)
    // Back to the single note field (each partner's newest note on a lead it has a status of), then notes saved the old way.
    await leadNotesMigration.down(args)
    expect(await rows(sql`select note from lead_statuses where client_request_id = ${ids.pratoLead} and merchant_id = ${ids.prato}`)).toEqual([{ note: 'Nota di prima' }])
    const noted = await createLead({ cap: '59100', citta: 'Prato', servizio: 'fotovoltaico' })
    const blank = await createLead({ cap: '59100', citta: 'Prato', servizio: 'fotovoltaico' })
    await db.execute(sql`insert into lead_statuses (merchant_id, client_request_id, stato, note, updated_at, created_at) values
      (${ids.prato}, ${noted.id}, 'contattato', ${'  Sopralluogo sabato  '}, '2026-03-01T10:00:00Z', '2026-03-01T09:00:00Z'),
      (${ids.prato}, ${blank.id}, 'contattato', ${'   '}, '2026-03-01T10:00:00Z', '2026-03-01T09:00:00Z')`)
    await leadNotesMigration.up(args)
    expect(await rows(sql`select merchant_id, autore_id, testo, created_at = '2026-03-01T10:00:00Z' as "whenSaved" from lead_notes where client_request_id = ${noted.id}`)).toEqual([
      { merchant_id: ids.prato, autore_id: ids.pratoUser, testo: 'Sopralluogo sabato', whenSaved: true },
    ])
    expect(await rows(sql`select id from lead_notes where client_request_id = ${blank.id}`)).toEqual([])
    expect(await rows(sql`select testo from lead_notes where client_request_id = ${ids.pratoLead}`)).toEqual([{ testo: 'Nota di prima' }])
    expect(await rows(sql`select 1 from information_schema.columns where table_name = 'lead_statuses' and column_name = 'note'`)).toEqual([])
    // The history reads as before through Payload: the carried note signed by the owner.
    const read = await rest('GET', `/lead-notes?depth=0&where[clientRequest][equals]=${noted.id}`, { token: tokens.prato })
    expect(read.body.docs!.map((doc) => [doc.testo, doc.autoreNome])).toEqual([['Sopralluogo sabato', demo('Merchant (Prato)').email]])
  })
})
