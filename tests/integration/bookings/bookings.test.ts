import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { callbackSlots, formatRomeDateTime, offersMessages, romeDateTime, romeToInstant, telemarketingMessages } from '#content-schema'
import { collectionSlugs } from '../../../cms/src/slugs.ts'
import { payload } from '../support/helpers.ts'
import { cleanUp, createLead, merchantId, queuedEmails, raw } from '../support/offersHelpers.ts'

// Other test files count the demo data exactly: leave the database as it was found.
afterAll(cleanUp)

const key = () => `booking-${randomUUID()}`

describe('POST /api/public/bookings', () => {
  it('books a callback: the booking in_attesa with the client data and answers, and three e-mails queued with it', async () => {
    const lead = await createLead({ cap: '59100', citta: 'Prato', servizio: 'fotovoltaico' })
    const since = new Date().toISOString()
    const merchant = await merchantId('Energia Toscana S.r.l.')
    const result = await raw('POST', '/public/bookings', { body: { ref: lead.token, merchantId: merchant, idempotencyKey: key(), partners: true } })
    expect(result.status).toBe(201)
    expect(result.body.stato).toBe('in_attesa')

    const p = await payload()
    const booking = await p.findByID({ collection: collectionSlugs.bookings, id: result.body.id as number, depth: 0, overrideAccess: true })
    expect(booking).toMatchObject({
      merchant,
      lead: lead.id,
      origine: 'offerte',
      nomeCliente: 'Elena Rossi',
      telefonoCliente: '+39 347 555 0101',
      emailCliente: lead.email,
      servizioRichiesto: 'fotovoltaico',
      capCliente: '59100',
      stato: 'in_attesa',
    })
    expect(booking.messaggio).toContain('Nome: Elena Rossi')
    expect(booking.messaggio).toContain(`Email: ${lead.email}`)
    expect(booking.messaggio).toContain('propertyType: Villetta')

    const emails = await queuedEmails(['info@energiatoscana.it', lead.email], since)
    expect(emails.map((email) => [email.to, email.subject]).sort()).toEqual(
      [
        ['info@energiatoscana.it', 'Nuova richiesta di richiamata: Fotovoltaico (59100)'],
        [lead.email, 'La tua richiesta per Fotovoltaico è completa'],
        [lead.email, 'Richiesta di richiamata confermata: Energia Toscana S.r.l.'],
      ].sort(),
    )
    const merchantEmail = emails.find((email) => email.to === 'info@energiatoscana.it')!
    expect(merchantEmail.text).toContain('Elena Rossi')
    // The consent to partner contact came with the booking: the merchant gets the number, to call it.
    expect(merchantEmail.text).toContain('+39 347 555 0101')
    expect(merchantEmail.text).toContain('Richiamata preferita: al più presto')
    expect(merchantEmail.text).toContain(lead.email)
    const confirmation = emails.find((email) => email.subject.startsWith('Richiesta di richiamata'))!
    // No promotional consent was given with this lead: nothing to withdraw.
    expect(confirmation.text).not.toContain('Revoca il consenso')
    expect(emails.every((email) => !email.text.includes('/consensi/revoca'))).toBe(true)
  })

  it('labels the answers with the questions and options of the questionnaire version the visitor answered', async () => {
    const lead = await createLead(
      { cap: '59100', citta: 'Prato', servizio: 'fotovoltaico' },
      { answers: { userType: 'Privato', propertyType: 'Villetta' }, questionnaireVersion: 1 },
    )
    const result = await raw('POST', '/public/bookings', { body: { ref: lead.token, merchantId: await merchantId('Energia Toscana S.r.l.'), partners: true } })
    expect(result.status).toBe(201)
    const p = await payload()
    const booking = await p.findByID({ collection: collectionSlugs.bookings, id: result.body.id as number, overrideAccess: true })
    expect(booking.messaggio).toContain("Per chi è l'impianto?: Privato")
    expect(booking.messaggio).toContain('In che tipo di immobile vivi?: Villetta')
  })

  it('booking the same merchant twice for the same lead returns the first booking and queues nothing more', async () => {
    const lead = await createLead({ cap: '59100', citta: 'Prato', servizio: 'luce-gas' })
    const merchant = await merchantId('Prato Sicura Impianti')
    const first = await raw('POST', '/public/bookings', { body: { ref: lead.token, merchantId: merchant, idempotencyKey: key(), partners: true } })
    expect(first.status).toBe(201)
    const since = new Date().toISOString()
    const second = await raw('POST', '/public/bookings', { body: { ref: lead.token, merchantId: merchant, idempotencyKey: key(), partners: true } })
    expect(second.status).toBe(200)
    expect(second.body.id).toBe(first.body.id)
    const p = await payload()
    const bookings = await p.count({ collection: collectionSlugs.bookings, where: { lead: { equals: lead.id } }, overrideAccess: true })
    expect(bookings.totalDocs).toBe(1)
    expect(await queuedEmails([lead.email, 'preventivi@pratosicura.it'], since)).toEqual([])
  })

  it('two simultaneous clicks make one booking', async () => {
    const lead = await createLead({ cap: '59100', citta: 'Prato', servizio: 'fotovoltaico' })
    const merchant = await merchantId('Energia Toscana S.r.l.')
    const answers = await Promise.all(
      [key(), key()].map((idempotencyKey) => raw('POST', '/public/bookings', { body: { ref: lead.token, merchantId: merchant, idempotencyKey, partners: true } })),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201])
    expect(answers[0]?.body.id).toBe(answers[1]?.body.id)
  })

  it('refuses an unknown reference with 404', async () => {
    const merchant = await merchantId('Energia Toscana S.r.l.')
    const result = await raw('POST', '/public/bookings', { body: { ref: 'non-esiste-questo-token', merchantId: merchant } })
    expect(result.status).toBe(404)
    expect(result.body.error).toBe('Richiesta non trovata.')
  })

  it('refuses an inactive merchant and a merchant of another CAP with 409', async () => {
    const inactive = await raw('POST', '/public/bookings', { body: { ref: 'demo-offers-lead-5', merchantId: await merchantId('Vesuvio Assicurazioni') } })
    expect(inactive.status).toBe(409)
    expect(inactive.body.error).toBe('Questo partner non è disponibile per la tua zona.')
    const elsewhere = await raw('POST', '/public/bookings', { body: { ref: 'demo-offers-lead-2', merchantId: await merchantId('Lombardia Connect') } })
    expect(elsewhere.status).toBe(409)
  })

  it('answers bad input with an Italian 400, never a 5xx', async () => {
    const wrongType = await raw('POST', '/public/bookings', { body: { ref: 'demo-offers-lead-2', merchantId: 'uno' } })
    expect(wrongType.status).toBe(400)
    expect(wrongType.body.error).toBe('Richiesta non valida.')
    expect((await raw('POST', '/public/bookings', { body: 'nonsense' })).status).toBe(400)
    expect((await raw('POST', '/public/bookings', { body: { ref: '', merchantId: 1 } })).status).toBe(400)
  })

  it('stores the chosen slot in its own field, records the consent given in the dialog, and says when in both e-mails', async () => {
    const lead = await createLead({ cap: '59100', citta: 'Prato', servizio: 'fotovoltaico' }, undefined, { chosen: false })
    const since = new Date().toISOString()
    const merchant = await merchantId('Energia Toscana S.r.l.')
    const slot = callbackSlots(new Date(Date.now() + 86_400_000), 7)[0]!
    const result = await raw('POST', '/public/bookings', { body: { ref: lead.token, merchantId: merchant, richiamata: slot.value, partners: true } })
    expect(result.status).toBe(201)

    const p = await payload()
    const booking = await p.findByID({ collection: collectionSlugs.bookings, id: result.body.id as number, depth: 0, overrideAccess: true })
    expect(new Date(booking.richiamata!).toISOString()).toBe(slot.value)
    expect(booking.messaggio).not.toContain('Richiamata preferita')

    const consents = await p.find({ collection: collectionSlugs.consents, where: { lead: { equals: lead.id } }, depth: 0, overrideAccess: true })
    expect(consents.docs.map((consent) => ({ grants: consent.grants.map(({ purpose, granted }) => ({ purpose, granted })), booking: consent.booking, email: consent.email }))).toEqual([
      { grants: [{ purpose: 'partners', granted: true }], booking: booking.id, email: lead.email },
    ])

    const when = formatRomeDateTime(slot.start)
    const emails = await queuedEmails(['info@energiatoscana.it', lead.email], since)
    expect(emails.find((email) => email.to === 'info@energiatoscana.it')!.text).toContain(`richiamato/a il giorno ${when} (ora italiana)`)
    expect(emails.find((email) => email.subject.startsWith('Richiesta di richiamata'))!.text).toContain(`ti richiamerà il giorno ${when} (ora italiana)`)

    // The offers page then shows the booking made and knows the consent is there.
    const offers = await raw('GET', `/public/offers?ref=${lead.token}&scope=service`)
    expect(offers.body.booking).toEqual({ merchantId: merchant, nomeAzienda: 'Energia Toscana S.r.l.', richiamata: slot.value, createdAt: expect.any(String) })
    expect(offers.body.partnerConsents).toEqual([merchant])
  })

  it('refuses a slot outside the telemarketing hours and a booking without the partner consent, storing nothing', async () => {
    const lead = await createLead({ cap: '59100', citta: 'Prato', servizio: 'fotovoltaico' }, undefined, { chosen: false })
    const merchant = await merchantId('Energia Toscana S.r.l.')
    const evening = romeToInstant(romeDateTime(callbackSlots(new Date(Date.now() + 86_400_000), 7)[0]!.start), 21).toISOString()
    const late = await raw('POST', '/public/bookings', { body: { ref: lead.token, merchantId: merchant, richiamata: evening, partners: true } })
    expect(late.status).toBe(400)
    expect(late.body.issues).toEqual([{ path: 'richiamata', message: telemarketingMessages.slotOutsideHours }])
    const noConsent = await raw('POST', '/public/bookings', { body: { ref: lead.token, merchantId: merchant } })
    expect(noConsent.status).toBe(400)
    expect(noConsent.body.error).toBe(offersMessages.consentRequired)
    const p = await payload()
    expect((await p.count({ collection: collectionSlugs.bookings, where: { lead: { equals: lead.id } }, overrideAccess: true })).totalDocs).toBe(0)
    expect((await p.count({ collection: collectionSlugs.consents, where: { lead: { equals: lead.id } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('needs no consent in the dialog when the lead came with it, and then records none again', async () => {
    const lead = await createLead({ cap: '59100', citta: 'Prato', servizio: 'fotovoltaico' }, undefined, { chosen: false })
    const p = await payload()
    const merchant = await merchantId('Energia Toscana S.r.l.')
    await p.create({
      collection: collectionSlugs.consents,
      data: { email: lead.email, grants: [{ purpose: 'partners', granted: true, channels: ['telefono'], merchant }, { purpose: 'marketing', granted: true }], legalVersion: 'test', lead: lead.id },
      overrideAccess: true,
    })
    const since = new Date().toISOString()
    const result = await raw('POST', '/public/bookings', { body: { ref: lead.token, merchantId: merchant } })
    expect(result.status).toBe(201)
    expect((await p.count({ collection: collectionSlugs.consents, where: { lead: { equals: lead.id } }, overrideAccess: true })).totalDocs).toBe(1)
    // With the promotional consent the client's e-mails offer its withdrawal.
    const confirmation = (await queuedEmails([lead.email], since)).find((email) => email.subject.startsWith('Richiesta di richiamata'))!
    const marketing = (await p.find({ collection: collectionSlugs.consents, where: { and: [{ lead: { equals: lead.id } }, { 'grants.purpose': { equals: 'marketing' } }] }, overrideAccess: true })).docs[0]!
    expect(confirmation.text).toContain(`/consensi/revoca?token=a${marketing.id}-marketing.`)
  })
})
