import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { leadNoteMessages, leadWorkflowMessages, MERCHANT_LIST_PAGE_SIZE, phoneMaskMessages, RESPONSE_TIME_MIN_CASES, teamMessages } from '#content-schema'
import { api, apiLogin, baseUrl, demoAccount, shoot, signInMerchant, useBrowser } from './harness.ts'

const browser = useBrowser()
const admin = demoAccount('Admin')
const prato = demoAccount('Merchant (Prato)')

async function openLeads(page: Page) {
  await signInMerchant(page, prato)
  await page.getByRole('tab', { name: 'Dashboard Clienti' }).click()
  await page.getByTestId('leads-list').waitFor()
  await page.getByTestId('response-panel').waitFor()
}

describe('the merchant lead workflow', () => {
  it('changes a lead’s status and message from the keyboard and adds private notes; all survive a reload, the nudge and the figure follow', async () => {
    const page = await browser.newPage({ width: 1280 })
    await openLeads(page)
    // The demo Prato partner left Chiara Lombardi's request (a day old) untouched: the area nudges about it.
    expect(await page.getByTestId('waiting-nudge').textContent()).toBe(leadWorkflowMessages.waiting(1))
    const figure = await page.getByTestId('own-response-time').textContent()
    expect(figure).toMatch(/^Rispondi in media entro \d+ or[ae] \(calcolato su \d+ richieste\)$/)
    const cases = Number(figure!.match(/su (\d+) richieste/)![1])
    expect(cases).toBeGreaterThanOrEqual(RESPONSE_TIME_MIN_CASES)
    await shoot(page, 'merchant-leads-1280')

    const card = page.getByTestId('leads-list').locator('li').filter({ hasText: 'Chiara Lombardi' })
    const form = card.getByTestId('lead-workflow')
    const status = form.getByRole('combobox', { name: leadWorkflowMessages.statusLabel })
    expect(await status.inputValue()).toBe('nuovo')
    // Only the moves the workflow allows are offered.
    expect(await status.locator('option').allTextContents()).toEqual(['Nuovo', 'Contattato', 'Non risponde / assente', 'Perso'])
    await status.focus()
    await page.keyboard.press('ArrowDown')
    expect(await status.inputValue()).toBe('contattato')
    // Past «Assegnata a» (the team's members with an account), the message for the consumer, then «Salva».
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(await form.getByRole('combobox', { name: teamMessages.assignLabel }).getAttribute('id'))
    await page.keyboard.press('Tab')
    await page.keyboard.type('La richiamiamo giovedì dopo le 18.')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await page.getByTestId('toast').filter({ hasText: leadWorkflowMessages.saved }).first().waitFor({ timeout: 15_000 })
    await expect.poll(async () => page.getByTestId('waiting-nudge').count(), { timeout: 10_000 }).toBe(0)
    expect(await page.getByTestId('own-response-time').textContent()).toContain(`calcolato su ${cases + 1} richieste`)

    await page.reload()
    await page.getByRole('tab', { name: 'Dashboard Clienti' }).click()
    // Answered, the lead left the top of «Da gestire prima»: found by name.
    await page.getByRole('searchbox', { name: 'Cerca' }).fill('lombardi')
    const again = page.getByTestId('leads-list').locator('li').filter({ hasText: 'Chiara Lombardi' })
    await again.waitFor()
    expect(await again.getByRole('combobox', { name: leadWorkflowMessages.statusLabel }).inputValue()).toBe('contattato')
    expect(await again.getByRole('textbox', { name: leadWorkflowMessages.messageLabel }).inputValue()).toBe('La richiamiamo giovedì dopo le 18.')
    expect(await again.textContent()).toContain(leadWorkflowMessages.firstAction)
    await again.getByRole('combobox', { name: leadWorkflowMessages.statusLabel }).selectOption('preventivo_inviato')
    await again.getByRole('button', { name: leadWorkflowMessages.save }).click()
    await expect.poll(async () => again.locator('span', { hasText: 'Preventivo inviato' }).count(), { timeout: 10_000 }).toBeGreaterThan(0)

    // Private notes: an empty one is refused in Italian; two notes, newest first, each signed with its author.
    const notes = again.getByTestId('lead-notes')
    expect(await notes.textContent()).toContain(leadNoteMessages.empty)
    const noteBox = notes.getByRole('textbox', { name: leadNoteMessages.label })
    await notes.getByRole('button', { name: leadNoteMessages.add }).click()
    expect(await notes.getByRole('alert').textContent()).toContain('Scrivi la nota.')
    await noteBox.fill('Richiamare giovedì dopo le 18.')
    await noteBox.press('Tab')
    await page.keyboard.press('Enter')
    await expect.poll(async () => notes.getByTestId('lead-note').count(), { timeout: 10_000 }).toBe(1)
    await noteBox.fill('Preventivo inviato via email.')
    await notes.getByRole('button', { name: leadNoteMessages.add }).click()
    await expect.poll(async () => notes.getByTestId('lead-note').count(), { timeout: 10_000 }).toBe(2)
    await page.reload()
    await page.getByRole('tab', { name: 'Dashboard Clienti' }).click()
    await page.getByRole('searchbox', { name: 'Cerca' }).fill('lombardi')
    const reloaded = page.getByTestId('leads-list').locator('li').filter({ hasText: 'Chiara Lombardi' }).getByTestId('lead-note')
    await expect.poll(async () => reloaded.count(), { timeout: 10_000 }).toBe(2)
    const shown = await reloaded.allTextContents()
    expect(shown[0]).toContain('Preventivo inviato via email.')
    expect(shown[1]).toContain('Richiamare giovedì dopo le 18.')
    // Author and the Italian day and time: «merchant.prato@… · giovedì 26 novembre 2026, 18:05».
    for (const text of shown) expect(text).toMatch(new RegExp(`${prato.email.replaceAll('.', '\\.')} · \\S+ \\d{1,2} \\S+ \\d{4}, \\d{2}:\\d{2}$`))

    // Another merchant never reads the note; an admin does.
    const milano = demoAccount('Merchant (Milano)')
    const other = await api('GET', '/lead-notes?limit=100&depth=0', await apiLogin(milano.email, milano.password))
    expect(JSON.stringify(other.body)).not.toContain('Preventivo inviato via email.')
    const adminView = await api('GET', '/lead-notes?limit=100&depth=0&sort=-createdAt', await apiLogin(admin.email, admin.password))
    expect(JSON.stringify(adminView.body)).toContain('Preventivo inviato via email.')
  })

  it('fits a 390 px phone', async () => {
    const page = await browser.newPage({ width: 390, height: 844 })
    await openLeads(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await shoot(page, 'merchant-leads-390')
  })
})

/** The leads list narrowed, ordered and paged on the server, then the bookings filtered by state. */
async function listLeads() {
  const page = await browser.newPage({ width: 1280 })
  await openLeads(page)
  const leads = page.getByTestId('leads-list')
  const search = page.getByRole('searchbox', { name: 'Cerca' })
  await search.fill('nascosto')
  await page.getByTestId('no-results').waitFor({ timeout: 10_000 })
  await search.fill('lombardi')
  await expect.poll(async () => leads.locator(':scope > li').count(), { timeout: 10_000 }).toBe(1)
  expect(await leads.textContent()).toContain('Chiara Lombardi')
  await search.fill('nessuno-si-chiama-cosi')
  expect(await page.getByTestId('no-results').textContent()).toContain('Nessun risultato')
  await page.getByRole('button', { name: 'Azzera ricerca e filtri' }).click()
  expect(await search.inputValue()).toBe('')
  await page.getByRole('combobox', { name: 'Servizio' }).selectOption('caldaie-clima')
  await expect.poll(async () => (await leads.locator(':scope > li').allTextContents()).every((text) => text.includes('Caldaie')), { timeout: 10_000 }).toBe(true)
  expect(await leads.textContent()).toContain('Anna Gori')
  await page.getByRole('combobox', { name: 'Servizio' }).selectOption('')
  await page.getByRole('combobox', { name: 'Ordina per' }).selectOption('name')
  // The names A-Z; a request whose name the partner does not read comes after them, in no place a name would give it.
  const sortedByName = async () => {
    const shown = await leads.locator(':scope > li h3').allTextContents()
    const named = shown.filter((name) => name !== phoneMaskMessages.notShared)
    // A page not filled by names lists the unshared request too.
    const listed = named.length === MERCHANT_LIST_PAGE_SIZE || shown.length > named.length
    return listed && named.length > 1 && shown.slice(0, named.length).join('|') === [...named].sort((a, b) => a.localeCompare(b)).join('|')
  }
  await expect.poll(sortedByName, { timeout: 10_000 }).toBe(true)
  const pages = page.getByRole('navigation', { name: 'Pagine' })
  expect(await pages.textContent()).toMatch(/\d+ risultati · Pagina 1 di \d+/)

  await page.getByRole('tab', { name: 'Prenotazioni' }).click()
  const bookings = page.getByTestId('bookings-list')
  await bookings.waitFor()
  await page.getByRole('combobox', { name: 'Stato' }).selectOption('contattato')
  await expect.poll(async () => (await bookings.locator(':scope > li').evaluateAll((items) => items.map((item) => item.getAttribute('data-stato')))).every((state) => state === 'contattato'), { timeout: 10_000 }).toBe(true)
  await shoot(page, 'merchant-bookings-filtered-1280')
}

describe('the merchant lists', () => {
  it('search, filter, sort and page leads and bookings on the server, with an Italian empty state', async () => {
    // A request delivered to the Prato partner without the consumer choosing it: the partner reads «Non condiviso» for
    // its name, so neither a search nor the order by name may tell that name.
    const token = await apiLogin(admin.email, admin.password)
    const unshared = await api('POST', '/client-requests', token, { nome: 'Aaron Nascosto', email: `nascosto.${randomUUID().slice(0, 8)}@example.com`, telefono: '+39 320 555 7711', servizio: 'luce-gas', cap: '59100' })
    expect(unshared.status).toBe(201)
    try {
      await listLeads()
    } finally {
      await api('DELETE', `/client-requests/${(unshared.body.doc as { id: number }).id}`, token)
    }
  })
})

describe('the offers card', () => {
  it('shows a measured response time, and none for a partner below the threshold', async () => {
    const token = await apiLogin(admin.email, admin.password)
    const offersToken = `e2e-${randomUUID()}`
    const created = await api('POST', '/client-requests', token, {
      nome: 'Marta Innocenti',
      email: `cliente.${randomUUID().slice(0, 8)}@example.com`,
      telefono: '+39 348 765 4321',
      servizio: 'luce-gas',
      cap: '59100',
      citta: 'Prato',
      offersToken,
    })
    expect(created.status).toBe(201)
    for (const width of [1280, 390]) {
      const page = await browser.newPage({ width })
      await page.goto(`${baseUrl}/offerte-cap?ref=${offersToken}`)
      const measured = page.getByRole('article', { name: 'Energia Toscana S.r.l.' })
      expect(await measured.getByTestId('response-time').textContent()).toMatch(/Risponde in media entro \d+ or[ae]$/)
      // Prato Sicura Impianti has a single demo booking, still waiting: no figure.
      expect(await page.getByRole('article', { name: 'Prato Sicura Impianti' }).getByTestId('response-time').count()).toBe(0)
      expect(await page.locator('body').textContent()).not.toContain('5.0')
      await shoot(page, `offers-${width}`)
    }
  })
})

describe('a team member’s own account', () => {
  const member = demoAccount('Collaboratore (Prato)')

  it('signs in at the merchant login and sees only the leads assigned to it, with their notes, and no profile, team, reviews or returns', async () => {
    const page = await browser.newPage({ width: 1280 })
    await signInMerchant(page, member)
    expect(await page.getByTestId('member-banner').textContent()).toBe(teamMessages.memberBanner('Energia Toscana S.r.l.'))
    for (const hidden of ['Gestione Profilo', 'Team', 'Recensioni']) expect(await page.getByRole('tab', { name: hidden, exact: true }).count()).toBe(0)
    const names = page.getByTestId('leads-list').locator(':scope > li h3')
    await expect.poll(async () => (await names.allTextContents()).sort(), { timeout: 10_000 }).toEqual(['Davide Moretti', 'Laura Bini'])
    const laura = page.getByTestId('leads-list').locator(':scope > li').filter({ hasText: 'Laura Bini' })
    expect(await laura.getByTestId('lead-note').first().textContent()).toContain(`Portare il catalogo delle caldaie a condensazione.${member.email} · `)
    expect(await laura.getByRole('button', { name: 'Restituisci la richiesta' }).count()).toBe(0)
    expect(await laura.getByRole('combobox', { name: teamMessages.assignLabel }).count()).toBe(0)
    // The response time is the company's, measured on all its leads: named so, not as the member's own.
    const panel = page.getByTestId('response-panel')
    await panel.waitFor()
    expect(await panel.getByRole('heading', { level: 3 }).textContent()).toBe(leadWorkflowMessages.companyResponseTitle)
    expect(await panel.getByTestId('own-response-time').textContent()).toMatch(/^L’azienda risponde in media entro \d+ or[ae] \(calcolato su \d+ richieste dell’azienda\)$/)
    const davide = page.getByTestId('leads-list').locator(':scope > li').filter({ hasText: 'Davide Moretti' }).getByTestId('lead-notes')
    const before = await davide.getByTestId('lead-note').count()
    await davide.getByRole('textbox', { name: leadNoteMessages.label }).fill('Cliente richiamato dal team.')
    await davide.getByRole('button', { name: leadNoteMessages.add }).click()
    await expect.poll(async () => davide.getByTestId('lead-note').count(), { timeout: 10_000 }).toBe(before + 1)
    expect(await davide.getByTestId('lead-note').first().textContent()).toContain(`Cliente richiamato dal team.${member.email} · `)
    await shoot(page, 'merchant-member-1280')
    const phone = await browser.newPage({ width: 390, height: 844 })
    await signInMerchant(phone, member)
    await phone.getByTestId('leads-list').waitFor()
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await shoot(phone, 'merchant-member-390')
  })

  it('the owner sees whom a lead is assigned to and invites from its team', async () => {
    const page = await browser.newPage({ width: 1280 })
    await openLeads(page)
    await page.getByRole('searchbox', { name: 'Cerca' }).fill('bini')
    const laura = page.getByTestId('leads-list').locator(':scope > li').filter({ hasText: 'Laura Bini' })
    const assignee = laura.getByRole('combobox', { name: teamMessages.assignLabel })
    await assignee.waitFor()
    expect(await assignee.locator('option:checked').textContent()).toBe('Giulia Ferri')
    await page.getByRole('tab', { name: 'Team', exact: true }).click()
    await page.getByTestId('team-list').waitFor()
    expect(await page.getByRole('button', { name: `${teamMessages.inviteAgain}: Giulia Ferri` }).count()).toBe(1)
    expect(await page.getByRole('button', { name: `${teamMessages.invite}: Paolo Innocenti` }).count()).toBe(1)
    await shoot(page, 'merchant-team-1280')
  })
})
