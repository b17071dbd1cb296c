import { describe, expect, it } from 'vitest'
import { answerTo, api, apiLogin, baseUrl, cmsAdminLogin, demoAccount, findOne, html, untilPublished, useBrowser, warm } from './harness.ts'

/**
 * An editor's saves one after the other while visitors load the page: no purge may be lost, no load during a save may
 * put the old page back in the site's cache. `npm test` runs a few rounds of each; the long stage `e2e-long`
 * (`npm run test:full`) runs this file again with PURGE_SAVES=50 and PURGE_PUBLISHES=20, where a rare race shows.
 */
const SAVES = Number(process.env.PURGE_SAVES ?? 10)
const PUBLISHES = Number(process.env.PURGE_PUBLISHES ?? 5)

const editor = demoAccount('Editor')

describe('purges under repeated saves', () => {
  it(`${SAVES} saves of the site settings in a row: each one is on the next loads of a cached page within 2 s`, async () => {
    const token = await apiLogin(editor.email, editor.password)
    const original = 'Via Roma 12, 59100 Prato (PO)'
    try {
      for (let round = 1; round <= SAVES; round++) {
        await warm('/contatti')
        const address = `Via dei Test ${round}, 59100 Prato (PO)`
        // Visitors keep loading the page while the save commits and its purge travels: none of those loads may put
        // the old page back in the cache.
        let saving = true
        const visitors = Array.from({ length: 4 }, async () => {
          while (saving) await html('/contatti')
        })
        expect((await api('POST', '/globals/site-settings', token, { address })).status).toBe(200)
        await new Promise((resolve) => setTimeout(resolve, 150))
        saving = false
        await Promise.all(visitors)
        await expect.poll(async () => (await html('/contatti')).includes(address), { timeout: 2000, interval: 20 }).toBe(true)
      }
    } finally {
      await api('POST', '/globals/site-settings', token, { address: original })
    }
    await expect.poll(async () => (await html('/contatti')).includes(original), untilPublished).toBe(true)
  }, 240_000)
})

const browser = useBrowser()

describe('publishing through the admin', () => {
  it(`${PUBLISHES} publishes of a page in a row: each one is on the public page within 2 s`, async () => {
    const token = await apiLogin(editor.email, editor.password)
    const stored = await findOne('pages', 'where[slug][equals]=chi-siamo', token)
    const page = await browser.newPage()
    await cmsAdminLogin(page, editor)
    await page.goto(`${baseUrl}/admin/collections/pages/${stored.id}`)
    try {
      for (let round = 1; round <= PUBLISHES; round++) {
        await warm('/chi-siamo')
        const title = `Chi siamo, prova ${round}`
        await page.locator('input[name="seo.title"]').fill(title)
        const saved = answerTo(page, `/api/pages/${stored.id}`, 'write')
        await page.locator('#action-save').click()
        expect((await saved).status()).toBe(200)
        await expect.poll(async () => (await html('/chi-siamo')).includes(`<title>${title}`), { timeout: 2000, interval: 20 }).toBe(true)
      }
    } finally {
      await page.close()
      await api('PATCH', `/pages/${stored.id}`, token, { seo: stored.seo, _status: 'published' })
    }
  }, 240_000)
})
