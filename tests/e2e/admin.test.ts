import fs from 'node:fs'
import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { ABANDONED_CSV_COLUMNS, leadReturnStateLabels, merchantVettingMessages } from '#content-schema'
import { merchantProfile } from '../fixtures.ts'
import { api, apiLogin, baseUrl, cmsAdminLogin, demoAccount, mailsTo, reviewMerchant, shoot, signInByRequest, signInMerchant, useBrowser } from './harness.ts'

const browser = useBrowser()
const admin = demoAccount('Admin')

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto(`${baseUrl}/auth-admin`)
  await page.getByLabel('Email').fill(who.email)
  await page.getByLabel('Password').fill(who.password)
  await page.getByRole('button', { name: 'Accedi' }).click()
}

/** The admin area, signed in by request («admin sign-in» below fills the form). */
async function adminPage(options: { width?: number } = {}): Promise<Page> {
  const page = await browser.newPage(options)
  await signInByRequest(page, admin)
  await page.goto(`${baseUrl}/area-admin`)
  await areaReady(page)
  return page
}

async function areaReady(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Area Admin' }).waitFor()
  // The area is rendered on the server first: its buttons answer once React has taken the island over.
  await expect.poll(() => page.locator('astro-island[ssr]').count(), { timeout: 15_000 }).toBe(0)
}

async function headers(page: Page, name: string): Promise<string[]> {
  const table = page.getByRole('table', { name })
  await table.waitFor()
  return table.locator('thead th').allTextContents()
}

describe('admin sign-in', () => {
  it('signs the admin in, is never cached, and "Esci" signs out to the home page', async () => {
    const page = await browser.newPage()
    await signIn(page, admin)
    await page.waitForURL(/\/area-admin$/)
    await areaReady(page)
    const response = await page.request.get(`${baseUrl}/area-admin`)
    expect(response.headers()['cache-control']).toBe('private, no-store')
    await page.goto(`${baseUrl}/auth-admin`)
    await page.waitForURL(/\/area-admin$/)
    await page.getByRole('button', { name: 'Esci' }).click()
    await page.waitForURL(`${baseUrl}/`)
    await page.goto(`${baseUrl}/area-admin`)
    await page.getByRole('heading', { name: 'Accesso Negato' }).waitFor()
  })

  it('shows the provider error for wrong credentials', async () => {
    const page = await browser.newPage()
    await signIn(page, { email: admin.email, password: 'sbagliata' })
    const alert = page.getByRole('alert')
    await alert.waitFor()
    expect(await alert.textContent()).toBe('Errore di accessoEmail o password non corretti.')
  })
})

describe.each(['Merchant', 'Editor'])('a signed-in %s', (label) => {
  it('is signed out again at /auth-admin, sees "Accesso Negato" at /area-admin and gets 403 from every admin endpoint', async () => {
    const who = demoAccount(label)
    const page = await browser.newPage()
    await signIn(page, who)
    const alert = page.getByRole('alert')
    await alert.waitFor()
    expect(await alert.textContent()).toBe("Accesso negatoNon hai i permessi per accedere all'area amministrativa.")
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'payload-token' && cookie.value)).toBe(false)
    await page.goto(`${baseUrl}/area-admin`)
    await page.getByRole('heading', { name: 'Accesso Negato' }).waitFor()
    expect(await page.getByRole('link', { name: 'Vai al login admin' }).getAttribute('href')).toBe('/auth-admin')

    const token = await apiLogin(who.email, who.password)
    for (const path of ['/admin/abandoned', '/admin/abandoned.csv', '/admin/live', '/admin/lists/merchants', '/admin/export/merchants']) {
      const result = await api('GET', path, token)
      expect(result.status, path).toBe(403)
    }
  })
})

describe('admin area', () => {
  it('lists the seeded data of every section with the right columns', async () => {
    const page = await adminPage()
    const tab = (name: RegExp) => page.getByRole('tab', { name })

    expect(await headers(page, 'Richieste Clienti')).toEqual(['Cliente', 'Servizio', 'Contatti', 'CAP', 'Data', 'Azioni'])
    const lead = page.getByTestId('client-request-row').filter({ hasText: 'Davide Moretti' })
    expect(await lead.textContent()).toContain('Fotovoltaico')
    await lead.getByRole('button', { name: 'Dettagli di Davide Moretti' }).click()
    const details = page.getByRole('dialog', { name: 'Richiesta di Davide Moretti' })
    await details.getByRole('heading', { name: 'Risposte al questionario' }).waitFor()
    expect(await details.textContent()).toContain('3.200 kWh/anno')
    expect(await details.textContent()).toContain('Villetta')
    // How it was handled: the partner it went to with its state and notes, the callback, the estimate.
    const recipients = details.getByTestId('lead-recipients')
    expect(await recipients.textContent()).toContain('Energia Toscana S.r.l.')
    expect(await recipients.textContent()).toContain('Sopralluogo da fissare: preferisce il sabato mattina.')
    // Its notes' history, newest first, each with its author: the one kept from before the history is «Nota precedente».
    const notes = await recipients.getByTestId('lead-recipient-notes').locator('li').allTextContents()
    expect(notes.some((note) => note.startsWith('Sopralluogo da fissare: preferisce il sabato mattina.merchant.prato@casaconfronta.it · '))).toBe(true)
    expect(notes.at(-1)).toMatch(/^Chiede un impianto con accumulo: verificare lo spazio in garage\.Nota precedente · /)
    expect(await details.getByTestId('lead-bookings').textContent()).toContain('Energia Toscana S.r.l.')
    await details.getByTestId('lead-estimate').waitFor()
    await recipients.scrollIntoViewIfNeeded()
    await shoot(page, '1280-request-detail-handling', { fullPage: false })
    // The consents given with the request, each with the words the person read beside its checkbox.
    const partners = details.getByTestId('consent-proofs').locator('li').filter({ hasText: 'Contatto dai partner commerciali' })
    await partners.waitFor()
    expect(await partners.locator('blockquote').textContent()).toBe(
      // The words beside the checkbox, and the partner they were given to (a partners consent names its partner).
      'Acconsento a essere contattato/a per offerte di Fotovoltaico dai partner commerciali che ricevono la mia richiesta, come descritto nell’Informativa Privacy, con i canali che scelgo qui sotto (facoltativo) Partner: Energia Toscana S.r.l..',
    )
    expect(await partners.locator('blockquote').getByRole('link', { name: 'Informativa Privacy' }).getAttribute('href')).toBe('/privacy-policy')
    expect(await partners.textContent()).toContain('Telefono, E-mail')
    expect(await partners.textContent()).toContain('/fotovoltaico')
    await partners.scrollIntoViewIfNeeded()
    await shoot(page, 'admin-consensi-1280', { fullPage: false })
    await page.keyboard.press('Escape')

    await tab(/^Richieste Contatti/).click()
    expect(await headers(page, 'Richieste Contatti')).toEqual(['Cliente', 'Email', 'Argomento', 'Telefono', 'CAP', 'Privacy', 'Marketing', 'Data', 'Azioni'])
    const message = page.getByTestId('contact-request-row').filter({ hasText: 'Alessia Marini' })
    expect(await message.locator('td').nth(5).textContent()).toBe('OK')
    expect(await page.getByTestId('contact-request-row').filter({ hasText: 'Federico Sala' }).locator('td').nth(6).textContent()).toBe('NO')
    await message.getByRole('button', { name: 'Messaggio di Alessia Marini' }).click()
    expect(await page.getByRole('dialog', { name: 'Messaggio di Alessia Marini' }).textContent()).toContain('voltura della luce')
    await page.keyboard.press('Escape')

    await tab(/^Merchant/).click()
    expect(await headers(page, 'Merchant')).toEqual(['Azienda', 'Referente', 'Contatti', 'Settore', 'Zona e CAP', 'Servizi', 'Stato', 'Risposta', 'Resi', 'Data', 'Azioni'])
    expect(await page.getByTestId('merchant-row').filter({ hasText: 'Vesuvio Assicurazioni' }).locator('td').nth(6).textContent()).toBe('Sospeso')
    // The measured response time: Lombardia Connect answered its demo leads and booking; Vesuvio nothing.
    await expect
      .poll(async () => page.getByTestId('merchant-row').filter({ hasText: 'Lombardia Connect' }).locator('td').nth(7).textContent(), { timeout: 10_000 })
      .toMatch(/^entro \d+ or[ae] \(\d+ casi\)$/)
    expect(await page.getByTestId('merchant-row').filter({ hasText: 'Vesuvio Assicurazioni' }).locator('td').nth(7).textContent()).toBe('—')
    const services = await page.getByTestId('merchant-row').filter({ hasText: 'Prato Sicura Impianti' }).locator('td').nth(5).textContent()
    expect(services).toBe(`${'Sistemi di Allarme, Assicurazione Casa, Luce & Gas, Depuratori'.slice(0, 50)}…`)

    await tab(/^Prenotazioni/).click()
    expect(await headers(page, 'Prenotazioni')).toEqual(['Cliente', 'Servizio', 'Contatti', 'CAP', 'Merchant', 'Stato', 'Data', 'Azioni'])
    const call = page.getByTestId('booking-row').filter({ hasText: 'Roberto Galli' })
    expect(await call.textContent()).toContain('Richiesta di chiamata')
    expect(await call.locator('td').nth(4).textContent()).toBe('Da assegnare')
    expect(await call.locator('td').nth(5).textContent()).toBe('In Attesa')
    const converted = page.getByTestId('booking-row').filter({ hasText: 'Sara Conti' })
    expect(await converted.locator('td').nth(4).textContent()).toBe('Lombardia Connect')
    expect(await converted.locator('td').nth(5).textContent()).toBe('Convertito')

    await tab(/^Abbandoni Moduli/).click()
    await page.getByTestId('abandoned-counters').waitFor()
    expect(await page.getByTestId('abandoned-counters').textContent()).toMatch(/Sessioni totali[\d.]+Completate[\d.]+Abbandonate[\d.]+Tasso di completamento[\d,]+%/)
    expect(await page.getByTestId('abandoned-row').count()).toBeGreaterThanOrEqual(12)
    expect(await page.getByTestId('funnel').count()).toBeGreaterThan(0)
    // A seeded session, a browser's (the e2e tests' own requests to the API come from Node): its detail.
    await page.getByPlaceholder('Codice o domanda').fill('LGDEMO')
    await page.getByPlaceholder('Codice o domanda').press('Enter')
    await expect.poll(async () => (await page.getByTestId('abandoned-row').first().textContent()) ?? '').toContain('DEMO')
    await page.getByTestId('abandoned-row').first().getByRole('button').click()
    const session = page.getByRole('dialog', { name: /^Sessione / })
    expect(await session.textContent()).toMatch(/Indirizzo IP[\d.:a-f]+User agent/)
    expect(await session.textContent()).toContain('User agentMozilla/5.0')
    await page.keyboard.press('Escape')

    await tab(/^Coda email/).click()
    // Every e-mail goes out through the mail catcher here: none waits, none failed, nothing to send again.
    await page.getByText('Nessuna email in attesa o non inviata.').waitFor()
    expect(await page.getByRole('button', { name: 'Reinvia tutte' }).isDisabled()).toBe(true)
  })

  it('erases a merchant after a confirmation that says what goes and what stays; its bookings stay, labelled', async () => {
    const token = await apiLogin(admin.email, admin.password)
    const created = await api('POST', '/merchants', token, {
      nomeCognome: 'Test Elimina',
      nomeAzienda: 'Azienda Da Eliminare',
      ragioneSociale: 'Azienda Da Eliminare S.r.l.',
      partitaIva: '00159560366',
      sede: 'Via Roma 2, Prato',
      settoreAttivita: 'Test',
      cap: '59100',
      zonaGeografica: 'Prato',
      servizi: ['luce-gas'],
      capCoperti: [{ cap: '59100' }],
      telefono: '+39 0574 000000',
      email: 'da.eliminare@example.com',
    })
    expect(created.status).toBe(201)
    const id = (created.body.doc as { id: number }).id
    const booking = await api('POST', '/bookings', token, {
      merchant: id,
      origine: 'offerte',
      nomeCliente: 'Cliente Del Eliminato',
      telefonoCliente: '+39 333 000 3333',
      emailCliente: 'cliente.eliminato@example.com',
      servizioRichiesto: 'luce-gas',
      capCliente: '59100',
    })
    expect(booking.status).toBe(201)
    const page = await adminPage()
    await page.getByRole('tab', { name: /^Merchant/ }).click()
    await page.getByRole('button', { name: 'Elimina Azienda Da Eliminare' }).click()
    const confirm = page.getByRole('dialog', { name: 'Eliminare definitivamente "Azienda Da Eliminare"?' })
    expect(await confirm.textContent()).toContain('Sei sicuro di voler eliminare il merchant "Azienda Da Eliminare"? Questa azione non può essere annullata.')
    expect(await confirm.textContent()).toContain('non potrà più accedere')
    expect(await confirm.textContent()).toContain('Restano le sue prenotazioni')
    await shoot(page, '1280-erase-dialog', { fullPage: false })
    await confirm.getByRole('button', { name: 'Elimina definitivamente' }).click()
    await page.getByRole('status').filter({ hasText: 'Merchant eliminato' }).waitFor()
    await expect.poll(() => page.getByTestId('merchant-row').filter({ hasText: 'Azienda Da Eliminare' }).count(), { timeout: 5000 }).toBe(0)
    expect((await api('GET', `/merchants/${id}`, token)).status).toBe(404)

    await page.getByRole('tab', { name: /^Prenotazioni/ }).click()
    const kept = page.getByTestId('booking-row').filter({ hasText: 'Cliente Del Eliminato' })
    expect(await kept.locator('td').nth(4).textContent()).toBe('Merchant eliminato')
    expect(await kept.textContent()).not.toContain('Richiesta di chiamata')
    await api('DELETE', `/bookings/${(booking.body.doc as { id: number }).id}`, token)
  })

  it('suspends a merchant and re-activates it from the merchants list', async () => {
    const token = await apiLogin(admin.email, admin.password)
    const created = await api('POST', '/merchants', token, {
      nomeCognome: 'Test Sospendi',
      nomeAzienda: 'Azienda Da Sospendere',
      ragioneSociale: 'Azienda Da Sospendere S.r.l.',
      partitaIva: '01114601006',
      sede: 'Via Roma 4, Prato',
      settoreAttivita: 'Test',
      cap: '59100',
      zonaGeografica: 'Prato',
      servizi: ['luce-gas'],
      capCoperti: [{ cap: '59100' }],
      telefono: '+39 0574 000004',
      email: 'da.sospendere@example.com',
    })
    expect(created.status).toBe(201)
    const id = (created.body.doc as { id: number }).id
    try {
      expect((await reviewMerchant(id, token, { azione: 'approva' })).status).toBe(200)
      const page = await adminPage()
      await page.getByRole('tab', { name: /^Merchant/ }).click()
      const row = page.getByTestId('merchant-row').filter({ hasText: 'Azienda Da Sospendere' })
      expect(await row.locator('td').nth(6).textContent()).toBe('Attivo')
      // Each decision is confirmed in a dialog that says what it does and asks why; nothing happens before.
      await row.getByRole('button', { name: 'Sospendi Azienda Da Sospendere' }).click()
      const suspend = page.getByRole('dialog', { name: 'Sospendere "Azienda Da Sospendere"?' })
      expect(await suspend.textContent()).toContain('la sua area aperta mostra la sospensione con il motivo')
      await suspend.getByRole('button', { name: 'Sospendi' }).click()
      await suspend.getByText('Scrivi il motivo (almeno 5 caratteri): il merchant lo riceve per email.').waitFor()
      expect((await api('GET', `/merchants/${id}?depth=0`, token)).body.stato).toBe('attivo')
      await suspend.getByLabel('Motivo (inviato al merchant per email e mostrato nella sua area)').fill('Reclami ripetuti dei clienti.')
      await shoot(page, '1280-suspend-dialog', { fullPage: false })
      await suspend.getByRole('button', { name: 'Sospendi' }).click()
      await page.getByRole('status').filter({ hasText: 'Merchant sospeso' }).waitFor()
      await expect.poll(() => row.locator('td').nth(6).textContent(), { timeout: 5000 }).toBe('Sospeso')
      expect((await api('GET', `/merchants/${id}?depth=0`, token)).body).toMatchObject({ stato: 'sospeso', motivoStato: 'Reclami ripetuti dei clienti.' })
      await row.getByRole('button', { name: 'Riattiva Azienda Da Sospendere' }).click()
      const reactivate = page.getByRole('dialog', { name: 'Riattivare "Azienda Da Sospendere"?' })
      await reactivate.getByLabel('Motivo (inviato al merchant per email e mostrato nella sua area)').fill('Chiarimento ricevuto.')
      await reactivate.getByRole('button', { name: 'Riattiva' }).click()
      await page.getByRole('status').filter({ hasText: 'Merchant riattivato' }).waitFor()
      await expect.poll(() => row.locator('td').nth(6).textContent(), { timeout: 5000 }).toBe('Attivo')
      expect((await api('GET', `/merchants/${id}?depth=0`, token)).body.stato).toBe('attivo')

      // The trail: who, what, when, why, newest first.
      await page.getByRole('tab', { name: /^Registro decisioni/ }).click()
      const trail = page.getByRole('tabpanel', { name: /^Registro decisioni/ })
      await trail.getByLabel('Cerca').fill('Azienda Da Sospendere')
      const entries = trail.getByTestId('decision-row')
      await expect.poll(async () => (await entries.allTextContents()).length, { timeout: 5000 }).toBe(3)
      const texts = await entries.allTextContents()
      expect(texts[0]).toContain('Merchant riattivato')
      expect(texts[0]).toContain('Chiarimento ricevuto.')
      expect(texts[1]).toContain('Merchant sospeso')
      expect(texts[1]).toContain('Reclami ripetuti dei clienti.')
      expect(texts[2]).toContain('Merchant approvato')
      for (const text of texts) expect(text).toContain(admin.email)
      await shoot(page, '1280-decisions-trail', { fullPage: false })
    } finally {
      await api('DELETE', `/merchants/${id}`, token)
    }
  })

  it('hands a call request to a merchant serving its service and CAP, and moves its state', async () => {
    const token = await apiLogin(admin.email, admin.password)
    // As the call form sends it, choosing Energia Toscana among the partners it names; then its sender opens the
    // e-mail's link, without which no partner may get it (call-verification.test.ts).
    const email = `gino.riassegnato.${Date.now()}@example.com`
    const named = await api('GET', '/public/lead-partners?service=fotovoltaico&cap=59100')
    const chosen = (named.body.partners as { id: number; nomeAzienda: string }[]).find((partner) => partner.nomeAzienda === 'Energia Toscana S.r.l.')!
    const created = await api('POST', '/public/call-requests', undefined, {
      servizio: 'fotovoltaico',
      nome: 'Gino',
      cognome: 'Riassegnato',
      email,
      cellulare: '333 000 4444',
      descrizione: 'Vorrei un preventivo per il fotovoltaico.',
      cap: '59100',
      privacy: true,
      marketing: false,
      partners: true,
      partnerChannels: ['telefono'],
      partnerIds: [chosen.id],
    })
    expect(created.status).toBe(201)
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBe(1)
    const codice = /conferma-chiamata#codice=([0-9a-f]{64})/.exec((await mailsTo(email))[0]!.text)![1]
    expect((await api('POST', '/public/call-requests/confirm', undefined, { codice })).status).toBe(200)
    const id = created.body.id as number
    try {
      const page = await adminPage()
      await page.getByRole('tab', { name: /^Prenotazioni/ }).click()
      const row = page.getByTestId('booking-row').filter({ hasText: 'Gino Riassegnato' })
      expect(await row.locator('td').nth(4).textContent()).toBe('Da assegnare')
      await row.getByRole('button', { name: 'Modifica prenotazione di Gino Riassegnato' }).click()
      const dialog = page.getByRole('dialog', { name: 'Modifica prenotazione di Gino Riassegnato' })
      // The form gave the CAP: the dialog asks none and lists at once the partners serving it that the consumer chose.
      expect(await dialog.getByLabel('CAP del cliente').count()).toBe(0)
      const merchant = dialog.getByLabel('Merchant', { exact: true })
      await merchant.waitFor()
      expect(await merchant.locator('option').allTextContents()).toEqual(['Nessuno', 'Energia Toscana S.r.l.'])
      await merchant.selectOption({ label: 'Energia Toscana S.r.l.' })
      const stato = dialog.getByLabel('Stato')
      expect(await stato.locator('option').allTextContents()).toEqual(['In Attesa', 'Contattato', 'Non risponde / assente'])
      await stato.selectOption({ label: 'Contattato' })
      await shoot(page, '1280-booking-editor', { fullPage: false })
      await dialog.getByRole('button', { name: 'Salva' }).click()
      await page.getByRole('status').filter({ hasText: 'Prenotazione aggiornata' }).waitFor()
      await expect.poll(() => row.locator('td').nth(4).textContent(), { timeout: 5000 }).toBe('Energia Toscana S.r.l.')
      expect(await row.locator('td').nth(3).textContent()).toBe('59100')
      expect(await row.locator('td').nth(5).textContent()).toBe('Contattato')
      expect((await api('GET', `/bookings/${id}?depth=0`, token)).body).toMatchObject({ capCliente: '59100', stato: 'contattato' })

      await row.getByRole('button', { name: 'Modifica prenotazione di Gino Riassegnato' }).click()
      expect(await dialog.getByLabel('Stato').locator('option').allTextContents()).toEqual(['Contattato', 'Convertito', 'Non interessato', 'Non risponde / assente'])
      await dialog.getByLabel('Merchant', { exact: true }).waitFor()
      expect(await dialog.getByLabel('Merchant', { exact: true }).locator('option').allTextContents()).toEqual(['Energia Toscana S.r.l. (attuale)'])
    } finally {
      await api('DELETE', `/bookings/${id}`, token)
    }
  })

  it('approvals: counts, the seeded review and proposal, a new merchant refused with a reason then approved, live', async () => {
    const page = await adminPage()
    await page.getByRole('tab', { name: /^Approvazioni/ }).click()
    const cards = page.getByTestId('approval-card')
    const seededReview = cards.filter({ hasText: 'Nuova Energia Fiorentina' })
    await seededReview.waitFor()
    expect(await seededReview.textContent()).toContain('In revisione')
    expect(await seededReview.textContent()).toContain('P.IVA valida')
    const proposal = cards.filter({ hasText: 'Lombardia Connect' })
    expect(await proposal.getByTestId('proposed').allTextContents()).toEqual(['+ Fotovoltaico (proposto)', '+ 20122 (proposto)', '+ 20123 (proposto)'])
    expect(await proposal.getByRole('button').allTextContents()).toEqual(['Sospendi', 'Approva modifiche', 'Respingi modifiche'])
    expect(await page.getByTestId('approval-counts').textContent()).toMatch(/In revisione: \d+Proposte di modifica: \d+/)

    const token = await apiLogin(admin.email, admin.password)
    const created = await api('POST', '/merchants', token, {
      nomeCognome: 'Lia Nuova',
      nomeAzienda: 'Nuovo Partner E2E',
      ragioneSociale: 'Nuovo Partner E2E S.r.l.',
      partitaIva: '01114601006',
      sede: 'Via Garibaldi 3, Prato',
      settoreAttivita: 'Energia',
      cap: '59100',
      zonaGeografica: 'Prato',
      servizi: ['luce-gas'],
      capCoperti: [{ cap: '59100' }],
      telefono: '+39 0574 000001',
      email: 'nuovo.partner.e2e@example.com',
    })
    expect(created.status).toBe(201)
    const id = (created.body.doc as { id: number }).id
    try {
      // The admin stream reports the new merchant: its card appears without a reload.
      const card = cards.filter({ hasText: 'Nuovo Partner E2E' })
      await card.waitFor({ timeout: 5000 })
      await card.getByRole('button', { name: 'Respingi' }).click()
      const reject = page.getByRole('dialog', { name: 'Respingere "Nuovo Partner E2E"?' })
      await reject.getByLabel('Motivo (inviato al merchant per email e mostrato nella sua area)').fill('Visura camerale mancante.')
      await reject.getByRole('button', { name: 'Respingi e invia il motivo' }).click()
      await page.getByText('Merchant respinto: email inviata').waitFor()
      await expect.poll(() => card.textContent()).toContain('Visura camerale mancante.')
      expect(await card.textContent()).toContain('Respinto')
      await card.getByRole('button', { name: 'Approva' }).click()
      // Approving is confirmed too: the dialog says what it does; cancelling leaves it as it was.
      const approve = page.getByRole('dialog', { name: 'Approvare "Nuovo Partner E2E"?' })
      expect(await approve.textContent()).toContain('Il merchant diventa attivo')
      await approve.getByRole('button', { name: 'Annulla' }).click()
      await approve.waitFor({ state: 'hidden' })
      expect((await api('GET', `/merchants/${id}?depth=0`, token)).body.stato).toBe('respinto')
      await card.getByRole('button', { name: 'Approva' }).click()
      await shoot(page, '1280-approve-dialog', { fullPage: false })
      await approve.getByRole('button', { name: 'Sì, approva' }).click()
      await page.getByRole('status').filter({ hasText: 'Merchant approvato' }).waitFor()
      await expect.poll(() => card.count()).toBe(0)
      expect((await api('GET', `/merchants/${id}?depth=0`, token)).body.stato).toBe('attivo')
    } finally {
      await api('DELETE', `/merchants/${id}`, token)
    }
  })

  it('an edited proposal: the partner changes it twice in its area, the admin approves it from «Approvazioni»; one changed while the dialog is open is shown again', async () => {
    const token = await apiLogin(admin.email, admin.password)
    const tag = randomUUID().slice(0, 8)
    const company = `Proposta Doppia ${tag}`
    const account = { email: `proposta.${tag}@example.com`, password: 'Proposta!2026prova' }
    const profileEmail = `amministrazione.commerciale.${tag}@studio-tecnico-impianti-fotovoltaici.example.com`
    const user = await api('POST', '/users', token, { ...account, roles: ['merchant'] })
    expect(user.status).toBe(201)
    const created = await api('POST', '/merchants', token, {
      ...merchantProfile({ nomeAzienda: company, cap: '59100', citta: 'Prato', email: profileEmail }),
      user: (user.body.doc as { id: number }).id,
      stato: 'attivo',
    })
    expect(created.status).toBe(201)
    const id = (created.body.doc as { id: number }).id
    const version = async () => (await api('GET', `/merchants/${id}?depth=0`, token)).body.versioneProposta as number
    const partner = await browser.newPage()
    try {
      await signInMerchant(partner, account)
      await partner.getByRole('tab', { name: 'Gestione Profilo' }).click()
      const caps = partner.getByLabel('CAP serviti *')
      const propose = async (value: string, expected: number) => {
        await caps.fill(value)
        await partner.getByRole('button', { name: 'Salva Scheda' }).click()
        await expect.poll(version, { timeout: 10_000 }).toBe(expected)
      }
      await propose('59100 59013', 1)
      await partner.getByLabel('Fotovoltaico').check()
      await propose('59100 59013 59015', 2)

      // On a phone its long address breaks where it must, not at every letter, and nothing scrolls sideways.
      const phone = await adminPage({ width: 390 })
      await phone.getByRole('button', { name: /^Approvazioni/, expanded: false }).click()
      const address = phone.locator('#card-approvals').getByTestId('approval-card').filter({ hasText: company }).getByText(profileEmail)
      await address.waitFor()
      expect(await address.evaluate((element) => [getComputedStyle(element).overflowWrap, getComputedStyle(element).wordBreak])).toEqual(['anywhere', 'normal'])
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      await shoot(phone, '390-approval-long-email', { fullPage: false })
      await phone.close()

      const page = await adminPage()
      await page.getByRole('tab', { name: /^Approvazioni/ }).click()
      const card = page.getByTestId('approval-card').filter({ hasText: company })
      await card.waitFor()
      expect(await card.getByTestId('proposed').allTextContents()).toEqual(['+ Fotovoltaico (proposto)', '+ 59013 (proposto)', '+ 59015 (proposto)'])
      await card.getByRole('button', { name: 'Approva modifiche' }).click()
      const dialog = page.getByRole('dialog', { name: `Approvare le modifiche di "${company}"?` })
      expect(await dialog.getByTestId('decision-proposal').textContent()).toBe('Servizi propostiFotovoltaicoCAP proposti59013, 59015')

      // While the dialog is open the partner adds one more CAP: the approval is refused and the proposal shown again.
      await propose('59100 59013 59015 59016', 3)
      await dialog.getByRole('button', { name: 'Sì, approva le modifiche' }).click()
      await expect.poll(() => dialog.getByRole('alert').textContent()).toBe(merchantVettingMessages.proposalChanged)
      expect(await dialog.getByTestId('decision-proposal').textContent()).toBe('Servizi propostiFotovoltaicoCAP proposti59013, 59015, 59016')
      expect((await api('GET', `/merchants/${id}?depth=0`, token)).body.servizi).toEqual(['luce-gas'])
      await shoot(page, '1280-approve-changes-shown-again', { fullPage: false })
      await dialog.getByRole('button', { name: 'Sì, approva le modifiche' }).click()
      await page.getByRole('status').filter({ hasText: 'Modifiche approvate' }).waitFor()
      await expect.poll(() => card.count()).toBe(0)
      const stored = (await api('GET', `/merchants/${id}?depth=0`, token)).body as { servizi: string[]; serviziProposti: string[]; capCoperti: { cap: string }[]; capCopertiProposti: unknown[] }
      expect(stored).toMatchObject({ servizi: ['luce-gas', 'fotovoltaico'], serviziProposti: [], capCopertiProposti: [] })
      expect(stored.capCoperti.map((row) => row.cap)).toEqual(['59100', '59013', '59015', '59016'])
      // The partner's area no longer shows anything waiting for approval.
      await partner.reload()
      await partner.getByText(merchantVettingMessages.banner.attivo).waitFor()
      expect(await partner.getByText(merchantVettingMessages.pendingTitle).count()).toBe(0)
      await page.close()
    } finally {
      await partner.close()
      await api('DELETE', `/merchants/${id}`, token)
      await api('DELETE', `/users/${(user.body.doc as { id: number }).id}`, token)
    }
  })

  it('an open decision dialog stays open, on its section, when the window crosses the tablet width either way', async () => {
    const page = await adminPage()
    const title = 'Approvare le modifiche di "Lombardia Connect"?'
    const dialog = page.getByRole('dialog', { name: title })
    const approvalsTab = page.getByRole('tab', { name: /^Approvazioni/ })
    await approvalsTab.click()
    await page.getByTestId('approval-card').filter({ hasText: 'Lombardia Connect' }).getByRole('button', { name: 'Approva modifiche' }).click()
    await dialog.waitFor()
    await page.setViewportSize({ width: 700, height: 900 })
    await expect.poll(() => page.locator('#card-approvals').isVisible()).toBe(true)
    expect(await dialog.isVisible()).toBe(true)
    await page.setViewportSize({ width: 1280, height: 900 })
    await expect.poll(() => dialog.isVisible()).toBe(true)
    expect(await approvalsTab.getAttribute('aria-selected')).toBe('true')
    await dialog.getByRole('button', { name: 'Annulla' }).click()

    // On a narrow window the admin opens «Merchant» below, then decides in «Approvazioni» above: widened, the tab shown
    // is the dialog's, not the card opened last.
    await page.getByRole('tab', { name: /^Richieste Clienti/ }).click()
    await page.setViewportSize({ width: 700, height: 900 })
    // Still open as a card from before, beside the selected tab's (once the narrow layout is drawn).
    await expect.poll(() => page.locator('#card-clientRequests').isVisible()).toBe(true)
    expect(await page.locator('#card-approvals').isVisible()).toBe(true)
    await page.getByRole('button', { name: /^Merchant/, expanded: false }).click()
    await page.locator('#card-approvals').getByTestId('approval-card').filter({ hasText: 'Lombardia Connect' }).getByRole('button', { name: 'Approva modifiche' }).click()
    await dialog.waitFor()
    await page.setViewportSize({ width: 1280, height: 900 })
    await expect.poll(() => approvalsTab.getAttribute('aria-selected')).toBe('true')
    expect(await dialog.isVisible()).toBe(true)
    await dialog.getByRole('button', { name: 'Annulla' }).click()
    await dialog.waitFor({ state: 'hidden' })
  })

  it('shows a lead created elsewhere within 2 s, without a reload', async () => {
    const page = await adminPage()
    await expect.poll(() => page.getByTestId('live-status').textContent(), { timeout: 5000 }).toBe('● In tempo reale')
    const token = await apiLogin(admin.email, admin.password)
    const created = await api('POST', '/client-requests', token, {
      nome: 'Lead Dal Vivo',
      email: 'dal.vivo@example.com',
      telefono: '+39 333 444 5555',
      servizio: 'internet-mobile',
      cap: '20121',
    })
    expect(created.status).toBe(201)
    const started = Date.now()
    await page.getByTestId('client-request-row').filter({ hasText: 'Lead Dal Vivo' }).waitFor({ timeout: 2000 })
    expect(Date.now() - started).toBeLessThan(2000)
    await api('DELETE', `/client-requests/${(created.body.doc as { id: number }).id}`, token)
  })

  it('downloads the abandoned sessions of the filter as CSV', async () => {
    const token = await apiLogin(admin.email, admin.password)
    const expected = await api('GET', '/partial-submissions?where[serviceType][equals]=luce-gas&limit=1&depth=0', token)
    const page = await adminPage()
    await page.getByRole('tab', { name: /^Abbandoni Moduli/ }).click()
    await page.getByRole('tabpanel', { name: /^Abbandoni Moduli/ }).getByLabel('Servizio', { exact: true }).selectOption('luce-gas')
    await page.getByRole('button', { name: 'Filtra' }).click()
    await expect.poll(async () => (await page.getByTestId('abandoned-row').allTextContents()).every((row) => row.includes('Luce & Gas')), { timeout: 5000 }).toBe(true)
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Esporta CSV' }).click()])
    expect(download.suggestedFilename()).toBe(`abbandoni-moduli-${new Date().toISOString().slice(0, 10)}.csv`)
    const lines = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').trimEnd().split('\r\n')
    expect(lines[0]).toBe(ABANDONED_CSV_COLUMNS.join(','))
    expect(lines.length - 1).toBe(expected.body.totalDocs)
    expect(lines.slice(1).every((line) => line.split(',')[1] === 'Luce & Gas')).toBe(true)
  })

  it('shows collapsible cards on a phone', async () => {
    const page = await adminPage({ width: 390 })
    expect(await page.getByRole('tab').count()).toBe(0)
    const merchants = page.getByRole('button', { name: /^Merchant/ })
    expect(await merchants.getAttribute('aria-expanded')).toBe('false')
    await merchants.click()
    expect(await merchants.getAttribute('aria-expanded')).toBe('true')
    await page.getByTestId('merchant-row').filter({ hasText: 'Energia Toscana S.r.l.' }).waitFor()
  })
})

/** The sections with a list, by tab name, with the test id of their rows. */
const listSections = [
  { tab: 'Richieste Clienti', row: 'client-request-row' },
  { tab: 'Richieste Contatti', row: 'contact-request-row' },
  { tab: 'Abbandoni Moduli', row: 'abandoned-row' },
  { tab: 'Merchant', row: 'merchant-row' },
  { tab: 'Prenotazioni', row: 'booking-row' },
]

describe('admin lists on every screen', () => {
  it('fit their box at 1280 px: no table is wider than its box', async () => {
    const page = await adminPage({ width: 1280 })
    for (const section of listSections) {
      await page.getByRole('tab', { name: new RegExp(`^${section.tab}`) }).click()
      const panel = page.getByRole('tabpanel', { name: new RegExp(`^${section.tab}`) })
      const box = panel.getByTestId('table-box')
      await box.waitFor()
      const size = await box.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }))
      expect(size.scroll, section.tab).toBeLessThanOrEqual(size.client)
      await shoot(page, `1280-${section.row}`)
    }
  })

  it('are cards at 390 px, one per row with labelled values, and their actions work', async () => {
    const page = await adminPage({ width: 390 })
    expect(await page.getByRole('table').count()).toBe(0)
    for (const section of listSections) {
      const toggle = page.getByRole('button', { name: new RegExp(`^${section.tab}`) })
      if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click()
      const card = page.getByRole('list', { name: section.tab === 'Abbandoni Moduli' ? 'Sessioni dei moduli' : section.tab }).getByTestId(section.row).first()
      await card.waitFor()
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width, section.tab).toBeLessThanOrEqual(390)
      await card.scrollIntoViewIfNeeded()
      await shoot(page, `390-${section.row}`, { fullPage: false })
      await toggle.click()
    }
    await page.getByRole('button', { name: /^Richieste Clienti/ }).click()
    const lead = page.getByTestId('client-request-row').filter({ hasText: 'Davide Moretti' })
    expect(await lead.locator('dt').allTextContents()).toEqual(['Cliente', 'Servizio', 'Contatti', 'CAP', 'Data'])
    await lead.getByRole('button', { name: 'Dettagli di Davide Moretti' }).click()
    await page.getByRole('dialog', { name: 'Richiesta di Davide Moretti' }).getByRole('heading', { name: 'Risposte al questionario' }).waitFor()
    const consents = page.getByRole('dialog', { name: 'Richiesta di Davide Moretti' }).getByTestId('consent-proofs')
    await consents.scrollIntoViewIfNeeded()
    await shoot(page, '390-consensi', { fullPage: false })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})

describe('admin list tools', () => {
  it('search, filter and sort every list on the server, say "Nessun risultato", and export the filtered rows', async () => {
    const page = await adminPage()
    const panel = (tab: string) => page.getByRole('tabpanel', { name: new RegExp(`^${tab}`) })
    const names = (tab: string, row: string) => panel(tab).getByTestId(row).locator('td:first-child').allTextContents()

    await expect.poll(() => names('Richieste Clienti', 'client-request-row'), { timeout: 5000 }).toContain('Davide Moretti')
    await panel('Richieste Clienti').getByLabel('Cerca').fill('moretti')
    await expect.poll(() => names('Richieste Clienti', 'client-request-row'), { timeout: 5000 }).toEqual(['Davide Moretti'])

    await page.getByRole('tab', { name: /^Richieste Contatti/ }).click()
    await panel('Richieste Contatti').getByLabel('Cerca').fill('nessuno si chiama così')
    await panel('Richieste Contatti').getByText('Nessun risultato').waitFor()
    await shoot(page, '1280-contacts-no-results', { fullPage: false })

    await page.getByRole('tab', { name: /^Merchant/ }).click()
    const merchants = panel('Merchant')
    await merchants.getByTestId('merchant-row').first().waitFor()
    const company = merchants.getByRole('columnheader', { name: 'Azienda' })
    expect(await company.getAttribute('aria-sort')).toBe('none')
    expect(await merchants.getByRole('columnheader', { name: 'Data' }).getAttribute('aria-sort')).toBe('descending')
    await company.getByRole('button').click()
    await expect.poll(() => company.getAttribute('aria-sort')).toBe('ascending')
    await expect.poll(async () => (await names('Merchant', 'merchant-row'))[0], { timeout: 5000 }).toBe('Assicura Firenze Broker')
    await company.getByRole('button').click()
    await expect.poll(async () => (await names('Merchant', 'merchant-row'))[0], { timeout: 5000 }).toBe('Vesuvio Assicurazioni')
    expect(await company.getAttribute('aria-sort')).toBe('descending')
    await merchants.getByLabel('Cerca').fill('59100')
    // Other tests add merchants of their own in Prato: the demo ones are found, and only rows that show the digits
    // searched for (as the CAP, or inside a phone number the row prints with spaces).
    const otherRows = async () => (await merchants.getByTestId('merchant-row').allTextContents()).filter((row) => !row.replace(/\s/g, '').includes('59100'))
    await expect.poll(otherRows, { timeout: 5000 }).toEqual([])
    expect(await names('Merchant', 'merchant-row')).toEqual(expect.arrayContaining(['Prato Sicura Impianti', 'Energia Toscana S.r.l.']))
    await merchants.getByLabel('Cerca').fill('')
    await merchants.getByLabel('Filtra per stato').selectOption({ label: 'Sospeso' })
    await expect.poll(() => names('Merchant', 'merchant-row'), { timeout: 5000 }).toEqual(['Vesuvio Assicurazioni'])
    await shoot(page, '1280-merchants-filtered', { fullPage: false })
    const [download] = await Promise.all([page.waitForEvent('download'), merchants.getByRole('link', { name: 'Esporta CSV' }).click()])
    expect(download.suggestedFilename()).toBe(`merchant-${new Date().toISOString().slice(0, 10)}.csv`)
    const lines = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').trimEnd().split('\r\n')
    expect(lines[0]).toBe('Azienda,Referente,Email,Telefono,Settore,Zona,CAP,Servizi,Stato,Data')
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['Vesuvio Assicurazioni'])

    await page.getByRole('tab', { name: /^Abbandoni Moduli/ }).click()
    const step = panel('Abbandoni Moduli').getByRole('columnheader', { name: 'Passo' })
    await step.getByRole('button').click()
    await expect.poll(() => step.getAttribute('aria-sort')).toBe('ascending')
    const stepsShown = async () => (await panel('Abbandoni Moduli').getByTestId('abandoned-row').locator('td:nth-child(4)').allTextContents()).map((text) => Number(text.split('/')[0]))
    const ascending = (steps: number[]) => steps.length > 1 && steps.every((value, index) => index === 0 || steps[index - 1]! <= value)
    await expect.poll(async () => ascending(await stepsShown()), { timeout: 5000 }).toBe(true)
    await shoot(page, '1280-abandoned-sorted')
    expect(await panel('Abbandoni Moduli').getByRole('link', { name: 'Esporta CSV' }).getAttribute('href')).toContain('sort=currentStep')

    await page.getByRole('tab', { name: /^Prenotazioni/ }).click()
    await panel('Prenotazioni').getByLabel('Filtra per stato').selectOption({ label: 'Convertito' })
    const bookingRows = () => panel('Prenotazioni').getByTestId('booking-row').allTextContents()
    await expect.poll(async () => (await bookingRows()).length > 0 && (await bookingRows()).every((row) => row.includes('Convertito')), { timeout: 5000 }).toBe(true)
    expect(await names('Prenotazioni', 'booking-row')).toContain('Sara Conti')
  })

  it('search, filter and export from a phone (390 px), without scrolling sideways', async () => {
    const page = await adminPage({ width: 390 })
    // Opened once React answers the card's button (a click before that is lost, as on a slow phone): checked a second
    // after each click, so a click that did open it is never taken back by another.
    const bookings = page.getByRole('button', { name: /^Prenotazioni/ })
    await expect
      .poll(
        async () => {
          if ((await bookings.getAttribute('aria-expanded')) === 'false') await bookings.click()
          return bookings.getAttribute('aria-expanded')
        },
        { timeout: 15_000, interval: 1000 },
      )
      .toBe('true')
    const card = page.locator('#card-bookings')
    const rows = () => card.getByTestId('booking-row').allTextContents()
    await card.getByTestId('booking-row').first().waitFor()
    await card.getByLabel('Filtra per stato').selectOption({ label: 'Contattato' })
    await card.getByLabel('Cerca').fill('moretti')
    await expect.poll(async () => (await rows()).length === 1 && (await rows())[0]!.includes('Davide Moretti'), { timeout: 5000 }).toBe(true)
    expect((await rows())[0]).toContain('Contattato')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    expect(await card.getByTestId('list-results').textContent()).toBe('1 risultato')
    // The section's count stays the whole list's.
    expect(Number(await page.getByRole('button', { name: /^Prenotazioni/ }).getByTestId('section-count').textContent())).toBeGreaterThan(1)
    await card.getByRole('search').evaluate((element) => element.scrollIntoView({ block: 'start' }))
    await shoot(page, '390-bookings-filtered', { fullPage: false })
    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('link', { name: 'Esporta CSV' }).click()])
    expect(download.suggestedFilename()).toBe(`prenotazioni-${new Date().toISOString().slice(0, 10)}.csv`)
    const lines = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').trimEnd().split('\r\n')
    expect(lines[0]).toBe('Cliente,Email,Telefono,Servizio,CAP,Merchant,Stato,Data')
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['Davide Moretti'])
    expect(lines[1]).toContain(',Contattato,')

    await card.getByLabel('Cerca').fill('nessuno si chiama così')
    await card.getByText('Nessun risultato').waitFor()
    await shoot(page, '390-bookings-no-results', { fullPage: false })

    await page.getByRole('button', { name: /^Abbandoni Moduli/ }).click()
    const abandoned = page.locator('#card-abandoned')
    await abandoned.getByTestId('abandoned-row').first().waitFor()
    await abandoned.getByLabel('Cerca').fill('nessuna-sessione')
    await abandoned.getByRole('button', { name: 'Filtra' }).click()
    await abandoned.getByText('Nessun risultato').waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})

describe('the admin queues as lists', () => {
  /** A merchant waiting in review and a lead waiting for a partner, each with a name no other test uses. */
  async function queued(token: string) {
    const tag = randomUUID().slice(0, 6)
    const merchant = await api('POST', '/merchants', token, {
      ...merchantProfile({ nomeAzienda: `Coda Revisione ${tag}`, cap: '39013', citta: 'Merano', email: `coda.${tag}@example.com` }),
      stato: 'in_revisione',
    })
    expect(merchant.status).toBe(201)
    // Nobody serves Depuratori in 39013: the lead waits, since three days.
    const lead = await api('POST', '/client-requests', token, {
      nome: `Coda Attesa ${tag}`,
      email: `attesa.${tag}@example.com`,
      telefono: '+39 333 444 5555',
      servizio: 'depuratori',
      cap: '39013',
      citta: 'Merano',
      senzaPartnerDal: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    })
    expect(lead.status).toBe(201)
    return { tag, merchantId: (merchant.body.doc as { id: number }).id, leadId: (lead.body.doc as { id: number }).id }
  }

  async function csvLines(page: Page, link: ReturnType<Page['getByRole']>, fileName: string) {
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    expect(download.suggestedFilename()).toBe(`${fileName}-${new Date().toISOString().slice(0, 10)}.csv`)
    return fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').trimEnd().split('\r\n')
  }

  it.each([1280, 390])('Approvazioni and Senza partner: search, filter, sort and the CSV of the same rows at %i px', async (width) => {
    const token = await apiLogin(admin.email, admin.password)
    const { tag, merchantId, leadId } = await queued(token)
    const page = await adminPage({ width })
    try {
      const open = async (name: string) => {
        const button = page.getByRole(width > 800 ? 'tab' : 'button', { name: new RegExp(`^${name}`) })
        await button.click()
        return width > 800 ? page.getByRole('tabpanel', { name: new RegExp(`^${name}`) }) : page.locator(`#card-${name === 'Approvazioni' ? 'approvals' : 'waiting'}`)
      }

      const approvals = await open('Approvazioni')
      await approvals.getByTestId('approval-card').first().waitFor()
      await approvals.getByLabel('Cerca').fill(`Coda Revisione ${tag}`)
      const cards = approvals.getByTestId('approval-card')
      await expect.poll(async () => (await cards.allTextContents()).map((text) => text.includes(`Coda Revisione ${tag}`)), { timeout: 5000 }).toEqual([true])
      await approvals.getByLabel('Filtra per stato').selectOption({ label: 'In revisione' })
      await approvals.getByLabel('Filtra per servizio').selectOption({ label: 'Luce & Gas' })
      await approvals.getByLabel('Ordina per').selectOption({ label: 'In attesa da più tempo' })
      expect(await approvals.getByTestId('list-results').textContent()).toBe('1 risultato')
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await approvals.getByRole('search').evaluate((element) => element.scrollIntoView({ block: 'start' }))
      await shoot(page, `${width}-approvals-search`, { fullPage: false })
      const approvalRows = await csvLines(page, approvals.getByRole('link', { name: 'Esporta CSV' }), 'approvazioni')
      expect(approvalRows[0]).toBe('Azienda,Ragione sociale,Partita IVA,P.IVA valida,Sede,CAP,Città,Email,Telefono,Stato,Servizi approvati,Servizi proposti,CAP serviti,CAP proposti,Ultima modifica')
      expect(approvalRows.slice(1).map((line) => line.split(',')[0])).toEqual([`Coda Revisione ${tag}`])
      expect(approvalRows[1]).toContain(',In revisione,')
      await approvals.getByLabel('Filtra per stato').selectOption({ label: 'Sospeso' })
      await approvals.getByText('Nessun risultato').waitFor()

      const waiting = await open('Senza partner')
      await waiting.getByLabel('Cerca').fill(`Coda Attesa ${tag}`)
      const leads = waiting.getByTestId('waiting-card')
      await expect.poll(async () => (await leads.allTextContents()).map((text) => text.includes(`Coda Attesa ${tag}`)), { timeout: 5000 }).toEqual([true])
      await waiting.getByLabel('Filtra per servizio').selectOption({ label: 'Depuratori' })
      await waiting.getByLabel('Filtra per attesa').selectOption({ label: 'Da più di 1 giorno' })
      await expect.poll(() => waiting.getByTestId('list-results').textContent(), { timeout: 5000 }).toBe('1 risultato')
      expect(await leads.first().textContent()).toContain('39013 - Merano')
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await waiting.getByRole('search').evaluate((element) => element.scrollIntoView({ block: 'start' }))
      await shoot(page, `${width}-waiting-search`, { fullPage: false })
      const waitingRows = await csvLines(page, waiting.getByRole('link', { name: 'Esporta CSV' }), 'senza-partner')
      expect(waitingRows[0]).toBe('Cliente,Email,Servizio,CAP,Città,In attesa dal')
      expect(waitingRows.slice(1).map((line) => line.split(',').slice(0, 5).join(','))).toEqual([`Coda Attesa ${tag},attesa.${tag}@example.com,Depuratori,39013,Merano`])
      await waiting.getByLabel('Filtra per attesa').selectOption({ label: 'Da più di 7 giorni' })
      await waiting.getByText('Nessun risultato').waitFor()
      // The section's count stays the whole queue's.
      expect(Number(await page.getByRole(width > 800 ? 'tab' : 'button', { name: /^Senza partner/ }).getByTestId('section-count').textContent())).toBeGreaterThanOrEqual(1)
    } finally {
      await page.close()
      await api('DELETE', `/merchants/${merchantId}`, token)
      await api('DELETE', `/client-requests/${leadId}`, token)
    }
  })
})

describe('admin cards: returns and reviews', () => {
  it('lists the returns waiting first, counted on their tab and in the merchants table, and every written review, counted on its tab', async () => {
    const page = await adminPage({ width: 1280 })
    const count = async (name: RegExp) => Number(await page.getByRole('tab', { name }).getByTestId('section-count').textContent())
    // The demo's return of Prato Sicura Impianti waits for a decision.
    await page.getByRole('tab', { name: /^Resi/ }).click()
    const waiting = page.getByTestId('return-card').filter({ hasText: 'Prato Sicura Impianti' })
    await waiting.waitFor()
    expect(await waiting.textContent()).toContain('già chiesto un preventivo')
    await expect.poll(() => count(/^Resi/)).toBeGreaterThanOrEqual(1)
    const cards = page.getByTestId('return-card')
    expect(await cards.first().textContent()).toContain(leadReturnStateLabels.in_attesa)
    await shoot(page, '1280-admin-returns')

    await page.getByRole('tab', { name: /^Recensioni/ }).click()
    await page.getByTestId('admin-review').first().waitFor()
    const reviews = await page.getByTestId('admin-review').count()
    await expect.poll(() => count(/^Recensioni/)).toBe(reviews)
    await shoot(page, '1280-admin-reviews')

    await page.getByRole('tab', { name: /^Merchant/ }).click()
    await expect
      .poll(async () => page.getByTestId('merchant-row').filter({ hasText: 'Prato Sicura Impianti' }).locator('td').nth(8).textContent(), { timeout: 10_000 })
      .toMatch(/^\d+ accettat[oi], \d+ in attesa$/)
    await page.close()
  })
})

describe('Payload admin dashboard', () => {
  it.each([
    ['Admin', 1],
    ['Editor', 0],
  ] as const)('shows the %s %i link(s) to /area-admin', async (label, links) => {
    const who = demoAccount(label)
    const page = await browser.newPage()
    await cmsAdminLogin(page, who, { throughForm: true })
    await page.getByRole('heading', { name: 'Contenuti' }).waitFor()
    const link = page.getByRole('link', { name: "Apri l'Area Admin" })
    expect(await link.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual(Array.from({ length: links }, () => '/area-admin'))
  })
})
