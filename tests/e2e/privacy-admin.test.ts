import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { requestDataMessages, uiTextCatalogue } from '#content-schema'
import { api, apiLogin, baseUrl, demoAccount, mailsTo, sendRequest, shoot, signInByRequest, signInMerchant, useBrowser } from './harness.ts'

/** The "Privacy (GDPR)" view in /admin: export and erase everything stored about one e-mail address. */
const browser = useBrowser()
const admin = demoAccount('Admin')
const editor = demoAccount('Editor')

describe('Privacy (GDPR) admin view', () => {
  it('exports the data of an address as JSON, then erases it after the confirmation', async () => {
    const email = `gdpr.${Date.now()}@example.it`
    const token = await apiLogin(admin.email, admin.password)
    const contact = await api('POST', '/contact-requests', token, {
      nome: 'Elena',
      cognome: 'Galli',
      email,
      telefono: '3331112222',
      cap: '59100',
      argomento: 'altro',
      messaggio: 'Vorrei essere richiamata',
      privacyAccepted: true,
    })
    expect(contact.status).toBe(201)
    const consent = await api('POST', '/consents', token, { email, grants: [{ purpose: 'privacy', granted: true }], legalVersion: '2026-01' })
    expect(consent.status).toBe(201)

    const page = await browser.newPage()
    await signInByRequest(page, admin)
    await page.goto(`${baseUrl}/admin`)
    // The side menu starts closed on this width: open it, as an admin would.
    const link = page.getByRole('link', { name: 'Privacy (GDPR)' })
    if (await link.evaluate((element) => element.closest('[inert]') !== null)) await page.locator('button.nav-toggler').first().click()
    await link.click()
    await page.waitForURL(`${baseUrl}/admin/privacy`)
    await page.getByRole('heading', { name: 'Privacy (GDPR)' }).waitFor()

    const field = page.getByLabel('Email dell’interessato')
    await field.fill('non-valida')
    await page.getByRole('button', { name: 'Esporta dati (JSON)' }).click()
    // (Next's route announcer is an alert too, hence the filter.)
    await page.getByRole('alert').filter({ hasText: 'Inserisci un indirizzo email valido.' }).waitFor()
    expect(await field.getAttribute('aria-invalid')).toBe('true')

    await field.fill(email)
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Esporta dati (JSON)' }).click()])
    expect(download.suggestedFilename()).toMatch(new RegExp(`^dati-personali-${email.replace(/\./g, '\\.')}-\\d{4}-\\d{2}-\\d{2}\\.json$`))
    const exported = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as { counts: Record<string, number>; data: Record<string, { email?: string }[]> }
    expect(exported.counts).toMatchObject({ 'contact-requests': 1, consents: 1 })
    expect(exported.data['contact-requests']![0]!.email).toBe(email)
    const result = page.getByTestId('privacy-result')
    await result.getByText('Esportati 2 record.').waitFor()
    expect(await result.textContent()).toContain('Richieste di contatto1')
    await shoot(page, 'privacy-export-desktop')

    await page.getByRole('button', { name: 'Cancella tutti i dati' }).click()
    const dialog = page.getByRole('dialog', { name: 'Cancellare tutti i dati?' })
    await dialog.waitFor()
    expect(await dialog.textContent()).toContain(`Tutti i dati personali collegati a ${email} saranno cancellati o resi anonimi.`)
    await shoot(page, 'privacy-confirm-desktop')
    await dialog.getByRole('button', { name: 'Annulla' }).click()
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect((await api('GET', `/admin/privacy/export?email=${encodeURIComponent(email)}`, token)).body.counts).toMatchObject({ 'contact-requests': 1 })

    await page.getByRole('button', { name: 'Cancella tutti i dati' }).click()
    await dialog.getByRole('button', { name: 'Sì, cancella tutto' }).click()
    await result.getByText('Cancellati o resi anonimi 2 record.').waitFor()
    const after = await api('GET', `/admin/privacy/export?email=${encodeURIComponent(email)}`, token)
    expect(Object.values(after.body.counts as Record<string, number>).every((n) => n === 0)).toBe(true)

    // Recorded, naming the person only by a fingerprint: the log keeps no copy of the address.
    const audit = await api('GET', `/audit-log?where[action][in]=export,erase&sort=-id&limit=4`, token)
    expect((audit.body.docs as { action: string }[]).map((entry) => entry.action).reverse()).toEqual(['export', 'export', 'erase', 'export'])
    expect((await api('GET', `/audit-log?where[subject][contains]=${encodeURIComponent(email)}`, token)).body.docs).toEqual([])
  })

  it('fits a 390 px screen', async () => {
    const page = await browser.newPage({ width: 390, height: 844 })
    await signInByRequest(page, admin)
    await page.goto(`${baseUrl}/admin/privacy`)
    await page.getByRole('heading', { name: 'Privacy (GDPR)' }).waitFor()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await shoot(page, 'privacy-mobile')
  })

  it('is not for editors: no link, no panel', async () => {
    const page = await browser.newPage()
    await signInByRequest(page, editor)
    await page.goto(`${baseUrl}/admin`)
    await page.getByRole('link', { name: 'Impostazioni del sito' }).first().waitFor()
    expect(await page.getByRole('link', { name: 'Privacy (GDPR)' }).count()).toBe(0)
    await page.goto(`${baseUrl}/admin/privacy`)
    await page.getByRole('heading', { name: 'Privacy (GDPR)' }).waitFor()
    await page.getByRole('alert').filter({ hasText: 'Accesso riservato agli amministratori.' }).waitFor()
    expect(await page.getByRole('button', { name: 'Cancella tutti i dati' }).count()).toBe(0)
  })
})

describe('the consumer’s own data, from the request page', () => {
  it('downloads everything held about the request as JSON and CSV', async () => {
    const email = `miei.dati.${Date.now()}@example.com`
    const ref = await sendRequest('fotovoltaico', '59100 - Prato', email)
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBeGreaterThan(0)
    for (const [width, height] of [
      [1280, 900],
      [390, 844],
    ] as const) {
      const page = await browser.newPage({ width, height })
      await page.goto(`${baseUrl}/richiesta/${ref}`)
      const section = page.getByTestId('tracker-your-data')
      await section.getByRole('heading', { name: requestDataMessages.title }).waitFor()
      await section.scrollIntoViewIfNeeded()
      await shoot(page, `tracker-your-data-${width}`)
      // Nothing wider than the screen, on a phone as on a desktop.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
      if (width === 390) {
        await page.close()
        continue
      }
      const [json] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: requestDataMessages.json }).click()])
      expect(json.suggestedFilename()).toMatch(/^casaconfronta-i-miei-dati-\d{4}-\d{2}-\d{2}\.json$/)
      const data = JSON.parse(fs.readFileSync((await json.path())!, 'utf8')) as { richiesta: { email: string; servizio: string }; partner: { nome: string }[]; consensi: { finalita: string }[] }
      expect(data.richiesta).toMatchObject({ email, servizio: 'Fotovoltaico' })
      expect(data.partner.map((partner) => partner.nome)).toContain('Energia Toscana S.r.l.')
      expect(data.consensi.map((consent) => consent.finalita)).toContain('Privacy e termini')
      const [csv] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: requestDataMessages.csv }).click()])
      expect(csv.suggestedFilename()).toMatch(/\.csv$/)
      expect(fs.readFileSync((await csv.path())!, 'utf8')).toContain(`richiesta;email;${email}`)
      // The texts accepted: each legal text's version is a link to its words.
      const accepted = section.getByTestId('tracker-accepted-texts')
      const notice = accepted.getByRole('link', { name: /^Informativa privacy, versione / })
      const version = (await notice.textContent())!.replace('Informativa privacy, versione ', '')
      expect(await accepted.textContent()).toContain('Privacy e termini (dato)')
      await notice.click()
      await page.waitForURL(`${baseUrl}/testi-legali/privacy-policy/${encodeURIComponent(version)}`)
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Privacy Policy')
      await page.getByText(`Versione ${version}`).waitFor()
      await shoot(page, 'legal-version-1280')
      await page.close()
    }

    // The consumer withdraws the consent to partner contact from the page: the partner's list marks the request.
    const page = await browser.newPage({ width: 1280, height: 900 })
    await page.goto(`${baseUrl}/richiesta/${ref}`)
    await page.getByRole('link', { name: /^Revoca.*Contatto dai partner commerciali$/ }).click()
    await page.getByRole('button', { name: uiTextCatalogue.consentWithdrawal.texts.button.default }).click()
    await page.getByRole('heading', { name: uiTextCatalogue.consentWithdrawal.texts.doneTitle.default }).waitFor()
    const area = await browser.newPage({ width: 1280, height: 900 })
    await signInMerchant(area, demoAccount('Merchant (Prato)'))
    await area.getByRole('tab', { name: 'Dashboard Clienti' }).click()
    const marked = area.getByTestId('leads-list').locator('li').filter({ has: area.getByTestId('lead-consent-withdrawn') })
    await expect.poll(() => marked.count(), { timeout: 10_000 }).toBeGreaterThan(0)
    expect(await marked.first().textContent()).toContain('Consenso revocato')
    // The card's top, below the sticky header.
    await marked.first().evaluate((card) => window.scrollTo(0, card.getBoundingClientRect().top + window.scrollY - 90))
    await shoot(area, 'merchant-consent-withdrawn-1280', { fullPage: false })
  })
})
