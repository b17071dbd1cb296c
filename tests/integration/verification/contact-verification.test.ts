import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSessionId, leadReturnMessages, verificationMessages } from '#content-schema'
import { phoneFor } from '../../../scripts/visitor.ts'
import { collectionSlugs, globalSlugs } from '../../../cms/src/slugs.ts'
import { luceGasAnswers } from '../../fixtures.ts'
import { confirmContacts, confirmationSecret, isConfirmed, keepingNamedPartners, refOf } from '../support/confirmContacts.ts'
import { loginAs, payload, rest } from '../support/helpers.ts'

/**
 * A request reaches partners only once its consumer confirmed the contacts (here by the e-mail's link: the integration
 * runs have no SMS gateway), at most the operator's number of them; partners return leads and an admin decides.
 */
let ipCounter = 0
const nextIp = () => `10.88.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`

function lead(email = `verifica.${randomUUID().slice(0, 8)}@example.com`, telefono = phoneFor(email)) {
  return {
    service: 'luce-gas',
    questionnaireVersion: 1,
    sessionId: createSessionId(),
    answers: luceGasAnswers,
    location: '59100 - Prato',
    contact: { nome: 'Vera Verifica', telefono, email, messaggio: '', privacy: true, marketing: false, partners: true, partnerChannels: ['telefono'] },
    idempotencyKey: randomUUID(),
  }
}
/** Sent as the contact step sends it, keeping every partner it names. */
const send = async (body: unknown) => rest('POST', '/public/leads', { body: await keepingNamedPartners(body), headers: { 'x-real-ip': nextIp() } })

async function stored(ref: string) {
  const p = await payload()
  const found = await p.find({ collection: collectionSlugs.clientRequests, where: { offersToken: { equals: ref } }, depth: 0, limit: 1, overrideAccess: true })
  return found.docs[0]!
}
async function merchantNotices(email: string) {
  const p = await payload()
  const jobs = await p.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'sendEmail' } }, limit: 1000, overrideAccess: true })
  return jobs.docs.map((job) => job.input as { to: string; subject: string; text: string }).filter((input) => input.subject.startsWith('Nuova richiesta') && input.text.includes(email))
}
const setLeadSettings = async (richieste: Record<string, unknown>) =>
  (await payload()).updateGlobal({ slug: globalSlugs.siteSettings, data: { richieste } as never, overrideAccess: true })

let merchantToken: string
let adminToken: string

beforeAll(async () => {
  await payload()
  merchantToken = await loginAs('Merchant (Prato)')
  adminToken = await loginAs('Admin')
})

afterAll(async () => {
  await setLeadSettings({ partnerPerRichiesta: 4, giorniReso: 7 })
})

describe('a request before its contacts are confirmed', () => {
  it('reaches no partner: no notice, not in their list, no offers, no booking; the confirmation e-mail names no partner', async () => {
    const body = lead()
    const answer = await send(body)
    expect(answer.status).toBe(201)
    const ref = refOf(answer)
    expect(answer.body.verifyUrl).toBe(`/conferma-richiesta?ref=${ref}`)
    const row = await stored(ref)
    expect(row.verificataIl ?? null).toBeNull()
    expect(row.destinatari ?? []).toEqual([])
    expect(await merchantNotices(body.contact.email)).toEqual([])
    const listed = await rest('GET', `/client-requests?where[id][equals]=${row.id}&depth=0`, { token: merchantToken })
    expect(listed.body.docs).toEqual([])

    const offers = await rest('GET', `/public/offers?ref=${ref}`, { headers: { 'x-real-ip': nextIp() } })
    expect(offers.body.verified).toBe(false)
    const booking = await rest('POST', '/public/bookings', { body: { ref, merchantId: 1, partners: true, idempotencyKey: randomUUID() }, headers: { 'x-real-ip': nextIp() } })
    expect(booking.status).toBe(409)
    expect(booking.body.error ?? (booking.body.errors as { message: string }[])[0]!.message).toBe(verificationMessages.notVerified)

    const status = await rest('GET', `/public/request/verification?ref=${ref}`, { headers: { 'x-real-ip': nextIp() } })
    expect(status.body).toMatchObject({ state: 'pending', channel: 'email', sentTo: `${body.contact.email.slice(0, 2)}•••@example.com` })
  })

  it('refuses a wrong secret and one of another request in Italian, and confirms with the e-mail’s link once', async () => {
    const [first, second] = [lead(), lead()]
    const [a, b] = [refOf(await send(first)), refOf(await send(second))]
    const wrong = await rest('POST', '/public/request/verify', { body: { ref: a, code: await confirmationSecret(b) }, headers: { 'x-real-ip': nextIp() } })
    expect(wrong.status).toBe(400)
    expect(wrong.body.error).toBe(verificationMessages.linkInvalid)
    const digits = await rest('POST', '/public/request/verify', { body: { ref: a, code: '12a' }, headers: { 'x-real-ip': nextIp() } })
    expect(digits.status).toBe(400)
    expect(await isConfirmed(a)).toBe(false)

    await confirmContacts(a)
    expect(await isConfirmed(a)).toBe(true)
    expect((await merchantNotices(first.contact.email)).map((notice) => notice.to).sort()).toEqual(['info@energiatoscana.it', 'preventivi@pratosicura.it'])
    const row = await stored(a)
    const listed = await rest('GET', `/client-requests?where[id][equals]=${row.id}&depth=0`, { token: merchantToken })
    expect(listed.body.docs).toHaveLength(1)
    // Confirmed again (a second press): nothing more is sent.
    await confirmContacts(a)
    expect(await merchantNotices(first.contact.email)).toHaveLength(2)
    expect(await isConfirmed(b)).toBe(false)
  })

  it('expires: past its hours it can no longer be confirmed and reaches nobody', async () => {
    const body = lead()
    const ref = refOf(await send(body))
    const p = await payload()
    await p.update({ collection: collectionSlugs.clientRequests, id: (await stored(ref)).id, data: { verificaScadeIl: new Date(Date.now() - 1000).toISOString() }, overrideAccess: true })
    const status = await rest('GET', `/public/request/verification?ref=${ref}`, { headers: { 'x-real-ip': nextIp() } })
    expect(status.body.state).toBe('expired')
    const late = await rest('POST', '/public/request/verify', { body: { ref, code: await confirmationSecret(ref) }, headers: { 'x-real-ip': nextIp() } })
    expect(late.status).toBe(409)
    expect(await merchantNotices(body.contact.email)).toEqual([])
  })

  it('sends at most 5 confirmations an hour to one address, whatever the requests', async () => {
    const email = `limite.${randomUUID().slice(0, 8)}@example.com`
    const statuses: number[] = []
    for (let index = 0; index < 6; index += 1) statuses.push((await send(lead(email, phoneFor(`${email}${index}`)))).status)
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
    const refused = await send(lead(email))
    expect(refused.body.error).toBe(verificationMessages.tooManyForEmail)
  })
})

describe('partners per request', () => {
  it('sends a confirmed request to at most the operator’s number of partners', async () => {
    await setLeadSettings({ partnerPerRichiesta: 1 })
    const body = lead()
    const ref = refOf(await send(body))
    await confirmContacts(ref)
    const row = await stored(ref)
    expect(row.destinatari).toHaveLength(1)
    expect(await merchantNotices(body.contact.email)).toHaveLength(1)
    // The request page names the one partner that received the data.
    const page = await rest('GET', `/public/request?ref=${ref}`, { headers: { 'x-real-ip': nextIp() } })
    expect((page.body.partners as unknown[]).length).toBe(1)
    // The next request goes to the other partner in turn.
    const next = lead()
    const nextRef = refOf(await send(next))
    await confirmContacts(nextRef)
    expect((await stored(nextRef)).destinatari).not.toEqual(row.destinatari)
    await setLeadSettings({ partnerPerRichiesta: 4 })
  })
})

describe('lead returns', () => {
  async function confirmedLead(body = lead()) {
    const ref = refOf(await send(body))
    await confirmContacts(ref)
    return { body, ref, id: (await stored(ref)).id }
  }

  it('lets a partner return a lead it received once, with a reason; an admin decides; invalid contacts are blocked', async () => {
    const { body, id } = await confirmedLead()
    const returned = await rest('POST', '/lead-returns?depth=0', { token: merchantToken, body: { clientRequest: id, motivo: 'numero_errato', nota: 'Il numero non esiste' } })
    expect(returned.status).toBe(201)
    const doc = returned.body.doc as { id: number; stato: string }
    expect(doc.stato).toBe('in_attesa')
    const again = await rest('POST', '/lead-returns?depth=0', { token: merchantToken, body: { clientRequest: id, motivo: 'duplicata' } })
    expect(again.status).toBe(409)
    expect((again.body.errors as { message: string }[])[0]!.message).toBe(leadReturnMessages.duplicate)
    // A merchant cannot decide its own return.
    expect((await rest('PATCH', `/lead-returns/${doc.id}`, { token: merchantToken, body: { stato: 'accettato' } })).status).toBe(403)
    const figures = await rest('GET', '/merchant/response-time', { token: merchantToken })
    expect(figures.body.returns).toMatchObject({ inAttesa: expect.any(Number) })
    expect((figures.body.returns as { inAttesa: number }).inAttesa).toBeGreaterThan(0)

    const decided = await rest('PATCH', `/lead-returns/${doc.id}?depth=0`, { token: adminToken, body: { stato: 'accettato', motivazione: 'Verificato' } })
    expect(decided.status).toBe(200)
    const invalid = await (await payload()).findByID({ collection: collectionSlugs.clientRequests, id, depth: 0, overrideAccess: true })
    expect(invalid.contattiNonValidiIl).toBeTruthy()
    expect((await rest('PATCH', `/lead-returns/${doc.id}?depth=0`, { token: adminToken, body: { stato: 'respinto' } })).status).toBe(409)
    const counts = await rest('GET', `/admin/return-counts?ids=${(returned.body.doc as { merchant: number }).merchant}`, { token: adminToken })
    expect(Object.values(counts.body)[0]).toMatchObject({ accettati: expect.any(Number) })

    // The same phone cannot be sent a code or a link again.
    const blocked = await send(lead(`altro.${randomUUID().slice(0, 8)}@example.com`, body.contact.telefono))
    expect(blocked.status).toBe(400)
    expect(blocked.body.error).toBe(verificationMessages.blockedContact)
  })

  it('refuses a lead the partner did not receive and one past the window', async () => {
    const { id } = await confirmedLead()
    const milano = await loginAs('Merchant (Milano)')
    const foreign = await rest('POST', '/lead-returns', { token: milano, body: { clientRequest: id, motivo: 'cap_errato' } })
    expect(foreign.status).toBe(400)
    expect((foreign.body.errors as { message: string }[])[0]!.message).toBe(leadReturnMessages.outOfScope)

    const old = await confirmedLead()
    await (await payload()).update({ collection: collectionSlugs.clientRequests, id: old.id, data: { verificataIl: new Date(Date.now() - 8 * 86_400_000).toISOString() }, overrideAccess: true })
    const late = await rest('POST', '/lead-returns', { token: merchantToken, body: { clientRequest: old.id, motivo: 'cap_errato' } })
    expect(late.status).toBe(400)
    expect((late.body.errors as { message: string }[])[0]!.message).toBe(leadReturnMessages.windowClosed(7))
  })
})
