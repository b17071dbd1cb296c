import fs from 'node:fs'
import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { stepsToBlocks } from '../../cms/src/seed/questionnaireBlocks.ts'
import { computeEstimate, estimateModelLabels, estimateNotices, formatEstimateFigure, serviceChoiceMessages, serviceSetupMessages, withDefaultParameters } from '#content-schema'
import { phoneFor } from '../../scripts/visitor.ts'
import { heatPumpEstimateSteps, heatPumpService, heatPumpSteps, merchantProfile } from '../fixtures.ts'
import { answerTo, api, apiLogin, baseUrl, caughtMails, cmsAdminLogin, confirmOnPage, demoAccount, reviewMerchant, shoot, signInMerchant, useBrowser } from './harness.ts'

/**
 * A new line of business without a developer (issue 23): the editor adds "Pompe di calore" with a two-step
 * questionnaire and publishes it; a visitor walks /pompe-di-calore and sends a request from CAP 59100; a partner whose
 * approved coverage includes the new service sees the lead arrive live and gets its e-mail; the admin filters the
 * requests by it and exports them. No deploy, no restart between the steps.
 */
const browser = useBrowser()
const editor = demoAccount('Editor')
const admin = demoAccount('Admin')
const slug = 'pompe-di-calore'
const name = 'Pompe di calore'
const tag = randomUUID().slice(0, 6)

describe('a service added by an editor', () => {
  // The files after this one find the eight services of the seed again (the lead keeps its service).
  const removals: Array<() => Promise<unknown>> = []
  afterAll(async () => {
    for (const remove of removals.reverse()) await remove()
  })

  it('takes a request from its page to a partner covering its CAP, and the admin filters and exports it', async () => {
    // The editor signs in to the CMS and, with that session, creates and publishes the service and its questionnaire.
    const editorPage = await browser.newPage()
    await cmsAdminLogin(editorPage, editor)
    const editorToken = (await editorPage.context().cookies()).find((cookie) => cookie.name === 'payload-token')?.value ?? (await apiLogin(editor.email, editor.password))
    const service = await api('POST', '/services', editorToken, heatPumpService(slug, name))
    expect(service.status, JSON.stringify(service.body)).toBe(201)
    removals.push(() => api('DELETE', `/services/${(service.body.doc as { id: number }).id}`, editorToken))
    const questionnaire = await api('POST', '/questionnaires', editorToken, { service: slug, title: name, stepBlocks: stepsToBlocks(heatPumpSteps), _status: 'published' })
    expect(questionnaire.status, JSON.stringify(questionnaire.body)).toBe(201)
    removals.push(() => api('DELETE', `/questionnaires/${(questionnaire.body.doc as { id: number }).id}`, editorToken))
    await editorPage.goto(`${baseUrl}/admin/collections/services/${(service.body.doc as { id: number }).id}`)
    // The admin tells the editor what the service still lacks: a questionnaire it has, a partner it has not yet.
    const setup = editorPage.locator('#field-configurazione')
    await expect.poll(() => setup.inputValue(), { timeout: 10_000 }).toBe(`${serviceSetupMessages.questionnaire}\n${serviceSetupMessages.noPartner}`)
    await shoot(editorPage, 'nuovo-servizio-admin-1280')
    await editorPage.close()

    // A partner in Prato offers it: approved by the admin, signed in to its area before the request arrives.
    const adminToken = await apiLogin(admin.email, admin.password)
    const merchantAccount = { email: `pompe.${tag}@example.com`, password: 'Pompe!2026prova' }
    const user = await api('POST', '/users', adminToken, { ...merchantAccount, roles: ['merchant'] })
    expect(user.status, JSON.stringify(user.body)).toBe(201)
    removals.push(() => api('DELETE', `/users/${(user.body.doc as { id: number }).id}`, adminToken))
    const profileEmail = `info.${tag}@pompe-prato.it`
    const merchant = await api('POST', '/merchants', adminToken, {
      ...merchantProfile({ nomeAzienda: `Clima Prato ${tag}`, cap: '59100', citta: 'Prato', email: profileEmail }, { servizi: [slug] }),
      user: (user.body.doc as { id: number }).id,
      stato: 'in_revisione',
    })
    expect(merchant.status, JSON.stringify(merchant.body)).toBe(201)
    removals.push(() => api('DELETE', `/merchants/${(merchant.body.doc as { id: number }).id}`, adminToken))
    expect((await reviewMerchant((merchant.body.doc as { id: number }).id, adminToken, { azione: 'approva' })).status).toBe(200)
    const partner = await browser.newPage()
    await signInMerchant(partner, merchantAccount)
    await partner.getByRole('tab', { name: 'Dashboard Clienti' }).waitFor()

    // The visitor walks the new questionnaire on the service's page and confirms the request.
    const visitor = await browser.newPage()
    const email = `pompe.cliente.${tag}@example.com`
    await visitor.goto(`${baseUrl}/${slug}`)
    await visitor.waitForSelector('astro-island:not([ssr])')
    expect(await visitor.getByRole('heading', { level: 1 }).textContent()).toContain('Pompe di calore')
    await visitor.locator('a[href="#questionario"]').first().click()
    await visitor.getByRole('button', { name: 'Caldaia a gas' }).click()
    // A service with no estimate model says so, and goes on to the contacts.
    await expect.poll(() => visitor.getByTestId('estimate-notice').textContent(), { timeout: 10_000 }).toBe(estimateNotices.noModel)
    await visitor.getByRole('button', { name: 'Continua e ricevi le offerte' }).click()
    await visitor.getByLabel('Nome e cognome').fill(`Cliente Pompe ${tag}`)
    await visitor.getByLabel('Telefono').fill(phoneFor(email))
    await visitor.getByLabel('Email').fill(email)
    await visitor.getByLabel('CAP della tua zona').fill('59100')
    await visitor.getByLabel('Accetto i').check()
    // The contact step names the partner covering the CAP; the visitor lets it make contact, by phone.
    const choice = visitor.getByRole('group', { name: 'A chi va la tua richiesta' })
    await expect.poll(() => choice.getByRole('checkbox', { checked: true }).count(), { timeout: 10_000 }).toBe(1)
    expect(await choice.getByLabel(`Clima Prato ${tag}`).isChecked()).toBe(true)
    await visitor.getByLabel('partner commerciali').check()
    await visitor.getByRole('group', { name: /Con quali canali/ }).getByLabel('Telefono').check()
    await shoot(visitor, 'nuovo-servizio-contatti-1280')
    await visitor.getByRole('button', { name: 'Invia la richiesta' }).click()
    await confirmOnPage(visitor, phoneFor(email))
    await visitor.waitForURL(/\/offerte-cap$/)
    await expect.poll(() => visitor.getByText(`Clima Prato ${tag}`).count(), { timeout: 15_000 }).toBeGreaterThan(0)
    await visitor.close()

    // The partner sees it arrive live, named by the service, and has its e-mail.
    const card = partner.getByTestId('leads-list').locator('li', { hasText: `Cliente Pompe ${tag}` })
    await card.waitFor({ timeout: 15_000 })
    expect(await card.textContent()).toContain(name)
    await shoot(partner, 'nuovo-servizio-merchant-1280')
    await partner.close()
        await expect
      .poll(async () => (await caughtMails()).some((mail) => JSON.stringify(mail.to).includes(profileEmail) && mail.subject === `Nuova richiesta ${name} - CAP 59100`), { timeout: 30_000 })
      .toBe(true)

    // The admin filters the requests by the new service and exports them.
    const adminPage = await browser.newPage()
    await adminPage.goto(`${baseUrl}/auth-admin`)
    await adminPage.getByLabel('Email').fill(admin.email)
    await adminPage.getByLabel('Password').fill(admin.password)
    await adminPage.getByRole('button', { name: 'Accedi' }).click()
    await adminPage.waitForURL(/\/area-admin$/)
    await expect.poll(() => adminPage.locator('astro-island[ssr]').count(), { timeout: 15_000 }).toBe(0)
    const requests = adminPage.getByRole('tabpanel', { name: /^Richieste Clienti/ })
    await requests.getByLabel('Filtra per servizio').selectOption({ label: name })
    await expect.poll(() => requests.getByTestId('client-request-row').locator('td:first-child').allTextContents(), { timeout: 10_000 }).toEqual([`Cliente Pompe ${tag}`])
    await shoot(adminPage, 'nuovo-servizio-admin-richieste-1280', { fullPage: false })
    const [download] = await Promise.all([adminPage.waitForEvent('download'), requests.getByRole('link', { name: 'Esporta CSV' }).click()])
    const rows = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').trimEnd().split('\r\n')
    expect(rows.slice(1).map((line) => line.split(',').slice(3, 5).join(','))).toEqual([`${name},59100`])
    await adminPage.close()

    // Retired by the editor: its page is gone (410) and says so, at both widths.
    const retired = await api('PATCH', `/services/${(service.body.doc as { id: number }).id}`, editorToken, { active: false, _status: 'published' })
    expect(retired.status, JSON.stringify(retired.body)).toBe(200)
    for (const width of [1280, 390]) {
      const gone = await browser.newPage({ width })
      expect((await gone.goto(`${baseUrl}/${slug}`))?.status()).toBe(410)
      await gone.getByTestId('service-retired').waitFor()
      expect(await gone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await shoot(gone, `nuovo-servizio-ritirato-${width}`)
      await gone.close()
    }

  })

  it('shows figures once the editor picks its estimate model in the admin form', async () => {
    const modelSlug = `pompe-stima-${tag}`
    const modelName = `Pompe di calore con stima ${tag}`
    const editorPage = await browser.newPage()
    await cmsAdminLogin(editorPage, editor)
    const editorToken = (await editorPage.context().cookies()).find((cookie) => cookie.name === 'payload-token')?.value ?? (await apiLogin(editor.email, editor.password))
    const service = await api('POST', '/services', editorToken, heatPumpService(modelSlug, modelName))
    expect(service.status, JSON.stringify(service.body)).toBe(201)
    const serviceId = (service.body.doc as { id: number }).id
    removals.push(() => api('DELETE', `/services/${serviceId}`, editorToken))
    // Its questionnaire asks what the «Caldaie e climatizzatori» model reads, by that model's keys.
    const questionnaire = await api('POST', '/questionnaires', editorToken, { service: modelSlug, title: modelName, stepBlocks: stepsToBlocks(heatPumpEstimateSteps), _status: 'published' })
    expect(questionnaire.status, JSON.stringify(questionnaire.body)).toBe(201)
    removals.push(() => api('DELETE', `/questionnaires/${(questionnaire.body.doc as { id: number }).id}`, editorToken))

    // The editor picks the model in the service's form and publishes.
    await editorPage.goto(`${baseUrl}/admin/collections/services/${serviceId}`)
    const model = editorPage.locator('#field-estimateModel')
    await model.locator('.rs__control').click()
    await editorPage.locator('.rs__option', { hasText: estimateModelLabels['caldaie-clima'] }).click()
    // «Domande della stima»: a row is titled by what it maps, by its number until then.
    await editorPage.getByRole('button', { name: 'Aggiungi Domanda della stima' }).click()
    const rowTitle = editorPage.locator('#estimateQuestions-row-0 .row-title')
    await expect.poll(() => rowTitle.textContent()).toBe('Domanda della stima 01')
    await editorPage.locator('#field-estimateQuestions__0__input .rs__control').click()
    await editorPage.locator('.rs__option', { hasText: 'Tipo di intervento' }).click()
    await expect.poll(() => rowTitle.textContent()).toBe('Tipo di intervento')
    await editorPage.locator('#field-estimateQuestions__0__question .rs__control').click()
    await editorPage.locator('.rs__option', { hasText: '(interventionType)' }).click()
    await expect.poll(() => rowTitle.textContent()).toBe('Tipo di intervento ← domanda «interventionType»')
    await shoot(editorPage, 'servizio-modello-stima-1280', { fullPage: false })
    const saved = answerTo(editorPage, `/api/services/${serviceId}`, 'PATCH')
    await editorPage.getByRole('button', { name: 'Pubblica modifiche' }).click()
    expect((await saved).status()).toBe(200)
    await editorPage.setViewportSize({ width: 390, height: 844 })
    await shoot(editorPage, 'servizio-modello-stima-390')
    await editorPage.close()
    expect((await api('GET', `/services/${serviceId}?depth=0`, editorToken)).body).toMatchObject({
      estimateModel: 'caldaie-clima',
      estimateQuestions: [{ input: 'interventionType', question: 'interventionType' }],
    })

    // A visitor walking the questionnaire gets the model's figures, named for this service.
    const visitor = await browser.newPage()
    await visitor.goto(`${baseUrl}/${modelSlug}`)
    await visitor.waitForSelector('astro-island:not([ssr])')
    await visitor.locator('a[href="#questionario"]').first().click()
    await visitor.getByRole('button', { name: 'Nuova installazione' }).click()
    await visitor.getByRole('button', { name: 'Pompa di calore' }).click()
    await visitor.getByRole('button', { name: /^Continua/ }).click()
    const answers = { interventionType: 'Nuova installazione', productType: ['Pompa di calore'] }
    const expected = computeEstimate({ service: modelSlug, model: 'caldaie-clima', answers, parameters: withDefaultParameters({}) })
    await expect.poll(() => visitor.getByTestId('estimate-value').allTextContents(), { timeout: 10_000 }).toEqual(expected.figures.map(formatEstimateFigure))
    await shoot(visitor, 'servizio-modello-stima-visitatore-1280')
    await visitor.close()
  })

  it('offers the services of the collection by title in the admin, and stores the slug the editor picks', async () => {
    const editorToken = await apiLogin(editor.email, editor.password)
    const created = async (serviceSlug: string, title: string, extra: Record<string, unknown> = {}) => {
      const service = await api('POST', '/services', editorToken, { ...heatPumpService(serviceSlug, title), ...extra })
      expect(service.status, JSON.stringify(service.body)).toBe(201)
      removals.push(() => api('DELETE', `/services/${(service.body.doc as { id: number }).id}`, editorToken))
    }
    const current = { slug: `pompe-scelta-${tag}`, title: `Pompe di calore scelte ${tag}` }
    const chosen = { slug: `pompe-nuove-${tag}`, title: `Pompe di calore nuove ${tag}` }
    const retired = { slug: `pompe-ritirate-${tag}`, title: `Pompe di calore ritirate ${tag}` }
    await created(current.slug, current.title)
    await created(chosen.slug, chosen.title)
    await created(retired.slug, retired.title, { active: false })
    const questionnaire = await api('POST', '/questionnaires', editorToken, { service: current.slug, title: current.title, stepBlocks: stepsToBlocks(heatPumpSteps), _status: 'published' })
    expect(questionnaire.status, JSON.stringify(questionnaire.body)).toBe(201)
    const questionnaireId = (questionnaire.body.doc as { id: number }).id
    removals.push(() => api('DELETE', `/questionnaires/${questionnaireId}`, editorToken))

    const page = await browser.newPage()
    await cmsAdminLogin(page, editor)
    await page.goto(`${baseUrl}/admin/collections/questionnaires/${questionnaireId}`)
    const field = page.locator('#field-service')
    await expect.poll(() => field.locator('.rs__single-value').textContent(), { timeout: 10_000 }).toBe(current.title)
    expect(await field.textContent()).toContain(serviceChoiceMessages.description)
    await field.locator('.rs__control').click()
    const options = await page.locator('.rs__option').allTextContents()
    // Every published service by its title (a retired one marked), in the collection's order: the seeded ones first.
    type Listed = { title: string; order: number; active?: boolean | null }
    const listed = (await api('GET', '/services?depth=0&limit=200&sort=order&where[_status][equals]=published', editorToken)).body.docs as Listed[]
    expect(options.toSorted()).toEqual(listed.map((doc) => (doc.active === false ? serviceChoiceMessages.retired(doc.title) : doc.title)).toSorted())
    expect(options).toEqual(expect.arrayContaining([current.title, chosen.title, serviceChoiceMessages.retired(retired.title)]))
    expect(options[0]).toBe(listed[0]!.title)
    expect(options.indexOf(chosen.title)).toBeGreaterThan(listed.filter((doc) => doc.order < 90).length - 1)
    await shoot(page, 'servizio-scelta-admin-1280', { fullPage: false })
    await page.locator('.rs__option', { hasText: chosen.title }).click()
    await page.setViewportSize({ width: 390, height: 844 })
    await field.scrollIntoViewIfNeeded()
    await shoot(page, 'servizio-scelta-admin-390', { fullPage: false })
    const saved = answerTo(page, `/api/questionnaires/${questionnaireId}`, 'PATCH')
    await page.getByRole('button', { name: 'Pubblica modifiche' }).click()
    expect((await saved).status()).toBe(200)
    await page.close()
    expect((await api('GET', `/questionnaires/${questionnaireId}?depth=0`, editorToken)).body).toMatchObject({ service: chosen.slug })
  })
})
