import { randomUUID } from 'node:crypto'
import pg from 'pg'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { leadReturnMessages, leadSettingsDefaults, verificationMessages } from '#content-schema'
import { fetchQuestionnaire, leadBody, namedPartners, walkQuestionnaire } from '../../scripts/visitor.ts'
import { api, apiLogin, baseUrl, demoAccount, hasFocus, mailsTo, sendLead, shoot, signInMerchant, smsCodeFor, useBrowser } from './harness.ts'

/**
 * A request reaches partners only once its consumer typed the SMS's code (read from the SMS catcher, as from a phone),
 * to at most the operator's number of partners; a partner returns a lead and an admin decides, in their areas.
 */
const browser = useBrowser()
const db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
afterAll(() => db.end())
const admin = demoAccount('Admin')
const prato = demoAccount('Merchant (Prato)')

/** A Luce & Gas request from Prato as the questionnaire sends it; its reference and the phone its code goes to. */
async function sendRequest(): Promise<{ ref: string; email: string; phone: string; nome: string }> {
  const definition = await fetchQuestionnaire(baseUrl, 'luce-gas')
  const email = `conferma.${randomUUID().slice(0, 8)}@example.com`
  const body = leadBody(definition, walkQuestionnaire(definition, () => 0.1, '59100 - Prato'), email, undefined, await namedPartners(baseUrl, 'luce-gas', '59100 - Prato'))
  const nome = `Vera ${randomUUID().slice(0, 6)}`
  body.contact.nome = nome
  body.location = '59100 - Prato'
  const response = await sendLead(body)
  expect(response.status).toBe(201)
  const { verifyUrl } = (await response.json()) as { verifyUrl: string }
  return { ref: new URL(verifyUrl, baseUrl).searchParams.get('ref')!, email, phone: body.contact.telefono, nome }
}

const recipientsOf = async (ref: string) =>
  (await db.query<{ n: number }>(`select count(r.id)::int as n from client_requests cr left join client_requests_rels r on r.parent_id = cr.id and r.path = 'destinatari' where cr.offers_token = $1`, [ref])).rows[0]!.n

async function openLeads(page: Page) {
  await signInMerchant(page, prato)
  await page.getByRole('tab', { name: 'Dashboard Clienti' }).click()
  await page.getByTestId('leads-list').waitFor()
}

describe('the confirmation page’s words', () => {
  it('are the editors’: a published change of the interface texts shows on the next request’s page, with its placeholders filled', async () => {
    const editor = demoAccount('Editor')
    const token = await apiLogin(editor.email, editor.password)
    const before = (await api('GET', '/globals/ui-texts?depth=0', token)).body.verificationPage as Record<string, string | null>
    const changed = { title: 'Ultimo passo: conferma', smsIntro: 'Il codice di {cifre} cifre è partito verso {destinatario}: scrivilo qui sotto.' }
    expect((await api('POST', '/globals/ui-texts', token, { verificationPage: changed, _status: 'published' })).status).toBe(200)
    try {
      const request = await sendRequest()
      const page = await browser.newPage()
      await page.goto(`/conferma-richiesta?ref=${request.ref}`)
      await page.getByLabel('Codice ricevuto via SMS').waitFor()
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Ultimo passo: conferma')
      expect(await page.title()).toContain('Ultimo passo: conferma')
      expect(await page.getByTestId('verify-sms').locator('p').first().textContent()).toMatch(/^Il codice di 6 cifre è partito verso [\d ]+•+ •+\d+: scrivilo qui sotto\.$/)
      // A wording that drops where the code went is refused: the visitor must read it.
      const refused = await api('POST', '/globals/ui-texts', token, { verificationPage: { smsIntro: 'Scrivi il codice qui sotto.' }, _status: 'published' })
      expect(refused.status).toBe(400)
      expect(JSON.stringify(refused.body)).toContain('Il testo deve contenere {destinatario}.')
      await page.close()
    } finally {
      expect((await api('POST', '/globals/ui-texts', token, { verificationPage: { title: before.title ?? null, smsIntro: before.smsIntro ?? null }, _status: 'published' })).status).toBe(200)
    }
  })
})

describe('confirming a request by SMS code', () => {
  it('asks for the code, refuses a wrong one in Italian, and once the code from the SMS is typed the lead reaches at most N partners', async () => {
    const request = await sendRequest()
    const code = await smsCodeFor(request.phone)
    for (const width of [390, 1280]) {
      const page = await browser.newPage({ width, height: 844 })
      await page.goto(`/conferma-richiesta?ref=${request.ref}`)
      await page.getByLabel('Codice ricevuto via SMS').waitFor()
      expect(await page.locator('main').textContent()).toContain('••')
      await shoot(page, `verification-sms-${width}`)
      // 390 px: nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await page.close()
    }
    // Before the code: nobody has it.
    expect(await recipientsOf(request.ref)).toBe(0)
    const merchantToken = await apiLogin(prato.email, prato.password)
    const listedBefore = await api('GET', `/client-requests?where[nome][equals]=${encodeURIComponent(request.nome)}&depth=0`, merchantToken)
    expect(listedBefore.body.docs).toEqual([])

    const page = await browser.newPage({ width: 390, height: 844 })
    await page.goto(`/conferma-richiesta?ref=${request.ref}`)
    const field = page.getByLabel('Codice ricevuto via SMS')
    // From the keyboard: the field has the focus, a wrong code is read out and the focus comes back to the field.
    await field.waitFor()
    await page.keyboard.type(code === '000000' ? '111111' : '000000')
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByTestId('verify-error').textContent()).toBe(verificationMessages.wrongCode)
    expect(await hasFocus(field)).toBe(true)
    await shoot(page, 'verification-sms-wrong-390')
    await field.fill(code)
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/offerte-merchant$/)

    const recipients = await recipientsOf(request.ref)
    expect(recipients).toBeGreaterThan(0)
    expect(recipients).toBeLessThanOrEqual(leadSettingsDefaults.partnersPerRequest)
    const listed = await api('GET', `/client-requests?where[nome][equals]=${encodeURIComponent(request.nome)}&depth=0`, merchantToken)
    expect(listed.body.docs).toHaveLength(1)
    // The request page names the partners that received the data.
    await page.goto(`/richiesta/${request.ref}`)
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await page.locator('main').textContent()).toContain('Ha ricevuto la tua richiesta')
    await page.close()
  })

  it('sends an unconfirmed request to nobody: its offers and request pages lead back to the confirmation', async () => {
    const request = await sendRequest()
    await smsCodeFor(request.phone)
    const page = await browser.newPage({ width: 1280 })
    await page.goto(`/offerte-merchant?ref=${request.ref}`)
    await page.waitForURL(/\/conferma-richiesta$/)
    await page.goto(`/richiesta/${request.ref}`)
    await page.waitForURL(/\/conferma-richiesta$/)
    await page.close()
    expect(await recipientsOf(request.ref)).toBe(0)
    const token = await apiLogin(prato.email, prato.password)
    expect((await api('GET', `/client-requests?where[nome][equals]=${encodeURIComponent(request.nome)}&depth=0`, token)).body.docs).toEqual([])
    expect((await mailsTo('info@energiatoscana.it')).some((mail) => mail.text.includes(request.nome))).toBe(false)
  })
})

describe('a lead returned', () => {
  it('is returned by the partner with a reason from its area, and an admin accepts it in the admin area', async () => {
    const request = await sendRequest()
    const code = await smsCodeFor(request.phone)
    const confirmed = await fetch(`${baseUrl}/api/public/request/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ref: request.ref, code }) })
    expect(confirmed.status).toBe(200)

    const merchant = await browser.newPage({ width: 390, height: 844 })
    await openLeads(merchant)
    // The list puts the longest-waiting leads first: the new one is found by its name.
    await merchant.getByRole('searchbox', { name: 'Cerca' }).fill(request.nome)
    const card = merchant.getByTestId('leads-list').locator('li').filter({ hasText: request.nome })
    await card.waitFor({ timeout: 15_000 })
    await card.getByRole('button', { name: leadReturnMessages.button }).click()
    await card.getByLabel(leadReturnMessages.reasonLabel).selectOption('numero_errato')
    await card.getByLabel(leadReturnMessages.noteLabel).fill('Il numero non risponde ed è inesistente.')
    await shoot(merchant, 'lead-return-form-390')
    await card.getByRole('button', { name: leadReturnMessages.send }).click()
    await card.getByTestId('lead-returned').waitFor()
    expect(await card.getByTestId('lead-returned').textContent()).toContain('In attesa di decisione')
    await expect.poll(async () => (await mailsTo(admin.email)).some((mail) => mail.subject.startsWith('Reso da decidere: Energia Toscana')), { timeout: 20_000 }).toBe(true)

    const page = await browser.newPage({ width: 1280 })
    await page.goto('/auth-admin')
    await page.getByLabel('Email').fill(admin.email)
    await page.getByLabel('Password').fill(admin.password)
    await page.getByRole('button', { name: 'Accedi' }).click()
    await page.waitForURL(/\/area-admin$/)
    await page.getByRole('tab', { name: /^Resi/ }).click()
    const returned = page.getByTestId('return-card').filter({ hasText: request.nome })
    await returned.waitFor()
    await shoot(page, 'admin-returns-1280')
    await returned.getByLabel('Motivazione').fill('Numero verificato: inesistente.')
    await returned.getByRole('button', { name: leadReturnMessages.accept }).click()
    await expect.poll(async () => (await returned.textContent()) ?? '', { timeout: 10_000 }).toContain('Reso accettato')
    await page.close()

    await expect.poll(async () => (await mailsTo('info@energiatoscana.it')).some((mail) => mail.subject === 'Reso accettato - CasaConfronta'), { timeout: 20_000 }).toBe(true)
    await merchant.reload()
    await merchant.getByRole('tab', { name: 'Dashboard Clienti' }).click()
    // A reload starts the list from its first page again, the longest-waiting leads first: found by name as before.
    await merchant.getByRole('searchbox', { name: 'Cerca' }).fill(request.nome)
    const after = merchant.getByTestId('leads-list').locator('li').filter({ hasText: request.nome })
    await after.getByTestId('lead-invalid-contacts').waitFor({ timeout: 15_000 })
    expect(await after.getByTestId('lead-returned').textContent()).toContain('Reso accettato')
    expect(await merchant.getByTestId('own-returns').textContent()).toMatch(/Richieste restituite: \d+ accettat/)
    await merchant.close()
  })
})
