import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { collectionSlugs } from '../../cms/src/slugs.ts'
import { payload } from './helpers.ts'
import { cleanUp, createLead, merchantId, queuedEmails, raw } from './offersHelpers.ts'

// Other test files count the demo data exactly: leave the database as it was found.
afterAll(cleanUp)

const key = () => `booking-${randomUUID()}`

describe('POST /api/public/bookings', () => {
  it('books a callback: the booking in_attesa with the client data and answers, and three e-mails queued with it', async () => {
    const since = new Date().toISOString()
    const lead = await createLead({ cap: '59100', citta: 'Prato', servizio: 'fotovoltaico' })
    const merchant = await merchantId('Energia Toscana S.r.l.')
    const result = await raw('POST', '/public/bookings', { body: { ref: lead.token, merchantId: merchant, idempotencyKey: key() } })
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
    // No consent to partner contact was recorded for this lead: the merchant gets the number masked.
    expect(merchantEmail.text).toContain('+39 347 ••• ••01')
    expect(merchantEmail.text).not.toContain('555 0101')
    expect(merchantEmail.text).toContain(lead.email)
    const confirmation = emails.find((email) => email.subject.startsWith('Richiesta di richiamata'))!
    expect(confirmation.text).toContain('/api/public/consents/withdraw?token=')
  })

  it('labels the answers with the questions and options of the questionnaire version the visitor answered', async () => {
    const lead = await createLead(
      { cap: '59100', citta: 'Prato', servizio: 'fotovoltaico' },
      { answers: { userType: 'Privato', propertyType: 'Villetta' }, questionnaireVersion: 1 },
    )
    const result = await raw('POST', '/public/bookings', { body: { ref: lead.token, merchantId: await merchantId('Energia Toscana S.r.l.') } })
    expect(result.status).toBe(201)
    const p = await payload()
    const booking = await p.findByID({ collection: collectionSlugs.bookings, id: result.body.id as number, overrideAccess: true })
    expect(booking.messaggio).toContain("Per chi è l'impianto?: Privato")
    expect(booking.messaggio).toContain('In che tipo di immobile vivi?: Villetta')
  })

  it('booking the same merchant twice for the same lead returns the first booking and queues nothing more', async () => {
    const lead = await createLead({ cap: '59100', citta: 'Prato', servizio: 'luce-gas' })
    const merchant = await merchantId('Prato Sicura Impianti')
    const first = await raw('POST', '/public/bookings', { body: { ref: lead.token, merchantId: merchant, idempotencyKey: key() } })
    expect(first.status).toBe(201)
    const since = new Date().toISOString()
    const second = await raw('POST', '/public/bookings', { body: { ref: lead.token, merchantId: merchant, idempotencyKey: key() } })
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
      [key(), key()].map((idempotencyKey) => raw('POST', '/public/bookings', { body: { ref: lead.token, merchantId: merchant, idempotencyKey } })),
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
})
