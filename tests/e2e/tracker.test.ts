import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { bookingProposalMessages, callbackAgendaMessages, callbackSlots, formatRomeDateTime, formatRomeTime, fillText, insuranceMessages, objectionMessages, romeWeek, TRANSPARENCY_PATH, uiTextCatalogue } from '#content-schema'
import { answerTo, baseUrl, demoAccount, hasFocus, mailsTo, sendRequest, shoot, signInMerchant, useBrowser } from './harness.ts'

const browser = useBrowser()
const admin = demoAccount('Admin')
const pratoMerchant = demoAccount('Merchant (Prato)')
// The Milano partner (Lombardia Connect, Internet & Mobile in 20121) for the tests below that add requests: the Prato
// partner's first page of leads stays as the merchant tests expect it.
const milanoMerchant = demoAccount('Merchant (Milano)')

/**
 * A request sent as the questionnaire sends it — Fotovoltaico from Prato unless told otherwise, by the test's visitor
 * or the name given; its tracker link read from the confirmation e-mail.
 */
async function newRequest(
  location = '59100 - Prato',
  service: 'fotovoltaico' | 'internet-mobile' | 'assicurazione-casa' = 'fotovoltaico',
  nome?: string,
): Promise<{ email: string; trackerUrl: string; ref: string }> {
  const email = `traccia.${randomUUID().slice(0, 8)}@example.com`
  const ref = await sendRequest(service, location, email, nome)
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBe(1)
  const [confirmation] = await mailsTo(email)
  const trackerUrl = /Segui la tua richiesta: (\S+)/.exec(confirmation!.text)?.[1]
  expect(new URL(trackerUrl!).pathname).toBe(`/richiesta/${ref}`)
  return { email, trackerUrl: `${baseUrl}${new URL(trackerUrl!).pathname}`, ref }
}

/** The merchant area of a demo partner, signed in, on one of its tabs, in a window of its own. */
async function merchantArea(account: { email: string; password: string }, tab: string | RegExp) {
  const area = await browser.newPage({ width: 1280, height: 900 })
  await signInMerchant(area, account)
  await area.getByRole('tab', { name: tab }).click()
  return area
}

describe('the request tracker', () => {
  it("shows the request, the partner it went to, and a callback's progress made in the merchant area within 2 s", async () => {
    const request = await newRequest()
    for (const [width, height] of [
      [1280, 900],
      [390, 844],
    ] as const) {
      const page = await browser.newPage({ width, height })
      await page.goto(request.trackerUrl)
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('La tua richiesta per Fotovoltaico')
      const partner = page.getByTestId('tracker-partner').filter({ hasText: 'Energia Toscana S.r.l.' })
      expect(await partner.getByTestId('tracker-event').first().textContent()).toContain('Ha ricevuto la tua richiesta')
      await page.getByTestId('estimate').waitFor()
      expect(await page.getByRole('link', { name: 'Scegli chi ti richiama e quando' }).getAttribute('href')).toBe(`/offerte-cap?ref=${request.ref}`)
      expect(await partner.getByRole('link', { name: 'Prenota una richiamata con Energia Toscana S.r.l.' }).getAttribute('href')).toMatch(
        new RegExp(`^/offerte-cap\\?ref=${request.ref}#partner-\\d+$`),
      )
      await shoot(page, `tracker-${width}`)
      await page.close()
    }

    // The visitor (who let partners contact them) books Energia Toscana from the offers page.
    const page = await browser.newPage({ width: 1280, height: 900 })
    await page.goto(request.trackerUrl)
    await page.getByRole('link', { name: 'Prenota una richiamata con Energia Toscana S.r.l.' }).click()
    await page.waitForURL(/\/offerte-cap#partner-\d+$/)
    // The link lands on that partner's card.
    expect(await page.locator(':target').getByRole('article', { name: 'Energia Toscana S.r.l.' }).count()).toBe(1)
    await shoot(page, 'offers-partner-target-1280')
    await page.getByRole('article', { name: 'Energia Toscana S.r.l.' }).getByRole('button', { name: /richiamato/i }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: /Conferma/ }).click()
    await page.getByTestId('booked-text').waitFor()
    await page.goto(request.trackerUrl)
    const partner = page.getByTestId('tracker-partner').filter({ hasText: 'Energia Toscana S.r.l.' })
    await expect.poll(() => partner.getByTestId('tracker-event').allTextContents()).toEqual([expect.stringContaining('Ha ricevuto'), expect.stringContaining('Richiamata prenotata')])
    expect(await page.getByText('Contatto dai partner commerciali', { exact: true }).count()).toBe(1)

    // The merchant marks the callback as made in its area, in another window; the open tracker shows it.
    const area = await merchantArea(pratoMerchant, 'Prenotazioni')
    const card = area.getByTestId('bookings-list').locator('li').filter({ hasText: request.email })
    await card.getByRole('button', { name: 'Segna come contattato' }).click()
    await expect.poll(() => card.getAttribute('data-stato')).toBe('contattato')
    const changed = Date.now()
    await expect.poll(() => partner.locator('[data-kind="contattato"]').count(), { timeout: 2000, interval: 50 }).toBe(1)
    expect(Date.now() - changed).toBeLessThan(2000)
    expect(await partner.locator('[data-kind="contattato"]').textContent()).toContain('Ti ha contattato')

    // The partner proposes another time; the consumer sees it on the open page, accepts it, and the callback moves.
    await card.getByRole('button', { name: bookingProposalMessages.button }).click()
    const slotField = card.getByRole('combobox', { name: bookingProposalMessages.field })
    await slotField.selectOption({ index: 3 })
    const proposed = new Date(await slotField.inputValue())
    await card.getByRole('button', { name: bookingProposalMessages.send }).click()
    await card.getByTestId('booking-proposal').waitFor({ timeout: 10_000 })
    expect(await card.getByTestId('booking-proposal').textContent()).toBe(bookingProposalMessages.pending(formatRomeDateTime(proposed)))
    const proposal = partner.getByTestId('tracker-proposal')
    await proposal.waitFor({ timeout: 5_000 })
    expect(await proposal.textContent()).toContain(`Il partner ti propone un altro orario: ${formatRomeDateTime(proposed)} (ora italiana).`)
    await shoot(page, 'tracker-proposal-1280')
    await proposal.getByRole('button', { name: 'Accetta il nuovo orario' }).click()
    await expect.poll(() => partner.getByTestId('tracker-callback-note').textContent()).toBe(`Fatto: Energia Toscana S.r.l. ti richiamerà il giorno ${formatRomeDateTime(proposed)}.`)
    expect(await partner.getByTestId('tracker-callback-slot').textContent()).toBe(`${formatRomeDateTime(proposed)} (ora italiana)`)
    expect(await proposal.count()).toBe(0)
    await expect
      .poll(async () => [(await mailsTo(request.email)).some((mail) => mail.subject === 'Energia Toscana S.r.l. ti propone un altro orario per la richiamata'), (await mailsTo('info@energiatoscana.it')).some((mail) => mail.subject.startsWith(bookingProposalMessages.accepted) && mail.text.includes(formatRomeDateTime(proposed)))], { timeout: 20_000 })
      .toEqual([true, true])
    // The partner's agenda has it on its day, in the week it falls in.
    await area.getByRole('button', { name: callbackAgendaMessages.agenda }).click()
    if (proposed.getTime() >= romeWeek(new Date())[6]!.end.getTime()) await area.getByRole('button', { name: callbackAgendaMessages.next }).click()
    const inAgenda = area.getByTestId('agenda-callback').filter({ hasText: request.email })
    await inAgenda.waitFor({ timeout: 10_000 })
    expect(await inAgenda.locator('summary').textContent()).toContain(formatRomeTime(proposed))
    await shoot(area, 'merchant-agenda-1280')
    await area.close()

    // Cancelling asks first, then says so; the partner is told not to call.
    await page.getByRole('button', { name: 'Annulla la richiesta' }).click()
    await page.getByRole('button', { name: 'Sì, annulla la richiesta' }).click()
    await page.getByTestId('tracker-cancelled').waitFor()
    expect(await page.getByTestId('tracker-cancelled').textContent()).toMatch(/^Hai annullato questa richiesta il /)
    expect(await page.getByRole('link', { name: 'Scegli chi ti richiama e quando' }).count()).toBe(0)
    await expect
      .poll(async () => (await mailsTo('info@energiatoscana.it')).some((mail) => mail.subject.startsWith('Richiesta annullata dal cliente') && mail.text.includes('non chiamare')), {
        timeout: 20_000,
      })
      .toBe(true)

    // Asking for erasure: recorded, shown, and every admin is told.
    await page.getByRole('button', { name: 'Chiedi la cancellazione dei tuoi dati' }).click()
    await page.getByRole('button', { name: 'Sì, chiedi la cancellazione dei tuoi dati' }).click()
    await page.getByTestId('tracker-erasure').waitFor()
    await shoot(page, 'tracker-closed-1280')
    await expect
      .poll(async () => (await mailsTo(admin.email)).some((mail) => mail.subject === `Richiesta di cancellazione dei dati: ${request.email}`), { timeout: 20_000 })
      .toBe(true)
    await page.reload()
    await page.getByTestId('tracker-erasure').waitFor()
    expect(await page.getByRole('button', { name: 'Chiedi la cancellazione dei tuoi dati' }).count()).toBe(0)
    await page.close()
  })

  it('changes the slot of a waiting callback from the tracker at 390 px: the partner is e-mailed and its area shows the new slot', async () => {
    const request = await newRequest()
    const tracker = (await (await fetch(`${baseUrl}/api/public/request?ref=${request.ref}`)).json()) as { partners: { id: number; nomeAzienda: string }[] }
    const energia = tracker.partners.find((candidate) => candidate.nomeAzienda === 'Energia Toscana S.r.l.')!
    const [first, second] = callbackSlots(new Date(Date.now() + 86_400_000), 6)
    const booked = await fetch(`${baseUrl}/api/public/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ref: request.ref, merchantId: energia.id, partners: true, richiamata: first!.value }),
    })
    expect(booked.status).toBe(201)

    const page = await browser.newPage({ width: 390, height: 844 })
    await page.goto(request.trackerUrl)
    const partner = page.getByTestId('tracker-partner').filter({ hasText: 'Energia Toscana S.r.l.' })
    expect(await partner.getByTestId('tracker-callback-slot').textContent()).toBe(`${formatRomeDateTime(first!.start)} (ora italiana)`)
    expect(await partner.getByRole('link', { name: /Prenota una richiamata/ }).count()).toBe(0)

    // From the keyboard: the button opens the booking's slot picker with the booked slot chosen.
    const change = partner.getByRole('button', { name: 'Cambia orario della richiamata con Energia Toscana S.r.l.' })
    await expect.poll(() => change.isEnabled()).toBe(true)
    await change.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Cambia l’orario della richiamata con Energia Toscana S.r.l.' })
    await dialog.waitFor()
    const picker = dialog.getByLabel('Quando preferisci essere richiamato/a?')
    // The slots are listed once the field has rendered on the visitor's clock (CallbackSlotField), a frame after the dialog.
    await expect.poll(() => picker.inputValue()).toBe(first!.value)
    await picker.selectOption(second!.value)
    await shoot(page, 'tracker-reschedule-390')
    // One of the tracker's rounds of re-reading is asked before the change and answered only after it: it must not
    // bring the old slot back.
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    let held = false
    let served = () => {}
    const staleServed = new Promise<void>((resolve) => (served = resolve))
    const trackerReads = (url: URL) => url.pathname === '/api/public/request'
    await page.route(trackerReads, async (route) => {
      if (held) return route.continue()
      held = true
      const before = await route.fetch()
      await released
      await route.fulfill({ response: before })
      served()
    })
    await expect.poll(() => held).toBe(true)
    await dialog.getByRole('button', { name: 'Conferma il nuovo orario' }).press('Enter')
    await dialog.waitFor({ state: 'detached' })
    const when = formatRomeDateTime(second!.start)
    expect(await partner.getByTestId('tracker-callback-slot').textContent()).toBe(`${when} (ora italiana)`)
    release()
    await staleServed
    await page.waitForTimeout(500)
    expect(await partner.getByTestId('tracker-callback-slot').textContent()).toBe(`${when} (ora italiana)`)
    await page.unroute(trackerReads)
    expect(await partner.getByRole('status').textContent()).toBe(`Orario aggiornato: Energia Toscana S.r.l. ti richiamerà il giorno ${when}.`)
    expect(await hasFocus(change)).toBe(true)
    await expect.poll(() => partner.locator('[data-kind="prenotato"]').textContent()).toContain(when)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await shoot(page, 'tracker-rescheduled-390')
    await page.setViewportSize({ width: 1280, height: 900 })
    await shoot(page, 'tracker-rescheduled-1280')
    await page.close()

    await expect
      .poll(async () => (await mailsTo('info@energiatoscana.it')).some((mail) => mail.subject.startsWith('Il cliente ha cambiato l’orario della richiamata') && mail.text.includes(when)), {
        timeout: 20_000,
      })
      .toBe(true)

    const area = await merchantArea(pratoMerchant, 'Prenotazioni')
    const card = area.getByTestId('bookings-list').locator('li').filter({ hasText: request.email })
    expect(await card.getByTestId('callback-times').textContent()).toContain(when)
    await area.close()
  })

  it('is one live truth: a partner’s status reaches the open page within 2 s, the consumer’s cancel and erasure reach the partner’s open lists within 2 s', async () => {
    const request = await newRequest('20121 - Milano', 'internet-mobile')
    const page = await browser.newPage({ width: 390, height: 844 })
    await page.goto(request.trackerUrl)
    const partner = page.getByTestId('tracker-partner').filter({ hasText: 'Lombardia Connect' })
    await partner.getByTestId('tracker-event').first().waitFor()

    const area = await merchantArea(milanoMerchant, /Clienti/)
    const lead = area.getByTestId('leads-list').locator('li').filter({ hasText: request.email })
    await lead.waitFor()
    // The consumer let partners call: the number is there to call.
    expect(await lead.getByRole('link', { name: /^\+?[\d ]+$/ }).count()).toBe(1)
    await lead.getByLabel('Stato della richiesta', { exact: true }).selectOption('contattato')
    // The 2 s run from when the partner's save is answered (a busy machine may take a while to answer it).
    const saved = () => answerTo(area, '/api/lead-statuses', 'write')
    let answered = saved()
    await lead.getByRole('button', { name: 'Salva' }).click()
    expect((await answered).ok()).toBe(true)
    const changed = Date.now()
    await expect.poll(() => partner.locator('[data-kind="contattato"]').count(), { timeout: 2000, interval: 50 }).toBe(1)
    expect(Date.now() - changed).toBeLessThan(2000)
    await page.reload()
    expect(await partner.locator('[data-kind="contattato"]').textContent()).toContain('Ti ha contattato')
    // A message the partner writes for the consumer arrives the same way; its private note never does.
    await lead.getByLabel('Nuova nota').fill('Da richiamare dopo le 18, preferisce WhatsApp')
    await lead.getByRole('button', { name: 'Aggiungi nota' }).click()
    await lead.getByTestId('lead-notes').getByText('Da richiamare dopo le 18, preferisce WhatsApp').waitFor()
    await lead.getByLabel('Messaggio per il cliente', { exact: true }).fill('Le ho lasciato un messaggio in segreteria: la richiamo domani alle 10.')
    answered = saved()
    await lead.getByRole('button', { name: 'Salva' }).click()
    expect((await answered).ok()).toBe(true)
    const wrote = Date.now()
    await expect.poll(() => partner.locator('[data-kind="messaggio"]').count(), { timeout: 2000, interval: 50 }).toBe(1)
    expect(Date.now() - wrote).toBeLessThan(2000)
    expect(await partner.locator('[data-kind="messaggio"]').textContent()).toContain('Ti ha scritto: Le ho lasciato un messaggio in segreteria: la richiamo domani alle 10.')
    expect(await page.textContent('body')).not.toContain('Da richiamare dopo le 18')
    await shoot(page, 'tracker-partner-message-390')

    await page.getByRole('button', { name: 'Annulla la richiesta' }).click()
    await page.getByRole('button', { name: 'Sì, annulla la richiesta' }).click()
    await page.getByTestId('tracker-cancelled').waitFor()
    const cancelled = Date.now()
    await lead.getByTestId('lead-cancelled').waitFor({ timeout: 2000 })
    expect(Date.now() - cancelled).toBeLessThan(2000)
    expect(await lead.getByText('Annullata dal cliente').count()).toBe(1)
    expect(await lead.getByRole('link', { name: /^\+?[\d ]+$/ }).count()).toBe(0)
    expect(await lead.textContent()).toContain('•••')

    await page.getByRole('button', { name: 'Chiedi la cancellazione dei tuoi dati' }).click()
    await page.getByRole('button', { name: 'Sì, chiedi la cancellazione dei tuoi dati' }).click()
    await page.getByTestId('tracker-erasure').waitFor()
    const erased = Date.now()
    await expect.poll(() => lead.getByTestId('lead-cancelled').textContent(), { timeout: 2000, interval: 50 }).toContain('cancellazione dei suoi dati')
    expect(Date.now() - erased).toBeLessThan(2000)
    await shoot(area, 'merchant-lead-cancelled-1280')
    await page.close()
    await area.close()
  })

  it('lists each partner as the controller of the data, with an objection that hides the contacts from its open area within 2 s and tells it', async () => {
    const nome = `Obiettore ${randomUUID().slice(0, 6)}`
    const request = await newRequest('20121 - Milano', 'internet-mobile', nome)
    const area = await merchantArea(milanoMerchant, /Clienti/)
    const lead = area.getByTestId('leads-list').locator('li').filter({ hasText: nome })
    await lead.waitFor()
    expect(await lead.getByRole('link', { name: request.email }).count()).toBe(1)

    const page = await browser.newPage({ width: 390, height: 844 })
    await page.goto(request.trackerUrl)
    expect(await page.getByTestId('tracker-controllers-intro').textContent()).toBe(uiTextCatalogue.tracker.texts.controllersIntro.default)
    const partner = page.getByTestId('tracker-partner').filter({ hasText: 'Lombardia Connect' })
    const controller = partner.getByTestId('tracker-controller')
    expect(await controller.textContent()).toContain('Titolare autonomo del trattamento')
    expect(await controller.textContent()).toContain('P.IVA 06456780482')
    expect(await controller.getByRole('link', { name: 'contatti@lombardiaconnect.it' }).getAttribute('href')).toBe('mailto:contatti@lombardiaconnect.it')

    // From the keyboard: the first press asks, "No" goes back to the button, the second press objects.
    const object = partner.getByRole('button', { name: fillText(uiTextCatalogue.tracker.texts.objectLabel.default, { azienda: 'Lombardia Connect' }) })
    await expect.poll(() => object.isEnabled()).toBe(true)
    await object.focus()
    await page.keyboard.press('Enter')
    await partner.getByText(fillText(uiTextCatalogue.tracker.texts.objectConfirm.default, { azienda: 'Lombardia Connect' })).waitFor()
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(uiTextCatalogue.tracker.texts.objectYes.default)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect.poll(() => hasFocus(object)).toBe(true)
    await page.keyboard.press('Enter')
    await shoot(page, 'tracker-objection-confirm-390')
    // The 2 s run from when the objection is answered (a busy machine may take a while to answer it), and before
    // anything else the test does on either page.
    const answered = answerTo(page, '/api/public/request/objection', 'POST')
    await partner.getByRole('button', { name: uiTextCatalogue.tracker.texts.objectYes.default }).click()
    expect((await answered).ok()).toBe(true)
    const objected = Date.now()
    // The partner's open list hides the contacts at once and says why.
    await lead.getByTestId('lead-objection').waitFor({ timeout: 2000 })
    expect(Date.now() - objected).toBeLessThan(2000)
    await partner.getByTestId('tracker-objected').waitFor()
    expect(await partner.getByTestId('tracker-objected').textContent()).toMatch(/^Ti sei opposto\/a il .+: per questa richiesta non vede più i tuoi contatti/)
    expect(await partner.getByRole('link', { name: /Prenota una richiamata/ }).count()).toBe(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await shoot(page, 'tracker-objected-390')
    await page.setViewportSize({ width: 1280, height: 900 })
    await shoot(page, 'tracker-objected-1280')

    expect(await lead.getByRole('link', { name: request.email }).count()).toBe(0)
    expect(await lead.textContent()).toContain(objectionMessages.hiddenContact)
    expect(await lead.textContent()).not.toContain(request.email)
    await shoot(area, 'merchant-lead-objected-1280')
    await expect
      .poll(async () => (await mailsTo('contatti@lombardiaconnect.it')).some((mail) => mail.subject === 'Opposizione del cliente: Internet & Mobile (20121)' && mail.text.includes(nome)), {
        timeout: 20_000,
      })
      .toBe(true)

    // It stays so on the next visit.
    await page.reload()
    await partner.getByTestId('tracker-objected').waitFor()
    expect(await partner.getByRole('button', { name: fillText(uiTextCatalogue.tracker.texts.objectLabel.default, { azienda: 'Lombardia Connect' }) }).count()).toBe(0)
    await page.close()
    await area.close()
  })

  it('links the transparency page from the offers page and from the footer', async () => {
    const request = await newRequest('20121 - Milano', 'internet-mobile')
    for (const width of [1280, 390]) {
      const page = await browser.newPage({ width, height: 900 })
      await page.goto(`${baseUrl}/offerte-cap?ref=${request.ref}`)
      const link = page.getByTestId('offers-transparency').getByRole('link', { name: 'Come scegliamo e ordiniamo i partner' })
      expect(await link.getAttribute('href')).toBe(TRANSPARENCY_PATH)
      expect((await page.getByTestId('offers-transparency').innerText()).replace(/\s+/g, ' ').trim()).toBe(
        'I partner sono elencati in ordine alfabetico: nessuno paga per comparire prima. Come scegliamo e ordiniamo i partner',
      )
      await link.click()
      await page.waitForURL(`${baseUrl}${TRANSPARENCY_PATH}`)
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Come funziona CasaConfronta, senza letture tra le righe')
      await page.goto(request.trackerUrl)
      await page.locator('footer').getByRole('link', { name: 'Trasparenza', exact: true }).click()
      await page.waitForURL(`${baseUrl}${TRANSPARENCY_PATH}`)
      await page.close()
    }
  })

  it('shows no premium for an insurance request passed on as a referral, on its page and in its e-mail, and says why', async () => {
    const request = await newRequest('59100 - Prato', 'assicurazione-casa')
    const [confirmation] = await mailsTo(request.email)
    expect(confirmation!.text).toContain(insuranceMessages.referralNotice)
    expect(confirmation!.text).not.toMatch(/\d\s?€|€\/anno/)
    for (const [width, height] of [
      [1280, 900],
      [390, 844],
    ] as const) {
      const page = await browser.newPage({ width, height })
      await page.goto(request.trackerUrl)
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('La tua richiesta per Assicurazione Casa')
      await expect.poll(() => page.getByTestId('estimate-notice').textContent()).toBe(insuranceMessages.referralNotice)
      expect(await page.getByTestId('estimate-value').count()).toBe(0)
      expect(await page.locator('main').textContent()).not.toMatch(/\d\s?€|€\/anno/)
      await shoot(page, `tracker-insurance-${width}`)
      await page.close()
    }
  })

  it('offers no callback where no partner serves the request', async () => {
    const request = await newRequest('38123 - Trento')
    for (const width of [1280, 390]) {
      const page = await browser.newPage({ width, height: 900 })
      await page.goto(request.trackerUrl)
      await page.getByText('Nessun partner verificato copre ancora il tuo CAP').waitFor()
      expect(await page.getByRole('link', { name: 'Scegli chi ti richiama e quando' }).count()).toBe(0)
      expect(await page.getByRole('link', { name: /Prenota una richiamata/ }).count()).toBe(0)
      await shoot(page, `tracker-no-partner-${width}`)
      await page.close()
    }
  })

  it('is reached from the offers page and from the booking’s confirmation', async () => {
    const request = await newRequest('20121 - Milano', 'internet-mobile')
    const page = await browser.newPage({ width: 1280, height: 900 })
    await page.goto(`${baseUrl}/offerte-cap?ref=${request.ref}`)
    expect(await page.getByTestId('follow-request').getAttribute('href')).toBe(`/richiesta/${request.ref}`)
    await page.getByRole('article', { name: 'Lombardia Connect' }).getByRole('button', { name: /richiamato/i }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: /Conferma/ }).click()
    await page.getByTestId('booked-text').waitFor()
    // The confirmation's own way to the request, beside the one under the page's title.
    expect(await page.getByRole('main').getByRole('link', { name: 'Segui la tua richiesta', exact: true }).last().getAttribute('href')).toBe(`/richiesta/${request.ref}`)
    await shoot(page, 'offers-booked-1280')
    await page.close()
  })

  it('answers an unknown request with the 404 page', async () => {
    const response = await fetch(`${baseUrl}/richiesta/non-esiste-questo-token`)
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('Pagina non trovata')
  })
})
