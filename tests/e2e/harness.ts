import fs from 'node:fs'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { CONSENT_COOKIE, serializeConsent } from '#content-schema'

/** The product under test, started by scripts/test.ts exactly as `npm start` starts it. */
export const baseUrl = process.env.E2E_BASE_URL ?? 'http://localhost:3100'
export const mailUrl = process.env.E2E_MAIL_URL ?? 'http://127.0.0.1:8125'

/** A screenshot to look at, in E2E_SCREENSHOTS_DIR when it is set (nothing otherwise): the whole page by default. */
export async function shoot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS_DIR
  if (!dir) return
  fs.mkdirSync(dir, { recursive: true })
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage })
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/**
 * Debian's headless shell when it is installed (what Playwright itself drives headless: the same Blink and V8
 * without the full browser's UI layers, for a good part less CPU per page on a two-core machine), else its Chromium.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? (fs.existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium')

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS })
}

/** One browser per test file; each test opens its own context (a fresh visitor). */
export function useBrowser() {
  let browser: Browser
  const contexts: BrowserContext[] = []
  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
  })
  return {
    /**
     * A page in a fresh context. The visitor has already answered the cookie banner (refusing the optional
     * cookies), so the banner does not cover what a test clicks; `cookieChoice: false` is a first visit;
     * `javaScript: false` a browser that runs no script; `touch: true` a phone's touch screen (`locator.tap()`).
     */
    async newPage(options: { width?: number; height?: number; cookieChoice?: boolean; javaScript?: boolean; touch?: boolean } = {}): Promise<Page> {
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
        locale: 'it-IT',
        javaScriptEnabled: options.javaScript ?? true,
        hasTouch: options.touch ?? false,
        isMobile: options.touch ?? false,
      })
      if (options.cookieChoice !== false) {
        await context.addCookies([{ name: CONSENT_COOKIE, value: serializeConsent({ statistiche: false, marketing: false }, new Date()), url: baseUrl }])
      }
      contexts.push(context)
      return context.newPage()
    },
  }
}

/** Signs a merchant in through the site's merchant sign-in page, into its area. */
export async function merchantSignIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/auth-merchant')
  await page.locator('#login-email').fill(account.email)
  await page.locator('#login-password').fill(account.password)
  await page.getByRole('button', { name: 'Accedi', exact: true }).click()
  await page.waitForURL('**/area-merchant')
}

/** Signs an account in through the CMS admin's own form (the session cookie then serves the site's previews too). */
export async function cmsAdminLogin(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto(`${baseUrl}/admin/login`)
  await page.locator('input[name="email"]').fill(account.email)
  await page.locator('input[name="password"]').fill(account.password)
  await page.locator('button[type="submit"]').click()
  await page.waitForURL(/\/admin$/)
}

/** A service's questionnaire as stored (its latest version's step blocks, read with an editor's token), to edit through REST. */
export async function storedQuestionnaire<Block = Record<string, unknown>>(service: string, token: string): Promise<{ id: number; version: number; stepBlocks: Block[] }> {
  const found = await api('GET', `/questionnaires?where[service][equals]=${service}&depth=0`, token)
  return (found.body.docs as Array<{ id: number; version: number; stepBlocks: Block[] }>)[0]!
}

export async function apiLogin(email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) throw new Error(`login failed for ${email}: ${response.status}`)
  return ((await response.json()) as { token: string }).token
}

/** An admin's decision on a merchant, taken on the version of its profile and proposal the admin reads now. */
export async function reviewMerchant(id: number, token: string, body: Record<string, unknown>) {
  const shown = await api('GET', `/merchants/${id}?depth=0`, token)
  return api('POST', `/admin/merchants/${id}/review`, token, { versione: shown.body.versioneProposta ?? 0, ...body })
}

export async function api(method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `JWT ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> }
}
