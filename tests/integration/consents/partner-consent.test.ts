import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSessionId, leadMessages, phoneMaskMessages, type LeadPartnersResponse } from '#content-schema'
import { phoneFor } from '../../../scripts/visitor.ts'
import { collectionSlugs } from '../../../cms/src/slugs.ts'
import { luceGasAnswers, merchantProfile } from '../../fixtures.ts'
import { login, loginAs, payload, rest } from '../support/helpers.ts'
import { confirmContacts, refOf } from '../support/confirmContacts.ts'
import { cleanUp, createLead, merchantId, queuedEmails, raw, track } from '../support/offersHelpers.ts'

/**
 * Consent belongs to a partner (issue #32): the contact step names the partners a request would go to, the consumer
 * chooses among them, and each partner reads the contacts only for the consumer's choice of it — in its e-mail and
 * through the API. Prato (59100) Luce & Gas has the demo Energia Toscana and Prato Sicura, and here a third partner
 * with an account of its own, so two partners can read the same request.
 */
afterAll(cleanUp)

let ipCounter = 0
const ip = () => `10.32.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`
const ids = { energia: 0, sicura: 0, third: 0, thirdUser: 0, milano: 0 }
const tokens = { energia: '', third: '', admin: '' }
const THIRD_EMAIL = `terzo.${randomUUID().slice(0, 8)}@example.com`
const THIRD_PASSWORD = 'Terzo!2026prova'

beforeAll(async () => {
  const p = await payload()
  ids.energia = await merchantId('Energia Toscana S.r.l.')
  ids.sicura = await merchantId('Prato Sicura Impianti')
  ids.milano = await merchantId('Lombardia Connect')
  const user = await p.create({ collection: 'users', data: { email: THIRD_EMAIL, password: THIRD_PASSWORD, roles: ['merchant'] }, overrideAccess: true })
  ids.thirdUser = user.id
  const third = await p.create({
    collection: collectionSlugs.merchants,
    data: {
      user: user.id,
      ...merchantProfile({ nomeAzienda: 'Terzo Partner Prato', cap: '59100', citta: 'Prato', email: `info.${THIRD_EMAIL}` }),
      stato: 'attivo',
      periodiAttivita: [{ dal: new Date(Date.now() - 3600_000).toISOString() }],
    } as never,
    overrideAccess: true,
  })
  ids.third = third.id
  tokens.energia = await loginAs('Merchant (Prato)')
  tokens.third = await login(THIRD_EMAIL, THIRD_PASSWORD)
  tokens.admin = await loginAs('Admin')
})

afterAll(async () => {
  const p = await payload()
  await p.delete({ collection: collectionSlugs.merchants, id: ids.third, overrideAccess: true })
})

async function namedPartners(cap = '59100'): Promise<LeadPartnersResponse> {
  const answer = await rest('GET', `/public/lead-partners?service=luce-gas&cap=${cap}`, { headers: { 'x-real-ip': ip() } })
  expect(answer.status).toBe(200)
  return answer.body as unknown as LeadPartnersResponse
}

function leadBody(contact: Record<string, unknown>) {
  const email = `scelta.${randomUUID().slice(0, 8)}@example.com`
  return {
    email,
    body: {
      service: 'luce-gas',
      questionnaireVersion: 1,
      sessionId: createSessionId(),
      answers: luceGasAnswers,
      location: '59100 - Prato',
      contact: { nome: 'Sofia Scelta', email, telefono: phoneFor(email), messaggio: '', privacy: true, marketing: false, ...contact },
      idempotencyKey: randomUUID(),
    },
  }
}

/** Sends and confirms a lead; its id, token, e-mail and phone. */
async function sendLead(contact: Record<string, unknown>) {
  const { email, body } = leadBody(contact)
  const answer = await rest('POST', '/public/leads', { body, headers: { 'x-real-ip': ip() } })
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  const ref = refOf(answer)
  const p = await payload()
  const found = await p.find({ collection: collectionSlugs.clientRequests, where: { offersToken: { equals: ref } }, depth: 0, limit: 1, overrideAccess: true })
  const id = found.docs[0]!.id
  track('client-requests', id)
  const since = new Date().toISOString()
  await confirmContacts(ref, ip())
  return { id, ref, email, phone: phoneFor(email), since }
}

const merchantNotices = async (since: string) =>
  (await queuedEmails(['info@energiatoscana.it', 'preventivi@pratosicura.it', `info.${THIRD_EMAIL}`], since)).filter((mail) => mail.subject.startsWith('Nuova richiesta Luce & Gas'))

async function partnerConsents(lead: number) {
  const p = await payload()
  const found = await p.find({ collection: collectionSlugs.consents, where: { lead: { equals: lead } }, depth: 0, sort: 'id', overrideAccess: true })
  return found.docs
    .flatMap((consent) => consent.grants.filter((grant) => grant.purpose === 'partners'))
    .map((grant) => ({ merchant: grant.merchant, granted: grant.granted, wording: grant.wording, channels: grant.channels }))
    .sort((a, b) => Number(a.merchant) - Number(b.merchant))
}

describe('the partners a request would go to', () => {
  it('are named before sending, by the rule that delivers it, with the operator’s number', async () => {
    const named = await namedPartners()
    expect(named.max).toBe(4)
    expect(named.partners.map((partner) => partner.nomeAzienda).sort()).toEqual(['Energia Toscana S.r.l.', 'Prato Sicura Impianti', 'Terzo Partner Prato'])
    expect(named.partners.every((partner) => partner.citta === 'Prato')).toBe(true)
    expect(Object.keys(named.partners[0]!).sort()).toEqual(['citta', 'id', 'nomeAzienda'])
    expect((await namedPartners('39100')).partners).toEqual([])
  })

  it('refuses a CAP or a service it does not take with an Italian 400', async () => {
    const badCap = await rest('GET', '/public/lead-partners?service=luce-gas&cap=591', { headers: { 'x-real-ip': ip() } })
    expect(badCap.status).toBe(400)
    expect(badCap.body.error).toMatch(/CAP/)
    const badService = await rest('GET', '/public/lead-partners?service=non-esiste&cap=59100', { headers: { 'x-real-ip': ip() } })
    expect(badService.status).toBe(400)
  })
})

describe('a lead goes only to the partners its consumer chose', () => {
  it('a choice outside the partners the rule gives the request to is refused, and nothing is stored', async () => {
    const { email, body } = leadBody({ partners: true, partnerChannels: ['telefono'], partnerIds: [ids.energia, ids.milano] })
    const answer = await rest('POST', '/public/leads', { body, headers: { 'x-real-ip': ip() } })
    expect(answer.status).toBe(400)
    expect(answer.body.error).toBe(leadMessages.partnerChoiceChanged)
    const p = await payload()
    expect((await p.count({ collection: collectionSlugs.clientRequests, where: { email: { equals: email } }, overrideAccess: true })).totalDocs).toBe(0)
    expect((await p.count({ collection: collectionSlugs.consents, where: { email: { equals: email } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('one partner chosen: only it gets the e-mail, with the contacts; the ledger names each partner shown', async () => {
    const lead = await sendLead({ partners: true, partnerChannels: ['telefono'], partnerIds: [ids.third] })
    const notices = await merchantNotices(lead.since)
    expect(notices.map((mail) => mail.to)).toEqual([`info.${THIRD_EMAIL}`])
    expect(notices[0]!.text).toContain(lead.email)
    expect(notices[0]!.text).toContain(lead.phone)
    expect(notices[0]!.text).toContain('Sofia Scelta')

    const p = await payload()
    const stored = await p.findByID({ collection: collectionSlugs.clientRequests, id: lead.id, depth: 0, overrideAccess: true })
    expect(stored.destinatari).toEqual([ids.third])
    expect([...(stored.partnerProposti as number[])].sort()).toEqual([ids.energia, ids.sicura, ids.third].sort())
    expect(stored.partnerScelti).toEqual([ids.third])
    expect(stored.senzaPartnerDal ?? null).toBeNull()

    const consents = await partnerConsents(lead.id)
    expect(consents.map((consent) => [consent.merchant, consent.granted])).toEqual(
      [
        [ids.energia, false],
        [ids.sicura, false],
        [ids.third, true],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    )
    expect(consents.find((consent) => consent.merchant === ids.third)!.wording).toMatch(/Partner: Terzo Partner Prato\.$/)
    expect(consents.find((consent) => consent.merchant === ids.energia)!.wording).toMatch(/Partner: Energia Toscana S\.r\.l\.\.$/)

    const asThird = await rest('GET', `/client-requests/${lead.id}?depth=0`, { token: tokens.third })
    expect(asThird.status).toBe(200)
    expect(asThird.body).toMatchObject({ nome: 'Sofia Scelta', email: lead.email, telefono: lead.phone })
    // A partner not chosen reads nothing of it.
    expect((await rest('GET', `/client-requests/${lead.id}?depth=0`, { token: tokens.energia })).status).toBe(404)
  })

  it('no partner chosen: no partner gets an e-mail or reads the request, it waits for nobody, and the request page still works', async () => {
    const lead = await sendLead({ partners: false, partnerChannels: [], partnerIds: [ids.energia, ids.third] })
    expect(await merchantNotices(lead.since)).toEqual([])
    // The consumer's confirmation promises no call.
    const [confirmation] = (await queuedEmails([lead.email], lead.since)).filter((mail) => mail.subject.startsWith('Abbiamo ricevuto'))
    expect(confirmation!.text).toContain('Non hai scelto nessun partner: i tuoi dati non sono stati inviati a nessuno e nessuno ti chiamerà.')
    expect(confirmation!.text).not.toContain('ti contatteranno')
    const p = await payload()
    const stored = await p.findByID({ collection: collectionSlugs.clientRequests, id: lead.id, depth: 0, overrideAccess: true })
    expect(stored.destinatari).toEqual([])
    expect(stored.partnerScelti).toEqual([])
    expect(stored.senzaPartnerDal ?? null).toBeNull()
    expect((await partnerConsents(lead.id)).every((consent) => !consent.granted)).toBe(true)
    for (const token of [tokens.energia, tokens.third]) expect((await rest('GET', `/client-requests/${lead.id}?depth=0`, { token })).status).toBe(404)
    const page = await rest('GET', `/public/request?ref=${lead.ref}`, { headers: { 'x-real-ip': ip() } })
    expect(page.status).toBe(200)
    expect(JSON.stringify(page.body)).toContain('Sofia Scelta'.split(' ')[0])
  })

  it('chosen with the e-mail only: the partner reads the name and the e-mail, the phone masked', async () => {
    const lead = await sendLead({ partners: true, partnerChannels: ['email'], partnerIds: [ids.third] })
    const [notice] = await merchantNotices(lead.since)
    expect(notice!.text).toContain(lead.email)
    expect(notice!.text).not.toContain(lead.phone)
    const asThird = await rest('GET', `/client-requests/${lead.id}?depth=0`, { token: tokens.third })
    expect(asThird.body.email).toBe(lead.email)
    expect(asThird.body.telefono).toMatch(/•/)
  })
})

describe('a partner that received a request without being chosen', () => {
  it('reads no contact of it; a consent from the booking dialog to one partner shows the phone to that partner only', async () => {
    // An admin's lead, delivered to every partner of the CAP without a choice (the first case).
    const lead = await createLead({ cap: '59100', citta: 'Prato', servizio: 'luce-gas' }, undefined, { chosen: false })
    const p = await payload()
    const stored = await p.findByID({ collection: collectionSlugs.clientRequests, id: lead.id, depth: 0, overrideAccess: true })
    expect(stored.destinatari).toEqual(expect.arrayContaining([ids.energia, ids.third]))
    for (const token of [tokens.energia, tokens.third]) {
      const read = await rest('GET', `/client-requests/${lead.id}?depth=0`, { token })
      expect(read.status).toBe(200)
      expect(read.body).toMatchObject({ nome: phoneMaskMessages.notShared, email: phoneMaskMessages.notShared, telefono: phoneMaskMessages.notShared })
      expect(JSON.stringify(read.body)).not.toContain('555 0101')
      expect(JSON.stringify(read.body)).not.toContain(lead.email)
    }

    const since = new Date().toISOString()
    const booked = await raw('POST', '/public/bookings', { body: { ref: lead.token, merchantId: ids.third, partners: true } })
    expect(booked.status).toBe(201)
    const asThird = await rest('GET', `/client-requests/${lead.id}?depth=0`, { token: tokens.third })
    expect(asThird.body).toMatchObject({ nome: 'Elena Rossi', email: lead.email, telefono: '+39 347 555 0101' })
    const asEnergia = await rest('GET', `/client-requests/${lead.id}?depth=0`, { token: tokens.energia })
    expect(asEnergia.body).toMatchObject({ nome: phoneMaskMessages.notShared, telefono: phoneMaskMessages.notShared })

    // The ledger names the partner of the consent, in its words too.
    const consents = await partnerConsents(lead.id)
    expect(consents).toEqual([{ merchant: ids.third, granted: true, wording: expect.stringMatching(/Partner: Terzo Partner Prato\.$/), channels: ['telefono'] }])
    // Only that partner is told of the callback.
    const told = (await queuedEmails(['info@energiatoscana.it', `info.${THIRD_EMAIL}`], since)).map((mail) => mail.to)
    expect(told).toEqual([`info.${THIRD_EMAIL}`])
    // And another partner's booking still asks its own consent.
    const other = await raw('POST', '/public/bookings', { body: { ref: lead.token, merchantId: ids.energia } })
    expect(other.status).toBe(400)
  })
})
