import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { callFormMessages, callPartnerChoiceMessages, consentMessages, contactFormMessages, uiTextCatalogue, type LeadPartnersResponse } from '#content-schema'
import { api, apiLogin, baseUrl, demoAccount, mailsTo, shoot, useBrowser } from './harness.ts'
import { servicePages } from './routes.ts'

const browser = useBrowser()
const withdrawal = uiTextCatalogue.consentWithdrawal.texts
const admin = demoAccount('Admin')

describe('/contatti message form', () => {
  it('shows every validation message, then stores a valid message, confirms it, resets and e-mails the sender', async () => {
    const page = await browser.newPage({ width: 390, height: 844 })
    await page.goto(`${baseUrl}/contatti`)
    const form = page.getByRole('form', { name: 'Modulo di contatto' })
    await form.getByRole('button', { name: 'Invia messaggio' }).click()
    await expect.poll(() => form.getByRole('alert').allTextContents(), { timeout: 10_000 }).toEqual([
      contactFormMessages.nome,
      contactFormMessages.cognome,
      contactFormMessages.email,
      contactFormMessages.telefono,
      contactFormMessages.capShort,
      contactFormMessages.argomento,
      contactFormMessages.messaggio,
      contactFormMessages.privacy,
    ])
    await shoot(page, 'contact-form-errors-390')
    await page.setViewportSize({ width: 1280, height: 900 })
    await shoot(page, 'contact-form-errors-1280')
    await form.getByLabel('CAP').fill('591000')
    await expect.poll(() => form.getByRole('alert').allTextContents(), { timeout: 10_000 }).toContain('Il CAP deve essere di 5 cifre')

    const email = `contatto.${randomUUID().slice(0, 8)}@example.com`
    await form.getByLabel('Nome', { exact: true }).fill('Lucia')
    await form.getByLabel('Cognome').fill('Bardi')
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Telefono').fill('347 765 4321')
    await form.getByLabel('CAP').fill('59100')
    await form.getByLabel('Argomento').selectOption('depuratori')
    await form.getByLabel('Messaggio').fill('Vorrei un depuratore per la cucina.')
    await form.getByRole('checkbox').first().check()
    await form.getByRole('button', { name: 'Invia messaggio' }).click()
    await expect.poll(() => page.getByTestId('toast').textContent(), { timeout: 10_000 }).toContain('Messaggio inviato!')
    expect(await page.getByTestId('toast').textContent()).toContain('Ti contatteremo al più presto.')
    expect(await form.getByLabel('Nome', { exact: true }).inputValue()).toBe('')

    const token = await apiLogin(admin.email, admin.password)
    const stored = await api('GET', `/contact-requests?where[email][equals]=${encodeURIComponent(email)}`, token)
    expect(stored.body.docs).toMatchObject([{ nome: 'Lucia', cognome: 'Bardi', argomento: 'depuratori', cap: '59100', privacyAccepted: true, marketingAccepted: false }])
    await expect.poll(async () => (await mailsTo(email)).map((mail) => mail.subject), { timeout: 20_000 }).toEqual(['Abbiamo ricevuto il tuo messaggio'])
  })

  it('shows the error toast when sending fails', async () => {
    const page = await browser.newPage()
    await page.route('**/api/public/contact-requests', (route) => route.fulfill({ status: 503, body: '{}' }))
    await page.goto(`${baseUrl}/contatti`)
    const form = page.getByRole('form', { name: 'Modulo di contatto' })
    await form.getByLabel('Nome', { exact: true }).fill('Lucia')
    await form.getByLabel('Cognome').fill('Bardi')
    await form.getByLabel('Email').fill('lucia@example.com')
    await form.getByLabel('Telefono').fill('3477654321')
    await form.getByLabel('CAP').fill('59100')
    await form.getByLabel('Argomento').selectOption('altro')
    await form.getByLabel('Messaggio').fill('Una domanda sul servizio.')
    await form.getByRole('checkbox').first().check()
    await form.getByRole('button', { name: 'Invia messaggio' }).click()
    const toast = page.getByTestId('toast')
    await expect.poll(() => toast.textContent(), { timeout: 10_000 }).toContain('Errore')
    expect(await toast.textContent()).toContain('Si è verificato un errore. Riprova più tardi.')
  })
})

describe('/contatti/chiamata/{servizio} call forms', () => {
  it('every service the hub links has its form, also reached by the service’s own address', async () => {
    const page = await browser.newPage()
    await page.goto(`${baseUrl}/contatti/chiamata`)
    const links = await page.locator('main a[href^="/contatti/chiamata/"]').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!))
    expect(links).toHaveLength(8)
    for (const link of links) {
      const response = await page.goto(`${baseUrl}${link}`)
      expect(response?.status(), link).toBe(200)
      await page.getByRole('button', { name: 'Prenota chiamata' }).waitFor()
    }
    // The address: the car and pet insurance page's own slug leads to its call form, the one the hub links.
    for (const service of servicePages) {
      const response = await page.goto(`${baseUrl}/contatti/chiamata${service.path}`)
      expect(response?.status(), service.path).toBe(200)
      expect(links, service.path).toContain(new URL(page.url()).pathname)
      await page.getByRole('button', { name: 'Prenota chiamata' }).waitFor()
    }
    expect(new URL((await page.goto(`${baseUrl}/contatti/chiamata/assicurazione-auto`))!.url()).pathname).toBe('/contatti/chiamata/assicurazione-pet')
    expect((await page.goto(`${baseUrl}/contatti/chiamata/astronavi`))?.status()).toBe(404)
  })

  it('shows every validation message, then books the call, stores it for the admins and e-mails them and the client', async () => {
    const page = await browser.newPage()
    await page.goto(`${baseUrl}/contatti/chiamata/gas-e-luce`)
    const form = page.getByRole('form', { name: 'Prenota una chiamata' })
    await form.getByRole('button', { name: 'Prenota chiamata' }).click()
    await expect.poll(() => form.getByRole('alert').allTextContents(), { timeout: 10_000 }).toEqual([
      callFormMessages.nome,
      callFormMessages.cognome,
      callFormMessages.email,
      callFormMessages.cellulare,
      callFormMessages.descrizione,
      callFormMessages.cap,
      callFormMessages.privacy,
    ])
    expect(await form.getByRole('link', { name: 'Termini e Condizioni' }).getAttribute('href')).toBe('/termini-condizioni')
    // The privacy notice first; the partners consent, naming the service, links it again.
    expect(await form.getByRole('link', { name: 'Informativa Privacy' }).evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(['/privacy-policy', '/privacy-policy'])

    const email = `chiamata.${randomUUID().slice(0, 8)}@example.com`
    await form.getByLabel('Nome', { exact: true }).fill('Stefano')
    await form.getByLabel('Cognome').fill('Gori')
    await form.getByLabel('Email').fill(email)
    await form.getByLabel(/Cellulare/).fill('333 123 4567')
    await form.getByLabel('Descrivi la tua richiesta').fill('Vorrei ridurre la bolletta della luce.')
    // The partners are named, by name and town, for the CAP before anything is sent (issue #32); the consumer
    // unticks one of them, which then gets nothing.
    await form.getByLabel(callPartnerChoiceMessages.capLabel).fill('59100')
    const named = (await (await fetch(`${baseUrl}/api/public/lead-partners?service=luce-gas&cap=59100`)).json()) as LeadPartnersResponse
    expect(named.partners.length).toBeGreaterThanOrEqual(2)
    const choice = form.getByTestId('partner-choice')
    await expect.poll(() => choice.getByRole('checkbox').count(), { timeout: 10_000 }).toBe(named.partners.length)
    for (const partner of named.partners) {
      expect(await choice.getByRole('checkbox', { name: new RegExp(partner.nomeAzienda) }).isChecked()).toBe(true)
      // Named with its town where the profile gives one.
      expect(await choice.textContent()).toContain(partner.citta ? `${partner.nomeAzienda} · ${partner.citta}` : partner.nomeAzienda)
    }
    expect(await choice.textContent()).toContain(callPartnerChoiceMessages.noConsent)
    const [kept, dropped] = named.partners
    await choice.getByRole('checkbox', { name: new RegExp(dropped!.nomeAzienda) }).uncheck()
    await form.getByRole('checkbox').first().check()
    // The partners consent asks its channels once ticked, none ticked, and at least one.
    await form.getByLabel(/per offerte di Luce & Gas dai partner commerciali/).check()
    await form.getByRole('button', { name: 'Prenota chiamata' }).click()
    await expect.poll(() => form.getByRole('group', { name: /Con quali canali/ }).textContent()).toContain(consentMessages.channelsRequired)
    await form.getByRole('group', { name: /Con quali canali/ }).getByLabel('SMS').check()
    await form.getByRole('button', { name: 'Prenota chiamata' }).click()
    await expect.poll(() => page.getByTestId('toast').textContent(), { timeout: 10_000 }).toContain('Controlla la tua email')
    // The call goes on only once the link in the email is opened: the notice says so.
    expect(await page.getByTestId('toast').textContent()).toContain('apri il link nell’email e conferma la richiesta')

    const token = await apiLogin(admin.email, admin.password)
    const stored = await api('GET', `/bookings?where[emailCliente][equals]=${encodeURIComponent(email)}&depth=0`, token)
    expect(stored.body.docs).toMatchObject([{ origine: 'chiamata', nomeCliente: 'Stefano Gori', telefonoCliente: '+39 333 123 4567', servizioRichiesto: 'luce-gas', stato: 'in_attesa' }])
    const bookingId = (stored.body.docs as { id: number }[])[0]!.id
    expect(stored.body.docs).toMatchObject([{ capCliente: '59100' }])
    const consents = await api('GET', `/consents?where[booking][equals]=${bookingId}&depth=0&sort=id`, token)
    type Grant = { purpose: string; merchant: number; granted: boolean; wording: string; channels: string[] }
    // Each partners grant with what its record says (the service, the page).
    const partnerConsents = (consents.body.docs as { grants: Grant[]; service: string; page: string }[]).flatMap((record) =>
      record.grants.filter((grant) => grant.purpose === 'partners').map(({ purpose: _purpose, ...grant }) => ({ ...grant, service: record.service, page: record.page })),
    )
    // One consent per partner named, granted to the chosen ones only, each naming its partner.
    expect(partnerConsents.map((consent) => [consent.merchant, consent.granted]).sort()).toEqual(named.partners.map((partner) => [partner.id, partner.id !== dropped!.id]).sort())
    for (const consent of partnerConsents) {
      const partner = named.partners.find((each) => each.id === consent.merchant)!
      expect(consent).toMatchObject({ service: 'luce-gas', page: '/contatti/chiamata/gas-e-luce', channels: consent.granted ? ['sms'] : [] })
      expect(consent.wording).toContain('per offerte di Luce & Gas dai partner commerciali')
      expect(consent.wording.endsWith(`Partner: ${partner.nomeAzienda}.`)).toBe(true)
    }
    expect(partnerConsents.find((consent) => consent.merchant === kept!.id)?.granted).toBe(true)
    await expect.poll(async () => (await mailsTo(email)).map((mail) => mail.subject), { timeout: 20_000 }).toEqual(['Conferma la tua richiesta di chiamata: Luce & Gas'])
    await expect
      .poll(async () => (await mailsTo(admin.email)).some((mail) => mail.subject === 'Nuova richiesta di chiamata: Luce & Gas' && mail.text.includes(email)), { timeout: 20_000 })
      .toBe(true)
    const notice = (await mailsTo(admin.email)).find((mail) => mail.subject === 'Nuova richiesta di chiamata: Luce & Gas' && mail.text.includes(email))!
    expect(notice.text).toContain(kept!.nomeAzienda)
    expect(notice.text).not.toContain(dropped!.nomeAzienda)
  })

  it.each([1280, 390])('names the partners of the CAP at %i px', async (width) => {
    const page = await browser.newPage({ width, height: 900 })
    await page.goto(`${baseUrl}/contatti/chiamata/gas-e-luce`)
    const form = page.getByRole('form', { name: 'Prenota una chiamata' })
    await form.getByLabel(callPartnerChoiceMessages.capLabel).fill('59100')
    await form.getByTestId('partner-choice').getByRole('checkbox').first().waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await shoot(page, `call-form-partners-${width}`)
  })
})

describe('consent withdrawal from its link', () => {
  it('the e-mail’s link opens a page that changes nothing; its button withdraws, at 390 px and with no JavaScript', async () => {
    const email = `revoca.${randomUUID().slice(0, 8)}@example.com`
    const sent = await api('POST', '/public/contact-requests', undefined, {
      nome: 'Lucia',
      cognome: 'Revoca',
      email,
      telefono: '347 123 4567',
      cap: '59100',
      argomento: 'altro',
      messaggio: 'Una domanda sulle offerte della mia zona.',
      privacy: true,
      marketing: true,
    })
    expect(sent.status).toBe(201)
    let link = ''
    await expect
      .poll(async () => (link = /http\S+\/consensi\/revoca\?token=[\w.-]+/.exec((await mailsTo(email))[0]?.text ?? '')?.[0] ?? ''), { timeout: 30_000 })
      .not.toBe('')
    const token = await apiLogin(admin.email, admin.password)
    // The latest record decides: a withdrawal is a record of its own (the ledger is append-only), its grant the withdrawn one.
    const marketing = async () => {
      const [latest] = (await api('GET', `/consents?where[email][equals]=${encodeURIComponent(email)}&where[grants.purpose][equals]=marketing&sort=-id&depth=0`, token)).body.docs as {
        grants: { purpose: string; granted: boolean }[]
        withdrawnAt: string | null
      }[]
      return { granted: latest!.grants.find((grant) => grant.purpose === 'marketing')!.granted, withdrawnAt: latest!.withdrawnAt }
    }

    const page = await browser.newPage({ width: 390, height: 844, javaScript: false })
    await page.goto(link)
    await page.getByRole('heading', { name: withdrawal.title.default }).waitFor()
    await page.getByText('Vuoi revocare il consenso per le comunicazioni promozionali? Da quel momento non le riceverai più.').waitFor()
    await shoot(page, 'consent-withdrawal-390')
    expect(await marketing()).toMatchObject({ granted: true, withdrawnAt: null })

    await page.getByRole('button', { name: withdrawal.button.default }).click()
    await page.getByRole('heading', { name: withdrawal.doneTitle.default }).waitFor()
    expect(await page.getByRole('status').textContent()).toBe('Non riceverai più le comunicazioni promozionali.')
    await shoot(page, 'consent-withdrawal-done-390')
    expect(await marketing()).toMatchObject({ granted: false, withdrawnAt: expect.stringMatching(/^\d{4}-/) })

    // The same link again says it is done; a forged one that it does not work.
    await page.goto(link)
    expect(await page.getByRole('status').textContent()).toBe('Il consenso per le comunicazioni promozionali è già stato revocato: non riceverai più queste comunicazioni.')
    // The page's words are the editors': a published rewording shows at the next visit, the purpose filled in.
    const editor = demoAccount('Editor')
    const editorToken = await apiLogin(editor.email, editor.password)
    expect((await api('POST', '/globals/ui-texts', editorToken, { consentWithdrawal: { alreadyDone: 'Già fatto: {finalita} non ti arriveranno più.' }, _status: 'published' })).status).toBe(200)
    try {
      await page.goto(link)
      expect(await page.getByRole('status').textContent()).toBe('Già fatto: le comunicazioni promozionali non ti arriveranno più.')
    } finally {
      expect((await api('POST', '/globals/ui-texts', editorToken, { consentWithdrawal: { alreadyDone: null }, _status: 'published' })).status).toBe(200)
    }
    expect((await page.goto(`${link.slice(0, -1)}${link.endsWith('A') ? 'B' : 'A'}`))?.status()).toBe(404)
    expect(await page.getByRole('alert').textContent()).toContain(withdrawal.invalidLink.default)
  })
})
