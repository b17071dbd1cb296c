import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { collectionSlugs, globalSlugs } from '../../cms/src/slugs.ts'
import { api, apiLogin, cmsAdminLogin, demoAccount, openInAdmin, shoot, useBrowser } from './harness.ts'

const browser = useBrowser()
const admin = demoAccount('Admin')

/**
 * Words of Payload's English interface (buttons, array rows, states, 12-hour clock) and the English a field's name
 * turns into when it has no label («Aggiungi Point»). Case-sensitive, whole words: Italian text does not hold them.
 */
const englishWords = ['Add', 'Point', 'Points', 'Row', 'Rows', 'Save', 'Create New', 'Untitled', 'Draft', 'Published', 'Changed', 'Last Modified', 'Created', 'Collapse All', 'Show All', 'Remove', 'Duplicate', 'Delete', 'Versions', 'Preview', 'Filters', 'Columns', 'Search', 'Item', 'Items', 'PM', 'AM']
const english = new RegExp(`\\b(${englishWords.join('|')})\\b`, 'g')

/** The English words a view shows, each tab of its form opened in turn. */
async function englishIn(page: Page, path: string): Promise<string[]> {
  await openInAdmin(page, path)
  await page.locator('.document-fields, .dashboard, .unauthorized, .not-found').first().waitFor({ timeout: 20_000 })
  // Payload draws a form's fields once their state is built: wait until no field is still a placeholder.
  await expect.poll(() => page.locator('.shimmer-effect').count(), { timeout: 15_000 }).toBe(0)
  const texts = [await page.locator('body').innerText()]
  const tabs = page.locator('.tabs-field__tab-button')
  for (let index = 0; index < (await tabs.count()); index++) {
    await tabs.nth(index).click()
    texts.push(await page.locator('body').innerText())
  }
  return [...new Set(texts.flatMap((text) => text.match(english) ?? []))]
}

describe("Payload's admin speaks Italian, whatever the browser's language", () => {
  let page: Page
  let token: string
  beforeAll(async () => {
    token = await apiLogin(admin.email, admin.password)
    page = await browser.newPage({ locale: 'en-US' })
    await cmsAdminLogin(page, admin)
  })

  it.each(Object.values(collectionSlugs))('%s: a stored record and a new one show no English interface word', async (slug) => {
    const found: Record<string, string[]> = {}
    // A record another user has open shows Payload's «document locked» dialog, whose time Payload formats in en-US
    // whatever the admin's language (@payloadcms/ui DocumentLocked): the newest record nobody is editing is read. Every
    // lock is asked for: a collection without editing locks (lockDocuments: false) cannot be named in the filter.
    const locks = await api('GET', '/payload-locked-documents?depth=0&limit=1000', token)
    expect(locks.status).toBe(200)
    const locked = (locks.body.docs as { document?: { relationTo: string; value: number } }[]).filter((lock) => lock.document?.relationTo === slug).map((lock) => lock.document!.value)
    const first = await api('GET', `/${slug}?limit=1&depth=0&sort=-updatedAt${locked.length > 0 ? `&where[id][not_in]=${locked.join(',')}` : ''}`, token)
    const id = first.status === 200 ? (first.body.docs as { id: number }[])[0]?.id : undefined
    for (const path of [...(id === undefined ? [] : [`/admin/collections/${slug}/${id}`]), `/admin/collections/${slug}/create`]) {
      const words = await englishIn(page, path)
      if (words.length > 0) found[path] = words
    }
    expect(found).toEqual({})
  })

  it('the dashboard and every global show no English interface word', async () => {
    // A global someone has open shows the same «document locked» dialog, and a global has no other record to read: the
    // locks the other tests' editors left on globals (a field typed into, then the page closed) are released first.
    const locks = await api('GET', '/payload-locked-documents?depth=0&limit=1000&where[globalSlug][exists]=true', token)
    expect(locks.status).toBe(200)
    for (const lock of locks.body.docs as { id: number }[]) expect((await api('DELETE', `/payload-locked-documents/${lock.id}`, token)).status).toBe(200)
    const found: Record<string, string[]> = {}
    for (const path of ['/admin', ...Object.values(globalSlugs).map((slug) => `/admin/globals/${slug}`)]) {
      const words = await englishIn(page, path)
      if (words.length > 0) found[path] = words
    }
    expect(found).toEqual({})
  })

  it('dates read as Italians write them: «28 novembre 2026, 16:57» beside a record, day first in pickers and lists', async () => {
    const legal = (await api('GET', '/legal-pages?limit=1&depth=0', token)).body.docs as { id: number }[]
    await openInAdmin(page, `/admin/collections/legal-pages/${legal[0]!.id}`)
    const month = '(gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)'
    await expect.poll(() => page.locator('body').innerText(), { timeout: 15_000 }).toMatch(new RegExp(`\\b\\d{1,2} ${month} \\d{4}, \\d{2}:\\d{2}\\b`))
    const picker = page.locator('#field-updatedOn input')
    expect(await picker.inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/)
    await shoot(page, '1280-payload-admin-legal-page', { fullPage: false })
    await openInAdmin(page, '/admin/collections/legal-pages')
    await expect.poll(() => page.locator('.table').innerText(), { timeout: 15_000 }).toMatch(/\b\d{2}\/\d{2}\/\d{4}\b/)
    expect(await page.locator('.table').innerText()).not.toMatch(/\b(AM|PM)\b/)
  })

  it('an array says what it adds: «Aggiungi Punto di forza» under «Punti di forza»', async () => {
    const service = (await api('GET', '/services?where[slug][equals]=fotovoltaico&limit=1&depth=0', token)).body.docs as { id: number }[]
    await openInAdmin(page, `/admin/collections/services/${service[0]!.id}`)
    const points = page.locator('#field-hero__points')
    await points.waitFor({ timeout: 20_000 })
    expect(await points.getByRole('button', { name: 'Aggiungi Punto di forza' }).count()).toBe(1)
  })
})
