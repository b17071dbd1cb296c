import fs from 'node:fs'
import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { demoAccounts } from '../../cms/src/seed/demoAccounts.ts'
import { fetchQuestionnaire, leadBody, walkQuestionnaire } from '../../scripts/visitor.ts'
import { api, apiLogin, baseUrl, mailUrl, useBrowser } from './harness.ts'

const browser = useBrowser()
const admin = demoAccounts.find((account) => account.roles.includes('admin'))!

const screenshots = process.env.E2E_SCREENSHOTS_DIR

async function shoot(page: Page, name: string) {
  if (!screenshots) return
  fs.mkdirSync(screenshots, { recursive: true })
  await page.screenshot({ path: `${screenshots}/${name}.png`, fullPage: true })
}

type Mail = { to: string[]; subject: string; text: string; html: string }

async function mailsTo(address: string): Promise<Mail[]> {
  const response = await fetch(`${mailUrl}/api/messages`)
  return ((await response.json()) as Mail[]).filter((mail) => mail.to.includes(address))
}

/**
 * A lead as a visitor who has just finished the questionnaire leaves it, with its own offers token; with
 * `partnerConsent`, the visitor also ticked the consent to be contacted by partners.
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
    const consent = await api('POST', '/consents', token, { email, purpose: 'partners', granted: true, legalVersion: 'e2e', lead: id })
    expect(consent.status).toBe(201)
  }
  return { id, offersToken, email, adminToken: token }
}

async function bookingsOf(leadId: number, adminToken: string) {
  const result = await api('GET', `/bookings?where[lead][equals]=${leadId}&depth=0`, adminToken)
  return (result.body.docs ?? []) as { stato: string; merchant: number; nomeCliente: string; emailCliente: string; origine: string }[]
}

describe('/offerte-cap', () => {
  it('shows the offers for the demo lead’s service and CAP, never cached', async () => {
    const page = await browser.newPage()
    const response = await page.goto(`${baseUrl}/offerte-cap?ref=demo-offers-lead-2`)
    expect(response?.status()).toBe(200)
    expect(response?.headers()['cache-control']).toBe('private, no-store')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Offerte per Fotovoltaico')
    const card = page.getByRole('article', { name: 'Energia Toscana S.r.l.' })
    expect(await card.textContent()).toContain('Marco Bellandi')
    expect(await card.textContent()).toContain('Prato e provincia · CAP 59100')
    expect(await card.textContent()).toContain('5.0')
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

  it('books a callback: thank-you screen, the merchant’s and the client’s e-mails, the booking in_attesa', async () => {
    const lead = await newLead('fotovoltaico', { partnerConsent: true })
    const page = await browser.newPage({ width: 390, height: 844 })
    await page.goto(`${baseUrl}/offerte-cap?ref=${lead.offersToken}`)
    await page.getByRole('article', { name: 'Energia Toscana S.r.l.' }).getByRole('button', { name: 'VOGLIO ESSERE RICHIAMATO/A' }).click()
    await page.getByRole('heading', { name: 'Grazie per averci contattato!' }).waitFor()
    expect(await page.getByRole('link', { name: 'Torna alla home' }).getAttribute('href')).toBe('/')

    await expect.poll(async () => (await mailsTo(lead.email)).map((mail) => mail.subject).sort(), { timeout: 20_000 }).toEqual([
      'La tua richiesta per Fotovoltaico è completa',
      'Richiesta di richiamata confermata: Energia Toscana S.r.l.',
    ])
    await expect
      .poll(async () => (await mailsTo('info@energiatoscana.it')).some((mail) => mail.text.includes(lead.email)), { timeout: 20_000 })
      .toBe(true)
    const merchantMail = (await mailsTo('info@energiatoscana.it')).find((mail) => mail.text.includes(lead.email))!
    expect(merchantMail.subject).toBe('Nuova richiesta di richiamata: Fotovoltaico (59100)')
    expect(merchantMail.text).toContain('Marta Innocenti')
    expect(merchantMail.text).toContain('+39 348 765 4321')

    const bookings = await bookingsOf(lead.id, lead.adminToken)
    expect(bookings).toHaveLength(1)
    expect(bookings[0]).toMatchObject({ stato: 'in_attesa', nomeCliente: 'Marta Innocenti', emailCliente: lead.email, origine: 'offerte' })
  })

  it('shows an inline alert when the booking fails', async () => {
    const lead = await newLead('fotovoltaico')
    const page = await browser.newPage()
    await page.route('**/api/public/bookings', (route) => route.fulfill({ status: 503, body: '{}' }))
    await page.goto(`${baseUrl}/offerte-cap?ref=${lead.offersToken}`)
    await page.getByRole('button', { name: 'VOGLIO ESSERE RICHIAMATO/A' }).click()
    await expect.poll(() => page.getByRole('alert').first().textContent(), { timeout: 10_000 }).toBe('Errore durante la prenotazione. Riprova.')
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

    await sicura.getByRole('button', { name: 'VOGLIO ESSERE RICHIAMATO/A' }).click()
    await page.getByRole('heading', { name: 'Grazie per averci contattato!' }).waitFor()
    await expect
      .poll(async () => (await mailsTo('preventivi@pratosicura.it')).some((mail) => mail.text.includes(lead.email)), { timeout: 20_000 })
      .toBe(true)
    // No consent to partner contact with this lead: the merchant's e-mail masks the number and says why.
    const merchantMail = (await mailsTo('preventivi@pratosicura.it')).find((mail) => mail.text.includes(lead.email))!
    expect(merchantMail.text).not.toContain('+39 348 765 4321')
    expect(merchantMail.text).toContain('Telefono: +39 348 ••• ••21 (Numero visibile solo con il consenso del cliente al contatto da parte dei partner)')
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
    const response = await fetch(`${baseUrl}/api/public/leads`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    expect(response.status).toBe(201)
    const { offersUrl } = (await response.json()) as { offersUrl: string }

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

  it('shows the demo lead of Bolzano the same notice', async () => {
    const page = await browser.newPage()
    await page.goto(`${baseUrl}/offerte-merchant?ref=demo-offers-lead-7`)
    await page.getByRole('heading', { name: unserved }).waitFor()
    await page.close()
  })
})
