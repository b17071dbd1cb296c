import pg from 'pg'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { computeEstimate, estimateNotices, formatEstimateFigure, ownEstimateModel, withDefaultParameters, type Answers, type ServiceSlug } from '#content-schema'
import { questionnaireFixtures } from '../../content-schema/src/questionnaire/fixtures.ts'
import type { GroupField, QuestionnaireDefinition } from '../../content-schema/src/questionnaire/definition.ts'
import { api, apiLogin, baseUrl, caughtMails, confirmBySms, confirmOnPage, demoAccount, pageRefOf, questionnaireReady, shoot, storedQuestionnaire, useBrowser } from './harness.ts'
import { leadBody, namedPartners, phoneFor, walkQuestionnaire } from '../../scripts/visitor.ts'
import { luceGasAnswers } from '../fixtures.ts'
import type { CaughtMessage } from '../../server/mail-catcher.ts'

/**
 * The three main questionnaire flows as a new visitor completes them, on desktop and at 390 px, checked all the way to
 * the stored lead, its consents, the completed progress record, the redirect and the e-mails sent.
 */
const browser = useBrowser()
const db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
afterAll(() => db.end())

const viewports = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
] as const

const luceGas = questionnaireFixtures['luce-gas']
function field(definition: QuestionnaireDefinition, key: string): GroupField {
  for (const step of definition.steps) {
    if (step.kind === 'group') {
      const found = step.fields.find((candidate) => candidate.key === key)
      if (found) return found
    }
  }
  throw new Error(`no field ${key}`)
}

/** The page's islands hydrated (Astro drops an island's `ssr` attribute then), and its questionnaire ready, if it has one. */
async function ready(page: Page) {
  await page.waitForSelector('astro-island:not([ssr])')
  if ((await page.locator('[data-questionnaire]').count()) > 0) await questionnaireReady(page)
}

const progressLabel = (page: Page) => page.locator('[data-step] [aria-live="polite"]').first().textContent()

async function pickRadio(page: Page, key: string, title: string) {
  await page.getByRole('group', { name: field(luceGas, key).label }).getByLabel(title, { exact: true }).check()
}

async function lead(email: string) {
  const { rows } = await db.query('select * from client_requests where email = $1', [email])
  return rows[0] as Record<string, unknown> | undefined
}

async function consents(leadId: unknown) {
  const { rows } = await db.query(
    'select g.purpose::text as purpose, g.granted from consents c join consents_grants g on g._parent_id = c.id where c.lead_id = $1 order by g.purpose::text, g.granted',
    [leadId],
  )
  return rows.map((row) => [row.purpose, row.granted])
}

async function partial(sessionId: unknown) {
  const { rows } = await db.query('select * from partial_submissions where session_id = $1', [sessionId])
  return rows[0] as Record<string, unknown> | undefined
}

/**
 * Waits for at least `count` messages to `address` (and, with `mentioning`, whose text names it: a partner's inbox
 * also holds the mails of other tests' leads, which may be there before this one's).
 */
async function waitForMailsTo(address: string, count: number, mentioning?: string): Promise<CaughtMessage[]> {
  let found: CaughtMessage[] = []
  await expect
    .poll(
      async () => {
        const messages = await caughtMails()
        found = messages.filter(
          (message) =>
            JSON.stringify(message.to).toLowerCase().includes(address.toLowerCase()) && (!mentioning || message.text.toLowerCase().includes(mentioning.toLowerCase())),
        )
        return found.length
      },
      { timeout: 20_000, interval: 500 },
    )
    .toBeGreaterThanOrEqual(count)
  return found
}

/**
 * "La tua stima" before the contact form, a step of its own in the progress line: the figures on screen are the
 * estimate function's for the same answers with the seeded parameters (every figure marked indicative), or, where
 * the answers allow no honest figure, only why; then on to the form, one step further.
 */
async function passEstimate(page: Page, service: ServiceSlug, answers: Answers, cap: string | null, progress: { estimate: string; form: string }) {
  await page.getByRole('heading', { name: 'La tua stima' }).waitFor()
  const estimate = computeEstimate({ service, model: ownEstimateModel(service), answers, parameters: withDefaultParameters({}), cap })
  const expected = estimate.figures.map((figure) => [figure.label, formatEstimateFigure(figure)] as const)
  await expect.poll(() => progressLabel(page)).toBe(progress.estimate)
  // Figures, each marked indicative and the page saying they all are; or none, and only why.
  const figured = expected.length > 0
  await expect.poll(() => page.getByTestId('estimate').count()).toBe(1)
  expect(await page.getByTestId('estimate-notice').allTextContents()).toEqual(figured ? [] : [estimate.notice])
  expect(await page.getByTestId('estimate-value').allTextContents()).toEqual(expected.map(([, value]) => value))
  expect(await page.getByTestId('estimate-figure').allTextContents()).toEqual(expected.map(() => expect.stringContaining('indicativo')))
  expect(await page.getByText('Tutte le cifre sono indicative').count()).toBe(figured ? 1 : 0)
  await page.getByRole('button', { name: 'Continua e ricevi le offerte' }).click()
  await page.getByRole('button', { name: 'Invia la richiesta' }).waitFor()
  await expect.poll(() => progressLabel(page)).toBe(progress.form)
  return expected
}

async function fillContact(page: Page, email: string) {
  await page.getByLabel('Nome e cognome').fill('Mario Rossi')
  await page.getByLabel('Telefono').fill(phoneFor(email))
  await page.getByLabel('Email').fill(email)
}

describe.each(viewports)('questionnaire flows ($name)', (viewport) => {
  it('Luce & Gas from /luce-gas-start to /offerte-merchant', async () => {
    const page = await browser.newPage(viewport)
    const email = `luce.${viewport.name}.${Date.now()}@example.com`
    await page.goto(`${baseUrl}/luce-gas-start?utm_source=newsletter&utm_campaign=inverno`)
    await ready(page)
    await page.getByLabel('CAP').fill('59100')
    await page.getByRole('button', { name: /Prato/ }).click()
    await page.waitForURL(/\/luce-gas\?location=/)
    await ready(page)

    await expect.poll(() => progressLabel(page)).toBe('Passo 1 di circa 6')
    expect(await page.getByText('Scopri la tua offerta in pochi secondi: inizia ora!').isVisible()).toBe(true)
    await pickRadio(page, 'serviceNeeded', 'Luce + Gas')
    expect(await page.getByRole('button', { name: 'Continua' }).count()).toBe(0)
    await pickRadio(page, 'userType', 'Privato')
    await page.getByRole('button', { name: 'Continua' }).click()

    await expect.poll(() => progressLabel(page)).toBe('Passo 2 di 6')
    await pickRadio(page, 'hasElectricitySupply', 'Sì')
    await page.getByLabel(field(luceGas, 'currentElectricityProvider').label).selectOption('Enel Energia')
    const usage = page.getByRole('group', { name: field(luceGas, 'electricityUsage').label })
    await usage.getByLabel('Frigorifero').check()
    await usage.getByLabel('Lavatrice').check()
    await page.getByRole('button', { name: 'Continua' }).click()

    await expect.poll(() => progressLabel(page)).toBe('Passo 3 di 6')
    await pickRadio(page, 'hasGasSupply', 'No')
    await pickRadio(page, 'gasActivationType', 'Voltura')
    await page.getByRole('button', { name: 'Continua' }).click()

    await expect.poll(() => progressLabel(page)).toBe('Passo 4 di 6')
    await pickRadio(page, 'residents', '3')
    await pickRadio(page, 'houseSize', '2-3 stanze')
    await pickRadio(page, 'solarPanel', 'No')
    await page.getByRole('button', { name: 'Continua' }).click()

    const shown = await passEstimate(page, 'luce-gas', luceGasAnswers, '59100', { estimate: 'Passo 5 di 6', form: 'Passo 6 di 6' })
    // Luce already supplied, gas to activate: a saving on the luce only, the gas without a "spesa oggi".
    expect(shown.map(([label]) => label)).toEqual([
      'Consumo di luce stimato',
      'Consumo di gas stimato',
      'Spesa annua stimata oggi (luce)',
      'Con l’offerta di riferimento (luce)',
      'Risparmio stimato (luce)',
      'Spesa annua stimata della nuova fornitura di gas',
    ])
    // Back from the form shows the estimate again, and on again.
    await page.getByRole('button', { name: 'Indietro' }).click()
    await page.getByRole('heading', { name: 'La tua stima' }).waitFor()
    await page.getByRole('button', { name: 'Continua e ricevi le offerte' }).click()
    await fillContact(page, email)
    await page.getByRole('button', { name: 'Invia la richiesta' }).click()
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe('Devi accettare i Termini e Condizioni per continuare.')
    await shoot(page, `questionnaire-contact-error-${viewport.name}`)
    const form = page.locator('[data-step] form')
    const terms = form.getByRole('link', { name: 'Termini e Condizioni' })
    expect(await terms.getAttribute('href')).toBe('/termini-condizioni')
    expect(await terms.getAttribute('target')).toBe('_blank')
    // The privacy notice comes first, and the partners consent below it links it again.
    const notices = form.getByRole('link', { name: 'Informativa Privacy' })
    expect(await notices.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(['/privacy-policy', '/privacy-policy'])
    expect(await form.getByLabel('partner commerciali').isChecked()).toBe(false)
    await page.getByLabel('Accetto i').check()
    await page.getByLabel('comunicazioni promozionali da CasaConfronta').check()
    // The partners the request would go to, by name, before anything is sent: all kept at first, as the text says.
    const choice = page.getByRole('group', { name: 'A chi va la tua richiesta' })
    await expect.poll(() => choice.getByRole('checkbox').count()).toBe(2)
    expect(await choice.getByRole('checkbox', { checked: true }).count()).toBe(2)
    expect(await choice.textContent()).toContain('Sono selezionati tutti: togli la spunta a chi non vuoi.')
    expect(await choice.textContent()).toContain('Ogni partner scelto riceve il tuo nome, la tua e-mail, le risposte al questionario e il telefono')
    await page.getByLabel('partner commerciali').check()
    await page.getByRole('group', { name: /Con quali canali/ }).getByLabel('Telefono').check()
    // The visitor changes the choice: Prato Sicura gets nothing.
    await choice.getByLabel('Prato Sicura Impianti').uncheck()
    expect(await choice.getByLabel('Energia Toscana S.r.l.').isChecked()).toBe(true)
    await shoot(page, `questionnaire-partner-choice-${viewport.name}`)
    await page.getByRole('button', { name: 'Invia la richiesta' }).click()
    await confirmOnPage(page, phoneFor(email))

    await page.waitForURL(/\/offerte-merchant$/)
    const ref = await pageRefOf(page)
    const stored = await lead(email)
    expect(stored).toMatchObject({ servizio: 'luce-gas', cap: '59100', citta: 'Prato', nome: 'Mario Rossi', offers_token: ref, utm_source: 'newsletter', utm_campaign: 'inverno' })
    expect(stored!.answers).toEqual(luceGasAnswers)
    // The lead's own estimate, recomputed by the server, is the one the visitor saw.
    expect((stored!.stima as { figures: Parameters<typeof formatEstimateFigure>[0][] }).figures.map(formatEstimateFigure)).toEqual(shown.map(([, value]) => value))
    // One partners consent per partner named: given to Energia Toscana, refused to Prato Sicura.
    expect(await consents(stored!.id)).toEqual([
      ['marketing', true],
      ['partners', false],
      ['partners', true],
      ['privacy', true],
    ])
    expect(await partial(stored!.session_id)).toMatchObject({ completed: true, last_question: 'Completed', current_step: '5', total_steps: '5' })

    const [confirmation] = await waitForMailsTo(email, 1)
    expect(confirmation.subject).toBe('Abbiamo ricevuto la tua richiesta per Luce & Gas')
    expect(confirmation.text).toContain(`/richiesta/${ref}`)
    expect(confirmation.text).toContain(`Risparmio stimato (luce) (stima indicativa): ${shown[4]![1]}`)
    // No delay nobody measured: the partners' measured median with its source, or nothing.
    expect(confirmation.text).toContain('I professionisti che hai scelto ti contatteranno con offerte personalizzate.')
    expect(confirmation.text).not.toMatch(/24 ore|2-3 giorni/)
    const merchantMails = await waitForMailsTo('info@energiatoscana.it', 1, email)
    expect(merchantMails.map((mail) => mail.subject)).toEqual(['Nuova richiesta Luce & Gas - CAP 59100'])
    expect(merchantMails[0]!.text).toContain(phoneFor(email))
    // Only the chosen partner: by the time Energia Toscana has its e-mail, Prato Sicura has none (queued together).
    const toSicura = (await caughtMails()).filter((message) => JSON.stringify(message.to).includes('preventivi@pratosicura.it') && message.text.includes(email))
    expect(toSicura).toEqual([])
  })

  it('Internet & Mobile in place, kept across a refresh, to /offerte-cap', async () => {
    const page = await browser.newPage(viewport)
    const email = `internet.${viewport.name}.${Date.now()}@example.com`
    await page.goto(`${baseUrl}/internet-mobile`)
    await ready(page)
    await page.locator('a[href="#questionario"]').first().click()
    // The longest path still possible: it shrinks when an answer settles a branch, and never grows going forward.
    await expect.poll(() => progressLabel(page)).toBe('Passo 1 di circa 7')
    await page.getByRole('button', { name: 'Privato' }).click()
    await expect.poll(() => progressLabel(page)).toBe('Passo 2 di circa 7')
    await page.getByRole('button', { name: 'Cambio fornitore' }).click()
    await expect.poll(() => progressLabel(page)).toBe('Passo 3 di 6')

    await page.reload()
    await ready(page)
    await expect.poll(() => progressLabel(page)).toBe('Passo 3 di 6')
    await page.getByRole('button', { name: 'Indietro' }).click()
    await expect.poll(() => progressLabel(page)).toBe('Passo 2 di circa 7')
    expect(await page.getByRole('button', { name: 'Cambio fornitore' }).getAttribute('aria-pressed')).toBe('true')
    await page.getByRole('button', { name: 'Cambio fornitore' }).click()

    await page.getByRole('button', { name: 'Vodafone' }).click()
    await expect.poll(() => progressLabel(page)).toBe('Passo 4 di 6')
    await page.getByRole('button', { name: '2-3 linee' }).click()
    await passEstimate(page, 'internet-mobile', { userType: 'Privato', serviceType: 'Cambio fornitore', currentProvider: 'Vodafone', activeLines: '2-3 linee' }, null, {
      estimate: 'Passo 5 di 6',
      form: 'Passo 6 di 6',
    })

    await page.getByLabel('Accetto i').check()
    await page.getByRole('button', { name: 'Invia la richiesta' }).click()
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe('Compila tutti i campi obbligatori.')
    await fillContact(page, email)
    // The partners are named once the CAP typed in the form is whole.
    const choice = page.getByRole('group', { name: 'A chi va la tua richiesta' })
    expect(await choice.count()).toBe(0)
    await page.getByLabel('CAP della tua zona').fill('20121')
    await expect.poll(() => choice.getByRole('checkbox', { checked: true }).count()).toBe(1)
    expect(await choice.textContent()).toContain('Lombardia Connect')
    await page.getByLabel('partner commerciali').check()
    await page.getByRole('group', { name: /Con quali canali/ }).getByLabel('E-mail').check()
    await page.getByRole('button', { name: 'Invia la richiesta' }).click()
    await confirmOnPage(page, phoneFor(email))

    await page.waitForURL(/\/offerte-cap$/)
    const stored = await lead(email)
    expect(stored).toMatchObject({ servizio: 'internet-mobile', cap: '20121', citta: null })
    expect(stored!.answers).toEqual({ userType: 'Privato', serviceType: 'Cambio fornitore', currentProvider: 'Vodafone', activeLines: '2-3 linee' })
    expect(await consents(stored!.id)).toEqual([
      ['marketing', false],
      ['partners', true],
      ['privacy', true],
    ])
    expect(await partial(stored!.session_id)).toMatchObject({ completed: true, last_question: 'Completed' })
    await waitForMailsTo(email, 1)
    expect(await waitForMailsTo('contatti@lombardiaconnect.it', 1, email)).toHaveLength(1)
  })

  it('Fotovoltaico for a business, with the kWh field and the postcode step, to /offerte-cap', async () => {
    const page = await browser.newPage(viewport)
    const email = `solare.${viewport.name}.${Date.now()}@example.com`
    await page.goto(`${baseUrl}/fotovoltaico`)
    await ready(page)
    await page.getByRole('button', { name: 'Azienda con Partita IVA' }).click()
    await page.getByRole('button', { name: 'Villetta' }).click()
    await page.getByRole('button', { name: 'Sì' }).click()
    await page.getByRole('button', { name: '4 stanze' }).click()
    await page.getByRole('button', { name: 'Sì, lo conosco' }).click()
    await expect.poll(() => progressLabel(page)).toBe('Passo 6 di 9')
    // The field starts empty (no 1 kWh nobody chose); + starts from the minimum and moves by 100.
    const kwh = page.getByLabel('kWh/anno')
    expect(await kwh.inputValue()).toBe('')
    expect(await page.getByRole('button', { name: 'Continua' }).isDisabled()).toBe(true)
    await page.getByRole('button', { name: 'Aumenta di 100' }).click()
    expect(await kwh.inputValue()).toBe('500')
    await page.getByRole('button', { name: 'Aumenta di 100' }).click()
    expect(await kwh.inputValue()).toBe('600')
    await kwh.fill('1')
    await expect.poll(() => page.getByText('Il valore minimo è 500.').isVisible()).toBe(true)
    // As an Italian reads it on the bill.
    await kwh.fill('3.200')
    await page.getByRole('button', { name: 'Continua' }).click()
    await expect.poll(() => progressLabel(page)).toBe('Passo 7 di 9')
    await page.getByLabel('CAP').fill('50123')
    await page.getByRole('button', { name: /Firenze/ }).click()
    // A business gets no household system: no figure, and why. The estimate and the form are two steps.
    await passEstimate(
      page,
      'fotovoltaico',
      { userType: 'Azienda con Partita IVA', propertyType: 'Villetta', roofOwnership: 'Sì', propertySize: '4 stanze', knowsConsumption: 'Sì, lo conosco', energyConsumption: 3200, location: '50123 - Firenze' },
      '50123',
      { estimate: 'Passo 8 di 9', form: 'Passo 9 di 9' },
    )

    await fillContact(page, email)
    await page.getByLabel('Accetto i').check()
    await page.getByRole('button', { name: 'Invia la richiesta' }).click()
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe('Compila la ragione sociale e la partita IVA.')
    await page.getByLabel('Ragione sociale').fill('Rossi Impianti Srl')
    await page.getByLabel('Partita IVA').fill('01234567890')
    await page.getByLabel('partner commerciali').check()
    // The channels are asked once the consent is ticked, none ticked at first.
    const channels = page.getByRole('group', { name: /Con quali canali/ })
    expect(await channels.getByRole('checkbox', { checked: true }).count()).toBe(0)
    await channels.getByLabel('Telefono').check()
    await page.getByRole('button', { name: 'Invia la richiesta' }).click()
    await confirmOnPage(page, phoneFor(email))

    await page.waitForURL(/\/offerte-cap$/)
    const stored = await lead(email)
    expect(stored).toMatchObject({ servizio: 'fotovoltaico', cap: '50123', citta: 'Firenze', ragione_sociale: 'Rossi Impianti Srl', partita_iva: '01234567890' })
    expect(stored!.answers).toEqual({
      userType: 'Azienda con Partita IVA',
      propertyType: 'Villetta',
      roofOwnership: 'Sì',
      propertySize: '4 stanze',
      knowsConsumption: 'Sì, lo conosco',
      energyConsumption: 3200,
      location: '50123 - Firenze',
    })
    expect(await consents(stored!.id)).toEqual([
      ['marketing', false],
      ['partners', true],
      ['privacy', true],
    ])
    expect(await partial(stored!.session_id)).toMatchObject({ completed: true, last_question: 'Completed', current_step: '8', total_steps: '8' })
    // The e-mail promises no delay nobody measured, and says why there is no figure.
    const [confirmation] = await waitForMailsTo(email, 1)
    expect(confirmation.text).not.toMatch(/24 ore|2-3 giorni/)
    expect(confirmation.text).toContain(estimateNotices.fotovoltaicoBusiness)
    const [toPartner] = await waitForMailsTo('info@soledifirenze.it', 1, email)
    expect(toPartner.text).toContain('Rossi Impianti Srl')
  })
})

describe('a business asking for Luce & Gas', () => {
  it('is not asked who lives in the house, and is told why there is no household estimate', async () => {
    const page = await browser.newPage({ width: 390, height: 844 })
    await page.goto(`${baseUrl}/luce-gas`)
    await ready(page)
    await pickRadio(page, 'serviceNeeded', 'Solo Luce')
    await pickRadio(page, 'userType', 'Azienda / P.IVA')
    await page.getByRole('button', { name: 'Continua' }).click()
    await expect.poll(() => progressLabel(page)).toBe('Passo 2 di 4')
    await pickRadio(page, 'hasElectricitySupply', 'Sì')
    await page.getByLabel(field(luceGas, 'currentElectricityProvider').label).selectOption('Enel Energia')
    await page.getByRole('group', { name: field(luceGas, 'electricityUsage').label }).getByLabel('Frigorifero').check()
    // Straight from the supply to the estimate: no "Parlaci della tua casa", no "Quante persone vivono in casa?".
    await page.getByRole('button', { name: 'Continua' }).click()
    await page.getByRole('heading', { name: 'La tua stima' }).waitFor()
    expect(await page.locator('[data-step]').getAttribute('data-step')).toBe('stima')
    expect(await progressLabel(page)).toBe('Passo 3 di 4')
    expect(await page.getByTestId('estimate-notice').textContent()).toBe(estimateNotices.luceGasBusiness)
    await shoot(page, 'estimate-business-luce-gas-mobile')
    await page.close()
  })
})

describe('the same request twice', () => {
  it('sends a repeat to a page of its own like any request: partners told once, the open request shown only in its owner’s mailbox', async () => {
    const email = `ripetuta.${Date.now()}@example.com`
    const definition = questionnaireFixtures['internet-mobile']
    const first = await fetch(`${baseUrl}/api/public/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...leadBody(definition, walkQuestionnaire(definition, () => 0.1), email, undefined, await namedPartners(baseUrl, 'internet-mobile', '20121')), location: '20121' }),
    })
    expect(first.status).toBe(201)
    const token = new URL((await first.json()).offersUrl as string, baseUrl).searchParams.get('ref')!
    await confirmBySms(token, phoneFor(email))
    await waitForMailsTo(email, 1)

    const page = await browser.newPage({ width: 390, height: 844 })
    await page.goto(`${baseUrl}/internet-mobile`)
    await ready(page)
    await page.locator('a[href="#questionario"]').first().click()
    await page.getByRole('button', { name: 'Privato' }).click()
    await page.getByRole('button', { name: 'Cambio fornitore' }).click()
    await page.getByRole('button', { name: 'Tim', exact: true }).click()
    await page.getByRole('button', { name: '1 linea', exact: true }).click()
    await page.getByRole('heading', { name: 'La tua stima' }).waitFor()
    await page.getByRole('button', { name: 'Continua e ricevi le offerte' }).click()
    // The same phone and e-mail (in capitals this time): whoever typed them, the page shows only what they typed.
    await page.getByLabel('Nome e cognome').fill('Mario Rossi')
    await page.getByLabel('Telefono').fill(phoneFor(email))
    await page.getByLabel('Email').fill(email.toUpperCase())
    await page.getByLabel('CAP della tua zona').fill('20121')
    await page.getByLabel('Accetto i').check()
    await page.getByRole('button', { name: 'Invia la richiesta' }).click()
    await confirmOnPage(page, phoneFor(email))

    await page.waitForURL(/\/offerte-cap$/)
    expect(page.url()).not.toContain(token)
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await page.locator('main').textContent()).toContain('Mario')
    const { rows } = await db.query('select offers_token, ripete_richiesta_id is not null as repeat from client_requests where lower(email) = $1 order by id', [email])
    expect(rows.map((row) => row.repeat)).toEqual([false, true])
    expect(rows[0]!.offers_token).toBe(token)
    const mails = await waitForMailsTo(email, 3)
    const reminder = mails.find((mail) => mail.subject === 'Hai già una richiesta aperta per Internet & Mobile')!
    expect(reminder.text).toContain(`/richiesta/${token}`)
    expect(await waitForMailsTo('contatti@lombardiaconnect.it', 1, email)).toHaveLength(1)
    await shoot(page, 'questionnaire-repeat-390')
    await page.close()
  })
})

describe('abandoned questionnaire', () => {
  it('leaves a partial record with the step reached and the answers given', async () => {
    const page = await browser.newPage()
    await page.goto(`${baseUrl}/internet-mobile`)
    await ready(page)
    await page.getByRole('button', { name: 'Azienda / P.IVA' }).click()
    await page.getByRole('button', { name: 'Nuova attivazione' }).click()
    await page.getByRole('button', { name: '4-5 linee' }).click()
    // On "La tua stima", one step before the form; the record keeps the questionnaire's own count.
    await expect.poll(() => progressLabel(page)).toBe('Passo 4 di 5')
    const saved = JSON.parse((await page.evaluate(() => sessionStorage.getItem('questionario:internet-mobile'))) ?? '{}') as { sessionId: string }
    // Closed at once, while the steps' saves may still be on their way (they go one after the other, session.ts): the
    // page's beacon goes last but may land first; the server keeps the save with the greatest order, the step reached.
    await page.close({ runBeforeUnload: true })

    await expect
      .poll(async () => (await partial(saved.sessionId))?.current_step, { timeout: 10_000 })
      .toBe('4')
    const record = await partial(saved.sessionId)
    expect(record).toMatchObject({ service_type: 'internet-mobile', total_steps: '4', completed: false })
    expect(record!.answers).toEqual({ userType: 'Azienda / P.IVA', serviceType: 'Nuova attivazione', lineCount: '4-5 linee' })
    expect(record!.last_question).toBe(questionnaireFixtures['internet-mobile'].steps.at(-1)!.question)
    expect(Number(record!.save_order)).toBeGreaterThan(0)
  })
})

describe('editing a questionnaire', () => {
  it('shows an editor’s new question text and option to the next visitor, with no deploy', async () => {
    const editor = demoAccount('Editor')
    const token = await apiLogin(editor.email, editor.password)
    const doc = await storedQuestionnaire('internet-mobile', token)
    const original = structuredClone(doc.stepBlocks)
    const blocks = structuredClone(doc.stepBlocks)
    blocks[0].question = 'Per chi cerchi la nuova offerta?'
    const provider = blocks.find((block) => block.key === 'currentProvider') as { options: Array<{ value: string; title: string }> }
    provider.options.push({ value: 'Iliad', title: 'Iliad' })
    try {
      const saved = await api('PATCH', `/questionnaires/${doc.id}`, token, { stepBlocks: blocks, _status: 'published' })
      expect(saved.status).toBe(200)

      const page = await browser.newPage({ width: 390, height: 844 })
      await expect
        .poll(
          async () => {
            await page.goto(`${baseUrl}/internet-mobile`)
            return page.getByRole('heading', { name: 'Per chi cerchi la nuova offerta?' }).count()
          },
          { timeout: 15_000 },
        )
        .toBe(1)
      await ready(page)
      await page.getByRole('button', { name: 'Privato' }).click()
      await page.getByRole('button', { name: 'Cambio fornitore' }).click()
      expect(await page.getByRole('button', { name: 'Iliad' }).isVisible()).toBe(true)

      const broken = structuredClone(blocks)
      broken[2] = { ...broken[2], condition: { key: 'nonEsiste', in: ['Sì'] } }
      const refused = await api('PATCH', `/questionnaires/${doc.id}`, token, { stepBlocks: broken, _status: 'published' })
      expect(refused.status).toBe(400)
      expect(JSON.stringify(refused.body)).toContain('che non esiste nel questionario')
    } finally {
      await api('PATCH', `/questionnaires/${doc.id}`, token, { stepBlocks: original, _status: 'published' })
      // The page is served from the site cache until the change is announced: the next test reads the original.
      await expect
        .poll(async () => (await (await fetch(`${baseUrl}/internet-mobile`)).text()).includes(String(original[0]?.question).replace("'", '&#39;')), { timeout: 15_000 })
        .toBe(true)
    }
  })
})

describe('the questionnaire page’s first load', () => {
  const internetMobile = questionnaireFixtures['internet-mobile']

  it('has the first step in the server’s HTML, its answers ready to be tapped, and loads no zod for it', async () => {
    const html = await (await fetch(`${baseUrl}/internet-mobile`)).text()
    expect(html).toContain(internetMobile.steps[0]!.question.replace("'", '&#39;'))
    expect(html).toContain('data-questionnaire')
    expect(html).not.toMatch(/<(fieldset|button)[^>]* disabled/)

    const page = await browser.newPage()
    const scripts: string[] = []
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.url())
    })
    await page.goto(`${baseUrl}/internet-mobile`)
    await ready(page)
    await page.waitForLoadState('networkidle')
    const sources = await Promise.all(scripts.map(async (url) => (await fetch(url)).text()))
    // zod's classes are named in its code ('$ZodType'); the engine, the step views and the CAP formatting are not zod.
    expect(sources.filter((source) => source.includes('$ZodType'))).toEqual([])
  })

  it('keeps a phone’s first tap made before the island is ready, at 390 px with the CPU four times slower', async () => {
    const firstKey = internetMobile.steps[0]!.key
    const heldAtTap: { hydrated: boolean | undefined; queued: number; step: string | null }[] = []
    for (let attempt = 0; attempt < 6; attempt++) {
      // Half the visits hold the site's scripts until the finger is down, so the tap surely comes before hydration;
      // the others load as they come.
      const holdScripts = attempt % 2 === 0
      const page = await browser.newPage({ width: 390, height: 844, touch: true })
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      let release = () => {}
      const scriptsHeld = new Promise<void>((resolve) => (release = resolve))
      if (holdScripts) {
        await page.route(/\/_astro\/.*\.js$/, async (route) => {
          await scriptsHeld
          await route.continue()
        })
      }
      // Whether React had hydrated the island when the finger came down (Astro drops `ssr` then), noted first.
      await page.addInitScript(() => {
        window.addEventListener(
          'pointerdown',
          () => {
            const w = window as unknown as { hydratedAtTap?: boolean }
            w.hydratedAtTap ??= document.querySelector('astro-island[ssr]') === null
          },
          true,
        )
      })
      await page.goto(`${baseUrl}/internet-mobile`, { waitUntil: 'commit' })
      // Tapped as soon as it is shown, still and enabled, as a finger would (a disabled button would make tap() wait).
      await page.getByRole('button', { name: 'Privato' }).tap({ timeout: 20_000 })
      if (holdScripts) {
        heldAtTap.push({
          hydrated: await page.evaluate(() => (window as unknown as { hydratedAtTap?: boolean }).hydratedAtTap),
          queued: await page.locator('[data-queued]').count(),
          step: await page.locator('[data-questionnaire]').getAttribute('data-step'),
        })
        release()
      }
      await expect.poll(() => progressLabel(page), { timeout: 30_000 }).toBe('Passo 2 di circa 7')
      expect(await page.locator('[data-queued]').count()).toBe(0)
      await page.context().close()
    }
    // Each held visit was tapped before the island hydrated, and showed the tap as chosen, on the first step, until the
    // island took it.
    expect(heldAtTap).toEqual(Array.from({ length: 3 }, () => ({ hydrated: false, queued: 1, step: firstKey })))
  }, 240_000)

  it('the browser’s Back goes back one step at a time, then to the page before', async () => {
    const page = await browser.newPage({ width: 390, height: 844 })
    await page.goto(`${baseUrl}/chi-siamo`)
    await page.goto(`${baseUrl}/internet-mobile`)
    await ready(page)
    await page.getByRole('button', { name: 'Privato' }).click()
    await expect.poll(() => progressLabel(page)).toBe('Passo 2 di circa 7')
    await page.getByRole('button', { name: 'Cambio fornitore' }).click()
    await expect.poll(() => progressLabel(page)).toBe('Passo 3 di 6')
    await page.goBack()
    await expect.poll(() => progressLabel(page)).toBe('Passo 2 di circa 7')
    expect(new URL(page.url()).pathname).toBe('/internet-mobile')
    await page.goForward()
    await expect.poll(() => progressLabel(page)).toBe('Passo 3 di 6')
    // The page's own Indietro and the browser's Back are one history: Indietro, then Back, is two steps back.
    await page.getByRole('button', { name: 'Indietro' }).click()
    await expect.poll(() => progressLabel(page)).toBe('Passo 2 di circa 7')
    await page.goBack()
    await expect.poll(() => progressLabel(page)).toBe('Passo 1 di circa 7')
    // The answers given are kept: the first step shows its choice.
    expect(await page.getByRole('button', { name: 'Privato' }).getAttribute('aria-pressed')).toBe('true')
    await page.goBack()
    await page.waitForURL(`${baseUrl}/chi-siamo`)
  })

  it('says so when the contact form cannot be fetched, and fetches it again on Riprova', async () => {
    const page = await browser.newPage()
    // The estimate step and the contact form come in one module, after the first step.
    const blocked = (url: URL) => /\/lateSteps\.[^/]*\.js$/.test(url.pathname)
    await page.route(blocked, (route) => route.abort())
    await page.goto(`${baseUrl}/internet-mobile`)
    await ready(page)
    await page.getByRole('button', { name: 'Privato' }).click()
    await page.getByRole('button', { name: 'Cambio fornitore' }).click()
    await page.getByRole('button', { name: 'Vodafone' }).click()
    await page.getByRole('button', { name: '2-3 linee' }).click()
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain(
      'Non è stato possibile caricare il modulo di contatto. Controlla la connessione e riprova.',
    )
    await page.unroute(blocked)
    await page.getByRole('button', { name: 'Riprova' }).click()
    // A whole page load (hydration, the saved session read again, the module fetched) can outlast the poll's 1 s default.
    await page.getByRole('button', { name: 'Continua e ricevi le offerte' }).click({ timeout: 15_000 })
    await expect.poll(() => page.getByLabel('Nome e cognome').isVisible(), { timeout: 15_000 }).toBe(true)
  })
})
