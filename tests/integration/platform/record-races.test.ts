import { beforeAll, describe, expect, it } from 'vitest'
import type { Booking } from '../../../cms/payload-types.ts'
import { collectionSlugs } from '../../../cms/src/slugs.ts'
import { demoMerchantId, login, loginAs, payload, rest } from '../support/helpers.ts'
import { createLead, raw } from '../support/offersHelpers.ts'

/**
 * State changes that cannot be lost, for a record two roles write (issue #37): a partner moving its callback on
 * while an admin corrects the same booking. Every update of a booking locks its row first (database/locks.ts
 * `lockRowsForUpdate`, taken by hooks/lockRowOnUpdate.ts), so the write that runs second reads what the first
 * committed: both changes stay, every run, and the state machine checks the state as it is. A booking's step moves
 * its lead status and the status's step moves the booking (leads/leadBookingSync.ts): both take the request's lock
 * before their rows, so the two at once never wait for each other in a circle (PostgreSQL would end one with a 500).
 * Lead statuses, team members and reviews, which a partner and an admin both write, accounts, which their owner and
 * an admin both write, and requests, which the consumer changes
 * from their page while an admin corrects them, are locked the same way.
 */
let adminToken: string
let merchantToken: string
let merchantId: number

async function stored(id: number): Promise<Booking> {
  return (await payload()).findByID({ collection: collectionSlugs.bookings, id, depth: 0, overrideAccess: true })
}

/** A fresh callback of the partner, waiting, with no request behind it (so no lead status moves with it). */
async function newBooking(run: number): Promise<number> {
  const p = await payload()
  const merchant = await p.findByID({ collection: collectionSlugs.merchants, id: merchantId, depth: 0, overrideAccess: true })
  const booking = await p.create({
    collection: collectionSlugs.bookings,
    data: { merchant: merchantId, origine: 'offerte', nomeCliente: `Cliente gara ${run}`, emailCliente: `gara.${run}@example.it`, telefonoCliente: '3331234567', servizioRichiesto: merchant.servizi![0]!, capCliente: '20121', stato: 'in_attesa' },
    depth: 0,
    overrideAccess: true,
  })
  return booking.id
}

beforeAll(async () => {
  adminToken = await loginAs('Admin')
  merchantToken = await loginAs('Merchant (Milano)')
  merchantId = await demoMerchantId('Merchant (Milano)')
})

describe('a partner’s step and an admin’s correction of the same booking at the same time', () => {
  it('keeps both, in each of eight runs', async () => {
    for (let run = 0; run < 8; run++) {
      const id = await newBooking(run)
      const name = `Nome corretto ${run}`
      // Admins first in even runs, the partner first in odd ones, a few milliseconds apart or none.
      const step = () => rest('PATCH', `/bookings/${id}`, { token: merchantToken, body: { stato: 'contattato' } })
      const correct = () => rest('PATCH', `/bookings/${id}`, { token: adminToken, body: { nomeCliente: name } })
      const pause = () => new Promise((resolve) => setTimeout(resolve, run % 3))
      const [stepped, corrected] = run % 2 === 0 ? await Promise.all([pause().then(step), correct()]) : await Promise.all([step(), pause().then(correct)])
      expect(stepped.status, `run ${run}`).toBe(200)
      expect(corrected.status, `run ${run}`).toBe(200)
      expect(await stored(id), `run ${run}`).toMatchObject({ stato: 'contattato', nomeCliente: name })
    }
  })

  it('checks each step against the state the other committed: two closings, one wins, the other is refused in Italian', async () => {
    for (let run = 0; run < 6; run++) {
      const id = await newBooking(100 + run)
      expect((await rest('PATCH', `/bookings/${id}`, { token: merchantToken, body: { stato: 'contattato' } })).status).toBe(200)
      const [partner, admin] = await Promise.all([
        rest('PATCH', `/bookings/${id}`, { token: merchantToken, body: { stato: 'convertito' } }),
        rest('PATCH', `/bookings/${id}`, { token: adminToken, body: { stato: 'non_interessato' } }),
      ])
      // Exactly one closing went through; the other met a closed callback and was refused, never a 5xx.
      expect([partner.status, admin.status].sort(), `run ${run}`).toEqual([200, 400])
      const refused = partner.status === 400 ? partner : admin
      expect(JSON.stringify(refused.body)).toContain('Cambio di stato non consentito')
      expect((await stored(id)).stato, `run ${run}`).toBe(partner.status === 200 ? 'convertito' : 'non_interessato')
    }
  })
})

describe('a partner’s step of a callback and an admin’s step of the same lead’s status at the same time', () => {
  it('never deadlock: both answer, and the booking and the status end together, in each of six runs', async () => {
    const p = await payload()
    for (let run = 0; run < 6; run++) {
      const lead = await createLead({ cap: '20121', citta: 'Milano', servizio: 'internet-mobile' })
      const booking = await p.create({
        collection: collectionSlugs.bookings,
        data: { merchant: merchantId, lead: lead.id, origine: 'offerte', nomeCliente: 'Elena Rossi', emailCliente: lead.email, telefonoCliente: '3475550101', servizioRichiesto: 'internet-mobile', capCliente: '20121', stato: 'in_attesa' },
        depth: 0,
        overrideAccess: true,
      })
      const status = await rest('POST', '/lead-statuses?depth=0', { token: merchantToken, body: { clientRequest: lead.id, stato: 'nuovo', messaggioCliente: `La chiamiamo domani ${run}` } })
      expect(status.status, `run ${run}`).toBe(201)
      const statusId = (status.body.doc as { id: number }).id
      const [stepped, moved] = await Promise.all([
        rest('PATCH', `/bookings/${booking.id}`, { token: merchantToken, body: { stato: 'contattato' } }),
        rest('PATCH', `/lead-statuses/${statusId}`, { token: adminToken, body: { stato: 'contattato' } }),
      ])
      expect([stepped.status, moved.status], `run ${run}`).toEqual([200, 200])
      expect((await stored(booking.id)).stato, `run ${run}`).toBe('contattato')
      expect((await p.findByID({ collection: collectionSlugs.leadStatuses, id: statusId, depth: 0, overrideAccess: true })).stato, `run ${run}`).toBe('contattato')
    }
  })
})

describe('a partner’s message and an admin’s step of the same lead status at the same time', () => {
  it('keeps both, in each of six runs', async () => {
    const p = await payload()
    for (let run = 0; run < 6; run++) {
      const lead = await createLead({ cap: '20121', citta: 'Milano', servizio: 'internet-mobile' })
      const status = await rest('POST', '/lead-statuses?depth=0', { token: merchantToken, body: { clientRequest: lead.id, stato: 'nuovo' } })
      expect(status.status, `run ${run}`).toBe(201)
      const statusId = (status.body.doc as { id: number }).id
      const message = `La richiamiamo alle 18 (${run})`
      const write = () => rest('PATCH', `/lead-statuses/${statusId}`, { token: merchantToken, body: { messaggioCliente: message } })
      const step = () => rest('PATCH', `/lead-statuses/${statusId}`, { token: adminToken, body: { stato: 'contattato' } })
      const pause = () => new Promise((resolve) => setTimeout(resolve, run % 3))
      const [written, stepped] = run % 2 === 0 ? await Promise.all([pause().then(write), step()]) : await Promise.all([write(), pause().then(step)])
      expect([written.status, stepped.status], `run ${run}`).toEqual([200, 200])
      expect(await p.findByID({ collection: collectionSlugs.leadStatuses, id: statusId, depth: 0, overrideAccess: true }), `run ${run}`).toMatchObject({ stato: 'contattato', messaggioCliente: message })
    }
  })
})

describe('the partner’s edit and an admin’s deactivation of the same team member at the same time', () => {
  it('keeps both, in each of six runs', async () => {
    const p = await payload()
    for (let run = 0; run < 6; run++) {
      const added = await rest('POST', '/team-members?depth=0', { token: merchantToken, body: { nome: `Collega gara ${run}`, ruolo: 'Consulente' } })
      expect(added.status, `run ${run}`).toBe(201)
      const memberId = (added.body.doc as { id: number }).id
      const role = `Consulente senior ${run}`
      const edit = () => rest('PATCH', `/team-members/${memberId}`, { token: merchantToken, body: { ruolo: role } })
      const deactivate = () => rest('PATCH', `/team-members/${memberId}`, { token: adminToken, body: { attivo: false } })
      const pause = () => new Promise((resolve) => setTimeout(resolve, run % 3))
      const [edited, deactivated] = run % 2 === 0 ? await Promise.all([pause().then(edit), deactivate()]) : await Promise.all([edit(), pause().then(deactivate)])
      expect([edited.status, deactivated.status], `run ${run}`).toEqual([200, 200])
      expect(await p.findByID({ collection: collectionSlugs.teamMembers, id: memberId, depth: 0, overrideAccess: true }), `run ${run}`).toMatchObject({ ruolo: role, attivo: false })
      await p.delete({ collection: collectionSlugs.teamMembers, id: memberId, overrideAccess: true })
    }
  })
})

describe('the consumer’s cancel from the request page and an admin’s correction of the same request at the same time', () => {
  it('keeps both, in each of six runs', async () => {
    const p = await payload()
    for (let run = 0; run < 6; run++) {
      const lead = await createLead({ cap: '20121', citta: 'Milano', servizio: 'internet-mobile' })
      const name = `Elena Rossi Bianchi ${run}`
      const cancel = () => raw('POST', '/public/request/cancel', { body: { ref: lead.token } })
      const correct = () => rest('PATCH', `/client-requests/${lead.id}`, { token: adminToken, body: { nome: name } })
      const pause = () => new Promise((resolve) => setTimeout(resolve, run % 3))
      const [cancelled, corrected] = run % 2 === 0 ? await Promise.all([pause().then(cancel), correct()]) : await Promise.all([cancel(), pause().then(correct)])
      expect([cancelled.status, corrected.status], `run ${run}`).toEqual([200, 200])
      const stored = await p.findByID({ collection: collectionSlugs.clientRequests, id: lead.id, depth: 0, overrideAccess: true })
      expect(stored.nome, `run ${run}`).toBe(name)
      expect(stored.annullataIl, `run ${run}`).toEqual(expect.any(String))
    }
  })
})

describe('the partner’s reply and an admin’s hiding of the same review at the same time', () => {
  it('keeps both, in each of six runs', async () => {
    const p = await payload()
    for (let run = 0; run < 6; run++) {
      const lead = await createLead({ cap: '20121', citta: 'Milano', servizio: 'internet-mobile' })
      const review = await p.create({
        collection: collectionSlugs.reviews,
        data: { merchant: merchantId, clientRequest: lead.id, servizio: 'internet-mobile', voto: 2, testo: `Mi hanno richiamato solo dopo una settimana (${run}).` },
        depth: 0,
        overrideAccess: true,
      })
      const reply = `Ci scusiamo per il ritardo (${run}).`
      const answer = () => rest('PATCH', `/reviews/${review.id}`, { token: merchantToken, body: { risposta: reply } })
      const hide = () => rest('PATCH', `/reviews/${review.id}`, { token: adminToken, body: { nascosta: true, motivoNascosta: 'Contiene il nome del tecnico.' } })
      const pause = () => new Promise((resolve) => setTimeout(resolve, run % 3))
      const [answered, hidden] = run % 2 === 0 ? await Promise.all([pause().then(answer), hide()]) : await Promise.all([answer(), pause().then(hide)])
      expect([answered.status, hidden.status], `run ${run}`).toEqual([200, 200])
      expect(await p.findByID({ collection: collectionSlugs.reviews, id: review.id, depth: 0, overrideAccess: true }), `run ${run}`).toMatchObject({ risposta: reply, nascosta: true })
    }
  })
})

describe('an account’s own password change and an admin’s removal of its admin role at the same time', () => {
  it('keeps both: the role stays removed, the new password works, in each of ten runs', async () => {
    const p = await payload()
    for (let run = 0; run < 10; run++) {
      const email = `redattore.gara.${run}@example.it`
      const password = `Redattore!2026gara${run}`
      const renewed = `Rinnovata!2026gara${run}`
      const user = await p.create({ collection: collectionSlugs.users, data: { email, password, roles: ['admin', 'editor'], _verified: true }, depth: 0, overrideAccess: true })
      const own = await login(email, password)
      const change = () => rest('PATCH', `/users/${user.id}`, { token: own, body: { password: renewed, currentPassword: password } })
      const demote = () => rest('PATCH', `/users/${user.id}`, { token: adminToken, body: { roles: ['editor'] } })
      // The password change checks the current one and hashes the new one: the demotion lands at a different moment of it each run.
      const pause = () => new Promise((resolve) => setTimeout(resolve, run * 6))
      const [changed, demoted] = await Promise.all([change(), pause().then(demote)])
      expect([changed.status, demoted.status], `run ${run}`).toEqual([200, 200])
      expect((await p.findByID({ collection: collectionSlugs.users, id: user.id, depth: 0, overrideAccess: true })).roles, `run ${run}`).toEqual(['editor'])
      expect(await login(email, renewed), `run ${run}`).toEqual(expect.any(String))
    }
  })
})
