import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leadNoteMessages, teamMessages } from '#content-schema'
import { seed } from '../../../cms/src/seed/index.ts'
import { collectionSlugs } from '../../../cms/src/slugs.ts'
import { login, payload, rest } from '../support/helpers.ts'
import { cleanUp, createLead, demoPartnersWithLeads, queuedEmails } from '../support/offersHelpers.ts'

/**
 * Team members with accounts of their own: the owner invites one by e-mail (a link that sets its password, Payload's
 * reset token), the member signs in and reads only the leads the owner assigned to it — their notes, statuses and
 * callbacks — and changes nothing of the profile, the team or the settings; a removed member reads nothing.
 * Prato (Energia Toscana) is the demo merchant of 59100, Milano (Lombardia Connect) of 20121.
 */
const tokens = { prato: '', milano: '', admin: '', member: '' }
const ids = { prato: 0, milano: 0, member: 0, plain: 0, assigned: 0, other: 0, milanoLead: 0 }
const email = `collaboratore-${randomUUID().slice(0, 8)}@example.com`
const password = 'Squadra!Prato2026'
const errorOf = (body: Record<string, unknown>) => (body.errors as { message: string }[] | undefined)?.[0]?.message ?? body.error

beforeAll(async () => {
  const partners = await demoPartnersWithLeads()
  Object.assign(tokens, partners.tokens)
  Object.assign(ids, { prato: partners.ids.prato, milano: partners.ids.milano, assigned: partners.ids.pratoLead, milanoLead: partners.ids.milanoLead })
  ids.other = (await createLead({ cap: '59100', citta: 'Prato', servizio: 'luce-gas' })).id
})

afterAll(cleanUp)

describe('the demo team', () => {
  it('is seeded once: the demo member’s account, its assigned leads and the notes are not made again', async () => {
    const p = await payload()
    const assigned = async () => (await p.count({ collection: collectionSlugs.leadStatuses, where: { assegnatoA: { exists: true } }, overrideAccess: true })).totalDocs
    const [members, notes, before] = await Promise.all([
      p.count({ collection: collectionSlugs.teamMembers, overrideAccess: true }),
      p.count({ collection: collectionSlugs.leadNotes, overrideAccess: true }),
      assigned(),
    ])
    expect(before).toBe(2)
    expect((await seed(p, { demo: true })).created).toEqual([])
    expect((await p.count({ collection: collectionSlugs.teamMembers, overrideAccess: true })).totalDocs).toBe(members.totalDocs)
    expect((await p.count({ collection: collectionSlugs.leadNotes, overrideAccess: true })).totalDocs).toBe(notes.totalDocs)
    expect(await assigned()).toBe(before)
  })
})

describe('the invitation', () => {
  it('the owner invites a member of its team: an account is made and the e-mail carries the link that sets its password', async () => {
    const since = new Date().toISOString()
    const added = await rest('POST', '/team-members', { token: tokens.prato, body: { nome: 'Sara Team', ruolo: 'Consulente', email } })
    expect(added.status).toBe(201)
    ids.member = (added.body.doc as { id: number }).id
    const plain = await rest('POST', '/team-members', { token: tokens.prato, body: { nome: 'Senza Email', ruolo: 'Tecnico' } })
    ids.plain = (plain.body.doc as { id: number }).id
    expect((await rest('POST', `/merchant/team/${ids.plain}/invite`, { token: tokens.prato })).status).toBe(400)

    const invited = await rest('POST', `/merchant/team/${ids.member}/invite`, { token: tokens.prato })
    expect(invited.status).toBe(200)
    expect(invited.body.message).toBe(teamMessages.invited(email))
    const [mail] = await queuedEmails([email], since)
    expect(mail?.subject).toBe("Energia Toscana S.r.l. ti ha invitato nell'area merchant - CasaConfronta")
    const token = decodeURIComponent(mail!.text.match(/reset-password\?token=([^\s)]+)/)![1]!)
    expect((await rest('POST', '/users/reset-password', { body: { token, password } })).status).toBe(200)
    tokens.member = await login(email, password)
    const stored = await (await payload()).findByID({ collection: collectionSlugs.teamMembers, id: ids.member, depth: 0, overrideAccess: true })
    expect(stored.utente).toBeTruthy()
    expect(stored.invitatoIl).toBeTruthy()
    const me = await rest('GET', '/merchants/me', { token: tokens.member })
    expect(me.body).toMatchObject({ doc: { id: ids.prato }, member: { id: ids.member, nome: 'Sara Team' } })
  })

  it('refuses an address that already has an account, another merchant’s member and anyone but the owner', async () => {
    const taken = await rest('POST', '/team-members', { token: tokens.prato, body: { nome: 'Doppio', ruolo: 'Consulente', email: 'merchant.milano@casaconfronta.it' } })
    const takenId = (taken.body.doc as { id: number }).id
    const refused = await rest('POST', `/merchant/team/${takenId}/invite`, { token: tokens.prato })
    expect(refused.status).toBe(409)
    expect(refused.body.error).toBe(teamMessages.inviteEmailTaken)
    expect((await rest('POST', `/merchant/team/${ids.member}/invite`, { token: tokens.milano })).status).toBe(404)
    for (const token of [tokens.member, tokens.admin]) expect((await rest('POST', `/merchant/team/${ids.member}/invite`, { token })).status).toBe(403)
    expect((await rest('POST', `/merchant/team/${ids.member}/invite`)).status).toBe(401)
  })
})

describe('what a member reads and writes', () => {
  it('before any assignment it reads no lead; the owner assigns one, only to a member with an account', async () => {
    const empty = await rest('GET', '/merchant/leads', { token: tokens.member })
    expect(empty.status).toBe(200)
    expect(empty.body.docs).toEqual([])
    const withoutAccount = await rest('POST', '/lead-statuses', { token: tokens.prato, body: { clientRequest: ids.assigned, stato: 'nuovo', assegnatoA: ids.plain } })
    expect(withoutAccount.status).toBe(400)
    expect(errorOf(withoutAccount.body)).toBe(teamMessages.assignInvalid)
    const assigned = await rest('POST', '/lead-statuses?depth=0', { token: tokens.prato, body: { clientRequest: ids.assigned, stato: 'nuovo', assegnatoA: ids.member } })
    expect(assigned.status).toBe(201)
    expect((assigned.body.doc as { assegnatoA: number }).assegnatoA).toBe(ids.member)
  })

  it('reads only the leads assigned to it, with the phone masked as for its owner; never another merchant’s', async () => {
    const list = await rest('GET', '/merchant/leads', { token: tokens.member })
    expect((list.body.docs as { id: number }[]).map((doc) => doc.id)).toEqual([ids.assigned])
    const lead = await rest('GET', `/client-requests/${ids.assigned}?depth=0`, { token: tokens.member })
    expect(lead.status).toBe(200)
    expect(lead.body.telefono).toContain('•')
    expect((await rest('GET', `/client-requests/${ids.other}`, { token: tokens.member })).status).toBe(404)
    expect((await rest('GET', `/client-requests/${ids.milanoLead}`, { token: tokens.member })).status).toBe(404)
    const owner = await rest('GET', `/client-requests/${ids.other}`, { token: tokens.prato })
    expect(owner.status).toBe(200)
  })

  it('writes notes and moves the status of its lead, signed with its own account; nothing on another lead, no reassignment', async () => {
    const note = await rest('POST', '/lead-notes?depth=0', { token: tokens.member, body: { clientRequest: ids.assigned, testo: 'Chiamata fatta, richiamare lunedì' } })
    expect(note.status).toBe(201)
    expect(note.body.doc).toMatchObject({ merchant: ids.prato, autoreNome: email })
    const owners = await rest('GET', `/lead-notes?depth=0&where[clientRequest][equals]=${ids.assigned}`, { token: tokens.prato })
    expect(owners.body.docs!.map((doc) => doc.autoreNome)).toContain(email)
    const outside = await rest('POST', '/lead-notes', { token: tokens.member, body: { clientRequest: ids.other, testo: 'Non dovrei' } })
    expect(outside.status).toBe(400)
    expect(errorOf(outside.body)).toBe(leadNoteMessages.outOfScope)
    const status = (await rest('GET', `/lead-statuses?depth=0&where[clientRequest][equals]=${ids.assigned}`, { token: tokens.member })).body.docs![0] as { id: number }
    const moved = await rest('PATCH', `/lead-statuses/${status.id}?depth=0`, { token: tokens.member, body: { stato: 'contattato', assegnatoA: null } })
    expect(moved.status).toBe(200)
    expect(moved.body.doc).toMatchObject({ stato: 'contattato', assegnatoA: ids.member })
    const created = await rest('POST', '/lead-statuses', { token: tokens.member, body: { clientRequest: ids.other, stato: 'contattato' } })
    expect(created.status).toBe(403)
  })

  it('changes nothing of the profile, the team, the reviews or the returns, and makes no profile of its own', async () => {
    expect([403, 404]).toContain((await rest('PATCH', `/merchants/${ids.prato}`, { token: tokens.member, body: { telefono: '+39 0574 000000' } })).status)
    expect((await rest('POST', '/merchants', { token: tokens.member, body: { nomeAzienda: 'Mia S.r.l.' } })).status).toBe(403)
    expect((await rest('GET', '/team-members', { token: tokens.member })).status).toBe(403)
    expect((await rest('POST', '/team-members', { token: tokens.member, body: { nome: 'Altro', ruolo: 'x' } })).status).toBe(403)
    expect((await rest('PATCH', `/team-members/${ids.member}`, { token: tokens.member, body: { attivo: false } })).status).toBe(403)
    expect((await rest('POST', '/lead-returns', { token: tokens.member, body: { clientRequest: ids.assigned, motivo: 'duplicata' } })).status).toBe(403)
    const stored = await (await payload()).findByID({ collection: collectionSlugs.merchants, id: ids.prato, depth: 0, overrideAccess: true })
    expect(stored.telefono).not.toBe('+39 0574 000000')
  })

  it('a member removed from the team reads nothing more', async () => {
    expect((await rest('PATCH', `/team-members/${ids.member}`, { token: tokens.prato, body: { attivo: false } })).status).toBe(200)
    expect([403, 404]).toContain((await rest('GET', `/client-requests/${ids.assigned}`, { token: tokens.member })).status)
    expect((await rest('GET', '/merchant/leads', { token: tokens.member })).status).toBe(403)
    // Its area says so (no profile to fill in: its account is the team's, not a merchant's).
    expect((await rest('GET', '/merchants/me', { token: tokens.member })).body).toEqual({ doc: null, member: null })
  })
})
