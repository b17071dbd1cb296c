import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { answerTo, api, apiLogin, baseUrl, cmsAdminLogin, demoAccount, mailsTo, sendRequest, shoot, useBrowser } from './harness.ts'

/**
 * Issue #36: the e-mails' words are the editor's. The editor writes Fotovoltaico's own confirmation e-mail in
 * «Modelli dei messaggi» (the body in rich text), previews it, publishes it; the next Fotovoltaico request's e-mail has the new words and
 * names the template's version, a Luce & Gas request's keeps the default. An SMS too long for one message is refused
 * with its length.
 */
const editor = demoAccount('Editor')
const admin = demoAccount('Admin')
const browser = useBrowser()
const poll = { timeout: 20_000, interval: 250 }

async function pick(page: import('playwright-core').Page, field: string, option: string) {
  await page.locator(`#field-${field} .rs__control`).click()
  await page.locator('.rs__option').filter({ hasText: new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).click()
}

describe('«Modelli dei messaggi»', () => {
  it('an editor rewords the Fotovoltaico confirmation, previews and publishes it: its next e-mail has the words and the version, Luce & Gas keeps the default', async () => {
    const tag = randomUUID().slice(0, 8)
    const subject = `Il tuo impianto solare è in buone mani, {nome} (${tag})`
    const adminToken = await apiLogin(admin.email, admin.password)
    const page = await browser.newPage()
    let created: string | undefined
    try {
      await cmsAdminLogin(page, editor)
      await page.goto(`${baseUrl}/admin/collections/message-templates/create`)
      await pick(page, 'tipo', 'Conferma della richiesta al cliente')
      await pick(page, 'servizio', 'Fotovoltaico')
      await page.locator('#field-oggetto').fill(subject)
      await page.locator('#field-titolo').fill('Grazie {nome}!')
      // The body is rich text: typed into Payload's Lexical editor, a word in bold, the estimate in a paragraph of its own.
      await page.locator('.rich-text-lexical [contenteditable="true"]').first().click()
      await page.keyboard.type(`Grazie per aver scelto il sole: un `)
      await page.keyboard.press('ControlOrMeta+b')
      await page.keyboard.type('tecnico')
      await page.keyboard.press('ControlOrMeta+b')
      await page.keyboard.type(` della tua zona ti chiamerà presto (${tag}).`)
      await page.keyboard.press('Enter')
      await page.keyboard.type('{stima}')
      await page.locator('#field-pulsante').fill('Segui la tua richiesta')
      await shoot(page, 'modello-email-1280')
      const draftSaved = answerTo(page, '/api/message-templates', 'POST')
      await page.getByRole('button', { name: 'Salva bozza' }).click()
      const draft = await draftSaved
      expect(draft.status()).toBe(201)
      created = String(((await draft.json()) as { doc: { id: number } }).doc.id)
      await page.waitForURL(new RegExp(`/admin/collections/message-templates/${created}`))

      // «Anteprima»: the draft in the e-mail's layout, with sample data.
      const preview = await page.locator('.preview-btn').first().getAttribute('href')
      expect(preview).toMatch(new RegExp(`/api/message-templates/${created}/anteprima$`))
      const previewPage = await page.context().newPage()
      await previewPage.goto(preview!)
      expect(await previewPage.getByTestId('email-subject').textContent()).toBe(`Il tuo impianto solare è in buone mani, Anna (${tag})`)
      expect(await previewPage.frameLocator('iframe').getByText(`Grazie per aver scelto il sole`).textContent()).toContain(tag)
      await shoot(previewPage, 'modello-email-anteprima-1280')
      await previewPage.setViewportSize({ width: 390, height: 844 })
      await shoot(previewPage, 'modello-email-anteprima-390')
      await previewPage.close()

      const publishedSave = answerTo(page, `/api/message-templates/${created}`, 'PATCH')
      await page.getByRole('button', { name: 'Pubblica modifiche' }).click()
      expect((await publishedSave).status()).toBe(200)
      await page.setViewportSize({ width: 390, height: 844 })
      await shoot(page, 'modello-email-390')

      const solar = `modelli.fv.${tag}@example.com`
      await sendRequest('fotovoltaico', '59100 - Prato', solar, 'Giulia')
      await expect.poll(async () => (await mailsTo(solar)).find((mail) => mail.templateVersion?.startsWith('lead-client')), poll).toBeDefined()
      const [mail] = (await mailsTo(solar)).filter((candidate) => candidate.templateVersion?.startsWith('lead-client'))
      expect(mail).toMatchObject({ subject: `Il tuo impianto solare è in buone mani, Giulia (${tag})`, templateVersion: 'lead-client/fotovoltaico/v1' })
      expect(mail!.text).toContain(`Grazie per aver scelto il sole: un tecnico della tua zona ti chiamerà presto (${tag}).`)
      expect(mail!.html).toContain('Grazie Giulia!')
      expect(mail!.html).toContain(`Grazie per aver scelto il sole: un <strong>tecnico</strong> della tua zona ti chiamerà presto (${tag}).`)

      const energy = `modelli.lg.${tag}@example.com`
      await sendRequest('luce-gas', '59100 - Prato', energy, 'Marco')
      await expect.poll(async () => (await mailsTo(energy)).find((candidate) => candidate.templateVersion?.startsWith('lead-client')), poll).toBeDefined()
      const [kept] = (await mailsTo(energy)).filter((candidate) => candidate.templateVersion?.startsWith('lead-client'))
      expect(kept!.subject).toBe('Abbiamo ricevuto la tua richiesta per Luce & Gas')
      expect(kept!.templateVersion).toMatch(/^lead-client\/predefinito\/v\d+$/)
      expect(kept!.text).not.toContain(tag)
    } finally {
      await page.close()
      if (created) await api('DELETE', `/message-templates/${created}`, adminToken)
    }
  })

  it('an SMS over one message is refused on publish, with its length', async () => {
    const token = await apiLogin(editor.email, editor.password)
    const found = await api('GET', '/message-templates?where[tipo][equals]=verification-sms&where[servizio][exists]=false&depth=0&limit=1', token)
    const sms = (found.body.docs as { id: number; testoSms: string }[])[0]!
    const page = await browser.newPage()
    try {
      await cmsAdminLogin(page, editor)
      await page.goto(`${baseUrl}/admin/collections/message-templates/${sms.id}`)
      await page.locator('#field-testoSms').fill(`CasaConfronta: il tuo codice è {codice}. ${'Ricordati di non darlo a nessuno, nemmeno a noi. '.repeat(3)}`)
      const refused = answerTo(page, `/api/message-templates/${sms.id}`, 'PATCH')
      await page.getByRole('button', { name: 'Pubblica modifiche' }).click()
      expect((await refused).status()).toBe(400)
      await expect.poll(() => page.getByText(/L’SMS è lungo \d{3} caratteri .*il massimo è 160/).first().isVisible(), poll).toBe(true)
      await shoot(page, 'modello-sms-rifiutato-1280')
      await page.setViewportSize({ width: 390, height: 844 })
      await shoot(page, 'modello-sms-rifiutato-390')
      const stored = await api('GET', `/message-templates/${sms.id}?depth=0`, token)
      expect(stored.body.testoSms).toBe(sms.testoSms)
    } finally {
      await page.close()
    }
  })
})
