import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { computeEstimate, formatEstimateFigure, formatRomeDateTime, offersMessages, uiTextCatalogue, withDefaultParameters } from '#content-schema'
import { fetchQuestionnaire, leadBody, walkQuestionnaire } from '../../scripts/visitor.ts'
import { merchantProfile } from '../fixtures.ts'
import { api, apiLogin, baseUrl, confirmBySms, demoAccount, mailsTo, sendLead, shoot, useBrowser } from './harness.ts'

const offersTexts = uiTextCatalogue.offers.texts

const browser = useBrowser()
const admin = demoAccount('Admin')

/**
 * A lead as a visitor who has just finished the questionnaire leaves it, with its own offers token; with
 * `partnerConsent`, the visitor also chose Energia Toscana in the contact step and let it call.
 */
async function newLead(servizio: 'fotovoltaico' | 'luce-gas', { partnerConsent = false } = {}) {
  const token = await apiLogin(admin.email, admin.password)
  const offersToken = `e2e-${randomUUID()}`
  const email = `cliente.${randomUUID().slice(0, 8)}@example.com`
  const created = await api('POST', '/client-requests', token, {
    nome: 'Marta Innocenti',
    email,
    telefono: '+39 348 765 4321',
    servizio,
    cap: '59100',
    citta: 'Prato',
    answersText: { propertyType: 'Villetta', location: '59100 - Prato' },
    offersToken,
  })
  expect(created.status).toBe(201)
  const id = (created.body.doc as { id: number }).id
  if (partnerConsent) {
    const found = await api('GET', `/merchants?where[nomeAzienda][equals]=${encodeURIComponent('Energia Toscana S.r.l.')}&depth=0`, token)
    const merchant = (found.body.docs as { id: number }[])[0]!.id
    const consent = await api('POST', '/consents', token, { email, grants: [{ purpose: 'partners', granted: true, channels: ['telefono'], merchant }], legalVersion: 'e2e', lead: id })
    expect(consent.status).toBe(201)
  }
  return { id, offersToken, email, adminToken: token }
}

async function bookingsOf(leadId: number, adminToken: string) {
  const result = await api('GET', `/bookings?where[lead][equals]=${leadId}&depth=0`, adminToken)
  return (result.body.docs ?? []) as { stato: string; merchant: number; nomeCliente: string; emailCliente: string; origine: string; richiamata?: string | null }[]
}

async function partnerConsents(leadId: number, adminToken: string) {
  const result = await api('GET', `/consents?where[lead][equals]=${leadId}&depth=0&sort=id`, adminToken)
  return ((result.body.docs ?? []) as { grants: { purpose: string; granted: boolean }[]; booking?: number | null }[]).flatMap((consent) =>
    consent.grants.filter((grant) => grant.purpose === 'partners').map((grant) => ({ granted: grant.granted, booked: Boolean(consent.booking) })),
  )
}

/** Opens the booking dialog of a card and picks the first slot offered; returns the slot's value (ISO). */
async function chooseFirstSlot(page: Page, card: string) {
  await page.getByRole('article', { name: card }).getByRole('button', { name: 'VOGLIO ESSERE RICHIAMATO/A' }).click()
  const dialog = page.getByRole('dialog', { name: `Richiamata da ${card}` })
  await dialog.waitFor()
  const select = dialog.getByLabel('Quando preferisci essere richiamato/a?')
  await expect.poll(() => select.locator('option').count()).toBeGreaterThan(1)
  const slot = (await select.locator('option').nth(1).getAttribute('value'))!
  await select.selectOption(slot)
  return { dialog, slot }
}

describe('/offerte-cap', () => {
  it('shows the estimate stored with the request and the booking already made, never cached', async () => {
    const page = await browser.newPage()
    const response = await page.goto(`${baseUrl}/offerte-cap?ref=demo-offers-lead-2`)
    expect(response?.status()).toBe(200)
    expect(response?.headers()['cache-control']).toBe('private, no-store')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Offerte per Fotovoltaico')
    // The demo lead booked Energia Toscana: the page says so instead of offering it again.
    expect(await page.getByTestId('booked').textContent()).toContain(offersTexts.bookedTitle.default)
    expect(await page.getByTestId('booked-text').textContent()).toContain('Energia Toscana S.r.l. ti richiamerà')
    expect(await page.getByRole('article', { name: 'Energia Toscana S.r.l.' }).count()).toBe(0)
    // The estimate the seed stored with it, as the function computes it for the same answers.
    const estimate = computeEstimate({
      service: 'fotovoltaico',
      model: 'fotovoltaico',
      answers: { userType: 'Privato', propertyType: 'Villetta', roofOwnership: 'Sì', propertySize: '4 stanze', knowsConsumption: 'Sì, lo conosco', energyConsumption: 3200, location: '59100 - Prato' },
      parameters: withDefaultParameters({}),
      cap: '59100',
    })
    expect(await page.getByRole('region', { name: 'La tua stima' }).getByTestId('estimate-value').allTextContents()).toEqual(estimate.figures.map(formatEstimateFigure))
  })

  it('shows the cards of the lead’s CAP and service', async () => {
    const lead = await newLead('fotovoltaico')
    const page = await browser.newPage()
    await page.goto(`${baseUrl}/offerte-cap?ref=${lead.offersToken}`)
    const card = page.getByRole('article', { name: 'Energia Toscana S.r.l.' })
    expect(await card.textContent()).toContain('Marco Bellandi')
    expect(await card.textContent()).toContain('Prato e provincia · CAP 59100')
    // The demo partner's measured response time (seeded answers), never an invented rating.
    expect(await card.getByTestId('response-time').textContent()).toMatch(/Risponde in media entro \d+ or[ae]$/)
    expect(await card.textContent()).not.toContain('5.0')
    expect(await card.getByRole('button', { name: 'VOGLIO ESSERE RICHIAMATO/A' }).isVisible()).toBe(true)
    expect(await page.getByRole('link', { name: 'Contattaci' }).getAttribute('href')).toBe('/contatti')
  })

  it('sends a visitor with no reference, or an unknown one, home', async () => {
    const page = await browser.newPage()
    await page.goto(`${baseUrl}/offerte-cap`)
    expect(new URL(page.url()).pathname).toBe('/')
    await page.goto(`${baseUrl}/offerte-merchant?ref=non-esiste-questo-token`)
    expect(new URL(page.url()).pathname).toBe('/')
  })

  it('books a callback at a chosen time: thank-you screen, the e-mails, the booking with its slot; the page then shows it', async () => {
    const lead = await newLead('fotovoltaico', { partnerConsent: true })
    const page = await browser.newPage({ width: 390, height: 844 })
    await page.goto(`${baseUrl}/offerte-cap?ref=${lead.offersToken}`)
    const { dialog, slot } = await chooseFirstSlot(page, 'Energia Toscana S.r.l.')
    // The consent came with the request: the dialog does not ask for it again.
    expect(await dialog.getByRole('checkbox').count()).toBe(0)
    await dialog.getByRole('button', { name: 'Conferma la richiamata' }).click()
    await page.getByRole('heading', { name: 'Grazie per averci contattato!' }).waitFor()
    const when = formatRomeDateTime(new Date(slot))
    expect(await page.getByTestId('booked-text').textContent()).toBe(`Energia Toscana S.r.l. ti richiamerà il giorno ${when} (ora italiana).`)
    // The day and hour chosen, and nothing under them that promises another time (issue #24: "… 16:00", then "al più presto").
    const thanks = (await page.getByRole('heading', { name: 'Grazie per averci contattato!' }).locator('..').textContent())!
    expect(thanks).toContain(offersTexts.thanksText.default)
    expect(thanks).not.toMatch(/al più presto|a breve|appena possibile/)
    expect(await page.getByRole('link', { name: 'Torna alla home' }).getAttribute('href')).toBe('/')

    await expect.poll(async () => (await mailsTo(lead.email)).map((mail) => mail.subject).sort(), { timeout: 20_000 }).toEqual([
      'La tua richiesta per Fotovoltaico è completa',
      'Richiesta di richiamata confermata: Energia Toscana S.r.l.',
    ])
    // The partner heard of the request when it arrived; the booking is a second e-mail of its own.
    const bookingMail = async () => (await mailsTo('info@energiatoscana.it')).find((mail) => mail.text.includes(lead.email) && mail.subject.startsWith('Nuova richiesta di richiamata'))
    await expect.poll(async () => (await bookingMail()) !== undefined, { timeout: 20_000 }).toBe(true)
    const merchantMail = (await bookingMail())!
    expect(merchantMail.subject).toBe('Nuova richiesta di richiamata: Fotovoltaico (59100)')
    expect(merchantMail.text).toContain('Marta Innocenti')
    expect(merchantMail.text).toContain('+39 348 765 4321')
    expect(merchantMail.text).toContain(`il giorno ${when} (ora italiana)`)

    const bookings = await bookingsOf(lead.id, lead.adminToken)
    expect(bookings).toHaveLength(1)
    expect(bookings[0]).toMatchObject({ stato: 'in_attesa', nomeCliente: 'Marta Innocenti', emailCliente: lead.email, origine: 'offerte' })
    expect(new Date(bookings[0]!.richiamata!).toISOString()).toBe(slot)

    // Back through the e-mail's link: the booking made, not the full list as if nothing happened.
    await page.goto(`${baseUrl}/offerte-cap?ref=${lead.offersToken}`)
    expect(await page.getByTestId('booked-text').textContent()).toBe(`Energia Toscana S.r.l. ti richiamerà il giorno ${when} (ora italiana).`)
    expect(await page.getByRole('article', { name: 'Energia Toscana S.r.l.' }).count()).toBe(0)
  })

  it('asks for the partner consent the request lacked, and shows an inline alert when the booking fails', async () => {
    const lead = await newLead('fotovoltaico')
    const page = await browser.newPage()
    await page.route('**/api/public/bookings', (route) => route.fulfill({ status: 503, body: '{}' }))
    await page.goto(`${baseUrl}/offerte-cap?ref=${lead.offersToken}`)
    const { dialog } = await chooseFirstSlot(page, 'Energia Toscana S.r.l.')
    expect(await dialog.textContent()).toContain(offersTexts.consentWhy.default)
    await dialog.getByRole('button', { name: 'Conferma la richiamata' }).click()
    await expect.poll(() => dialog.getByRole('alert').first().textContent()).toBe(offersMessages.consentRequired)
    await dialog.getByLabel(/dai partner commerciali che scelgo/).check()
    await dialog.getByRole('button', { name: 'Conferma la richiamata' }).click()
    await expect.poll(() => dialog.getByRole('alert').first().textContent(), { timeout: 10_000 }).toBe('Errore durante la prenotazione. Riprova.')
    // Esc closes the dialog; nothing was booked.
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    expect(await bookingsOf(lead.id, lead.adminToken)).toEqual([])
  })
})

describe('/offerte-merchant', () => {
  it('lists the partners of the CAP with the first three services and +N, a preview, and books a callback', async () => {
    const lead = await newLead('luce-gas')
    const page = await browser.newPage()
    const response = await page.goto(`${baseUrl}/offerte-merchant?ref=${lead.offersToken}`)
    expect(response?.headers()['cache-control']).toBe('private, no-store')
    const cards = page.getByRole('list', { name: 'Partner disponibili' }).getByRole('article')
    // Other e2e files may add Prato merchants (the merchant journey does): the seeded ones must be among them.
    const names = await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')))
    expect(names).toEqual(expect.arrayContaining(['Energia Toscana S.r.l.', 'Prato Sicura Impianti']))
    const sicura = page.getByRole('list', { name: 'Partner disponibili' }).getByRole('article', { name: 'Prato Sicura Impianti' })
    expect(await sicura.textContent()).toContain('preventivi@pratosicura.it')
    expect(await sicura.textContent()).toContain('+39 0574 622901')
    expect(await sicura.getByRole('listitem').allTextContents()).toEqual(['Sistemi di Allarme', 'Assicurazione Casa', 'Luce & Gas', '+1 altri servizi'])
    expect(await page.getByRole('complementary', { name: 'Anteprima partner' }).textContent()).toContain(names[0])

    const { dialog } = await chooseFirstSlot(page, 'Prato Sicura Impianti')
    await dialog.getByLabel(/dai partner commerciali che scelgo/).check()
    await dialog.getByRole('button', { name: 'Conferma la richiamata' }).click()
    await page.getByRole('heading', { name: 'Grazie per averci contattato!' }).waitFor()
    // The partner was told of the request when it arrived (without the consent, its number masked); now of the callback.
    const bookingMail = (mail: { subject: string; text: string }) => mail.subject.startsWith('Nuova richiesta di richiamata') && mail.text.includes(lead.email)
    await expect.poll(async () => (await mailsTo('preventivi@pratosicura.it')).some(bookingMail), { timeout: 20_000 }).toBe(true)
    // The consent given in the dialog is in the ledger, and the merchant gets the number it needs to call.
    const merchantMail = (await mailsTo('preventivi@pratosicura.it')).find(bookingMail)!
    expect(merchantMail.text).toContain('Telefono: +39 348 765 4321')
    expect(await partnerConsents(lead.id, lead.adminToken)).toEqual([{ granted: true, booked: true }])
    await expect.poll(async () => (await mailsTo(lead.email)).length, { timeout: 20_000 }).toBe(2)
    const bookings = await bookingsOf(lead.id, lead.adminToken)
    expect(bookings.map((booking) => booking.stato)).toEqual(['in_attesa'])
  })
})

describe('a lead nobody serves', () => {
  const unserved = 'Per Luce & Gas nel CAP 39100 non abbiamo ancora un partner verificato'

  it('is told so honestly on the page and in the e-mail, and every admin is told', async () => {
    const definition = await fetchQuestionnaire(baseUrl, 'luce-gas')
    const email = `bolzano.${randomUUID().slice(0, 8)}@example.com`
    const body = { ...leadBody(definition, walkQuestionnaire(definition, () => 0.1), email), location: '39100 - Bolzano' }
    const response = await sendLead(body)
    expect(response.status).toBe(201)
    const { offersUrl } = (await response.json()) as { offersUrl: string }
    await confirmBySms(new URL(offersUrl, baseUrl).searchParams.get('ref')!, body.contact.telefono)

    for (const [width, height] of [
      [1280, 900],
      [390, 844],
    ] as const) {
      const page = await browser.newPage({ width, height })
      await page.goto(`${baseUrl}${offersUrl}`)
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('La tua richiesta per Luce & Gas')
      const notice = page.getByRole('status').filter({ has: page.getByRole('heading', { name: unserved }) })
      expect(await notice.textContent()).toContain('ti scriviamo appena uno la prende in carico')
      const main = (await page.locator('main').textContent()) ?? ''
      expect(main).not.toMatch(/ecco i partner|Nessuna offerta/i)
      await shoot(page, `offers-unserved-${width}`)
      await page.close()
    }

    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBe(1)
    const [mail] = await mailsTo(email)
    expect(mail!.text).toContain('nessun partner verificato copre il CAP 39100')
    expect(mail!.text).not.toMatch(/ti contatteranno|entro 24 ore/)
    await expect
      .poll(async () => (await mailsTo(admin.email)).some((notice) => notice.subject === 'Richiesta senza partner: Luce & Gas - CAP 39100' && notice.text.includes(email)), {
        timeout: 20_000,
      })
      .toBe(true)
  })

  it('waits in the admins’ «Senza partner» queue until a merchant is approved for its CAP, then the consumer hears who took it', async () => {
    const definition = await fetchQuestionnaire(baseUrl, 'luce-gas')
    const email = `merano.${randomUUID().slice(0, 8)}@example.com`
    const body = { ...leadBody(definition, walkQuestionnaire(definition, () => 0.1), email), location: '39012 - Merano' }
    const response = await sendLead(body)
    expect(response.status).toBe(201)
    const token = new URL((await response.json()).offersUrl as string, baseUrl).searchParams.get('ref')!
    await confirmBySms(token, body.contact.telefono)

    const pages: Page[] = []
    for (const width of [1280, 390]) {
      const page = await browser.newPage({ width, height: 900 })
      await page.goto(`${baseUrl}/auth-admin`)
      await page.getByLabel('Email').fill(admin.email)
      await page.getByLabel('Password').fill(admin.password)
      await page.getByRole('button', { name: 'Accedi' }).click()
      await page.waitForURL(/\/area-admin$/)
      await page.getByRole(width > 800 ? 'tab' : 'button', { name: /^Senza partner/ }).click()
      const card = page.getByTestId('waiting-card').filter({ hasText: email })
      await card.waitFor()
      expect(await card.textContent()).toContain('39012')
      await shoot(page, `admin-waiting-${width}`)
      pages.push(page)
    }
    const [desktop, phone] = pages as [Page, Page]
    const card = desktop.getByTestId('waiting-card').filter({ hasText: email })
    await card.getByRole('button', { name: 'Cerca di nuovo un partner' }).click()
    expect(await card.getByRole('alert').textContent()).toBe('Nessun partner attivo copre ancora il CAP 39012 per Luce & Gas: approva un merchant per questa zona e questo servizio.')

    const token2 = await apiLogin(admin.email, admin.password)
    const merchant = await api('POST', '/merchants', token2, {
      ...merchantProfile({ nomeAzienda: 'Merano Energia E2E', cap: '39012', citta: 'Merano', email: `info.${randomUUID().slice(0, 6)}@merano-energia.it` }),
      stato: 'attivo',
    })
    expect(merchant.status).toBe(201)
    try {
      // The open queues drop the lead by themselves: the live stream reports the change.
      for (const page of [desktop, phone]) await page.getByTestId('waiting-card').filter({ hasText: email }).waitFor({ state: 'detached', timeout: 5000 })
      await expect.poll(async () => (await mailsTo(email)).map((mail) => mail.subject), { timeout: 20_000 }).toContain('Abbiamo trovato un partner per la tua richiesta di Luce & Gas')
      const found = (await mailsTo(email)).find((mail) => mail.subject.startsWith('Abbiamo trovato'))!
      expect(found.text).toContain('Merano Energia E2E')
      expect(found.text).toContain(`/richiesta/${token}`)
      const tracker = await browser.newPage({ width: 390, height: 844 })
      await tracker.goto(`${baseUrl}/richiesta/${token}`)
      await tracker.getByRole('heading', { name: 'Merano Energia E2E' }).waitFor()
      await tracker.close()
    } finally {
      await api('DELETE', `/merchants/${(merchant.body.doc as { id: number }).id}`, token2)
      for (const page of pages) await page.close()
    }
  })

  it('shows the demo lead of Bolzano the same notice', async () => {
    const page = await browser.newPage()
    await page.goto(`${baseUrl}/offerte-merchant?ref=demo-offers-lead-7`)
    await page.getByRole('heading', { name: unserved }).waitFor()
    expect(await page.getByRole('heading', { name: unserved }).count()).toBe(1)
    await page.close()
  })
})
