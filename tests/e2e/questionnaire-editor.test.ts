import type { Locator, Page, Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { questionnaireDefinitionMessages as m } from '#content-schema'
import { api, apiLogin, baseUrl, cmsAdminLogin, demoAccount, hasFocus, shoot, storedQuestionnaire, useBrowser } from './harness.ts'

/**
 * An editor changes a questionnaire in the admin through forms made for it, without reading JSON: steps titled by
 * their question, a condition picked from earlier questions and their options, a broken change shown on the faulty
 * step, and every request of the admin page answered by the product itself (no CDN).
 */
const browser = useBrowser()
const editor = demoAccount('Editor')
/** A stored step block, as far as these tests read it. */
type StepBlock = { key: string; blockType: string; question: string; condition?: unknown; options?: Array<{ value: string; title: string }> }

/** Every host the page asked for something other than the product's own. */
function foreignHosts(page: Page): Set<string> {
  const own = new URL(baseUrl).host
  const hosts = new Set<string>()
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol.startsWith('http') && url.host !== own) hosts.add(url.host)
  })
  return hosts
}

const stepRow = (page: Page, index: number) => page.locator(`#stepBlocks-row-${index}`)

async function openStep(page: Page, index: number): Promise<void> {
  await openRow(stepRow(page, index).locator('.collapsible__toggle').first())
}

/** The questionnaire open in the admin as the editor, once its steps are listed. */
async function openQuestionnaire(page: Page, doc: { id: number; stepBlocks: unknown[] }): Promise<void> {
  await cmsAdminLogin(page, editor)
  await page.goto(`${baseUrl}/admin/collections/questionnaires/${doc.id}`)
  await expect.poll(() => page.locator('.questionnaire-step-label__question').count(), { timeout: 15_000 }).toBe(doc.stepBlocks.length)
}

const collapsed = async (toggle: Locator) => (await toggle.getAttribute('class'))?.includes('collapsible__toggle--collapsed') ?? true

/** Opens a collapsed row of the admin's form (a step, an answer) by its toggle, and waits until it shows open. */
async function openRow(toggle: Locator): Promise<void> {
  // Under load the admin may still be drawing the form (after loading it, after a refused publish) when clicked, and
  // the click is lost: clicked again, after the row had time to open, until it shows open.
  const opened = toggle.and(toggle.page().locator(':not(.collapsible__toggle--collapsed)'))
  for (let attempt = 0; attempt < 3 && (await collapsed(toggle)); attempt++) {
    await toggle.click()
    await opened.waitFor({ timeout: 3_000 }).catch(() => undefined)
  }
  expect(await collapsed(toggle)).toBe(false)
}

/** The public questionnaire as a new visitor: a private household that wants drinking water; the question it then reads. */
async function questionAfterPrivateDrinkingWater(page: Page, expected: string, instead: string): Promise<number> {
  await page.goto(`${baseUrl}/depuratori`)
  await page.waitForSelector('astro-island:not([ssr])')
  await page.locator('a[href="#questionario"]').first().click()
  await page.getByRole('button', { name: 'Privato' }).click()
  await page.getByRole('button', { name: 'Acqua da bere' }).click()
  await page.getByRole('button', { name: /^Continua/ }).click()
  await page.getByRole('heading', { name: expected }).or(page.getByRole('heading', { name: instead })).first().waitFor()
  return page.getByRole('heading', { name: expected }).count()
}

describe('the questionnaire editor in the admin', () => {
  it('titles steps by their question, edits a condition from dropdowns, and the public questionnaire follows it', async () => {
    const token = await apiLogin(editor.email, editor.password)
    const doc = await storedQuestionnaire<StepBlock>('depuratori', token)
    const original = structuredClone(doc.stepBlocks)
    const purifier = doc.stepBlocks.findIndex((step) => step.key === 'purifierType')
    const page = await browser.newPage()
    const hosts = foreignHosts(page)
    try {
      await cmsAdminLogin(page, editor)
      await page.goto(`${baseUrl}/admin/collections/questionnaires/${doc.id}`)
      const titles = page.locator('.questionnaire-step-label__question')
      await expect.poll(() => titles.allTextContents()).toEqual(doc.stepBlocks.map((step) => step.question))
      expect(await page.getByText('Senza titolo').count()).toBe(0)
      // Steps start collapsed: the form is a list of questions, not 31,000 px of fields.
      expect(await page.locator('#stepBlocks-row-0 .collapsible__toggle--collapsed').count()).toBe(1)
      await shoot(page, 'editor-questionario-1280')

      await openStep(page, purifier)
      const row = stepRow(page, purifier)
      await expect
        .poll(() => row.locator('.row-title').allTextContents())
        .toEqual(doc.stepBlocks[purifier].options!.map((option) => option.title))
      const when = row.getByLabel('Quando mostrarlo', { exact: true })
      expect(await when.inputValue()).toBe('')
      await when.selectOption('all')
      const question = row.getByLabel('Domanda della condizione 1')
      // Only the choice questions asked before this step are offered.
      expect(await question.locator('option').allTextContents()).toEqual(
        doc.stepBlocks.slice(0, purifier).filter((step) => step.blockType === 'single' || step.blockType === 'multiple').map((step) => step.question),
      )
      await question.selectOption({ label: doc.stepBlocks[0].question })
      await row.getByRole('group', { name: 'Risposte della condizione 1' }).getByLabel('Azienda / P.IVA').check()
      await shoot(page, 'editor-condizione-1280', { fullPage: false })
      await page.getByRole('button', { name: 'Pubblica modifiche' }).click()
      await expect.poll(async () => (await storedQuestionnaire<StepBlock>('depuratori', token)).version, { timeout: 10_000 }).toBe(doc.version + 1)
      expect((await storedQuestionnaire<StepBlock>('depuratori', token)).stepBlocks[purifier].condition).toEqual({ key: 'userType', in: ['Azienda / P.IVA'] })

      // A private household no longer sees the purifier question: it goes straight to the household size.
      const visitor = await browser.newPage()
      await expect.poll(() => questionAfterPrivateDrinkingWater(visitor, doc.stepBlocks[purifier + 1].question, doc.stepBlocks[purifier].question), { timeout: 15_000 }).toBe(1)
      expect(await visitor.getByRole('heading', { name: doc.stepBlocks[purifier].question }).count()).toBe(0)
      await visitor.close()
      expect([...hosts]).toEqual([])
    } finally {
      await page.close()
      expect((await api('PATCH', `/questionnaires/${doc.id}`, token, { stepBlocks: original, _status: 'published' })).status).toBe(200)
    }
  })

  it('a step just added stays open, with the cursor in its question, while the others stay folded', async () => {
    const token = await apiLogin(editor.email, editor.password)
    const doc = await storedQuestionnaire<StepBlock>('depuratori', token)
    const page = await browser.newPage()
    try {
      await openQuestionnaire(page, doc)
      await page.getByRole('button', { name: 'Aggiungi Passo' }).click()
      await page.locator('.thumbnail-card', { hasText: /^Scelta singola$/ }).click()
      const added = doc.stepBlocks.length
      const question = page.locator(`#field-stepBlocks__${added}__question`)
      await expect.poll(() => hasFocus(question), { timeout: 20_000 }).toBe(true)
      // Payload folded a new step once its fields came back from the server, a second later or more: it stays open.
      await page.waitForTimeout(3000)
      const toggle = stepRow(page, added).locator('.collapsible__toggle').first()
      expect(await toggle.getAttribute('class')).not.toContain('collapsible__toggle--collapsed')
      expect(await hasFocus(question)).toBe(true)
      await page.keyboard.type('Quanti rubinetti ci sono in casa?')
      expect(await question.inputValue()).toBe('Quanti rubinetti ci sono in casa?')
      await expect.poll(() => stepRow(page, added).locator('.questionnaire-step-label__question').textContent(), { timeout: 10_000 }).toBe('Quanti rubinetti ci sono in casa?')
      expect(await page.locator('#stepBlocks-row-0 .collapsible__toggle--collapsed').count()).toBe(1)
      await shoot(page, 'editor-nuovo-passo-1280', { fullPage: false })
    } finally {
      await page.close()
    }
    // Nothing was saved.
    expect((await storedQuestionnaire<StepBlock>('depuratori', token)).version).toBe(doc.version)
  })

  it('a step opened or folded while the server is still answering stays as the editor left it', async () => {
    const token = await apiLogin(editor.email, editor.password)
    const doc = await storedQuestionnaire<StepBlock>('depuratori', token)
    const page = await browser.newPage()
    let release = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    try {
      await openQuestionnaire(page, doc)
      const first = stepRow(page, 0).locator('.collapsible__toggle').first()
      const second = stepRow(page, 1).locator('.collapsible__toggle').first()
      await openRow(first)
      // A loaded admin: the form's requests to the server are held until the editor has opened one step and folded
      // another, so their answers carry the steps folded as they were when they left.
      const held = new Set<Request>()
      page.on('requestfinished', (request) => held.delete(request))
      // The form drops a request it no longer needs when it sends the next one.
      page.on('requestfailed', (request) => held.delete(request))
      await page.route(`**/admin/collections/questionnaires/${doc.id}`, async (route) => {
        if (route.request().method() !== 'POST') return route.continue()
        held.add(route.request())
        await released
        await route.continue().catch(() => undefined)
      })
      const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith(`/questionnaires/${doc.id}`))
      await page.locator('#field-title').fill('Depuratori (bozza)')
      await sent
      await second.click()
      await first.click()
      await expect.poll(() => collapsed(second)).toBe(false)
      await expect.poll(() => collapsed(first)).toBe(true)
      expect(held.size).toBeGreaterThan(0)
      release()
      await expect.poll(() => held.size, { timeout: 15_000 }).toBe(0)
      await page.waitForTimeout(1000)
      expect(await collapsed(second)).toBe(false)
      expect(await collapsed(first)).toBe(true)
      await shoot(page, 'editor-passo-aperto-1280', { fullPage: false })
    } finally {
      release()
      await page.unrouteAll({ behavior: 'ignoreErrors' })
      await page.close()
    }
    // Nothing was saved.
    expect((await storedQuestionnaire<StepBlock>('depuratori', token)).version).toBe(doc.version)
  })

  it('a broken change is refused on the faulty step, and a draft of it is saved with its problems', async () => {
    const token = await apiLogin(editor.email, editor.password)
    const original = structuredClone((await storedQuestionnaire<StepBlock>('depuratori', token)).stepBlocks)
    const household = original.findIndex((step) => step.key === 'householdSize')
    const message = m.conditionUnknownValue('householdSize', 'userType', 'Privato')
    for (const width of [1280, 390]) {
      const doc = await storedQuestionnaire<StepBlock>('depuratori', token)
      const page = await browser.newPage({ width, height: width === 390 ? 844 : 900 })
      const hosts = foreignHosts(page)
      try {
        await openQuestionnaire(page, doc)
        // Renaming the answer 'Privato' breaks the later step that is shown only for it.
        await openStep(page, 0)
        await openRow(page.locator('#stepBlocks-0-options-row-0 .collapsible__toggle').first())
        await page.locator('#field-stepBlocks__0__options__0__value').fill('Privati')
        await page.getByRole('button', { name: 'Pubblica modifiche' }).click()
        const label = stepRow(page, household).locator('.questionnaire-step-label__error')
        await expect.poll(() => label.textContent(), { timeout: 10_000 }).toBe(message)
        await openStep(page, household)
        // An opened step draws its fields after the click: under load, more than the poll's default second.
        await expect.poll(() => stepRow(page, household).getByText('Privato (non più tra le opzioni)').count(), { timeout: 10_000 }).toBe(1)
        expect(await stepRow(page, household).locator('.questionnaire-condition__error').textContent()).toBe(message)
        await stepRow(page, household).scrollIntoViewIfNeeded()
        await shoot(page, `editor-errore-${width}`, { fullPage: false })
        expect((await storedQuestionnaire<StepBlock>('depuratori', token)).version).toBe(doc.version)

        await page.getByRole('button', { name: 'Salva Bozza' }).click()
        const problems = page.locator('#field-problems')
        const flagged = `Passo ${household + 1} «${doc.stepBlocks[household].question}»: ${message}`
        await expect.poll(() => problems.inputValue(), { timeout: 10_000 }).toBe(flagged)
        await problems.scrollIntoViewIfNeeded()
        await shoot(page, `editor-bozza-con-problemi-${width}`, { fullPage: false })
        await page.goto(`${baseUrl}/admin/collections/questionnaires`)
        await page.locator('table').waitFor()
        await shoot(page, `editor-lista-${width}`, { fullPage: false })
        // The list's cell shows the beginning of the problems: the faulty step.
        await expect.poll(() => page.locator('tr', { hasText: 'Depuratori' }).textContent()).toContain(`Passo ${household + 1} «${doc.stepBlocks[household].question}»`)
        expect((await storedQuestionnaire<StepBlock>('depuratori', token)).stepBlocks[0].options![0].value).toBe('Privato')
        expect([...hosts]).toEqual([])
      } finally {
        await page.close()
        expect((await api('PATCH', `/questionnaires/${doc.id}`, token, { stepBlocks: original, _status: 'published' })).status).toBe(200)
      }
    }
  })
})
