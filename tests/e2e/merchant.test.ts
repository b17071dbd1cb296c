import sharp from 'sharp'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { computeEstimate, phoneMaskMessages, teamMessages, withDefaultParameters } from '#content-schema'
import { api, apiLogin, baseUrl, caughtMails, demoAccount, reviewMerchant, signInMerchant, useBrowser } from './harness.ts'

const browser = useBrowser()
const admin = demoAccount('Admin')
const stamp = Date.now()

/** Waits for the e-mail with this subject to reach the test mail catcher and returns the site link in it. */
async function linkFromMail(to: string, subject: string, pattern: RegExp): Promise<string> {
  let link: string | undefined
  await expect
    .poll(
      async () => {
        const messages = await caughtMails()
        const mail = messages.find((message) => JSON.stringify(message.to).includes(to) && message.subject === subject)
        link = mail?.text.match(pattern)?.[0]
        return link
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBeTruthy()
  return link!
}

async function toastText(page: Page, title: string) {
  const toast = page.getByTestId('toast').filter({ hasText: title }).first()
  await toast.waitFor({ timeout: 15_000 })
  return toast.textContent()
}

describe('merchant journey', () => {
  const email = `partner.${stamp}@example.com`
  const password = 'Partner!2026'
  const company = `E2E Energia ${stamp}`

  it('registers, confirms by e-mail, signs in, fills the profile, uploads a logo, manages team, bookings and leads, and logs out', async () => {
    const page = await browser.newPage({ width: 1280 })

    // Sign-up
    await page.goto('/auth-merchant')
    await page.getByRole('tab', { name: 'Registrati' }).click()
    await page.locator('#register-email').fill(email)
    await page.locator('#register-password').fill(password)
    await page.locator('#register-confirm').fill('diversa')
    await page.getByRole('button', { name: 'Registrati' }).click()
    expect(await toastText(page, 'Errore registrazione')).toContain('Le password non coincidono.')
    await page.locator('#register-confirm').fill(password)
    await page.getByRole('button', { name: 'Registrati' }).click()
    // The same words whether or not the address already had an account (no way to learn which addresses do).
    expect(await toastText(page, 'Controlla la tua email')).toContain('Controlla la tua email: ti abbiamo scritto come completare la registrazione')

    // Not yet confirmed: sign-in is refused in Italian
    await page.locator('#login-email').fill(email)
    await page.locator('#login-password').fill(password)
    await page.getByRole('button', { name: 'Accedi', exact: true }).click()
    await toastText(page, 'Email non confermata')

    // Confirm through the e-mail's link, then sign in
    const link = await linkFromMail(email, 'Conferma la tua email - CasaConfronta', /http\S+\/auth-merchant\?verifica=[0-9a-f]+/)
    await page.goto(link)
    await toastText(page, 'Email confermata!')
    await page.locator('#login-email').fill(email)
    await page.locator('#login-password').fill(password)
    await page.getByRole('button', { name: 'Accedi', exact: true }).click()
    await page.waitForURL('**/area-merchant')
    await expect.poll(() => page.getByText(`Benvenuto, ${email}`).isVisible(), { timeout: 15_000 }).toBe(true)
    expect(await page.getByRole('heading', { name: 'Area Merchant' }).isVisible()).toBe(true)
    expect(await toastText(page, 'Accesso effettuato!')).toContain('Benvenuto nella tua area merchant.')

    // A signed-in merchant opening the sign-in page goes straight to its area
    const again = await page.context().newPage()
    await again.goto('/auth-merchant')
    await again.waitForURL('**/area-merchant')
    await again.close()

    // Profile: validation toast, CAP → city, save
    await page.getByRole('button', { name: 'Salva Scheda' }).click()
    expect(await toastText(page, 'Campi mancanti')).toContain('Compila tutti i campi obbligatori per continuare.')
    await page.getByLabel('Nome e cognome *').fill('Paola Verdi')
    await page.getByLabel('Nome azienda *').fill(company)
    await page.getByLabel('Ragione sociale *').fill(`${company} S.r.l.`)
    await page.getByLabel('Partita IVA *').fill('00905811007')
    await page.getByLabel('Settore di attività *').fill('Energia')
    await page.getByLabel('Zona geografica *').fill('Prato e provincia')
    await page.getByLabel('Sede (indirizzo) *').fill('Via Roma 1, Prato')
    // Letters never show in the CAP field: what is typed keeps its digits only.
    await page.getByLabel('CAP della sede *').pressSequentially('5a9b1c00')
    expect(await page.getByLabel('CAP della sede *').inputValue()).toBe('59100')
    await page.getByLabel('CAP serviti *').fill('59100')
    await expect.poll(() => page.locator('#profile-citta').inputValue(), { timeout: 10_000 }).toBe('Prato')
    await page.getByLabel('Telefono *').fill('0574 555 1234')
    await page.getByLabel('Email *').fill('info@e2e-energia.it')
    await page.getByRole('button', { name: 'Salva Scheda' }).click()
    expect(await toastText(page, 'Partita IVA non valida')).toContain('La Partita IVA deve essere di 11 cifre con un codice di controllo valido.')
    await page.getByLabel('Partita IVA *').fill('00905811006')
    await page.getByRole('button', { name: 'Salva Scheda' }).click()
    expect(await toastText(page, 'Servizi mancanti')).toContain('Seleziona almeno un servizio offerto.')
    await page.getByLabel('Luce & Gas').check()
    await page.getByRole('button', { name: 'Salva Scheda' }).click()
    // Saved means sent for review: no lead, team or booking until an admin approves it.
    expect(await toastText(page, 'Scheda inviata')).toContain('La tua scheda è stata inviata: la verificheremo al più presto.')
    const banner = page.getByTestId('merchant-state')
    await expect.poll(() => banner.getAttribute('data-state')).toBe('in_revisione')
    expect(await banner.textContent()).toContain('Il tuo profilo è in revisione')
    await page.getByRole('button', { name: 'Visualizza Anteprima' }).click()
    const preview = page.getByRole('dialog')
    expect(await preview.textContent()).toContain(company)
    expect(await preview.textContent()).not.toContain('5.0')
    await preview.getByRole('button', { name: 'Chiudi anteprima' }).click()

    // Logo
    const png = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#047857' } }).png().toBuffer()
    await page.getByLabel('Logo aziendale').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png })
    expect(await page.getByAltText('Anteprima del logo').getAttribute('src')).toMatch(/^blob:/)
    // The page's policy lets the preview load (a blocked image has no natural size).
    await expect.poll(() => page.getByAltText('Anteprima del logo').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
    await page.getByRole('button', { name: 'Salva Logo' }).click()
    expect(await toastText(page, 'Logo salvato!')).toContain('Il logo è stato caricato con successo.')

    // A reload shows the saved profile and logo: later saves update it
    await page.reload()
    await expect.poll(() => page.locator('#profile-nomeAzienda').inputValue(), { timeout: 15_000 }).toBe(company)
    expect(await page.getByAltText('Anteprima del logo').getAttribute('src')).toMatch(/\/api\/merchant-logos\/file\/logo-\d+\.png$/)
    await page.getByLabel('Settore di attività *').fill('Energia e gas')
    await page.getByRole('button', { name: 'Salva Scheda' }).click()
    await toastText(page, 'Scheda inviata')
    await page.getByRole('tab', { name: 'Dashboard Clienti' }).click()
    await page.getByText('Le richieste dei clienti sono visibili solo ai merchant attivi').waitFor()

    // An admin approves it: the area says so, and team, bookings and leads open
    const adminToken = await apiLogin(admin.email, admin.password)
    const merchants = await api('GET', `/merchants?where[nomeAzienda][equals]=${encodeURIComponent(company)}&depth=0`, adminToken)
    const merchantId = (merchants.body.docs as { id: number; logo: number | null }[])[0]!.id
    expect((await reviewMerchant(merchantId, adminToken, { azione: 'approva' })).status).toBe(200)
    await page.reload()
    await expect.poll(() => page.getByTestId('merchant-state').getAttribute('data-state'), { timeout: 15_000 }).toBe('attivo')

    // Team: add, then remove
    await page.getByRole('tab', { name: 'Team' }).click()
    await page.getByText('Nessun collaboratore ancora').waitFor()
    await page.getByRole('button', { name: 'Aggiungi' }).click()
    expect(await toastText(page, 'Campi mancanti')).toContain('Nome e ruolo sono obbligatori.')
    await page.getByLabel('Nome *').fill('Marco Rossi')
    await page.getByLabel('Ruolo *').fill('Consulente')
    await page.getByRole('button', { name: 'Aggiungi' }).click()
    await toastText(page, 'Collaboratore aggiunto!')
    await page.getByRole('heading', { name: 'Il tuo team (1)' }).waitFor()
    await page.getByRole('button', { name: 'Rimuovi Marco Rossi' }).click()
    await toastText(page, 'Collaboratore rimosso')
    await page.getByText('Nessun collaboratore ancora').waitFor()

    // Bookings: the admin books a callback for this merchant; the merchant moves it through its states
    expect((merchants.body.docs as { logo: number | null }[])[0]!.logo).toEqual(expect.any(Number))
    const booking = await api('POST', '/bookings', adminToken, {
      merchant: merchantId,
      nomeCliente: 'Anna Gialli',
      telefonoCliente: '+39 333 123 4567',
      emailCliente: 'anna.gialli@example.com',
      servizioRichiesto: 'luce-gas',
      capCliente: '59100',
      origine: 'offerte',
    })
    expect(booking.status).toBe(201)
    // An old record whose preferred callback time is a Sunday: shown on the Italian clock and flagged.
    const sunday = await api('POST', '/bookings', adminToken, {
      merchant: merchantId,
      nomeCliente: 'Marco Blu',
      telefonoCliente: '+39 347 000 1122',
      emailCliente: 'marco.blu@example.com',
      servizioRichiesto: 'luce-gas',
      capCliente: '59100',
      origine: 'chiamata',
      messaggio: 'Vorrei un preventivo.',
      // 11:00 in Italy on Sunday 29 November 2026.
      richiamata: '2026-11-29T10:00:00.000Z',
    })
    expect(sunday.status).toBe(201)
    await page.getByRole('tab', { name: 'Prenotazioni' }).click()
    const card = page.getByTestId('bookings-list').locator('li').filter({ hasText: 'Anna Gialli' })
    await card.waitFor()
    expect(await card.getAttribute('data-stato')).toBe('in_attesa')
    // No consent to partner contact recorded for this client: the number is masked, with the reason, and not callable.
    expect(await card.textContent()).toContain('Telefono: +39 333 ••• ••67')
    expect(await card.textContent()).toContain('Numero visibile solo con il consenso del cliente al contatto da parte dei partner')
    expect(await card.getByRole('link', { name: /Chiama/ }).count()).toBe(0)
    expect(await card.getByTestId('callback-times').textContent()).toMatch(/^Richiamabile (ora, fino alle \d\d:00|da \S+ \d+ \S+ \d{4}, \d\d:00)$/)
    const flagged = page.getByTestId('bookings-list').locator('li').filter({ hasText: 'Marco Blu' })
    expect(await flagged.getByTestId('callback-times').textContent()).toContain(
      'Richiamata preferita: domenica 29 novembre 2026, 11:00Fuori dagli orari consentiti per il telemarketing',
    )
    expect(await flagged.textContent()).toContain('Vorrei un preventivo.')
    // Once the client's consent to partner contact is on record, the merchant can call.
    const bookingId = (booking.body.doc as { id: number }).id
    const consent = await api('POST', '/consents', adminToken, { email: 'anna.gialli@example.com', grants: [{ purpose: 'partners', granted: true, channels: ['telefono'] }], legalVersion: 'e2e', booking: bookingId })
    expect(consent.status).toBe(201)
    await page.reload()
    await page.getByRole('tab', { name: 'Prenotazioni' }).click()
    expect(await card.getByRole('link', { name: /Chiama/ }).getAttribute('href')).toBe('tel:+393331234567')
    await card.getByRole('button', { name: 'Segna come contattato' }).click()
    expect(await toastText(page, 'Stato aggiornato')).toContain('Lo stato della prenotazione è stato aggiornato con successo')
    await expect.poll(() => card.getAttribute('data-stato')).toBe('contattato')
    await card.getByRole('button', { name: 'Segna come convertito' }).click()
    await expect.poll(() => card.getAttribute('data-stato')).toBe('convertito')
    expect(await card.getByRole('button').count()).toBe(0)

    // Leads: a Prato luce-gas lead that came after the approval is there; the demo ones from before it, the
    // Prato fotovoltaico one and another CAP's are not
    const fresh = await api('POST', '/client-requests', adminToken, {
      nome: 'Elisa Conti',
      email: 'elisa.conti@example.com',
      telefono: '+39 347 112 3344',
      servizio: 'luce-gas',
      cap: '59100',
      answers: { serviceNeeded: 'Luce + Gas' },
      // Supplies she already has: a saving to show (a new supply has none).
      stima: computeEstimate({ service: 'luce-gas', model: 'luce-gas', answers: { serviceNeeded: 'Luce + Gas', userType: 'Privato', hasElectricitySupply: 'Sì', hasGasSupply: 'Sì' }, parameters: withDefaultParameters({}) }),
    })
    expect(fresh.status).toBe(201)
    const freshId = (fresh.body.doc as { id: number }).id
    expect((await api('POST', '/consents', adminToken, { email: 'elisa.conti@example.com', grants: [{ purpose: 'partners', granted: true, channels: ['telefono'], merchant: merchantId }], legalVersion: 'e2e', lead: freshId })).status).toBe(201)
    await page.reload()
    await page.getByRole('tab', { name: 'Dashboard Clienti' }).click()
    const leads = page.getByTestId('leads-list')
    await leads.waitFor()
    expect(await leads.textContent()).toContain('Elisa Conti')
    expect(await leads.textContent()).not.toContain('Chiara Lombardi')
    expect(await leads.textContent()).not.toContain('Davide Moretti')
    expect(await leads.textContent()).not.toContain('Sara Conti')
    // The answers appear under the questionnaire's own wording, not as raw keys
    expect(await leads.textContent()).toContain('Di quale fornitura hai bisogno? Luce + Gas')
    // Elisa Conti chose this partner and let it call: her number is callable. A lead without a consent naming it shows no contact.
    const elisa = leads.locator('li').filter({ hasText: 'Elisa Conti' })
    // The estimate the client was shown, as context for the call.
    expect(await elisa.getByTestId('lead-estimate').textContent()).toMatch(/^Stima indicativa mostrata al cliente: .*Risparmio stimato [\d.]+ €\/anno$/)
    expect(await elisa.getByRole('link', { name: '+39 347 112 3344' }).getAttribute('href')).toBe('tel:+393471123344')
    const unconsented = await api('POST', '/client-requests', adminToken, { nome: 'Giorgio Verdi', email: 'giorgio.verdi@example.com', telefono: '+39 320 555 7788', servizio: 'luce-gas', cap: '59100' })
    expect(unconsented.status).toBe(201)
    try {
      await page.reload()
      await page.getByRole('tab', { name: 'Dashboard Clienti' }).click()
      const giorgio = leads.locator('li').filter({ hasText: phoneMaskMessages.notShared })
      await giorgio.first().waitFor()
      expect(await leads.textContent()).not.toContain('Giorgio Verdi')
      expect(await leads.textContent()).not.toContain('giorgio.verdi@example.com')
      expect(await leads.textContent()).not.toContain('••88')
      expect(await giorgio.first().getByRole('link', { name: /\+39 320/ }).count()).toBe(0)
    } finally {
      await api('DELETE', `/client-requests/${(unconsented.body.doc as { id: number }).id}`, adminToken)
      await api('DELETE', `/consents?where[lead][equals]=${freshId}`, adminToken)
      await api('DELETE', `/client-requests/${freshId}`, adminToken)
    }

    // Logout
    await page.getByRole('button', { name: 'Logout' }).click()
    await page.waitForURL('**/auth-merchant')
    await page.goto('/area-merchant')
    await page.waitForURL('**/auth-merchant')
  })

  it('resets the password through the e-mailed link, once', async () => {
    const page = await browser.newPage({ width: 390, height: 844 })
    await page.goto('/auth-merchant')
    await page.getByRole('button', { name: 'Password dimenticata?' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Invia email' }).click()
    expect(await toastText(page, 'Email richiesta')).toContain('Inserisci la tua email per reimpostare la password.')
    await page.locator('#forgot-email').fill(email)
    await dialog.getByRole('button', { name: 'Invia email' }).click()
    expect(await toastText(page, 'Email inviata!')).toContain('Controlla la tua email per reimpostare la password.')

    const link = await linkFromMail(email, 'Reimposta la tua password - CasaConfronta', /http\S+\/reset-password\?token=[0-9a-f]+/)
    await page.goto(link)
    const newPassword = 'NuovaPassword!2026'
    await page.locator('#reset-password').fill('corta')
    await page.locator('#reset-confirm').fill('corta')
    await page.getByRole('button', { name: 'Aggiorna password' }).click()
    await page.getByText('La password deve essere di almeno 8 caratteri.').waitFor()
    await page.locator('#reset-password').fill(newPassword)
    await page.locator('#reset-confirm').fill(`${newPassword}x`)
    await page.getByRole('button', { name: 'Aggiorna password' }).click()
    await page.getByText('Le password inserite non corrispondono.').waitFor()
    await page.getByRole('button', { name: 'Mostra' }).first().click()
    expect(await page.locator('#reset-password').getAttribute('type')).toBe('text')
    await page.locator('#reset-confirm').fill(newPassword)
    await page.getByRole('button', { name: 'Aggiorna password' }).click()
    await page.getByRole('heading', { name: 'Password aggiornata!' }).waitFor()
    await page.waitForURL('**/area-merchant', { timeout: 10_000 })
    await expect.poll(() => page.getByText(`Benvenuto, ${email}`).isVisible(), { timeout: 15_000 }).toBe(true)

    // The same link a second time, or no token at all: 'Link non valido', then the sign-in page
    const second = await browser.newPage()
    await second.goto(link)
    await second.locator('#reset-password').fill('UnAltraPassword!1')
    await second.locator('#reset-confirm').fill('UnAltraPassword!1')
    await second.getByRole('button', { name: 'Aggiorna password' }).click()
    await second.getByText('Il link per il reset password non è valido o è scaduto.').waitFor()
    await second.goto('/reset-password')
    await second.getByRole('heading', { name: 'Link non valido' }).waitFor()
    await second.waitForURL('**/auth-merchant', { timeout: 10_000 })
    expect((await apiLogin(email, newPassword)).length).toBeGreaterThan(10)
  })

  it('serves the merchant pages uncached', async () => {
    for (const path of ['/auth-merchant', '/reset-password', '/area-merchant']) {
      const response = await fetch(`${baseUrl}${path}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
    }
  })
})

describe('a team member invited to an account of its own', () => {
  it('the owner invites from the Team tab; the e-mail’s link sets the password and opens the area as that member, with its leads only', async () => {
    const owner = demoAccount('Merchant (Prato)')
    const email = `team.${stamp}@example.com`
    const page = await browser.newPage({ width: 1280 })
    await signInMerchant(page, owner)
    await page.getByRole('tab', { name: 'Team', exact: true }).click()
    await page.getByLabel('Nome *').fill('Lisa Invitata')
    await page.getByLabel('Ruolo *').fill('Consulente')
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Aggiungi' }).click()
    await toastText(page, 'Collaboratore aggiunto!')
    await page.getByRole('button', { name: `${teamMessages.invite}: Lisa Invitata` }).click()
    expect(await toastText(page, teamMessages.invitedTitle)).toContain(teamMessages.invited(email))
    await page.getByRole('button', { name: `${teamMessages.inviteAgain}: Lisa Invitata` }).waitFor()

    const link = await linkFromMail(email, "Energia Toscana S.r.l. ti ha invitato nell'area merchant - CasaConfronta", /http\S+\/reset-password\?token=[0-9a-f]+/)
    const member = await browser.newPage({ width: 390, height: 844 })
    await member.goto(link)
    await member.locator('#reset-password').fill('Squadra!Invito2026')
    await member.locator('#reset-confirm').fill('Squadra!Invito2026')
    await member.getByRole('button', { name: 'Aggiorna password' }).click()
    await member.waitForURL('**/area-merchant', { timeout: 10_000 })
    expect(await member.getByTestId('member-banner').textContent()).toBe(teamMessages.memberBanner('Energia Toscana S.r.l.'))
    // Nothing assigned to it yet: no lead, and no profile, team or reviews to open.
    await member.getByText('Nessuna richiesta ancora').waitFor()
    expect(await member.getByRole('tab', { name: 'Gestione Profilo' }).count()).toBe(0)
    expect(await member.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})
