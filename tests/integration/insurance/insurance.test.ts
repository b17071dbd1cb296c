import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { insuranceMessages, merchantProfileMessages, ruiLine, type Estimate } from '#content-schema'
import { collectionSlugs } from '../../../cms/src/slugs.ts'
import { questionnaireFixtures } from '../../../content-schema/src/questionnaire/fixtures.ts'
import { leadBody, walkQuestionnaire } from '../../../scripts/visitor.ts'
import { login, loginAs, payload, rest } from '../support/helpers.ts'
import { cleanUp, merchantId, queuedEmails, raw, track } from '../support/offersHelpers.ts'
import { confirmContacts, keepingNamedPartners, refOf } from '../support/confirmContacts.ts'

/**
 * Insurance within the law: the insurance services are referrals ("segnalazione") unless an admin, with the site's
 * RUI registration set, makes one a registered intermediary's. In "segnalazione" no premium is computed or shown —
 * on the questionnaire's estimate, the offers and request pages, the consumer's and the partner's e-mails, and for a
 * premium stored before the rule — and the reason is said in Italian; as a registered intermediary every premium
 * carries the RUI registration.
 */
afterAll(cleanUp)

const casa = questionnaireFixtures['assicurazione-casa']
const auto = questionnaireFixtures['assicurazione-auto']
// Every cover chosen (0.1 < 0.4 keeps each option), a private household in Prato, where Prato Sicura serves insurance.
const walkCasa = () => walkQuestionnaire(casa, () => 0.1, '59100 - Prato')
const registration = { section: 'E', number: 'E000123456' } as const
const euro = /\d\s?€|€\/anno/

let ipCounter = 0
const ip = () => ({ 'x-real-ip': `10.24.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}` })
const post = (path: string, body: unknown) => rest('POST', path, { body, headers: ip() })

async function serviceId(slug: string): Promise<number> {
  const p = await payload()
  const found = await p.find({ collection: collectionSlugs.services, where: { slug: { equals: slug } }, depth: 0, limit: 1, overrideAccess: true })
  return found.docs[0]!.id
}

/**
 * `work` with a session of the demo partner `id`, which has no demo login: an account of its own, made the profile's
 * owner for the while, then the profile's owner is what it was and the account goes.
 */
async function asPartner<T>(id: number, work: (token: string) => Promise<T>): Promise<T> {
  const p = await payload()
  const email = `partner.${randomUUID().slice(0, 8)}@example.com`
  const password = 'Polizza!Casa2026'
  const before = await p.findByID({ collection: collectionSlugs.merchants, id, depth: 0, overrideAccess: true })
  const user = await p.create({ collection: 'users', data: { email, password, roles: ['merchant'] }, overrideAccess: true })
  try {
    await p.update({ collection: collectionSlugs.merchants, id, data: { user: user.id }, overrideAccess: true })
    return await work(await login(email, password))
  } finally {
    await p.update({ collection: collectionSlugs.merchants, id, data: { user: before.user ?? null }, overrideAccess: true })
    await p.delete({ collection: 'users', id: user.id, overrideAccess: true })
  }
}

async function sendLead() {
  const email = `assicurato.${randomUUID().slice(0, 8)}@example.com`
  const since = new Date().toISOString()
  const walk = walkCasa()
  const result = await post('/public/leads', await keepingNamedPartners(leadBody(casa, walk, email)))
  expect(result.status).toBe(201)
  const token = refOf(result)
  // Confirmed as the consumer does, so it reaches its partners (and its e-mails go out).
  await confirmContacts(token)
  const p = await payload()
  const lead = (await p.find({ collection: collectionSlugs.clientRequests, where: { offersToken: { equals: token } }, depth: 0, limit: 1, overrideAccess: true })).docs[0]!
  track('client-requests', lead.id)
  const merchants = (await p.find({ collection: collectionSlugs.merchants, where: { id: { in: (lead.destinatari ?? []) as number[] } }, depth: 0, overrideAccess: true })).docs
  return { token, email, since, walk, lead, merchantEmails: merchants.map((merchant) => merchant.email) }
}

describe('an insurance service in "segnalazione" (the default)', () => {
  it('is set so by the seed for both insurance services, and for no other service', async () => {
    const p = await payload()
    const services = await p.find({ collection: collectionSlugs.services, depth: 0, limit: 20, overrideAccess: true })
    expect(Object.fromEntries(services.docs.map((service) => [service.slug, service.insuranceMode ?? null]))).toMatchObject({
      'assicurazione-casa': 'segnalazione',
      'assicurazione-auto': 'segnalazione',
      'luce-gas': null,
      fotovoltaico: null,
    })
  })

  it('computes no premium on the estimate step, and says why', async () => {
    const result = await post('/public/estimate', { service: 'assicurazione-casa', questionnaireVersion: casa.version, answers: walkCasa().answers, location: '59100 - Prato' })
    expect(result.status).toBe(200)
    expect(result.body.estimate).toEqual({
      service: 'assicurazione-casa',
      kind: 'none',
      figures: [],
      chart: null,
      notice: insuranceMessages.referralNotice,
      assumptions: [],
      parameters: [],
      basis: [],
    })
    // A pet's policy had a typical range before: no longer in "segnalazione".
    const pet = walkQuestionnaire(auto, () => 0.9, '59100 - Prato')
    const petEstimate = await post('/public/estimate', { service: 'assicurazione-auto', questionnaireVersion: auto.version, answers: pet.answers, location: '59100 - Prato' })
    expect(petEstimate.status).toBe(200)
    expect(petEstimate.body.estimate).toMatchObject({ kind: 'none', figures: [], notice: insuranceMessages.referralNotice })
  })

  it('stores and shows no premium: offers and request pages, the consumer’s and the partner’s e-mails', async () => {
    const sent = await sendLead()
    expect(sent.lead.stima).toMatchObject({ kind: 'none', figures: [], notice: insuranceMessages.referralNotice })
    expect(sent.merchantEmails.length).toBeGreaterThan(0)

    const offers = await raw('GET', `/public/offers?ref=${sent.token}&scope=service`)
    expect(offers.status).toBe(200)
    expect(offers.body.estimate).toMatchObject({ kind: 'none', figures: [], notice: insuranceMessages.referralNotice })
    const page = await raw('GET', `/public/request?ref=${sent.token}`)
    expect(page.status).toBe(200)
    expect(page.body.estimate).toMatchObject({ kind: 'none', figures: [], notice: insuranceMessages.referralNotice })
    for (const answer of [offers.text, page.text]) expect(answer).not.toMatch(euro)

    const mails = await queuedEmails([sent.email, ...sent.merchantEmails], sent.since)
    const consumer = mails.find((mail) => mail.to === sent.email && mail.subject.startsWith('Abbiamo ricevuto'))
    const partner = mails.find((mail) => sent.merchantEmails.includes(mail.to) && mail.subject.startsWith('Nuova richiesta'))
    for (const mail of [consumer, partner]) {
      expect(mail?.text).toContain(insuranceMessages.referralNotice)
      expect(mail?.text).not.toMatch(euro)
    }
  })

  it('hides a premium stored before the rule, wherever the lead is read', async () => {
    const p = await payload()
    const token = `test-offers-${randomUUID()}`
    const stored: Estimate = {
      service: 'assicurazione-casa',
      kind: 'range',
      figures: [{ label: 'Premio annuo indicativo', value: 110, max: 200, unit: '€/anno', highlight: true }],
      chart: { title: 'Premio annuo indicativo', unit: '€/anno', bars: [{ label: 'Da', value: 110 }, { label: 'Fino a', value: 200 }] },
      assumptions: [],
      parameters: [],
      basis: [],
    }
    // Delivered to Prato Sicura, the Prato partner of the service with a RUI number, as a confirmed request would be.
    const partnerId = await merchantId('Prato Sicura Impianti')
    const lead = await p.create({
      collection: collectionSlugs.clientRequests,
      data: { nome: 'Giulia Polizza', email: 'giulia.polizza@example.com', telefono: '+39 347 555 0202', servizio: 'assicurazione-casa', cap: '59100', citta: 'Prato', offersToken: token, stima: stored, destinatari: [partnerId] },
      overrideAccess: true,
    })
    track('client-requests', lead.id)
    const page = await raw('GET', `/public/request?ref=${token}`)
    expect(page.body.estimate).toMatchObject({ kind: 'none', figures: [], notice: insuranceMessages.referralNotice })
    expect(page.text).not.toMatch(euro)
    const offers = await raw('GET', `/public/offers?ref=${token}&scope=service`)
    expect(offers.body.estimate).toMatchObject({ kind: 'none', notice: insuranceMessages.referralNotice })
    // The partner that received it reads no premium either.
    const partner = await asPartner(partnerId, (token) => rest('GET', `/client-requests/${lead.id}?depth=0`, { token }))
    expect(partner.status).toBe(200)
    expect(partner.body.stima).toMatchObject({ kind: 'none', figures: [] })
    const admin = await rest('GET', `/client-requests/${lead.id}?depth=0`, { token: await loginAs('Admin') })
    expect(admin.body.stima).toMatchObject({ kind: 'none', figures: [] })
  })
})

describe('the setting and the RUI registration', () => {
  it('refuse a registered intermediary without a whole RUI registration, in Italian; only admins change them', async () => {
    const admin = await loginAs('Admin')
    const editor = await loginAs('Editor')
    const id = await serviceId('assicurazione-casa')

    const early = await rest('PATCH', `/services/${id}`, { token: admin, body: { insuranceMode: 'intermediario', _status: 'published' } })
    expect(early.status).toBe(400)
    expect(JSON.stringify(early.body)).toContain(insuranceMessages.modeNeedsRegistration)

    const mismatch = await rest('POST', '/globals/site-settings', { token: admin, body: { insurance: { ruiSection: 'A', ruiNumber: registration.number } } })
    expect(mismatch.status).toBe(400)
    expect(JSON.stringify(mismatch.body)).toContain(insuranceMessages.ruiSectionMismatch)
    const malformed = await rest('POST', '/globals/site-settings', { token: admin, body: { insurance: { ruiSection: 'E', ruiNumber: 'E12' } } })
    expect(malformed.status).toBe(400)
    expect(JSON.stringify(malformed.body)).toContain(insuranceMessages.invalidRuiNumber)
    const half = await rest('POST', '/globals/site-settings', { token: admin, body: { insurance: { ruiSection: 'E', ruiNumber: '' } } })
    expect(half.status).toBe(400)
    expect(JSON.stringify(half.body)).toContain(insuranceMessages.ruiIncomplete)

    // An editor's save keeps the registration as it was (read-only for editors).
    expect((await rest('POST', '/globals/site-settings', { token: editor, body: { insurance: { ruiSection: 'E', ruiNumber: registration.number } } })).status).toBe(200)
    const kept = (await rest('GET', '/globals/site-settings', { token: admin })).body.insurance as { ruiNumber?: string | null } | undefined
    expect(kept?.ruiNumber ?? null).toBeNull()

    const saved = await rest('POST', '/globals/site-settings', { token: admin, body: { insurance: { ruiSection: registration.section, ruiNumber: registration.number } } })
    expect(saved.status).toBe(200)
    // An editor cannot switch the service; an admin can, now.
    expect((await rest('PATCH', `/services/${id}`, { token: editor, body: { insuranceMode: 'intermediario', _status: 'published' } })).status).toBe(200)
    expect((await rest('GET', `/services/${id}?depth=0`, { token: admin })).body.insuranceMode).toBe('segnalazione')
    const switched = await rest('PATCH', `/services/${id}`, { token: admin, body: { insuranceMode: 'intermediario', _status: 'published' } })
    expect(switched.status).toBe(200)
    // Not for a service that is not insurance.
    const other = await rest('PATCH', `/services/${await serviceId('luce-gas')}`, { token: admin, body: { insuranceMode: 'intermediario', _status: 'published' } })
    expect(other.status).toBe(400)
    expect(JSON.stringify(other.body)).toContain(insuranceMessages.modeOnlyInsurance)

    // The registration cannot go while a service shows premiums beside it.
    const cleared = await rest('POST', '/globals/site-settings', { token: admin, body: { insurance: { ruiSection: null, ruiNumber: '' } } })
    expect(cleared.status).toBe(400)
    expect(JSON.stringify(cleared.body)).toContain(insuranceMessages.registrationInUse('Assicurazione Casa'))
  })

  it('as a registered intermediary, shows the premium with the RUI registration beside it, on the page and in the e-mail', async () => {
    const line = ruiLine(registration)
    const estimate = await post('/public/estimate', { service: 'assicurazione-casa', questionnaireVersion: casa.version, answers: walkCasa().answers, location: '59100 - Prato' })
    expect(estimate.body.estimate).toMatchObject({ kind: 'range', intermediary: line })
    expect((estimate.body.estimate as Estimate).figures).toHaveLength(1)

    const sent = await sendLead()
    expect(sent.lead.stima).toMatchObject({ kind: 'range', intermediary: line })
    const page = await raw('GET', `/public/request?ref=${sent.token}`)
    expect(page.body.estimate).toMatchObject({ kind: 'range', intermediary: line })
    const [consumer] = (await queuedEmails([sent.email], sent.since)).filter((mail) => mail.subject.startsWith('Abbiamo ricevuto'))
    expect(consumer!.text).toMatch(new RegExp(`Premio annuo indicativo \\(stima indicativa\\): [\\d.]+ – [\\d.]+ €/anno · ${line.replace(/[()]/g, '\\$&')}`))
    // Assicurazione Auto stayed a referral: no figure there.
    const car = walkQuestionnaire(auto, () => 0.1, '59100 - Prato')
    expect((await post('/public/estimate', { service: 'assicurazione-auto', questionnaireVersion: auto.version, answers: car.answers, location: '59100 - Prato' })).body.estimate).toMatchObject({
      kind: 'none',
      notice: insuranceMessages.referralNotice,
    })

    // Back to "segnalazione": the premium just stored is no longer shown anywhere.
    const admin = await loginAs('Admin')
    expect((await rest('PATCH', `/services/${await serviceId('assicurazione-casa')}`, { token: admin, body: { insuranceMode: 'segnalazione', _status: 'published' } })).status).toBe(200)
    const after = await raw('GET', `/public/request?ref=${sent.token}`)
    expect(after.body.estimate).toMatchObject({ kind: 'none', notice: insuranceMessages.referralNotice })
    expect(after.text).not.toMatch(euro)
    expect((await rest('POST', '/globals/site-settings', { token: admin, body: { insurance: { ruiSection: null, ruiNumber: '' } } })).status).toBe(200)
  })
})

describe('the partners an insurance request reaches', () => {
  it('are intermediaries registered on the RUI: a profile offering insurance needs its number, a partner without one receives nothing and is not offered', async () => {
    const p = await payload()
    const pratoSicura = (await p.find({ collection: collectionSlugs.merchants, where: { nomeAzienda: { equals: 'Prato Sicura Impianti' } }, depth: 0, limit: 1, overrideAccess: true })).docs[0]!
    expect(pratoSicura.numeroRui).toBe('E000412345')

    // A merchant's own save: insurance without the number, with a malformed one, then with its number in lower case.
    const token = await loginAs('Merchant (Prato)')
    const own = (await rest('GET', '/merchants/me', { token })).body.doc as { id: number; servizi: string[] }
    const services = [...own.servizi, 'assicurazione-casa']
    const missing = await rest('PATCH', `/merchants/${own.id}`, { token, body: { servizi: services } })
    expect([missing.status, (missing.body.errors as { message: string }[])[0]!.message]).toEqual([400, merchantProfileMessages.ruiRequired])
    const malformed = await rest('PATCH', `/merchants/${own.id}`, { token, body: { servizi: services, numeroRui: 'E12345' } })
    expect([malformed.status, (malformed.body.errors as { message: string }[])[0]!.message]).toEqual([400, insuranceMessages.invalidPartnerRuiNumber])

    // A partner that offers insurance but lost its number (a record from before the rule): it gets no insurance lead.
    const pool = (p.db as unknown as { pool: { query: (text: string, values: unknown[]) => Promise<unknown> } }).pool
    await pool.query('update merchants set numero_rui = null where id = $1', [pratoSicura.id])
    try {
      const unregistered = await sendLead()
      expect(unregistered.lead.destinatari ?? []).not.toContain(pratoSicura.id)
      const offered = await raw('GET', `/public/offers?ref=${unregistered.token}&scope=cap`)
      expect((offered.body.merchants as { id: number }[]).map((merchant) => merchant.id)).not.toContain(pratoSicura.id)
    } finally {
      await pool.query('update merchants set numero_rui = $2 where id = $1', [pratoSicura.id, 'E000412345'])
    }
    // Registered again: it receives the next one, and its card says its registration.
    const registered = await sendLead()
    expect(registered.lead.destinatari).toContain(pratoSicura.id)
    const card = ((await raw('GET', `/public/offers?ref=${registered.token}&scope=service`)).body.merchants as { id: number; iscrizioneRui: string | null }[]).find((merchant) => merchant.id === pratoSicura.id)
    expect(card?.iscrizioneRui).toBe(merchantProfileMessages.ruiShown('E000412345'))
  })
})
