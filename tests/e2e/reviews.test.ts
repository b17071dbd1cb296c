import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { adminReviewTexts, merchantLiveMessages, merchantSuspendedEmailText, reviewMessages } from '#content-schema'
import { api, apiLogin, demoAccount, mailsTo, reviewMerchant, sendRequest, shoot, signInMerchant, useBrowser } from './harness.ts'

/**
 * Reviews from a consumer a partner contacted, the partner's reply, the offers card; and an admin's suspension reaching
 * the partner's open area, with its reason, live. The Milano partner (Lombardia Connect, Internet & Mobile in 20121)
 * takes the request, so the Prato partner's leads stay as the merchant tests expect them.
 */
const browser = useBrowser()
const admin = demoAccount('Admin')
const milano = demoAccount('Merchant (Milano)')

describe('reviews', () => {
  it('a contacted consumer reviews the partner from the e-mail’s link, the partner replies, the offers page shows both', async () => {
    const email = `recensione.${randomUUID().slice(0, 8)}@example.com`
    const ref = await sendRequest('internet-mobile', '20121 - Milano', email)
    const adminToken = await apiLogin(admin.email, admin.password)
    const lead = ((await api('GET', `/client-requests?where[email][equals]=${encodeURIComponent(email)}&depth=0`, adminToken)).body.docs as { id: number }[])[0]!
    const partnerToken = await apiLogin(milano.email, milano.password)
    expect((await api('POST', '/lead-statuses', partnerToken, { clientRequest: lead.id, stato: 'contattato' })).status).toBe(201)

    // The invitation: an e-mail with the request page's reviews.
    await expect.poll(async () => (await mailsTo(email)).find((mail) => mail.subject.startsWith('Com’è andata con Lombardia Connect'))?.text, { timeout: 20_000 }).toBeTruthy()
    const invitation = (await mailsTo(email)).find((mail) => mail.subject.startsWith('Com’è andata con Lombardia Connect'))!
    const link = new URL(/(https?:\/\/\S+#recensioni)/.exec(invitation.text)![1]!)
    expect(link.pathname).toBe(`/richiesta/${ref}`)

    const consumer = await browser.newPage({ width: 390, height: 844 })
    await consumer.goto(`${link.pathname}${link.hash}`)
    const section = consumer.getByTestId('request-reviews')
    const partner = section.getByTestId('review-partner').filter({ hasText: 'Lombardia Connect' })
    await partner.getByRole('button', { name: 'Pubblica la recensione' }).click()
    await partner.getByText('Scegli un voto da 1 a 5 stelle.').waitFor()
    // The stars are the radio buttons' labels: a visitor clicks the fourth.
    await partner.locator('label').filter({ has: consumer.getByRole('radio', { name: '4 stelle' }) }).click()
    expect(await partner.getByRole('radio', { name: '4 stelle' }).isChecked()).toBe(true)
    await partner.getByLabel('Racconta com’è andata').fill('Mi hanno richiamato subito e proposto una fibra più economica.')
    await shoot(consumer, '390-request-review-form', { fullPage: false })
    await partner.getByRole('button', { name: 'Pubblica la recensione' }).click()
    await partner.getByRole('status').filter({ hasText: 'Grazie! La tua recensione è pubblicata.' }).waitFor()
    expect(await partner.getByTestId('review').textContent()).toContain('Mi hanno richiamato subito')
    await consumer.setViewportSize({ width: 1280, height: 900 })
    await section.scrollIntoViewIfNeeded()
    await shoot(consumer, '1280-request-review-written', { fullPage: false })
    await consumer.close()

    // The partner hears of it and replies, once, from its area.
    await expect.poll(async () => (await mailsTo('contatti@lombardiaconnect.it')).some((mail) => mail.subject === 'Nuova recensione: 4 su 5 - CasaConfronta'), { timeout: 20_000 }).toBe(true)
    const reviewsTab = async (width: number, height: number) => {
      const page = await browser.newPage({ width, height })
      await signInMerchant(page, milano)
      await page.getByRole('tab', { name: 'Recensioni' }).click()
      const review = page.getByTestId('merchant-review').filter({ hasText: 'Mi hanno richiamato subito' })
      await review.waitFor()
      return { page, review }
    }
    const desktop = await reviewsTab(1280, 900)
    await desktop.review.getByLabel('La tua risposta (pubblica)').fill('Grazie a lei, buona navigazione!')
    await desktop.review.getByRole('button', { name: 'Pubblica la risposta' }).click()
    await desktop.review.getByText('Grazie a lei, buona navigazione!').waitFor()
    await expect.poll(() => desktop.review.getByTestId('review-reply-form').count()).toBe(0)
    await desktop.review.scrollIntoViewIfNeeded()
    await shoot(desktop.page, '1280-merchant-reviews', { fullPage: false })
    await desktop.page.close()
    // On a phone, later: the reply stands, no form to reply again, nothing wider than the screen.
    const phone = await reviewsTab(390, 844)
    await phone.review.getByText('Grazie a lei, buona navigazione!').waitFor()
    expect(await phone.review.getByTestId('review-reply-form').count()).toBe(0)
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    await phone.review.scrollIntoViewIfNeeded()
    await shoot(phone.page, '390-merchant-reviews', { fullPage: false })
    await phone.page.close()

    // The offers page: the card's average, count and latest reviews with the reply, and how reviews are verified.
    for (const [width, height] of [
      [1280, 900],
      [390, 844],
    ] as const) {
      const page = await browser.newPage({ width, height })
      await page.goto(`/offerte-cap?ref=${ref}`)
      const card = page.getByRole('article', { name: 'Lombardia Connect' })
      const summary = card.getByTestId('review-summary')
      await summary.getByRole('img', { name: /^Valutazione media \d,\d su 5 da \d+ recensioni verificate$/ }).waitFor()
      await summary.getByText('Leggi le ultime recensioni').click()
      const latest = summary.getByTestId('review').first()
      expect(await latest.textContent()).toContain('Mi hanno richiamato subito')
      expect(await latest.getByTestId('review-reply').textContent()).toContain('Grazie a lei, buona navigazione!')
      expect(await page.getByTestId('how-verified').textContent()).toContain('solo i clienti che hanno inviato una richiesta')
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
      await card.scrollIntoViewIfNeeded()
      await shoot(page, `${width}-offers-reviews`, { fullPage: false })
      await page.close()
    }

    // An admin hides it from the admin area with a reason, and shows it again.
    const page = await browser.newPage({ width: 1280, height: 900 })
    await page.goto('/auth-admin')
    await page.getByLabel('Email').fill(admin.email)
    await page.getByLabel('Password').fill(admin.password)
    await page.getByRole('button', { name: 'Accedi' }).click()
    await page.waitForURL(/\/area-admin$/)
    await expect.poll(() => page.locator('astro-island[ssr]').count(), { timeout: 15_000 }).toBe(0)
    await page.getByRole('heading', { name: 'Area Admin' }).waitFor()
    await page.getByRole('tab', { name: /^Recensioni/ }).click()
    const review = page.getByTestId('admin-review').filter({ hasText: 'Mi hanno richiamato subito' })
    await review.getByRole('button', { name: adminReviewTexts.hide }).click()
    expect(await review.getByRole('alert').textContent()).toBe(reviewMessages.hideReasonRequired)
    await review.getByLabel(adminReviewTexts.reasonLabel).fill('Prova di moderazione: contenuto da verificare.')
    await review.getByRole('button', { name: adminReviewTexts.hide }).click()
    await expect.poll(() => review.getByTestId('admin-review-reason').textContent(), { timeout: 10_000 }).toContain('Prova di moderazione')
    await shoot(page, '1280-admin-review-hidden', { fullPage: false })
    const publicReviews = async () => ((await api('GET', `/public/reviews?ref=${ref}`)).body.partners as { review: { nascosta: boolean } | null }[])[0]?.review?.nascosta
    expect(await publicReviews()).toBe(true)
    await review.getByRole('button', { name: adminReviewTexts.show }).click()
    await expect.poll(() => review.getByTestId('admin-review-reason').count(), { timeout: 10_000 }).toBe(0)
    expect(await publicReviews()).toBe(false)
    await page.close()
  })
})

describe('an admin’s decision, live', () => {
  it('a suspended partner’s open area shows the suspension and its reason within 2 s, and the e-mail arrives', async () => {
    const adminToken = await apiLogin(admin.email, admin.password)
    const tag = randomUUID().slice(0, 8)
    const account = { email: `sospeso.${tag}@example.com`, password: 'Sospeso!2026prova' }
    const profileEmail = `info.sospeso.${tag}@example.com`
    const user = await api('POST', '/users', adminToken, { ...account, roles: ['merchant'] })
    expect(user.status).toBe(201)
    const created = await api('POST', '/merchants', adminToken, {
      user: (user.body.doc as { id: number }).id,
      nomeCognome: 'Sara Sospesa',
      nomeAzienda: `Partner Sospeso ${tag}`,
      ragioneSociale: `Partner Sospeso ${tag} S.r.l.`,
      partitaIva: '01114601006',
      sede: 'Via Roma 5, Prato',
      settoreAttivita: 'Energia',
      cap: '59100',
      zonaGeografica: 'Prato',
      servizi: ['luce-gas'],
      capCoperti: [{ cap: '59100' }],
      telefono: '+39 0574 000005',
      email: profileEmail,
      stato: 'attivo',
    })
    expect(created.status).toBe(201)
    const id = (created.body.doc as { id: number }).id
    const shootProfile = async (page: Page, width: number) => {
      await page.getByRole('tab', { name: 'Gestione Profilo' }).click()
      await shoot(page, `${width}-merchant-suspended`, { fullPage: false })
      await page.close()
    }
    try {
      const page = await browser.newPage({ width: 1280, height: 900 })
      await signInMerchant(page, account)
      await page.getByText('Stato del profilo: Attivo').waitFor()
      await expect.poll(() => page.getByTestId('live-status').textContent(), { timeout: 10_000 }).toBe(merchantLiveMessages.live)
      const reason = 'Reclami di clienti contattati più volte al giorno.'
      // The 2 s run from when the admin's decision is answered (a busy machine may take a while to answer it).
      expect((await reviewMerchant(id, adminToken, { azione: 'sospendi', motivo: reason })).status).toBe(200)
      const started = Date.now()
      await page.getByText('Stato del profilo: Sospeso').waitFor({ timeout: 2000 })
      expect(Date.now() - started).toBeLessThan(2000)
      expect(await page.getByTestId('merchant-state-reason').textContent()).toContain(reason)
      expect(await page.getByTestId('merchant-support-link').getAttribute('href')).toBe('/contatti')
      await page.getByRole('tab', { name: 'Dashboard Clienti' }).click()
      await page.getByText('Le richieste dei clienti sono visibili solo ai merchant attivi', { exact: false }).waitFor()
      await expect.poll(async () => (await mailsTo(profileEmail)).find((mail) => mail.subject === merchantSuspendedEmailText.subject)?.text, { timeout: 20_000 }).toContain(reason)
      await shootProfile(page, 1280)
      // On a phone, signed in afresh: the same state and reason.
      const phone = await browser.newPage({ width: 390, height: 844 })
      await signInMerchant(phone, account)
      expect(await phone.getByTestId('merchant-state-reason').textContent()).toContain(reason)
      await shootProfile(phone, 390)
    } finally {
      await api('DELETE', `/merchants/${id}`, adminToken)
    }
  })
})
