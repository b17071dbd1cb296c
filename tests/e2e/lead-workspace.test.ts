import fs from 'node:fs'
import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { bookingActionLabel, bookingStateLabels, callbackAgendaMessages, callbackIcsMessages, leadIntakeMessages, leadWorkflowMessages, merchantListMessages, MerchantLeadsPageSchema, romeWeek } from '#content-schema'
import { api, apiLogin, demoAccount, shoot, signInMerchant, useBrowser } from './harness.ts'

const browser = useBrowser()
const admin = demoAccount('Admin')
const prato = demoAccount('Merchant (Prato)')

const signIn = (page: Page) => signInMerchant(page, prato)

/** A lead of Prato's area with a callback booked with Prato, both waiting. */
async function leadWithCallback(tag: string) {
  const token = await apiLogin(admin.email, admin.password)
  const merchants = await api('GET', '/merchants?where[nomeAzienda][equals]=Energia%20Toscana%20S.r.l.&depth=0&limit=1', token)
  const merchant = (merchants.body.docs as { id: number }[])[0]!.id
  const email = `giulia.${tag}@example.com`
  const person = { nome: 'Giulia Ferri', email, telefono: '+39 348 765 4321', servizio: 'luce-gas', cap: '59100' }
  const lead = await api('POST', '/client-requests', token, { ...person, citta: 'Prato', offersToken: `e2e-${randomUUID()}` })
  expect(lead.status).toBe(201)
  const leadId = (lead.body.doc as { id: number }).id
  // The consumer chose Energia Toscana and let it call, write on WhatsApp and by e-mail: the number is shown, and callable.
  expect((await api('POST', '/consents', token, { email, grants: [{ purpose: 'partners', granted: true, merchant, channels: ['telefono', 'whatsapp', 'email'] }], legalVersion: 'e2e', lead: leadId, service: 'luce-gas' })).status).toBe(201)
  const booking = await api('POST', '/bookings', token, {
    merchant, lead: leadId, origine: 'offerte', stato: 'in_attesa',
    nomeCliente: person.nome, telefonoCliente: person.telefono, emailCliente: email, servizioRichiesto: person.servizio, capCliente: person.cap,
  })
  expect(booking.status).toBe(201)
  return email
}

describe('one lead workspace', () => {
  it('lists what waits first, as the server orders it; the callback marked «Contattato» moves its lead; the state filter finds it', async () => {
    const tag = randomUUID().slice(0, 8)
    const email = await leadWithCallback(tag)
    const page = await browser.newPage({ width: 1280 })
    await signIn(page)
    await page.getByRole('tab', { name: 'Dashboard Clienti' }).click()
    const leads = page.getByTestId('leads-list')
    await leads.waitFor()

    // «Da gestire prima» is the default order, and the list is the server's.
    expect(await page.getByRole('combobox', { name: merchantListMessages.sort }).inputValue()).toBe('urgent')
    const server = MerchantLeadsPageSchema.parse((await api('GET', '/merchant/leads?sort=urgent', await apiLogin(prato.email, prato.password))).body)
    await expect.poll(async () => leads.locator(':scope > li h3').allTextContents(), { timeout: 10_000 }).toEqual(server.docs.map((doc) => doc.nome))
    expect(await leads.locator(':scope > li').first().getByRole('combobox', { name: leadWorkflowMessages.statusLabel }).inputValue()).toBe('nuovo')
    await shoot(page, 'merchant-leads-urgent-1280')

    // The callback is answered from the bookings tab…
    await page.getByRole('tab', { name: 'Prenotazioni' }).click()
    // The callbacks with a time, as a calendar file (the demo's one due today among them).
    const ics = page.getByTestId('callbacks-ics')
    expect(await ics.textContent()).toBe(callbackIcsMessages.link)
    const [download] = await Promise.all([page.waitForEvent('download'), ics.click()])
    expect(download.suggestedFilename()).toBe('richiamate.ics')
    const calendar = fs.readFileSync((await download.path())!, 'utf8')
    expect(calendar.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
    expect(calendar.replace(/\r\n /g, '')).toContain('SUMMARY:Richiamare Marco Neri (Caldaie & Clima)')
    await page.getByRole('searchbox', { name: 'Cerca' }).fill(email)
    const booking = page.getByTestId('bookings-list').locator(':scope > li').filter({ hasText: email })
    await booking.getByRole('button', { name: bookingActionLabel('contattato') }).click()
    await expect.poll(async () => booking.getAttribute('data-stato'), { timeout: 10_000 }).toBe('contattato')

    // …and the lead is «Contattato» too: the state filter finds it there and no longer among the new ones.
    await page.getByRole('tab', { name: 'Dashboard Clienti' }).click()
    await page.getByRole('searchbox', { name: 'Cerca' }).fill(email)
    const filter = page.getByRole('combobox', { name: merchantListMessages.filterLeadState })
    await filter.selectOption('contattato')
    const card = leads.locator(':scope > li').filter({ hasText: email })
    await card.waitFor({ timeout: 10_000 })
    expect(await card.getByRole('combobox', { name: leadWorkflowMessages.statusLabel }).inputValue()).toBe('contattato')
    // Its number is callable: call, WhatsApp and e-mail.
    const actions = card.getByTestId('lead-actions')
    expect(await actions.getByRole('link', { name: 'Chiama' }).getAttribute('href')).toBe('tel:+393487654321')
    expect(await actions.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toBe('https://wa.me/393487654321')
    expect(await actions.getByRole('link', { name: 'Email' }).getAttribute('href')).toBe(`mailto:${email}`)
    await shoot(page, 'merchant-leads-filtered-1280')
    await filter.selectOption('nuovo')
    await page.getByTestId('no-results').waitFor({ timeout: 10_000 })
  })

  it('opens on what needs action and fits a 390 px phone, with the state filter and the intake settings', async () => {
    const page = await browser.newPage({ width: 390, height: 844 })
    await signIn(page)
    // No tab to find: the leads, the waiting ones first, are what an active partner's area opens on.
    await page.getByTestId('leads-list').waitFor()
    expect(await page.getByRole('tab', { name: 'Dashboard Clienti' }).getAttribute('aria-selected')).toBe('true')
    // Today's callbacks come first (the demo's one due at 17:00 of the seeding day), with the way to the bookings.
    const today = page.getByTestId('today-callbacks')
    expect(await today.textContent()).toContain('alle 17:00 · Marco Neri')
    await page.getByRole('combobox', { name: merchantListMessages.filterLeadState }).waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await shoot(page, 'merchant-leads-urgent-390', { fullPage: false })
    await page.getByRole('tab', { name: 'Gestione Profilo' }).click()
    const intake = page.getByTestId('lead-intake')
    expect(await intake.getByRole('checkbox', { name: leadIntakeMessages.pause }).isChecked()).toBe(false)
    expect(await intake.getByRole('spinbutton', { name: leadIntakeMessages.cap }).inputValue()).toBe('')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await intake.scrollIntoViewIfNeeded()
    await shoot(page, 'merchant-intake-390', { fullPage: false })

    // The callbacks' agenda, a week at a time, by keyboard: the seeded no-show of this morning is on today.
    await page.getByRole('tab', { name: /^Prenotazioni/ }).click()
    await page.getByRole('button', { name: callbackAgendaMessages.agenda }).click()
    const week = page.getByTestId('agenda-week')
    expect(await week.textContent()).toBe(callbackAgendaMessages.week(romeWeek(new Date())))
    expect(await page.getByTestId('agenda-day').count()).toBe(7)
    const noShow = page.getByTestId('agenda-callback').filter({ hasText: 'Laura Bini' })
    expect(await noShow.locator('summary').textContent()).toContain(bookingStateLabels.non_risponde)
    await noShow.locator('summary').focus()
    await page.keyboard.press('Enter')
    await noShow.getByRole('button', { name: bookingActionLabel('contattato') }).waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await shoot(page, 'merchant-agenda-390')
    await page.getByRole('button', { name: callbackAgendaMessages.next }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => week.textContent()).toBe(callbackAgendaMessages.week(romeWeek(new Date(), 1)))
    await page.getByRole('button', { name: callbackAgendaMessages.current }).click()
    await expect.poll(() => week.textContent()).toBe(callbackAgendaMessages.week(romeWeek(new Date())))
  })
})
