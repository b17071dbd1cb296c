import fs from 'node:fs'
import path from 'node:path'
import { AxeBuilder } from '@axe-core/playwright'
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Response as PageResponse } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest'
import { CONSENT_COOKIE, serializeConsent, type QuestionnaireSlug } from '#content-schema'
import { fetchQuestionnaire, leadBody, namedPartners, smsCodeFrom, walkQuestionnaire } from '../../scripts/visitor.ts'
import type { CaughtMessage } from '../../server/mail-catcher.ts'
import { REF_PAGE_COOKIE } from '../../platform/requestPage.ts'
import { cpuSeconds, processTree } from '../../scripts/bench/processCpu.ts'
import { root } from '../../scripts/lib.ts'

/** The product under test, started by scripts/test.ts exactly as `npm start` starts it. */
export const baseUrl = process.env.E2E_BASE_URL ?? 'http://localhost:3100'
export const mailUrl = process.env.E2E_MAIL_URL ?? 'http://127.0.0.1:8125'

/** Every e-mail the product's mail catcher (server/mail-catcher.ts) has received so far. */
export async function caughtMails(): Promise<CaughtMessage[]> {
  return (await (await fetch(`${mailUrl}/api/messages`)).json()) as CaughtMessage[]
}

/** The e-mails received so far for this address. */
export async function mailsTo(address: string): Promise<CaughtMessage[]> {
  return (await caughtMails()).filter((mail) => mail.to.includes(address))
}

/** The product's SMS catcher (server/sms-catcher.ts): every SMS it sends, readable at /api/messages. */
export const smsUrl = process.env.E2E_SMS_URL ?? 'http://127.0.0.1:8126'

/**
 * The code of the newest SMS the product's catcher received for this phone number (waits for the jobs runner to send
 * it), as the consumer reads it on their phone. `after`: ignore messages caught before this moment (a code asked for again).
 */
export const smsCodeFor = (phone: string, after = 0): Promise<string> => smsCodeFrom(smsUrl, phone, after)

/**
 * Confirms a request sent through the public API the way its consumer does: the code of the SMS from the catcher,
 * typed on the confirmation page (POST /api/public/request/verify). Every e2e test that sends a lead and expects
 * partners to receive it confirms it with this (or types the code on the page: confirmOnPage).
 */
export async function confirmBySms(ref: string, phone: string, after = 0): Promise<void> {
  const code = await smsCodeFor(phone, after)
  const response = await fetch(`${baseUrl}/api/public/request/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ref, code }) })
  if (response.status !== 200) throw new Error(`confirming ${ref}: ${response.status} ${await response.text()}`)
}

/** A merchant signs in on /auth-merchant and lands in its area. */
export async function signInMerchant(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/auth-merchant')
  await page.locator('#login-email').fill(account.email)
  await page.locator('#login-password').fill(account.password)
  await page.getByRole('button', { name: 'Accedi', exact: true }).click()
  await page.waitForURL('**/area-merchant')
}

/**
 * On /conferma-richiesta after the questionnaire: types the code of the SMS caught since `after` (by default: since the
 * call, right after «Invia la richiesta») and confirms, as the consumer does.
 */
export async function confirmOnPage(page: Page, phone: string, after = Date.now() - 1000): Promise<void> {
  await page.waitForURL(/\/conferma-richiesta$/)
  const code = await smsCodeFor(phone, after)
  await page.getByLabel('Codice ricevuto via SMS').fill(code)
  await page.getByRole('button', { name: 'Conferma', exact: true }).click()
}

/**
 * The request's token of the offers or confirmation page open in `page`: once open, the page takes it out of its
 * address and the server keeps it in the page's HttpOnly cookie (site/src/lib/pageRef.ts), as the browser holds it.
 */
export async function pageRefOf(page: Page): Promise<string> {
  const kept = (await page.context().cookies(page.url())).find((cookie) => cookie.name === REF_PAGE_COOKIE)
  if (!kept) throw new Error(`no ${REF_PAGE_COOKIE} cookie for ${page.url()}`)
  return kept.value
}

/**
 * Waits until the page's questionnaire takes taps itself: React has hydrated it and it has read the visitor's saved
 * session (`data-ready`). A tap before that is held and given to it once it is ready (site/src/scripts/earlyTaps.js),
 * as a phone's early tap should be; `locator.check()`, which reads the control right after its click, would take that
 * held tap for a click that changed nothing.
 */
export async function questionnaireReady(page: Page): Promise<void> {
  await page.waitForSelector('[data-questionnaire][data-ready="true"]')
}

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
  // A new page of a browser context goes into that context's renderer process instead of one or two new ones (a
  // process of one context never serves another, so contexts still run apart). useBrowser keeps its contexts for the
  // file's next tests: starting a renderer and warming it up cost this machine about 0.4 s of CPU a page.
  '--renderer-process-limit=1',
]

/**
 * Debian's headless shell when it is installed (what Playwright itself drives headless: the same Blink and V8
 * without the full browser's UI layers, for a good part less CPU per page on a two-core machine), else its Chromium.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? (fs.existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium')

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS })
}

type PageOptions = { width?: number; height?: number; cookieChoice?: boolean; javaScript?: boolean; touch?: boolean; locale?: string }

/**
 * One browser per test file. Each page a test opens is a fresh visitor: a browser context no other page of the test
 * shares, without cookies, storage or routes, whose pages are closed when the test ends (a page left open keeps
 * running its scripts: the areas' live updates, the CMS admin's timers). The contexts themselves are kept for the
 * file's next tests, emptied: their renderer processes then serve the next pages (CHROMIUM_ARGS), as a returning
 * visitor's browser that forgot its cookies and storage (its HTTP cache kept). What `beforeAll` opens stays open for
 * the whole file, in a context of its own.
 */
export function useBrowser() {
  let browser: Browser
  let inTest = false
  /** The contexts of the test that runs, and the emptied ones waiting for the next test, by their options. */
  const inUse: { context: BrowserContext; kind: string }[] = []
  const waiting = new Map<string, BrowserContext[]>()
  const closed = new WeakSet<BrowserContext>()
  beforeAll(async () => {
    browser = await launchChromium()
  })
  let file = ''
  beforeEach(() => {
    inTest = true
    file = expect.getState().testPath ?? ''
  })
  afterEach(async () => {
    inTest = false
    await Promise.all(
      inUse.splice(0).map(async ({ context, kind }) => {
        if (closed.has(context)) return
        await Promise.all(context.pages().map((page) => page.close()))
        await context.unrouteAll({ behavior: 'ignoreErrors' })
        await context.clearCookies()
        waiting.set(kind, [...(waiting.get(kind) ?? []), context])
      }),
    )
  })
  afterAll(async () => {
    // `npm run bench:tests` asks where Chromium's CPU went, file by file: this file's browser with all its processes,
    // ended ones included (the test runner's process is the browser's parent).
    const report = process.env.E2E_CHROMIUM_CPU_FILE
    if (report && file) fs.appendFileSync(report, `${JSON.stringify({ file: path.relative(root, file), seconds: cpuSeconds(processTree(process.pid, 'chrom')) })}\n`)
    await browser?.close()
  })

  async function freshContext(options: PageOptions): Promise<BrowserContext> {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
      locale: options.locale ?? 'it-IT',
      javaScriptEnabled: options.javaScript ?? true,
      hasTouch: options.touch ?? false,
      isMobile: options.touch ?? false,
    })
    context.on('close', () => closed.add(context))
    return context
  }

  /** A context emptied by an earlier test, its storage cleared for the site's origin, with a page in it; else a new one. */
  async function contextWithPage(kind: string, options: PageOptions): Promise<Page> {
    const kept = waiting.get(kind)?.pop()
    const context = kept ?? (await freshContext(options))
    inUse.push({ context, kind })
    const page = await context.newPage()
    if (kept) {
      const cdp = await context.newCDPSession(page)
      await cdp.send('Storage.clearDataForOrigin', { origin: new URL(baseUrl).origin, storageTypes: 'all' })
      await cdp.detach()
    }
    return page
  }

  return {
    /**
     * A page of a fresh visitor (a context of its own, see above). The visitor has already answered the cookie banner
     * (refusing the optional cookies), so the banner does not cover what a test clicks; `cookieChoice: false` is a first
     * visit; `javaScript: false` a browser that runs no script; `touch: true` a phone's touch screen (`locator.tap()`);
     * `locale` the browser's language (Italian unless said).
     */
    async newPage(options: PageOptions = {}): Promise<Page> {
      const { cookieChoice, ...contextOptions } = options
      const page = inTest ? await contextWithPage(JSON.stringify(contextOptions), contextOptions) : await (await freshContext(contextOptions)).newPage()
      if (cookieChoice !== false) {
        await page.context().addCookies([{ name: CONSENT_COOKIE, value: serializeConsent({ statistiche: false, marketing: false }, new Date()), url: baseUrl }])
      }
      return page
    },
  }
}

/**
 * Signs an account in within `page`'s browser context as the sign-in forms do (the CMS admin's, /auth-admin's and
 * /auth-merchant's: POST /api/users/login, which sets the session cookie), with a session of this lane's (apiLogin):
 * the context gets its cookie, and no page is loaded, so the test opens the page it is about. The tests about a
 * sign-in form fill the form instead.
 */
export async function signInByRequest(page: Page, account: { email: string; password: string }): Promise<void> {
  const { cookie, token } = await session(account.email, account.password)
  await page.context().addCookies([{ name: cookie, value: token, url: baseUrl, httpOnly: true, sameSite: 'Lax' }])
}

/**
 * Signs an account in to the CMS admin: by default by request (signInByRequest); `throughForm`: through the admin's
 * login form, landing on the dashboard. Loading the admin is the dearest thing a test does in Chromium (about 1.4 s
 * of CPU a page on a two-core machine), so only the tests about that form or the dashboard pay for its two pages.
 * The session cookie serves the site's previews too.
 */
export async function cmsAdminLogin(page: Page, account: { email: string; password: string }, { throughForm = false }: { throughForm?: boolean } = {}): Promise<void> {
  if (!throughForm) return signInByRequest(page, account)
  await page.goto(`${baseUrl}/admin/login`)
  await page.locator('input[name="email"]').fill(account.email)
  await page.locator('input[name="password"]').fill(account.password)
  await page.locator('button[type="submit"]').click()
  await page.waitForURL(/\/admin$/)
}

/**
 * The answer to the page's next request to an address holding `path` with `method` (`write`: any but GET), to await
 * after the click that sends it: a save the test waits on, or the moment a «within 2 s» starts from.
 */
export function answerTo(page: Page, path: string, method: 'POST' | 'PATCH' | 'write'): Promise<PageResponse> {
  return page.waitForResponse((response) => response.url().includes(path) && (method === 'write' ? response.request().method() !== 'GET' : response.request().method() === method))
}

/** Whether `locator`'s element has the keyboard's focus (false while it is not there yet, for `expect.poll`). */
export function hasFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement).catch(() => false)
}

/**
 * Opens `path` of the CMS admin in `page` as a click on the admin's own links does, through its router, when the
 * admin is already open there: the browser keeps the admin's scripts running instead of loading and starting them
 * again (0.37 s of Chromium's CPU a page instead of 1.35 s on a two-core machine). Elsewhere, or for the page already
 * shown, the page is loaded.
 */
export async function openInAdmin(page: Page, path: string): Promise<void> {
  const shown = new URL(page.url())
  const target = new URL(path, baseUrl)
  const routed =
    shown.origin === target.origin &&
    shown.pathname.startsWith('/admin') &&
    shown.pathname + shown.search !== target.pathname + target.search &&
    (await page.evaluate(() => typeof (window as { next?: { router?: { push?: unknown } } }).next?.router?.push === 'function'))
  if (!routed) {
    await page.goto(target.href)
    return
  }
  await page.evaluate((href) => (window as unknown as { next: { router: { push: (href: string) => void } } }).next.router.push(href), target.pathname + target.search)
  await page.waitForURL((url) => url.pathname === target.pathname && url.search === target.search)
}

/**
 * axe's WCAG 2.1 A/AA rules and its best practices on `page` (or the part `include` selects): each violation as
 * `rule: the offending nodes`, none when it passes. Run as `axe.run` in the page itself (axe's legacy mode): the
 * default runs each frame apart and then joins the results in a blank page it opens, loading axe three times: about a
 * third of a second more of Chromium's CPU a check. It leaves out only frames of another origin, which no page of ours has.
 */
export async function axeViolations(page: Page, { include }: { include?: string } = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page: page as never }).setLegacyMode(true).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).options({ resultTypes: ['violations'] })
  const results = await (include ? builder.include(include) : builder).analyze()
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

/** A service's questionnaire as stored (its latest version's step blocks, read with an editor's token), to edit through REST. */
export async function storedQuestionnaire<Block = Record<string, unknown>>(service: string, token: string): Promise<{ id: number; version: number; stepBlocks: Block[] }> {
  const found = await api('GET', `/questionnaires?where[service][equals]=${service}&depth=0`, token)
  return (found.body.docs as Array<{ id: number; version: number; stepBlocks: Block[] }>)[0]!
}

/**
 * The sessions this lane's tests signed in (the lane's files share one process and one database), by account and
 * password. A sign-in is Payload's password check, 600,000 rounds of PBKDF2 (about 0.2 s of the product's CPU): the
 * lanes asked for 140 of them, most for the same few demo accounts. A kept session serves while the product still
 * takes it as that account's (GET /api/users/me); one a test ended (a sign-out, a password change, an erased account)
 * is replaced by a new sign-in, or its refusal.
 */
const sessions = new Map<string, { cookie: string; token: string }>()

async function session(email: string, password: string): Promise<{ cookie: string; token: string }> {
  const key = `${email}\n${password}`
  const kept = sessions.get(key)
  if (kept) {
    const me = await fetch(`${baseUrl}/api/users/me`, { headers: { authorization: `JWT ${kept.token}` } })
    if (me.ok && ((await me.json()) as { user?: { email?: string } | null }).user?.email === email) return kept
  }
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) throw new Error(`login failed for ${email}: ${response.status}`)
  const { token } = (await response.json()) as { token: string }
  // The session cookie's name (Payload's cookie prefix and `-token`), as the product set it with this token.
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!.split('='))
    .find(([, value]) => value === token)?.[0]
  if (!cookie) throw new Error(`the sign-in of ${email} set no session cookie`)
  const signedIn = { cookie, token }
  sessions.set(key, signedIn)
  return signedIn
}

/** A session token of the account (the lane's kept one while it still works, else a new sign-in). */
export async function apiLogin(email: string, password: string): Promise<string> {
  return (await session(email, password)).token
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

/** A seeded demo login by its label (`SEED_DEMO=1` creates them on the e2e product's empty database). */
export { demoAccount } from '../fixtures.ts'

/** The first document of `collection` matching `where` (a REST query string), as the API gives it to `token`. */
export async function findOne(collection: string, where: string, token: string) {
  const result = await api('GET', `/${collection}?${where}&depth=0&limit=1`, token)
  const doc = (result.body.docs as Record<string, unknown>[])[0]
  expect(doc).toBeDefined()
  return doc
}

/** How long a published change may take to reach the site's pages (its purge, the next load), for `expect.poll`. */
export const untilPublished = { timeout: 5000, interval: 100 }

/** A public page's HTML, as a visitor loads it. */
export async function html(path: string): Promise<string> {
  return (await fetch(`${baseUrl}${path}`)).text()
}

/** Loads a page until it is in the site's cache, so a later HIT proves no purge touched it. */
export async function warm(path: string): Promise<void> {
  await expect.poll(async () => (await fetch(`${baseUrl}${path}`)).headers.get('x-astro-cache'), { timeout: 5000 }).toBe('HIT')
}

let visitors = 0

/**
 * POST /api/public/leads with a request as the questionnaire sends it, from a visitor of its own (an X-Forwarded-For
 * address of TEST-NET-2, which the e2e product trusts): the browser's per-visitor limits stay whole for the tests that
 * send requests through pages. Over a limit all the same, it waits as the answer says and sends again.
 */
export async function sendLead(body: unknown): Promise<Response> {
  const visitor = `198.51.100.${(visitors++ % 250) + 1}`
  const send = () => fetch(`${baseUrl}/api/public/leads`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor }, body: JSON.stringify(body) })
  const response = await send()
  if (response.status !== 429) return response
  await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get('retry-after')) * 1000))
  return send()
}

/**
 * A request sent as the questionnaire sends it, with the answers a visitor walking the questionnaire gives (random 0.1,
 * so the same each time) from `location`, by `nome` when given, keeping every partner the contact step names, and
 * confirmed with the SMS code as the consumer confirms it (so it reaches its partners) unless `confirmed` is false;
 * its request page's token.
 */
export async function sendRequest(service: QuestionnaireSlug, location: string, email: string, nome?: string, { confirmed = true } = {}): Promise<string> {
  const definition = await fetchQuestionnaire(baseUrl, service)
  const sent = leadBody(definition, walkQuestionnaire(definition, () => 0.1, location), email, undefined, await namedPartners(baseUrl, service, location))
  const response = await sendLead({ ...sent, location, contact: { ...sent.contact, nome: nome ?? sent.contact.nome } })
  expect(response.status).toBe(201)
  const ref = new URL((await response.json()).offersUrl as string, baseUrl).searchParams.get('ref')!
  if (confirmed) await confirmBySms(ref, sent.contact.telefono)
  return ref
}
