import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { merchantLiveMessages, type OffersResponse } from '#content-schema'
import { fetchQuestionnaire, leadBody, namedPartners, walkQuestionnaire } from '../../scripts/visitor.ts'
import { baseUrl, confirmBySms, demoAccount, sendLead, shoot, signInMerchant, useBrowser } from './harness.ts'

const browser = useBrowser()
const prato = demoAccount('Merchant (Prato)')

const signIn = (page: Page) => signInMerchant(page, prato)

/** The figure on a tab's badge (no badge: nothing to handle). */
async function badge(page: Page, tab: 'prenotazioni' | 'clienti'): Promise<number> {
  const count = page.getByTestId(`tab-count-${tab}`)
  if ((await count.count()) === 0) return 0
  return Number(await count.locator('span[aria-hidden="true"]').textContent())
}

/** A Fotovoltaico request from Prato as the questionnaire sends it, through the public API; its offers reference. */
async function newPratoLead(email: string): Promise<string> {
  const definition = await fetchQuestionnaire(baseUrl, 'fotovoltaico')
  const body = { ...leadBody(definition, walkQuestionnaire(definition, () => 0.1), email, undefined, await namedPartners(baseUrl, 'fotovoltaico', '59100 - Prato')), location: '59100 - Prato' }
  const response = await sendLead(body)
  expect(response.status).toBe(201)
  const ref = new URL((await response.json()).offersUrl as string, baseUrl).searchParams.get('ref')!
  await confirmBySms(ref, body.contact.telefono)
  return ref
}

/** The visitor books Energia Toscana's callback through the public booking API, as the offers page does. */
async function bookPrato(ref: string) {
  const offers = (await (await fetch(`${baseUrl}/api/public/offers?ref=${ref}`)).json()) as OffersResponse
  const merchant = offers.merchants.find((candidate) => candidate.nomeAzienda === 'Energia Toscana S.r.l.')!
  const response = await fetch(`${baseUrl}/api/public/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ref, merchantId: merchant.id, partners: true, idempotencyKey: randomUUID() }),
  })
  expect(response.status).toBe(201)
}

describe('the merchant area, live', () => {
  it.each([
    [1280, 900],
    [390, 844],
  ] as const)('at %i px a new request and a new booking appear with their badges and title without a reload', async (width, height) => {
    const page = await browser.newPage({ width, height })
    await signIn(page)
    await expect.poll(() => page.getByTestId('live-status').textContent(), { timeout: 10_000 }).toBe(merchantLiveMessages.live)
    await page.getByRole('tab', { name: 'Prenotazioni' }).click()
    await page.getByTestId('bookings-list').waitFor()
    await expect.poll(() => page.title()).toMatch(/^\(\d+\) /)
    const before = { richieste: await badge(page, 'clienti'), prenotazioni: await badge(page, 'prenotazioni') }
    expect(before.prenotazioni).toBeGreaterThan(0)
    expect(await page.title()).toMatch(new RegExp(`^\\(${before.richieste + before.prenotazioni}\\) `))
    // Whatever loads the page by itself from here on would be a reload.
    let reloads = 0
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloads++
    })

    const email = `live.${width}.${randomUUID().slice(0, 8)}@example.com`
    const ref = await newPratoLead(email)
    await expect.poll(() => badge(page, 'clienti'), { timeout: 5000 }).toBe(before.richieste + 1)
    await expect.poll(() => page.getByTestId('live-announcement').textContent(), { timeout: 5000 }).toBe(merchantLiveMessages.newLeads(1))

    // The 5 s run from when the booking is answered (a busy machine may take a while to answer it).
    await bookPrato(ref)
    const booked = Date.now()
    const card = page.getByTestId('bookings-list').locator('li').filter({ hasText: email })
    await card.waitFor({ timeout: 5000 })
    await expect.poll(() => badge(page, 'prenotazioni'), { timeout: 5000 }).toBe(before.prenotazioni + 1)
    expect(Date.now() - booked).toBeLessThan(5000)
    expect(await card.getAttribute('data-stato')).toBe('in_attesa')
    await expect.poll(() => page.getByTestId('live-announcement').textContent(), { timeout: 5000 }).toBe(merchantLiveMessages.newBookings(1))
    expect(await page.title()).toMatch(new RegExp(`^\\(${before.richieste + before.prenotazioni + 2}\\) `))
    // The tab's name tells a screen reader what the figure means.
    expect(await page.getByRole('tab', { name: 'Prenotazioni' }).textContent()).toContain(merchantLiveMessages.toHandle(before.prenotazioni + 1))
    await shoot(page, `merchant-live-${width}`)

    // Handling the booking takes it off the badge.
    await card.getByRole('button', { name: 'Segna come contattato' }).click()
    await expect.poll(() => badge(page, 'prenotazioni'), { timeout: 5000 }).toBe(before.prenotazioni)
    expect(reloads).toBe(0)
    // No horizontal scrolling at this width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    await page.close()
  })

  it('says it polls every 10 s when the stream is not there', async () => {
    const page = await browser.newPage({ width: 390, height: 844 })
    await page.route('**/api/merchant/live', (route) => route.abort())
    await signIn(page)
    await expect.poll(() => page.getByTestId('live-status').textContent(), { timeout: 10_000 }).toBe(merchantLiveMessages.polling)
    await page.close()
  })
})
