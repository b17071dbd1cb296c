import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { fillText, uiTextCatalogue } from '#content-schema'
import { axeViolations, baseUrl, sendRequest, useBrowser } from './harness.ts'

const browser = useBrowser()
const tracker = uiTextCatalogue.tracker.texts

/**
 * One tab for each screen size, going from page to page as a visitor does: the renderer and the axe script it
 * compiled stay (a fresh browser context for each page cost a third more of Chromium's CPU for the same checks).
 * The content pages on a desktop screen are checked on the site's walk over them, hydrated, in
 * security-headers.test.ts; here the pages that walk does not reach.
 */
let desktop: Page
let phone: Page
beforeAll(async () => {
  desktop = await browser.newPage()
  phone = await browser.newPage({ width: 390, height: 844 })
})

describe('accessibility (axe)', () => {
  it.each(['/luce-gas-start', '/pagina-inesistente'])('%s has no violations on a desktop screen', async (path) => {
    await desktop.goto(`${baseUrl}${path}`)
    expect(await axeViolations(desktop)).toEqual([])
  })

  it.each(['/', '/contatti/chiamata', '/privacy-policy', '/trasparenza', '/assicurazione-casa'])('%s has no violations at 390 px, with the menu open too', async (path) => {
    await phone.goto(`${baseUrl}${path}`)
    expect(await axeViolations(phone)).toEqual([])
    await phone.getByRole('button', { name: 'Apri il menu' }).click()
    expect(await axeViolations(phone)).toEqual([])
  })

  it('a request page, its partners as controllers and an objection being asked, has no violations at 390 px', async () => {
    const ref = await sendRequest('internet-mobile', '20121 - Milano', `a11y.${randomUUID().slice(0, 8)}@example.com`)
    const page = await browser.newPage({ width: 390, height: 844 })
    await page.goto(`${baseUrl}/richiesta/${ref}`)
    const object = page.getByRole('button', { name: fillText(tracker.objectLabel.default, { azienda: 'Lombardia Connect' }) })
    await expect.poll(() => object.isEnabled()).toBe(true)
    expect(await axeViolations(page)).toEqual([])
    await object.click()
    await page.getByRole('button', { name: tracker.objectYes.default }).waitFor()
    expect(await axeViolations(page)).toEqual([])
  })
})
