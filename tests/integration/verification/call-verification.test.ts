import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { bookingAssignmentMessages, callConfirmationMessages, type LeadPartnersResponse } from '#content-schema'
import { collectionSlugs } from '../../../cms/src/slugs.ts'
import { loginAs, payload, rest } from '../support/helpers.ts'
import { raw } from '../support/offersHelpers.ts'

/**
 * A call request's contacts are the sender's word until proved (issue #37): its e-mail carries a link, and an admin
 * cannot hand the request to a partner before the link's button was pressed (Bookings' checkMerchantAssignment).
 */
async function mailsTo(address: string, since: string) {
  const p = await payload()
  const jobs = await p.find({ collection: 'payload-jobs', where: { and: [{ taskSlug: { equals: 'sendEmail' } }, { createdAt: { greater_than_equal: since } }] }, limit: 500, overrideAccess: true })
  return jobs.docs.map((job) => job.input as { to: string; text: string }).filter((mail) => mail.to === address)
}
const codeIn = (text: string) => /conferma-chiamata#codice=([0-9a-f]{64})/.exec(text)?.[1]

/** A call request whose sender chose the first partner the form names for Luce & Gas in 59100 (as the form sends it). */
async function callRequest(email: string): Promise<number> {
  const partner = await servingPartner()
  const sent = await raw('POST', '/public/call-requests', {
    body: { servizio: 'gas-e-luce', nome: 'Carla', cognome: 'Verdi', email, cellulare: '333 444 5566', descrizione: 'Vorrei cambiare fornitore.', cap: '59100', privacy: true, marketing: false, partners: true, partnerChannels: ['telefono'], partnerIds: [partner] },
  })
  expect(sent.status).toBe(201)
  return sent.body.id as number
}

/** The first partner the call form names for Luce & Gas in 59100 (GET /api/public/lead-partners): one the consumer may choose. */
async function servingPartner(): Promise<number> {
  const answer = await raw('GET', '/public/lead-partners?service=luce-gas&cap=59100')
  expect(answer.status).toBe(200)
  return (answer.body as unknown as LeadPartnersResponse).partners[0]!.id
}

describe('a call request handed to a partner', () => {
  it('waits for its sender to confirm the e-mail address from its link; then the admin may hand it on', async () => {
    const admin = await loginAs('Admin')
    const email = `chiamata.${randomUUID().slice(0, 8)}@example.com`
    const since = new Date().toISOString()
    const id = await callRequest(email)
    const partner = await servingPartner()
    const refused = await rest('PATCH', `/bookings/${id}`, { token: admin, body: { capCliente: '59100', merchant: partner } })
    expect([refused.status, JSON.stringify(refused.body)]).toEqual([400, expect.stringContaining(bookingAssignmentMessages.contactNotVerified)])
    expect((await (await payload()).findByID({ collection: collectionSlugs.bookings, id, depth: 0, overrideAccess: true })).merchant ?? null).toBeNull()
    // The admin's list says which call requests wait for their sender's confirmation.
    const listed = async () => ((await rest('GET', `/admin/lists/bookings?q=${encodeURIComponent(email)}`, { token: admin })).body.docs as { id: number; contattoVerificatoIl: string | null }[]).find((row) => row.id === id)
    expect((await listed())?.contattoVerificatoIl ?? null).toBeNull()

    // The sender cannot set the proof itself, and a made-up code proves nothing.
    const wrong = await raw('POST', '/public/call-requests/confirm', { body: { codice: 'a'.repeat(64) } })
    expect([wrong.status, wrong.body.error]).toEqual([400, callConfirmationMessages.invalid])
    const [mail] = await mailsTo(email, since)
    const code = codeIn(mail!.text)!
    expect(code).toMatch(/^[0-9a-f]{64}$/)
    const confirmed = await raw('POST', '/public/call-requests/confirm', { body: { codice: code } })
    expect([confirmed.status, confirmed.body.message]).toEqual([200, callConfirmationMessages.confirmed])
    expect((await listed())?.contattoVerificatoIl).toEqual(expect.any(String))
    const handed = await rest('PATCH', `/bookings/${id}`, { token: admin, body: { capCliente: '59100', merchant: partner } })
    expect(handed.status).toBe(200)
    expect((handed.body.doc as { merchant: { id: number } }).merchant.id).toBe(partner)

    // A second request of the proved address the same day gets no second e-mail (one a day) and needs none.
    const again = await callRequest(email)
    expect(await mailsTo(email, since)).toHaveLength(1)
    expect((await rest('PATCH', `/bookings/${again}`, { token: admin, body: { capCliente: '59100', merchant: partner } })).status).toBe(200)
    // A link is no proof after CONFIRMATION_DAYS, nor is it kept: only its hash is.
    const stored = await (await payload()).findByID({ collection: collectionSlugs.bookings, id, depth: 0, overrideAccess: true, showHiddenFields: true })
    expect(JSON.stringify(stored)).not.toContain(code)
  })

  it('one link proves the address however its letters and spaces were typed, before or after it is opened', async () => {
    const admin = await loginAs('Admin')
    const email = `chiamata.${randomUUID().slice(0, 8)}@example.com`
    const since = new Date().toISOString()
    const first = await callRequest(email)
    // Sent again before the link is opened, the address typed otherwise: no second e-mail, and the link covers it.
    const waiting = await callRequest(` ${email.toUpperCase()} `)
    expect(await mailsTo(email, since)).toHaveLength(1)
    const [mail] = await mailsTo(email, since)
    expect((await raw('POST', '/public/call-requests/confirm', { body: { codice: codeIn(mail!.text)! } })).status).toBe(200)
    // Sent once the address is proved, typed otherwise again: confirmed by that proof.
    const later = await callRequest(email.replace(/^c/, 'C'))
    expect(await mailsTo(email, since)).toHaveLength(1)
    const partner = await servingPartner()
    for (const id of [first, waiting, later]) {
      const handed = await rest('PATCH', `/bookings/${id}`, { token: admin, body: { capCliente: '59100', merchant: partner } })
      expect([id, handed.status]).toEqual([id, 200])
    }
  })

  it('an address nobody proved stays unassignable, whatever the sender sends', async () => {
    const admin = await loginAs('Admin')
    const email = `chiamata.${randomUUID().slice(0, 8)}@example.com`
    const sent = await raw('POST', '/public/call-requests', {
      body: { servizio: 'gas-e-luce', nome: 'Carla', cognome: 'Verdi', email, cellulare: '333 444 5566', descrizione: 'Richiamatemi.', cap: '59100', privacy: true, marketing: false, partners: false, partnerChannels: [], contattoVerificatoIl: new Date().toISOString() },
    })
    expect(sent.status).toBe(201)
    const refused = await rest('PATCH', `/bookings/${sent.body.id as number}`, { token: admin, body: { capCliente: '59100', merchant: await servingPartner() } })
    expect(refused.status).toBe(400)
  })
})
