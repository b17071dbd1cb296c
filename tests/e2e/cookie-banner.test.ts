import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callConfirmationMessages, CONSENT_COOKIE, serializeConsent } from '#content-schema'
import { REF_PAGE_COOKIE } from '../../platform/requestPage.ts'
import { api, apiLogin, axeViolations, baseUrl, demoAccount, sendRequest, shoot, useBrowser } from './harness.ts'

/**
 * The cookie banner: nothing optional before a choice, the choice remembered, tags loaded only after consent
 * and only with their ids set in site-settings. Every request leaving our origin is answered here by
 * page.route, so nothing reaches Google or Meta, and recorded.
 */
const browser = useBrowser()
const admin = demoAccount('Admin')
const GA_ID = 'G-TEST12345'
const PIXEL_ID = '1234567890'
const GTAG_URL = `https://www.googletagmanager.com/gtag/js?id=${GA_ID}`
const PIXEL_URL = 'https://connect.facebook.net/en_US/fbevents.js'
const TRACKING = /^_(ga|gid|gat|fbp)/
let adminToken = ''

async function setTagIds(analytics: { googleAnalyticsId: string | null; metaPixelId: string | null }) {
  const saved = await api('POST', '/globals/site-settings', adminToken, { analytics })
  expect(saved.status).toBe(200)
  // The save purges the cached pages; wait until the home page carries the new ids (or none). A plain loop:
  // this also runs in beforeAll, where expect.poll is not available.
  const wanted = analytics.googleAnalyticsId !== null
  for (const deadline = Date.now() + 15_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 250))) {
    if ((await (await fetch(`${baseUrl}/`)).text()).includes(`data-ga="${GA_ID}"`) === wanted) return
  }
  throw new Error(`the home page did not pick up the tag ids ${JSON.stringify(analytics)}`)
}

/** A first-time visitor whose requests to other origins are answered locally and listed. */
async function firstVisit(options: { width?: number; height?: number } = {}) {
  const page = await browser.newPage({ ...options, cookieChoice: false })
  const external: string[] = []
  await page.context().route(
    (url) => !url.href.startsWith(baseUrl),
    (route) => {
      external.push(route.request().url())
      return route.fulfill({ status: 200, contentType: 'application/javascript', body: '' })
    },
  )
  return { page, external }
}

const banner = (page: Page) => page.getByRole('dialog', { name: 'Rispettiamo la tua privacy' })
const consentCookie = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === 'cc_consent')
const trackingCookies = async (page: Page) => (await page.context().cookies()).filter((cookie) => TRACKING.test(cookie.name)).map((cookie) => cookie.name)
const today = () => new Date().toISOString().slice(0, 10)

/** Gives the page time to load anything it would load, then returns what left our origin. */
async function settle(page: Page, external: string[]) {
  await page.waitForLoadState('load')
  await page.waitForTimeout(500)
  return [...external]
}

beforeAll(async () => {
  adminToken = await apiLogin(admin.email, admin.password)
  await setTagIds({ googleAnalyticsId: GA_ID, metaPixelId: PIXEL_ID })
})

afterAll(async () => {
  await setTagIds({ googleAnalyticsId: null, metaPixelId: null })
})

describe('cookie banner', () => {
  it('asks on the first visit, loads nothing before a choice, and a refusal is remembered across pages and reloads', async () => {
    const { page, external } = await firstVisit()
    await page.goto('/')
    await banner(page).waitFor()
    expect(await settle(page, external)).toEqual([])
    expect(await trackingCookies(page)).toEqual([])
    expect(await consentCookie(page)).toBeUndefined()

    // Refusing is as prominent as accepting: same size, same colours.
    const look = (name: string) =>
      banner(page)
        .getByRole('button', { name, exact: true })
        .evaluate((button) => {
          const style = getComputedStyle(button)
          return [button.getBoundingClientRect().height, style.backgroundColor, style.color, style.fontSize, style.fontWeight]
        })
    expect(await look('Rifiuta')).toEqual(await look('Accetta tutti'))

    await banner(page).getByRole('button', { name: 'Rifiuta', exact: true }).click()
    await banner(page).waitFor({ state: 'hidden' })
    expect((await consentCookie(page))?.value).toBe(`v1.s0.m0.${today()}`)
    const expires = (await consentCookie(page))!.expires * 1000
    expect(expires - Date.now()).toBeGreaterThan(181 * 86_400_000)
    expect(expires - Date.now()).toBeLessThan(183 * 86_400_000)

    await page.goto('/chi-siamo')
    await page.reload()
    expect(await banner(page).isVisible()).toBe(false)
    expect(await settle(page, external)).toEqual([])
    expect(await trackingCookies(page)).toEqual([])
  })

  it('accepting all loads Google Analytics and the Meta Pixel with the configured ids, on every page after', async () => {
    const { page, external } = await firstVisit()
    await page.goto('/')
    await banner(page).getByRole('button', { name: 'Accetta tutti' }).click()
    await expect.poll(() => [...external].sort()).toEqual([PIXEL_URL, GTAG_URL].sort())
    expect((await consentCookie(page))?.value).toBe(`v1.s1.m1.${today()}`)
    const queued = await page.evaluate(() => {
      const w = window as unknown as { dataLayer: IArguments[]; fbq: { queue: unknown[][] } }
      return { gtag: w.dataLayer.map((entry) => [...entry][0] === 'config' && [...entry][1]).filter(Boolean), pixel: w.fbq.queue }
    })
    expect(queued).toEqual({ gtag: [GA_ID], pixel: [['init', PIXEL_ID], ['track', 'PageView']] })

    external.length = 0
    await page.goto('/come-funziona')
    expect(await banner(page).isVisible()).toBe(false)
    await expect.poll(() => [...external].sort()).toEqual([PIXEL_URL, GTAG_URL].sort())
  })

  it('per category: only statistics loads only Google Analytics; the footer reopens the choice and a withdrawal removes the cookies', async () => {
    const { page, external } = await firstVisit()
    await page.goto('/')
    await banner(page).getByRole('button', { name: 'Salva preferenze' }).waitFor({ state: 'hidden' })
    const customize = banner(page).getByRole('button', { name: 'Personalizza' })
    await customize.click()
    expect(await customize.getAttribute('aria-expanded')).toBe('true')
    expect(await banner(page).getByRole('checkbox', { name: /Necessari/ }).isDisabled()).toBe(true)
    expect(await banner(page).getByRole('checkbox', { name: /Necessari/ }).isChecked()).toBe(true)
    await banner(page).getByRole('checkbox', { name: /Statistiche/ }).check()
    await banner(page).getByRole('button', { name: 'Salva preferenze' }).click()
    await banner(page).waitFor({ state: 'hidden' })
    await expect.poll(() => [...external]).toEqual([GTAG_URL])
    expect((await consentCookie(page))?.value).toBe(`v1.s1.m0.${today()}`)

    // A cookie as Google Analytics would have set it; withdrawing consent must remove it.
    await page.context().addCookies([{ name: '_ga', value: 'GA1.1.123.456', url: baseUrl }])
    const preferences = page.locator('footer').getByRole('button', { name: 'Preferenze cookie' })
    await preferences.click()
    await banner(page).waitFor()
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('cookie-banner')
    expect(await banner(page).getByRole('checkbox', { name: /Statistiche/ }).isChecked()).toBe(true)
    expect(await banner(page).getByRole('checkbox', { name: /Marketing/ }).isChecked()).toBe(false)
    await banner(page).getByRole('checkbox', { name: /Statistiche/ }).uncheck()
    external.length = 0
    await Promise.all([page.waitForEvent('load'), banner(page).getByRole('button', { name: 'Salva preferenze' }).click()])
    expect((await consentCookie(page))?.value).toBe(`v1.s0.m0.${today()}`)
    expect(await trackingCookies(page)).toEqual([])
    expect(await settle(page, external)).toEqual([])
  })

  it('closing with X or Escape refuses; the keyboard reaches the banner right after the skip link and returns to the footer button', async () => {
    const closed = await firstVisit()
    await closed.page.goto('/')
    await banner(closed.page).getByRole('button', { name: 'Chiudi: rifiuta i cookie non necessari' }).click()
    await banner(closed.page).waitFor({ state: 'hidden' })
    expect((await consentCookie(closed.page))?.value).toBe(`v1.s0.m0.${today()}`)
    expect(await settle(closed.page, closed.external)).toEqual([])

    const keyboard = await firstVisit()
    await keyboard.page.goto('/')
    await banner(keyboard.page).waitFor()
    // The skip link comes first, then the banner, before the page's own controls.
    await keyboard.page.keyboard.press('Tab')
    expect(await keyboard.page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Vai al contenuto')
    await keyboard.page.keyboard.press('Tab')
    expect(await keyboard.page.evaluate(() => Boolean(document.activeElement?.closest('#cookie-banner')))).toBe(true)
    await keyboard.page.keyboard.press('Escape')
    await banner(keyboard.page).waitFor({ state: 'hidden' })
    expect((await consentCookie(keyboard.page))?.value).toBe(`v1.s0.m0.${today()}`)

    const preferences = keyboard.page.locator('footer').getByRole('button', { name: 'Preferenze cookie' })
    await preferences.focus()
    await keyboard.page.keyboard.press('Enter')
    await banner(keyboard.page).waitFor()
    await banner(keyboard.page).getByRole('button', { name: 'Rifiuta', exact: true }).focus()
    await keyboard.page.keyboard.press('Enter')
    await banner(keyboard.page).waitFor({ state: 'hidden' })
    expect(await keyboard.page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Preferenze cookie')
  })

  it('at 390 px it leaves most of the page visible and shifts no content', async () => {
    const { page } = await firstVisit({ width: 390, height: 844 })
    await page.goto('/')
    const heading = page.getByRole('heading', { level: 1 })
    const before = await heading.boundingBox()
    await banner(page).waitFor()
    const box = (await banner(page).boundingBox())!
    expect(box.height).toBeLessThan(844 * 0.6)
    expect(box.y + box.height).toBeLessThanOrEqual(844)
    expect(await heading.boundingBox()).toEqual(before)
    await banner(page).getByRole('button', { name: 'Personalizza' }).click()
    expect((await banner(page).boundingBox())!.height).toBeLessThanOrEqual(844 * 0.85 + 1)
  })

  it('has no accessibility violations with the banner open, on a desktop screen and at 390 px, choices expanded too', async () => {
    for (const size of [{}, { width: 390, height: 844 }]) {
      const { page } = await firstVisit(size)
      await page.goto('/')
      await banner(page).waitFor()
      expect(await axeViolations(page)).toEqual([])
      await banner(page).getByRole('button', { name: 'Personalizza' }).click()
      expect(await axeViolations(page)).toEqual([])
    }
  })

  it('loads no tag, keeps the policy closed to their hosts and sends no referrer, on every page whose address carries a secret and in the signed-in areas', async () => {
    const { page, external } = await firstVisit()
    await page.context().addCookies([{ name: CONSENT_COOKIE, value: serializeConsent({ statistiche: true, marketing: true }, new Date()), url: baseUrl }])
    // The same visitor, with both accepted: on a page without a secret both tags load.
    await page.goto('/chi-siamo')
    await expect.poll(() => [...external].sort()).toEqual([PIXEL_URL, GTAG_URL].sort())
    for (const entry of [
      '/richiesta/demo-offers-lead-2',
      '/richiesta/un-token-che-non-esiste-affatto',
      '/offerte-cap?ref=demo-offers-lead-1',
      '/offerte-merchant?ref=demo-offers-lead-7',
      // A confirmed request's confirmation page moves on to its offers page (which carries the secret too).
      { path: '/conferma-richiesta?ref=demo-offers-lead-1', landsOn: /\/offerte-(cap|merchant)$/ },
      `/reset-password?token=${'a'.repeat(40)}`,
      `/auth-merchant?verifica=${'b'.repeat(40)}`,
      `/auth-merchant?nuova-email=${'c'.repeat(64)}`,
      `/consensi/revoca?token=${'d'.repeat(40)}`,
      `/conferma-chiamata#codice=${'e'.repeat(64)}`,
      // The signed-in areas; signed out, the merchant's sends the visitor on to its sign-in page (private too).
      { path: '/area-merchant', landsOn: /\/auth-merchant$/ },
      '/area-admin',
      '/auth-admin',
    ]) {
      const { path, landsOn } = typeof entry === 'string' ? { path: entry, landsOn: undefined } : entry
      external.length = 0
      const response = await page.goto(path)
      expect(response?.headers()['content-security-policy'], path).not.toMatch(/googletagmanager|facebook/)
      expect(response?.headers()['referrer-policy'], path).toBe('no-referrer')
      if (landsOn) await page.waitForURL(landsOn)
      expect(await page.locator('#cookie-banner[data-ga], #cookie-banner[data-pixel]').count(), path).toBe(0)
      expect(await settle(page, external), path).toEqual([])
      expect(await page.evaluate(() => 'gtag' in window || 'fbq' in window), path).toBe(false)
    }
  })

  it('the page after a request page learns nothing of its token: the address loses it, the referrer is empty, the tags never see it', async () => {
    const token = 'demo-offers-lead-2'
    const { page, external } = await firstVisit()
    await page.context().addCookies([{ name: CONSENT_COOKIE, value: serializeConsent({ statistiche: true, marketing: true }, new Date()), url: baseUrl }])
    const response = await page.goto(`/richiesta/${token}`)
    expect(response?.headers()['referrer-policy']).toBe('no-referrer')
    // Once open, the page's address is the clean one; the token stays in an HttpOnly cookie of that path only.
    await page.waitForURL(`${baseUrl}/richiesta`)
    const heading = await page.getByRole('heading', { level: 1 }).textContent()
    const kept = (await page.context().cookies()).find((cookie) => cookie.name === 'cc_richiesta')
    expect(kept).toMatchObject({ value: token, path: '/richiesta', httpOnly: true, sameSite: 'Strict' })
    expect(await page.evaluate(() => document.cookie)).not.toContain(token)
    // A reload, or a way back, finds the same request from the cookie, as private as the token's address.
    const reloaded = await page.reload()
    expect(reloaded?.headers()['referrer-policy']).toBe('no-referrer')
    expect(reloaded?.headers()['content-security-policy']).not.toMatch(/googletagmanager|facebook/)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading)
    expect(page.url()).toBe(`${baseUrl}/richiesta`)
    await shoot(page, 'richiesta-clean-address-1280')
    // The next page, whose tags load, is told nothing of where the visitor came from.
    external.length = 0
    const sentReferer: (string | undefined)[] = []
    page.on('request', (request) => sentReferer.push(request.headers()['referer']))
    await page.locator('header a[href="/"]').first().click()
    await page.waitForURL(`${baseUrl}/`)
    expect(await page.evaluate(() => document.referrer)).toBe('')
    await expect.poll(() => external.length).toBeGreaterThan(0)
    expect(sentReferer.filter((referer) => referer?.includes(token) || referer?.includes('/richiesta'))).toEqual([])
    expect(external.filter((url) => url.includes(token) || url.includes('richiesta'))).toEqual([])
    // Without the cookie there is no request to show.
    await page.context().clearCookies({ name: 'cc_richiesta' })
    await page.goto('/richiesta')
    await page.waitForURL(`${baseUrl}/`)
    const mobile = await browser.newPage({ width: 390, height: 844 })
    await mobile.goto(`/richiesta/${token}`)
    await mobile.waitForURL(`${baseUrl}/richiesta`)
    await mobile.getByRole('heading', { level: 1 }).waitFor()
    await shoot(mobile, 'richiesta-clean-address-390')
  })

  it('the offers and confirmation pages take their `?ref=` out of the address too: a reload shows the request, the next page learns nothing', async () => {
    const unconfirmed = await sendRequest('luce-gas', '59100 - Prato', `pulito.${Date.now()}@example.com`, undefined, { confirmed: false })
    for (const { token, path, clean } of [
      { token: 'demo-offers-lead-1', path: '/offerte-cap?ref=demo-offers-lead-1&utm_source=x#partner-1', clean: '/offerte-cap?utm_source=x#partner-1' },
      { token: 'demo-offers-lead-7', path: '/offerte-merchant?ref=demo-offers-lead-7', clean: '/offerte-merchant' },
      { token: unconfirmed, path: `/conferma-richiesta?ref=${unconfirmed}`, clean: '/conferma-richiesta' },
    ]) {
      const { page, external } = await firstVisit()
      await page.context().addCookies([{ name: CONSENT_COOKIE, value: serializeConsent({ statistiche: true, marketing: true }, new Date()), url: baseUrl }])
      const response = await page.goto(path)
      expect(response?.headers()['referrer-policy'], path).toBe('no-referrer')
      // Once open, the address is clean (other parameters and the fragment kept); the token is in the page's own cookie.
      await page.waitForURL(`${baseUrl}${clean}`)
      const pathname = clean.replace(/[?#].*$/, '')
      const heading = await page.getByRole('heading', { level: 1 }).textContent()
      const kept = (await page.context().cookies()).find((cookie) => cookie.name === REF_PAGE_COOKIE && cookie.path === pathname)
      expect(kept, path).toMatchObject({ value: token, httpOnly: true, sameSite: 'Strict' })
      expect(await page.evaluate(() => document.cookie)).not.toContain(token)
      // The cookie is its page's alone: the other pages of the site never receive it.
      expect((await page.context().cookies(`${baseUrl}/`)).filter((cookie) => cookie.value === token)).toEqual([])
      const reloaded = await page.reload()
      expect(reloaded?.headers()['referrer-policy'], path).toBe('no-referrer')
      expect(page.url(), path).toBe(`${baseUrl}${clean}`)
      expect(await page.getByRole('heading', { level: 1 }).textContent(), path).toBe(heading)
      // The request's own page again, not the home page a missing token leads to; the confirmation with its code's field.
      if (pathname === '/conferma-richiesta') await page.getByLabel('Codice ricevuto via SMS').waitFor()
      await shoot(page, `clean-address${pathname.replace('/', '-')}-1280`)
      external.length = 0
      const sentReferer: (string | undefined)[] = []
      page.on('request', (request) => sentReferer.push(request.headers()['referer']))
      await page.locator('header a[href="/"]').first().click()
      await page.waitForURL(`${baseUrl}/`)
      expect(await page.evaluate(() => document.referrer), path).toBe('')
      await expect.poll(() => external.length).toBeGreaterThan(0)
      expect(sentReferer.filter((referer) => referer?.includes(token) || referer?.includes(pathname)), path).toEqual([])
      expect(external.filter((url) => url.includes(token)), path).toEqual([])
      await page.close()
    }
    const mobile = await browser.newPage({ width: 390, height: 844 })
    await mobile.goto('/offerte-cap?ref=demo-offers-lead-1')
    await mobile.waitForURL(`${baseUrl}/offerte-cap`)
    await mobile.getByRole('heading', { level: 1 }).waitFor()
    await shoot(mobile, 'clean-address-offerte-cap-390')
    await mobile.close()
  })

  it('the call request’s confirmation link keeps its code in the fragment; the button, not the opening, confirms', async () => {
    for (const width of [390, 1280]) {
      const page = await browser.newPage({ width, height: 844 })
      await page.goto(`/conferma-chiamata#codice=${'e'.repeat(64)}`)
      await page.getByRole('heading', { level: 1, name: callConfirmationMessages.title }).waitFor()
      await shoot(page, `conferma-chiamata-${width}`)
      await page.getByRole('button', { name: callConfirmationMessages.button }).click()
      await expect.poll(() => page.getByTestId('call-confirmation-result').textContent()).toBe(callConfirmationMessages.invalid)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await page.close()
    }
    const missing = await browser.newPage()
    await missing.goto('/conferma-chiamata')
    expect(await missing.getByTestId('call-confirmation-result').textContent()).toBe(callConfirmationMessages.noCode)
    expect(await missing.getByRole('button', { name: callConfirmationMessages.button }).isVisible()).toBe(false)
    await missing.close()
  })

  it('with no ids configured nothing loads, even after accepting all', async () => {
    await setTagIds({ googleAnalyticsId: null, metaPixelId: null })
    try {
      const { page, external } = await firstVisit()
      await page.goto('/')
      await banner(page).getByRole('button', { name: 'Accetta tutti' }).click()
      expect((await consentCookie(page))?.value).toBe(`v1.s1.m1.${today()}`)
      expect(await settle(page, external)).toEqual([])
      expect(await page.evaluate(() => 'gtag' in window || 'fbq' in window)).toBe(false)
    } finally {
      await setTagIds({ googleAnalyticsId: GA_ID, metaPixelId: PIXEL_ID })
    }
  })
})
