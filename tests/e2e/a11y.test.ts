import { randomUUID } from 'node:crypto'
import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { fillText, uiTextCatalogue } from '#content-schema'
import { baseUrl, sendRequest, useBrowser } from './harness.ts'
import { contentRoutes } from './routes.ts'

const browser = useBrowser()
const tracker = uiTextCatalogue.tracker.texts

/** axe's WCAG 2.1 A/AA rules plus its best practices; each violation is reported with the offending nodes. */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page: page as never }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

describe('accessibility (axe)', () => {
  it.each([...contentRoutes, '/luce-gas-start', '/pagina-inesistente'])('%s has no violations on a desktop screen', async (path) => {
    const page = await browser.newPage()
    await page.goto(`${baseUrl}${path}`)
    expect(await violations(page)).toEqual([])
  })

  it.each(['/', '/contatti/chiamata', '/privacy-policy', '/trasparenza', '/assicurazione-casa'])('%s has no violations at 390 px, with the menu open too', async (path) => {
    const page = await browser.newPage({ width: 390, height: 844 })
    await page.goto(`${baseUrl}${path}`)
    expect(await violations(page)).toEqual([])
    await page.getByRole('button', { name: 'Apri il menu' }).click()
    expect(await violations(page)).toEqual([])
  })

  it('a request page, its partners as controllers and an objection being asked, has no violations at 390 px', async () => {
    const ref = await sendRequest('internet-mobile', '20121 - Milano', `a11y.${randomUUID().slice(0, 8)}@example.com`)
    const page = await browser.newPage({ width: 390, height: 844 })
    await page.goto(`${baseUrl}/richiesta/${ref}`)
    const object = page.getByRole('button', { name: fillText(tracker.objectLabel.default, { azienda: 'Lombardia Connect' }) })
    await expect.poll(() => object.isEnabled()).toBe(true)
    expect(await violations(page)).toEqual([])
    await object.click()
    await page.getByRole('button', { name: tracker.objectYes.default }).waitFor()
    expect(await violations(page)).toEqual([])
  })
})
