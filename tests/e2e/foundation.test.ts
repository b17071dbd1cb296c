import { describe, expect, it } from 'vitest'
import { api, apiLogin, baseUrl, demoAccount, mailUrl, useBrowser } from './harness.ts'

const browser = useBrowser()
const editor = demoAccount('Editor')
const admin = demoAccount('Admin')

describe('site settings on the contact page', () => {
  it('renders the site settings from the CMS', async () => {
    const page = await browser.newPage()
    const response = await page.goto(`${baseUrl}/contatti`)
    expect(response?.status()).toBe(200)
    await expect(page.title()).resolves.toBe('Contatti | CasaConfronta')
    expect(await page.getByRole('heading', { level: 2, name: 'CasaConfronta S.r.l.' }).isVisible()).toBe(true)
    expect(await page.getByTestId('company-address').textContent()).toBe('Via Roma 12, 59100 Prato (PO)')
    expect(await page.locator('footer').textContent()).toContain('P.IVA IT02456780974')
  })

  it('ships no framework JavaScript on a page without an island (the home page)', async () => {
    const page = await browser.newPage()
    await page.goto(`${baseUrl}/`)
    const scripts = await page.locator('script[src]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src')))
    // The cookie banner's own small script, no framework.
    expect(scripts).toEqual([expect.stringMatching(/^\/_astro\/CookieBanner\.[\w.-]+\.js$/)])
    expect(await page.locator('astro-island').count()).toBe(0)
  })

  it("shows an editor's change on the next page load, with no rebuild", async () => {
    const token = await apiLogin(editor.email, editor.password)
    const page = await browser.newPage()
    await page.goto(`${baseUrl}/contatti`)
    expect(await page.getByTestId('company-address').textContent()).toBe('Via Roma 12, 59100 Prato (PO)')
    const cached = await fetch(`${baseUrl}/contatti`)
    expect(cached.headers.get('x-astro-cache')).toBe('HIT')

    const saved = await api('POST', '/globals/site-settings', token, { address: 'Piazza del Comune 1, 59100 Prato (PO)' })
    expect(saved.status).toBe(200)
    try {
      await expect
        .poll(async () => {
          await page.reload()
          return page.getByTestId('company-address').textContent()
        }, { timeout: 5000 })
        .toBe('Piazza del Comune 1, 59100 Prato (PO)')
    } finally {
      await api('POST', '/globals/site-settings', token, { address: 'Via Roma 12, 59100 Prato (PO)' })
    }
  })
})

describe("the brand's name", () => {
  it("titles the admin's pages with the site settings' brand, changed in the CMS", async () => {
    const token = await apiLogin(admin.email, admin.password)
    const page = await browser.newPage()
    await page.goto(`${baseUrl}/auth-admin`)
    expect(await page.title()).toBe('Accesso Admin | CasaConfronta')
    expect(await page.getByRole('link', { name: '← CasaConfronta' }).isVisible()).toBe(true)

    expect((await api('POST', '/globals/site-settings', token, { brandName: 'CasaConfronta Prova' })).status).toBe(200)
    try {
      await expect
        .poll(async () => {
          await page.reload()
          return page.title()
        }, { timeout: 5000 })
        .toBe('Accesso Admin | CasaConfronta Prova')
      expect(await page.getByRole('link', { name: '← CasaConfronta Prova' }).isVisible()).toBe(true)
    } finally {
      await api('POST', '/globals/site-settings', token, { brandName: 'CasaConfronta' })
    }
  })
})

describe('postcode step island', () => {
  it('looks up the cities of a CAP through /api on the same origin and continues with the chosen one', async () => {
    const page = await browser.newPage()
    await page.goto(`${baseUrl}/luce-gas-start`)
    // Astro drops the island's `ssr` attribute once React has hydrated it; typing before that is lost.
    await page.waitForSelector('astro-island:not([ssr])')
    const input = page.getByLabel('CAP')
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Inserisci il tuo CAP per iniziare')
    await input.fill('591')
    expect(await page.getByRole('status').textContent()).toBe('Inserisci un CAP valido (5 cifre)')
    const lookup = page.waitForResponse((response) => response.url() === `${baseUrl}/api/cap/59100`)
    await input.pressSequentially('0a0')
    expect(await input.inputValue()).toBe('59100')
    expect((await lookup).status()).toBe(200)
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Seleziona la tua città:')
    await page.getByRole('button', { name: /Prato/ }).click()
    await page.waitForURL(/\/luce-gas\?location=/)
    expect(new URL(page.url()).searchParams.get('location')).toBe('59100 - Prato')
  })

  it('offers "Continua comunque" for a CAP with no city, also on Enter', async () => {
    const page = await browser.newPage({ width: 390, height: 844 })
    await page.goto(`${baseUrl}/luce-gas-start`)
    await page.getByLabel('CAP').fill('00000')
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Nessuna città trovata per il CAP 00000')
    expect(await page.getByRole('button', { name: 'Continua comunque' }).isVisible()).toBe(true)
    await page.getByLabel('CAP').press('Enter')
    await page.waitForURL(/\/luce-gas\?location=00000$/)
  })
})

describe('admin', () => {
  it('lets the demo admin sign in to /admin', async () => {
    const page = await browser.newPage()
    await page.goto(`${baseUrl}/admin`)
    await page.waitForURL(/\/admin\/login/)
    await page.locator('input[name="email"]').fill(admin.email)
    await page.locator('input[name="password"]').fill(admin.password)
    await page.locator('button[type="submit"]').click()
    await page.waitForURL((url) => url.pathname === '/admin')
    await expect.poll(() => page.getByText('Impostazioni del sito').first().isVisible(), { timeout: 15_000 }).toBe(true)
  })
})

describe('404', () => {
  it('shows the not-found page with a link home', async () => {
    const page = await browser.newPage()
    const response = await page.goto(`${baseUrl}/questa-pagina-non-esiste`)
    expect(response?.status()).toBe(404)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Pagina non trovata')
    await page.getByRole('link', { name: 'Torna alla home' }).click()
    await page.waitForURL(`${baseUrl}/`)
  })
})

describe('mail inbox', () => {
  it('answers with its web page and its JSON API', async () => {
    const inbox = await fetch(`${mailUrl}/`)
    expect(inbox.status).toBe(200)
    expect(await inbox.text()).toContain('Posta in arrivo')
    const messages = await fetch(`${mailUrl}/api/messages`)
    expect(Array.isArray(await messages.json())).toBe(true)
  })
})
