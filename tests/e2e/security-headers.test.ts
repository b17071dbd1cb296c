import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { api, apiLogin, axeViolations, baseUrl, cmsAdminLogin, demoAccount, shoot, useBrowser } from './harness.ts'
import { contentRoutes } from './routes.ts'

/**
 * The security headers of every kind of response (docs/privacy.md, "Security headers"), and what matters more: with
 * the policies enforced, Chromium blocks nothing on the pages and their islands still hydrate and work.
 */
const browser = useBrowser()

const COMMON = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
}

/** `referrer`: what a page sends on; nothing from a page whose address carries a secret or a signed-in area. */
function expectCommonHeaders(headers: Record<string, string>, referrer = COMMON['referrer-policy']) {
  for (const [name, value] of Object.entries({ ...COMMON, 'referrer-policy': referrer })) expect(headers[name], name).toBe(value)
  // The product under test is reached over plain http: HSTS there would lock browsers out of it.
  expect(headers['strict-transport-security']).toBeUndefined()
}

function directives(policy: string | undefined): Map<string, string[]> {
  expect(policy, 'content-security-policy').toBeTruthy()
  const parsed = new Map<string, string[]>()
  for (const directive of policy!.split(';').map((part) => part.trim()).filter(Boolean)) {
    const [name, ...sources] = directive.split(/\s+/)
    expect(parsed.has(name!), `${name} given twice`).toBe(false)
    parsed.set(name!, sources)
  }
  return parsed
}

/** The public site's policy: scripts only from the origin or by hash, never inline by permission. */
function expectSitePolicy(headers: Record<string, string>) {
  const policy = directives(headers['content-security-policy'])
  const scripts = policy.get('script-src')!
  expect(scripts[0]).toBe("'self'")
  for (const source of scripts.slice(1)) expect(source).toMatch(/^'sha(256|384|512)-[A-Za-z0-9+/=]+'$/)
  for (const name of ['script-src-elem', 'script-src-attr']) expect(policy.has(name), name).toBe(false)
  expect(policy.get('default-src')).toEqual(["'self'"])
  expect(policy.get('object-src')).toEqual(["'none'"])
  expect(policy.get('base-uri')).toEqual(["'self'"])
  expect(policy.get('form-action')).toEqual(["'self'"])
  expect(policy.get('frame-ancestors')).toEqual(["'none'"])
  expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:'])
  expect(policy.get('connect-src')).toEqual(["'self'"])
  // Styles: <style> elements by hash only; style attributes allowed (rich text formatting, React's style props).
  expect(policy.get('style-src')?.[0]).toBe("'self'")
  expect(policy.get('style-src')).not.toContain("'unsafe-inline'")
  expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"])
}

/** A page that records every Content-Security-Policy violation, from the DOM event and from Chromium's console. */
async function watchedPage(options: { width?: number; height?: number } = {}) {
  const page = await browser.newPage(options)
  const violations: string[] = []
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation
      void report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`)
    })
  })
  page.on('console', (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  return { page, violations }
}

/** Signs in through the admin's form, opens `path` and returns the policy it was answered with. */
async function cmsAdminLoginAndOpen(page: Page, account: { email: string; password: string }, path: string): Promise<string> {
  await cmsAdminLogin(page, account)
  const response = await page.goto(`${baseUrl}${path}`)
  expect(response?.status()).toBe(200)
  return response!.headers()['content-security-policy'] ?? ''
}

/**
 * Every island on the page hydrated (Astro drops `ssr` once React has taken over). A `client:visible` island (the
 * ARERA offers ranking below the /luce-gas questionnaire, a form lower on a page) hydrates only once it is on screen,
 * as a visitor scrolling to it would: each one still waiting is scrolled into view.
 */
async function islandsHydrated(page: Page) {
  await page.waitForLoadState('load')
  const waitingIslands = () => page.evaluate(() => {
    const waiting = document.querySelectorAll('astro-island[ssr]')
    const first = waiting[0]
    if (first) (first.firstElementChild ?? first).scrollIntoView({ block: 'center' })
    return waiting.length
  })
  await expect.poll(waitingIslands, { timeout: 15_000 }).toBe(0)
}

const progressLabel = (page: Page) => page.locator('[data-step] [aria-live="polite"]').first().textContent()

describe('public site', () => {
  // One tab going from page to page, as a visitor does, its violations counted page by page (a fresh browser context
  // for each page cost Chromium a good part more CPU for the same checks). The walk over the content pages is the
  // site's one: each page, once its islands hydrated, is also checked by axe on a desktop screen (a11y.test.ts checks
  // the other pages, and the phone's screen).
  let visitor: Awaited<ReturnType<typeof watchedPage>>
  beforeAll(async () => {
    visitor = await watchedPage()
  })

  it.each(contentRoutes)('%s: headers, a strict policy, nothing blocked, no accessibility violation', async (path) => {
    const { page, violations } = visitor
    violations.length = 0
    const response = await page.goto(`${baseUrl}${path}`)
    expect(response?.status()).toBe(200)
    const headers = response!.headers()
    expectCommonHeaders(headers)
    expectSitePolicy(headers)
    await islandsHydrated(page)
    // The inline scripts the page holds (island bootstrap, header drawer) are exactly the ones allowed by hash.
    const inline = await page.locator('script:not([src]):not([type="application/ld+json"])').count()
    const hashes = directives(headers['content-security-policy']).get('script-src')!.length - 1
    expect(hashes).toBeGreaterThanOrEqual(inline)
    expect(violations).toEqual([])
    expect(await axeViolations(page)).toEqual([])
  })

  it('the questionnaire hydrates and its first steps work under the policy', async () => {
    const { page, violations } = await watchedPage({ width: 390, height: 844 })
    const response = await page.goto(`${baseUrl}/internet-mobile`)
    expectSitePolicy(response!.headers())
    await islandsHydrated(page)
    await page.locator('a[href="#questionario"]').first().click()
    // "La tua stima" is a step of its own before the contact form, so the count includes it.
    await expect.poll(() => progressLabel(page)).toBe('Passo 1 di circa 7')
    await page.getByRole('button', { name: 'Privato' }).click()
    await expect.poll(() => progressLabel(page)).toBe('Passo 2 di circa 7')
    await page.getByRole('button', { name: 'Cambio fornitore' }).click()
    await expect.poll(() => progressLabel(page)).toBe('Passo 3 di 6')
    await page.getByRole('button', { name: 'Indietro' }).click()
    await expect.poll(() => progressLabel(page)).toBe('Passo 2 di circa 7')
    expect(violations).toEqual([])
  })

  it('the postcode step looks the CAP up and leads into the Luce & Gas questionnaire', async () => {
    const { page, violations } = await watchedPage()
    expectSitePolicy((await page.goto(`${baseUrl}/luce-gas-start`))!.headers())
    await islandsHydrated(page)
    await page.getByRole('textbox', { name: 'CAP' }).fill('59100')
    await page.getByRole('button', { name: /Prato/ }).click()
    await page.waitForURL(/\/luce-gas\?location=/)
    await islandsHydrated(page)
    await expect.poll(() => progressLabel(page)).toBe('Passo 1 di circa 6')
    expect(violations).toEqual([])
  })

  it('a cached page carries the same headers as the rendered one', async () => {
    // A save of the navigation purges every page: the next answer is a render, the one after a front-cache hit.
    const admin = demoAccount('Admin')
    const token = await apiLogin(admin.email, admin.password)
    const navigation = await api('GET', '/globals/navigation?depth=0', token)
    expect((await api('POST', '/globals/navigation', token, { copyright: navigation.body.copyright })).status).toBe(200)
    const url = `${baseUrl}/`
    // The first answer after the purge is a render; one that came before the purge landed is still a hit: ask again.
    let rendered = await fetch(url)
    const renderedOrAgain = async () => {
      if (rendered.headers.get('x-astro-cache') === 'HIT') rendered = await fetch(url)
      return rendered.headers.get('x-astro-cache')
    }
    await expect.poll(renderedOrAgain, { timeout: 5000 }).not.toBe('HIT')
    // A purge from another save can land between the two requests and refuse to keep that render: ask again.
    let cached = rendered
    await expect.poll(async () => (cached = await fetch(url)).headers.get('x-astro-cache'), { timeout: 5000 }).toBe('HIT')
    for (const name of [...Object.keys(COMMON), 'content-security-policy']) {
      expect(cached.headers.get(name), name).toBe(rendered.headers.get(name))
    }
    expectCommonHeaders(Object.fromEntries(cached.headers))
    expectSitePolicy(Object.fromEntries(cached.headers))
  })
})

describe('merchant area', () => {
  it('the sign-in page and the area behind it work under the policy', async () => {
    const merchant = demoAccount('Merchant (Prato)')
    const { page, violations } = await watchedPage()
    const response = await page.goto(`${baseUrl}/auth-merchant`)
    expectCommonHeaders(response!.headers(), 'no-referrer')
    expectSitePolicy(response!.headers())
    await islandsHydrated(page)
    await page.locator('#login-email').fill(merchant.email)
    await page.locator('#login-password').fill(merchant.password)
    await page.getByRole('button', { name: 'Accedi', exact: true }).click()
    await page.waitForURL('**/area-merchant')
    await islandsHydrated(page)
    await page.getByRole('heading', { name: 'Area Merchant' }).waitFor()
    expect(violations).toEqual([])
  })
})

describe('Payload admin', () => {
  it('has a nonce policy without inline-script permission, and signing in works under it', async () => {
    const admin = demoAccount('Admin')
    const { page, violations } = await watchedPage()
    const response = await page.goto(`${baseUrl}/admin/login`)
    expect(response?.status()).toBe(200)
    const headers = response!.headers()
    expectCommonHeaders(headers, 'no-referrer')
    const policy = directives(headers['content-security-policy'])
    const scripts = policy.get('script-src')!
    expect(scripts.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval/)
    const nonce = scripts.find((source) => source.startsWith("'nonce-"))!.slice(7, -1)
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'self'"])
    // Next puts the header's nonce on every script tag of the page it writes; each request gets a new nonce.
    const again = await page.request.get(`${baseUrl}/admin/login`)
    const againNonce = directives(again.headers()['content-security-policy']).get('script-src')!.find((source) => source.startsWith("'nonce-"))!.slice(7, -1)
    expect(againNonce).not.toBe(nonce)
    const tags = (await again.text()).match(/<script\b[^>]*>/g) ?? []
    expect(tags.length).toBeGreaterThan(0)
    for (const tag of tags) expect(tag).toContain(`nonce="${againNonce}"`)

    await page.locator('input[name="email"]').fill(admin.email)
    await page.locator('input[name="password"]').fill(admin.password)
    await page.locator('button[type="submit"]').click()
    await page.waitForURL(/\/admin$/)
    await page.getByRole('heading', { name: 'Contenuti' }).waitFor()
    await page.goto(`${baseUrl}/admin/collections/faqs`)
    await page.locator('.collection-list').waitFor()
    expect(violations).toEqual([])
  })

  it("shows a lead's JSON fields with nothing loaded from another host", async () => {
    const admin = demoAccount('Admin')
    const token = await apiLogin(admin.email, admin.password)
    const lead = ((await api('GET', '/client-requests?limit=1&sort=createdAt&depth=0', token)).body.docs as { id: number; answers: Record<string, unknown> }[])[0]!
    const { page, violations } = await watchedPage()
    const foreign = new Set<string>()
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.protocol.startsWith('http') && url.origin !== new URL(baseUrl).origin) foreign.add(url.host)
    })
    const response = await cmsAdminLoginAndOpen(page, admin, `/admin/collections/client-requests/${lead.id}`)
    expect(response).not.toContain('jsdelivr')
    const answers = page.locator('#field-answers')
    await answers.waitFor()
    expect(JSON.parse(await answers.inputValue())).toEqual(lead.answers)
    await page.locator('.json-field.read-only pre').first().waitFor()
    await shoot(page, 'admin-lead-json')
    expect([...foreign]).toEqual([])
    expect(violations).toEqual([])
  })

  it("ignores a policy a client sends, so nobody can choose the admin's nonce", async () => {
    const response = await fetch(`${baseUrl}/admin/login`, { headers: { 'content-security-policy': "script-src 'nonce-chosenbyclient'" } })
    expect(response.headers.get('content-security-policy')).not.toContain('chosenbyclient')
    expect(await response.text()).not.toContain('chosenbyclient')
  })
})

describe('API', () => {
  it('JSON answers keep their Cache-Control, are nosniff and carry the policy that loads nothing', async () => {
    const response = await fetch(`${baseUrl}/api/cap/59100`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400, s-maxage=86400')
    expectCommonHeaders(Object.fromEntries(response.headers))
    expect(directives(response.headers.get('content-security-policy') ?? undefined).get('default-src')).toEqual(["'none'"])
  })
})
