import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { bookingAssignmentMessages, callFormMessages, consentWithdrawalMessages, contactFormMessages, leadMessages, partnerConsentWording, serviceLabels, type LeadPartnersResponse } from '#content-schema'
import { monthsBefore } from '../../../cms/src/database/retention.ts'
import { collectionSlugs } from '../../../cms/src/slugs.ts'
import { loginAs, payload, rest } from '../support/helpers.ts'
import { cleanUp, queuedEmails, raw } from '../support/offersHelpers.ts'

// Other test files count the demo data exactly: leave the database as it was found.
afterAll(cleanUp)

const messagesOf = (body: Record<string, unknown>) => (body.issues as { path: string; message: string }[]).map((issue) => [issue.path, issue.message])

describe('POST /api/public/contact-requests', () => {
  const valid = () => ({
    nome: 'Giulia',
    cognome: 'Neri',
    email: `giulia.${randomUUID().slice(0, 8)}@example.com`,
    telefono: '347 123 4567',
    cap: '59100',
    argomento: 'fotovoltaico',
    messaggio: 'Vorrei informazioni su un impianto.',
    privacy: true,
    marketing: true,
  })

  it('answers every field of the validation table with its Italian message', async () => {
    const empty = await raw('POST', '/public/contact-requests', { body: { nome: 'G', cognome: '', email: 'non-una-email', telefono: '123', cap: '591', argomento: '', messaggio: 'corto', privacy: false } })
    expect(empty.status).toBe(400)
    expect(messagesOf(empty.body)).toEqual([
      ['nome', contactFormMessages.nome],
      ['cognome', contactFormMessages.cognome],
      ['email', contactFormMessages.email],
      ['telefono', contactFormMessages.telefono],
      ['cap', contactFormMessages.capShort],
      ['argomento', contactFormMessages.argomento],
      ['messaggio', contactFormMessages.messaggio],
      ['privacy', contactFormMessages.privacy],
    ])
    const longCap = await raw('POST', '/public/contact-requests', { body: { ...valid(), cap: '591000' } })
    expect(messagesOf(longCap.body)).toEqual([['cap', 'Il CAP deve essere di 5 cifre']])
  })

  it('stores the message with its consents, queues the acknowledgement, and a resubmission returns the same record', async () => {
    const since = new Date().toISOString()
    const form = valid()
    const key = randomUUID()
    const created = await raw('POST', '/public/contact-requests', { body: { ...form, idempotencyKey: key } })
    expect(created.status).toBe(201)
    const p = await payload()
    const stored = await p.findByID({ collection: collectionSlugs.contactRequests, id: created.body.id as number, overrideAccess: true })
    expect(stored).toMatchObject({ nome: 'Giulia', cognome: 'Neri', email: form.email, argomento: 'fotovoltaico', privacyAccepted: true, marketingAccepted: true, cap: '59100' })
    const consents = await p.find({ collection: collectionSlugs.consents, where: { contactRequest: { equals: stored.id } }, overrideAccess: true })
    // One record for the message's consents, a grant each.
    expect(consents.docs).toHaveLength(1)
    expect(consents.docs[0]!.grants.map((grant) => [grant.purpose, grant.granted]).sort()).toEqual([['marketing', true], ['privacy', true]])
    const emails = await queuedEmails([form.email], since)
    expect(emails.map((email) => email.subject)).toEqual(['Abbiamo ricevuto il tuo messaggio'])
    // A fixed text: nothing the sender wrote goes to the address they typed (no-relay.test.ts).
    expect(emails[0]?.text).not.toContain('Vorrei informazioni su un impianto.')

    const again = await raw('POST', '/public/contact-requests', { body: { ...form, idempotencyKey: key } })
    expect(again.status).toBe(200)
    expect(again.body.id).toBe(created.body.id)
  })
})

/** The partners a call form names for a service and CAP, as its page asks them. */
async function partnersNamed(service: string, cap: string): Promise<LeadPartnersResponse['partners']> {
  const answer = await raw('GET', `/public/lead-partners?service=${service}&cap=${cap}`)
  expect(answer.status).toBe(200)
  return (answer.body as unknown as LeadPartnersResponse).partners
}

describe('POST /api/public/call-requests', () => {
  const valid = () => ({
    servizio: 'gas-e-luce',
    nome: 'Paolo',
    cognome: 'Verdi',
    email: `paolo.${randomUUID().slice(0, 8)}@example.com`,
    cellulare: '333 444 5566',
    descrizione: 'Vorrei cambiare fornitore di luce.',
    cap: '59100',
    privacy: true,
    marketing: false,
    partners: true,
    partnerChannels: ['telefono'],
  })

  it('answers every field with its Italian message', async () => {
    const bad = await raw('POST', '/public/call-requests', { body: { servizio: 'gas-e-luce', nome: 'P', cognome: 'V', email: 'x', cellulare: '12', descrizione: 'breve', cap: '591', privacy: false } })
    expect(bad.status).toBe(400)
    expect(messagesOf(bad.body)).toEqual([
      ['nome', callFormMessages.nome],
      ['cognome', callFormMessages.cognome],
      ['email', callFormMessages.email],
      ['cellulare', callFormMessages.cellulare],
      ['descrizione', callFormMessages.descrizione],
      ['cap', callFormMessages.cap],
      ['privacy', callFormMessages.privacy],
    ])
    const noCap = Object.fromEntries(Object.entries(valid()).filter(([key]) => key !== 'cap'))
    expect(messagesOf((await raw('POST', '/public/call-requests', { body: noCap })).body)).toEqual([['cap', callFormMessages.cap]])
    const service = await raw('POST', '/public/call-requests', { body: { ...valid(), servizio: 'astronavi' } })
    expect(messagesOf(service.body)).toEqual([['servizio', 'Servizio non valido.']])
  })

  it('takes a request from the call page of every service the hub links, and from no other', async () => {
    const p = await payload()
    const services = await p.find({ collection: collectionSlugs.services, depth: 0, limit: 50, overrideAccess: true })
    expect(services.docs).toHaveLength(8)
    for (const service of services.docs) {
      const created = await raw('POST', '/public/call-requests', { body: { ...valid(), servizio: service.callBooking.slug } })
      expect(created.status, service.callBooking.slug).toBe(201)
      const booking = await p.findByID({ collection: collectionSlugs.bookings, id: created.body.id as number, depth: 0, overrideAccess: true })
      expect(booking.servizioRichiesto, service.callBooking.slug).toBe(service.slug)
    }
    // A service's own slug is not a call page (its address redirects to the call page on the site).
    const notAPage = await raw('POST', '/public/call-requests', { body: { ...valid(), servizio: 'assicurazione-auto' } })
    expect([notAPage.status, messagesOf(notAPage.body)]).toEqual([400, [['servizio', callFormMessages.servizio]]])
  })

  it('stores a callback request with no merchant, its consents, and queues the admins’ notice and the client’s confirmation', async () => {
    const since = new Date().toISOString()
    const form = { ...valid(), servizio: 'assicurazione-pet' }
    const created = await raw('POST', '/public/call-requests', { body: form })
    expect(created.status).toBe(201)
    const p = await payload()
    const booking = await p.findByID({ collection: collectionSlugs.bookings, id: created.body.id as number, depth: 0, overrideAccess: true })
    expect(booking).toMatchObject({
      origine: 'chiamata',
      nomeCliente: 'Paolo Verdi',
      telefonoCliente: '+39 333 444 5566',
      emailCliente: form.email,
      servizioRichiesto: 'assicurazione-auto',
      messaggio: 'Vorrei cambiare fornitore di luce.',
      stato: 'in_attesa',
    })
    expect(booking.merchant ?? null).toBeNull()
    expect(booking.capCliente).toBe('59100')
    const consents = await p.find({ collection: collectionSlugs.consents, where: { booking: { equals: booking.id } }, overrideAccess: true })
    const named = await partnersNamed('assicurazione-auto', '59100')
    expect(consents.docs).toHaveLength(1)
    expect(consents.docs[0]!.grants.map((grant) => [grant.purpose, grant.granted]).sort()).toEqual(
      [['marketing', false], ['privacy', true], ...named.map(() => ['partners', false])].sort(),
    )
    const emails = await queuedEmails(['admin@casaconfronta.it', form.email], since)
    expect(emails.map((email) => [email.to, email.subject]).sort()).toEqual([
      ['admin@casaconfronta.it', 'Nuova richiesta di chiamata: Assicurazione Pet'],
      [form.email, 'Conferma la tua richiesta di chiamata: Assicurazione Pet'],
    ])
    expect(emails.find((email) => email.to === 'admin@casaconfronta.it')?.text).toContain('+39 333 444 5566')
  })
})

describe('a call form names its partners', () => {
  const form = (extra: Record<string, unknown>) => ({
    servizio: 'gas-e-luce',
    nome: 'Carla',
    cognome: 'Scelta',
    email: `carla.${randomUUID().slice(0, 8)}@example.com`,
    cellulare: '333 444 5566',
    descrizione: 'Vorrei cambiare fornitore di luce.',
    cap: '59100',
    privacy: true,
    ...extra,
  })
  /** The booking's consents: each grant with its record's page. */
  const consentsOf = async (booking: number) =>
    (await (await payload()).find({ collection: collectionSlugs.consents, where: { booking: { equals: booking } }, depth: 0, sort: 'id', overrideAccess: true })).docs.flatMap((record) =>
      record.grants.map((grant) => ({ ...grant, page: record.page })),
    )

  it('records the partners consent once per partner named for the CAP, granted only to the chosen ones, each named in its words', async () => {
    const named = await partnersNamed('luce-gas', '59100')
    expect(named.length).toBeGreaterThanOrEqual(2)
    const [chosen, ...others] = named
    const created = await raw('POST', '/public/call-requests', { body: form({ partners: true, partnerChannels: ['telefono'], partnerIds: [chosen!.id] }) })
    expect(created.status).toBe(201)
    const partners = (await consentsOf(created.body.id as number)).filter((consent) => consent.purpose === 'partners')
    expect(partners.map((consent) => [consent.merchant, consent.granted]).sort()).toEqual([[chosen!.id, true], ...others.map((partner) => [partner.id, false])].sort())
    for (const consent of partners) {
      const partner = named.find((each) => each.id === consent.merchant)!
      expect(consent.wording).toBe(partnerConsentWording(partners[0]!.wording!.replace(/ Partner: [^:]*$/, ''), partner.nomeAzienda))
      expect(consent.wording).toContain(`offerte di ${serviceLabels['luce-gas']}`)
      expect(consent.channels).toEqual(consent.granted ? ['telefono'] : [])
      expect(consent.page).toBe('/contatti/chiamata/gas-e-luce')
    }
  })

  it('gives no partner anything when the consent is refused, even with partners ticked', async () => {
    const named = await partnersNamed('luce-gas', '59100')
    const created = await raw('POST', '/public/call-requests', { body: form({ partners: false, partnerIds: named.map((partner) => partner.id) }) })
    expect(created.status).toBe(201)
    const partners = (await consentsOf(created.body.id as number)).filter((consent) => consent.purpose === 'partners')
    expect(partners.map((consent) => consent.granted)).toEqual(named.map(() => false))
    expect(partners.every((consent) => typeof consent.merchant === 'number')).toBe(true)
  })

  it('lets an admin give the booking only to a partner the consumer chose', async () => {
    const [chosen, other] = await partnersNamed('luce-gas', '59100')
    const created = await raw('POST', '/public/call-requests', { body: form({ partners: true, partnerChannels: ['telefono'], partnerIds: [chosen!.id] }) })
    expect(created.status).toBe(201)
    const booking = created.body.id as number
    // Its sender opened the e-mail's link (call-verification.test.ts tests the link): the choice is what is left.
    await (await payload()).update({ collection: collectionSlugs.bookings, id: booking, data: { contattoVerificatoIl: new Date().toISOString() }, overrideAccess: true })
    const admin = await loginAs('Admin')
    const candidates = await rest('GET', `/admin/bookings/${booking}/candidates`, { token: admin })
    expect((candidates.body.merchants as { id: number }[]).map((merchant) => merchant.id)).toEqual([chosen!.id])
    const refused = await rest('PATCH', `/bookings/${booking}`, { token: admin, body: { merchant: other!.id } })
    expect(refused.status).toBe(400)
    expect((refused.body.errors as { message: string }[])[0]!.message).toBe(bookingAssignmentMessages.notChosen)
    expect((await rest('PATCH', `/bookings/${booking}`, { token: admin, body: { merchant: chosen!.id } })).status).toBe(200)
  })

  it('refuses in Italian a partner the form could not have named', async () => {
    const refused = await raw('POST', '/public/call-requests', { body: form({ partners: true, partnerChannels: ['telefono'], partnerIds: [999_999] }) })
    expect([refused.status, refused.body.error]).toEqual([400, leadMessages.partnerChoiceChanged])
  })

  it('asks nobody where no partner serves the CAP: no partners consent is recorded', async () => {
    expect(await partnersNamed('luce-gas', '09170')).toEqual([])
    const created = await raw('POST', '/public/call-requests', { body: form({ cap: '09170', partners: true, partnerChannels: ['telefono'] }) })
    expect(created.status).toBe(201)
    expect((await consentsOf(created.body.id as number)).map((consent) => consent.purpose).sort()).toEqual(['marketing', 'privacy'])
  })

  it('records no consent for group companies, which the privacy notice does not have, whatever an old page sends', async () => {
    const created = await raw('POST', '/public/call-requests', { body: form({ group: true }) })
    expect(created.status).toBe(201)
    expect((await consentsOf(created.body.id as number)).some((consent) => consent.purpose === 'group')).toBe(false)
  })
})

describe('a consent withdrawal link', () => {
  /** A /contatti message with the promotional consent; its acknowledgement's withdrawal link and the consent it names. */
  async function withdrawalLink() {
    const email = `ritiro.${randomUUID().slice(0, 8)}@example.com`
    const since = new Date().toISOString()
    const submitted = await raw('POST', '/public/contact-requests', {
      body: { nome: 'Anna', cognome: 'Blu', email, telefono: '3471234567', cap: '50123', argomento: 'altro', messaggio: 'Solo una domanda veloce.', privacy: true, marketing: true },
    })
    expect(submitted.status).toBe(201)
    const [acknowledgement] = await queuedEmails([email], since)
    const link = /https?:\/\/\S+?\/consensi\/revoca\?token=([\w.-]+)/.exec(acknowledgement!.text)!
    const p = await payload()
    const consents = await p.find({ collection: collectionSlugs.consents, where: { contactRequest: { equals: submitted.body.id as number } }, depth: 0, overrideAccess: true })
    expect(consents.docs).toHaveLength(1)
    return { email, url: link[0], token: link[1]!, record: consents.docs[0]! }
  }
  /** A record's grants by purpose, with its withdrawal. */
  const consent = async (id: number) => {
    const record = await (await payload()).findByID({ collection: collectionSlugs.consents, id, depth: 0, overrideAccess: true })
    return { withdrawnAt: record.withdrawnAt ?? null, ...Object.fromEntries(record.grants.map((grant) => [grant.purpose, grant.granted])) }
  }
  const given = { privacy: true, marketing: true, withdrawnAt: null }
  const invalid = { error: consentWithdrawalMessages.invalidLink }

  it('names the consent, not the person, opens a page that changes nothing, and withdraws only when its button posts', async () => {
    const { email, url, token, record } = await withdrawalLink()
    // The site's page, with the consent record's id (an e-mail's link: every consent of the address) and a
    // signature: neither the address nor its base64 form.
    expect(token.split('.')[0]).toBe(`a${record.id}-marketing`)
    for (const form of [email, Buffer.from(email).toString('base64url'), Buffer.from(email).toString('base64')]) expect(url).not.toContain(form.slice(0, 12))

    // Following the link, as a mail scanner does, only reads.
    const info = await raw('GET', `/public/consents/withdrawal?token=${token}`)
    expect([info.status, info.body]).toEqual([200, { purpose: 'marketing', withdrawn: false }])
    expect(await consent(record.id)).toEqual(given)
    // The old link that withdrew on a GET is gone.
    expect((await raw('GET', `/public/consents/withdraw?token=${token}`)).status).toBe(404)

    const pressed = await raw('POST', '/public/consents/withdrawal', { body: { token } })
    expect([pressed.status, pressed.body]).toEqual([200, { purpose: 'marketing', withdrawn: true }])
    // The ledger is append-only: the consents given stay, a withdrawal record of the promotional one follows them.
    expect(await consent(record.id)).toEqual(given)
    const latest = await (await payload()).find({ collection: collectionSlugs.consents, where: { email: { equals: email } }, sort: '-id', limit: 1, depth: 0, overrideAccess: true })
    expect(latest.docs[0]).toMatchObject({
      contactRequest: record.contactRequest,
      grants: [{ purpose: 'marketing', granted: false, channels: [], wording: record.grants.find((grant) => grant.purpose === 'marketing')!.wording }],
      withdrawnAt: expect.stringMatching(/^\d{4}-/),
    })
    expect(latest.docs[0]!.id).toBeGreaterThan(record.id)
    expect((await raw('GET', `/public/consents/withdrawal?token=${token}`)).body).toEqual({ purpose: 'marketing', withdrawn: true })
  })

  it('refuses in Italian a forged or malformed link, and one whose consent is past the retention period or anonymised', async () => {
    const { token, record } = await withdrawalLink()
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    const otherRecord = token.replace(/^a\d+/, `a${record.id + 1}`)
    const otherPurpose = token.replace(/-marketing\./, '-privacy.')
    for (const bad of [forged, otherRecord, otherPurpose]) {
      expect([(await raw('GET', `/public/consents/withdrawal?token=${bad}`)).status, (await raw('GET', `/public/consents/withdrawal?token=${bad}`)).body]).toEqual([404, invalid])
      expect([(await raw('POST', '/public/consents/withdrawal', { body: { token: bad } })).status, (await raw('POST', '/public/consents/withdrawal', { body: { token: bad } })).body]).toEqual([404, invalid])
    }
    const malformed = await raw('POST', '/public/consents/withdrawal', { body: { token: 'revoca-tutto' } })
    expect([malformed.status, malformed.body.error]).toEqual([400, consentWithdrawalMessages.invalidLink])

    // The link expires with the data it is about: 25 months old with the default 24 months' retention, or blanked by the purge.
    const p = await payload()
    await p.db.updateOne({ collection: collectionSlugs.consents, id: record.id, data: { createdAt: monthsBefore(new Date(), 25).toISOString() } })
    expect((await raw('GET', `/public/consents/withdrawal?token=${token}`)).status).toBe(404)
    expect((await raw('POST', '/public/consents/withdrawal', { body: { token } })).status).toBe(404)
    expect(await consent(record.id)).toEqual(given)
    const fresh = await withdrawalLink()
    await p.db.updateOne({ collection: collectionSlugs.consents, id: fresh.record.id, data: { email: '' } })
    expect((await raw('POST', '/public/consents/withdrawal', { body: { token: fresh.token } })).status).toBe(404)
  })
})
