import { describe, expect, it } from 'vitest'
import { isBusinessAnswers } from '#content-schema'
import { fetchQuestionnaire, phoneFor, walkQuestionnaire } from '../../scripts/visitor.ts'
import { answerTo, api, apiLogin, baseUrl, caughtMails, cmsAdminLogin, confirmOnPage, demoAccount, findOne, html, hasFocus, pageRefOf, shoot, storedQuestionnaire, untilPublished, useBrowser, warm } from './harness.ts'

const editor = demoAccount('Editor')

async function cacheState(path: string): Promise<string | null> {
  return (await fetch(`${baseUrl}${path}`)).headers.get('x-astro-cache')
}

describe("an editor's change is live on the next page load, and only the pages showing it are re-rendered", () => {
  it('a FAQ answer', async () => {
    const token = await apiLogin(editor.email, editor.password)
    const faq = await findOne('faqs', `where[question][equals]=${encodeURIComponent('Il servizio è davvero gratuito?')}`, token)
    const original = faq.answer as string
    await warm('/')
    await warm('/come-funziona')
    await warm('/cookie-policy')
    await warm('/fotovoltaico')

    const changed = 'Sì, è gratuito: lo paghiamo noi con le commissioni dei partner. (modifica di prova)'
    expect((await api('PATCH', `/faqs/${faq.id}`, token, { answer: changed })).status).toBe(200)
    try {
      await expect.poll(async () => (await html('/')).includes(changed), untilPublished).toBe(true)
      await expect.poll(async () => (await html('/come-funziona')).includes(changed), untilPublished).toBe(true)
      expect(await cacheState('/cookie-policy')).toBe('HIT')
      expect(await cacheState('/fotovoltaico')).toBe('HIT')
    } finally {
      await api('PATCH', `/faqs/${faq.id}`, token, { answer: original })
    }
    await expect.poll(async () => (await html('/')).includes(changed), untilPublished).toBe(false)
  })

  it('a service title', async () => {
    const token = await apiLogin(editor.email, editor.password)
    const service = await findOne('services', 'where[slug][equals]=fotovoltaico', token)
    await warm('/fotovoltaico')
    await warm('/')
    await warm('/internet-mobile')
    await warm('/privacy-policy')

    expect((await api('PATCH', `/services/${service.id}`, token, { title: 'Fotovoltaico e accumulo' })).status).toBe(200)
    try {
      await expect.poll(async () => (await html('/fotovoltaico')).includes('Fotovoltaico e accumulo'), untilPublished).toBe(true)
      await expect.poll(async () => (await html('/')).includes('Fotovoltaico e accumulo'), untilPublished).toBe(true)
      expect(await cacheState('/internet-mobile')).toBe('HIT')
      expect(await cacheState('/privacy-policy')).toBe('HIT')
    } finally {
      await api('PATCH', `/services/${service.id}`, token, { title: service.title })
    }
    await expect.poll(async () => (await html('/fotovoltaico')).includes('Fotovoltaico e accumulo'), untilPublished).toBe(false)
  })

  it('a legal text', async () => {
    const token = await apiLogin(editor.email, editor.password)
    const legal = await findOne('legal-pages', 'where[slug][equals]=privacy-policy', token)
    const sections = legal.sections as { id: string; heading: string; body: unknown }[]
    await warm('/privacy-policy')
    await warm('/termini-condizioni')
    await warm('/')

    const edited = sections.map((section, index) => (index === 5 ? { ...section, heading: 'Per quanto tempo conserviamo i dati' } : section))
    // A changed legal text is published under a new version (here a patch level of the seeded one); the way back is the
    // seeded version published again whole.
    const stamp = Date.now()
    expect((await api('PATCH', `/legal-pages/${legal.id}`, token, { sections: edited })).status).toBe(400)
    expect((await api('PATCH', `/legal-pages/${legal.id}`, token, { sections: edited, version: `${String(legal.version)}.${stamp}` })).status).toBe(200)
    try {
      await expect.poll(async () => (await html('/privacy-policy')).includes('6. Per quanto tempo conserviamo i dati'), untilPublished).toBe(true)
      expect(await cacheState('/termini-condizioni')).toBe('HIT')
      expect(await cacheState('/')).toBe('HIT')
    } finally {
      expect((await api('PATCH', `/legal-pages/${legal.id}`, token, { sections, version: legal.version, updatedOn: legal.updatedOn })).status).toBe(200)
    }
    await expect.poll(async () => (await html('/privacy-policy')).includes('Per quanto tempo conserviamo i dati'), untilPublished).toBe(false)
  })
})

describe("a legal text's sections in the admin", () => {
  it('are listed folded under their headings; a section added opens with the cursor in its heading, and is saved only when the editor saves', async () => {
    const token = await apiLogin(editor.email, editor.password)
    const legal = await findOne('legal-pages', 'where[slug][equals]=privacy-policy', token)
    const sections = legal.sections as Array<{ heading: string }>
    const page = await browser.newPage()
    try {
      await cmsAdminLogin(page, editor)
      await page.goto(`${baseUrl}/admin/collections/legal-pages/${legal.id}`)
      const toggles = page.locator('[id^="sections-row-"] .collapsible__toggle')
      await expect.poll(() => toggles.count(), { timeout: 15_000 }).toBe(sections.length)
      expect(await page.locator('#sections-row-0 .collapsible__toggle--collapsed').count()).toBe(1)
      await expect.poll(() => page.locator('[id^="sections-row-"] .row-title').allTextContents()).toEqual(sections.map((section) => section.heading))
      await page.getByRole('button', { name: 'Aggiungi Sezione' }).click()
      const heading = page.locator(`#field-sections__${sections.length}__heading`)
      await expect.poll(() => hasFocus(heading), { timeout: 20_000 }).toBe(true)
      // Payload folds a row just added once its fields come back from the server: it stays open.
      await page.waitForTimeout(3000)
      expect(await page.locator(`#sections-row-${sections.length} .collapsible__toggle`).first().getAttribute('class')).not.toContain('collapsible__toggle--collapsed')
      await page.keyboard.type('Modifiche a questa informativa')
      expect(await heading.inputValue()).toBe('Modifiche a questa informativa')
      await expect.poll(() => page.locator(`#sections-row-${sections.length} .row-title`).textContent()).toBe('Modifiche a questa informativa')
      expect(await page.locator('#sections-row-0 .collapsible__toggle--collapsed').count()).toBe(1)
      await shoot(page, 'editor-sezione-legale-1280', { fullPage: false })
    } finally {
      await page.close()
    }
    expect(((await findOne('legal-pages', 'where[slug][equals]=privacy-policy', token)).sections as unknown[]).length).toBe(sections.length)
  })
})

describe("the admin's lists of links and figures", () => {
  it("name each row by its words: a page's sections, the menu's items, the footer's columns and their links, the payment methods, the site's figures", async () => {
    const token = await apiLogin(editor.email, editor.password)
    const navigation = (await api('GET', '/globals/navigation?depth=0', token)).body as {
      headerLinks: { label: string }[]
      footerColumns: { title: string; links: { label: string }[] }[]
      paymentBadges: { name: string }[]
    }
    const settings = (await api('GET', '/globals/site-settings?depth=0', token)).body as { figures: { label: string }[] }
    const home = await findOne('pages', 'where[slug][equals]=home', token)
    const sections = home.layout as { blockType: string; heading?: string; headline?: string }[]
    expect(navigation.footerColumns.length).toBeGreaterThan(0)
    expect(settings.figures.length).toBeGreaterThan(0)
    const page = await browser.newPage()
    // A row's own title: a footer column's row also holds its links' rows, each with its title.
    const titles = async (rows: string) => {
      const found = page.locator(`[id^="${rows}-row-"]`)
      return Promise.all(Array.from({ length: await found.count() }, (_, row) => found.nth(row).locator('.row-title').first().textContent()))
    }
    try {
      await cmsAdminLogin(page, editor)
      // A section by its heading (the hero by its headline), beside its kind.
      await page.goto(`${baseUrl}/admin/collections/pages/${home.id}`)
      await expect.poll(() => titles('layout'), { timeout: 15_000 }).toEqual(sections.map((section) => section.headline ?? section.heading))
      expect(await page.locator('#layout-row-0').getByText('Testata', { exact: true }).count()).toBe(1)
      // The seed saved this page, no person: its author says so rather than offering a choice («Seleziona un valore»).
      expect(home.versionAuthor).toBeNull()
      await expect.poll(() => page.locator('.field-type.relationship', { hasText: 'Versione salvata da' }).getByText('Il sistema (contenuto iniziale)').isVisible()).toBe(true)
      await page.goto(`${baseUrl}/admin/globals/site-settings`)
      await expect.poll(() => titles('figures'), { timeout: 15_000 }).toEqual(settings.figures.map((figure) => figure.label))
      await page.goto(`${baseUrl}/admin/globals/navigation`)
      await expect.poll(() => titles('headerLinks'), { timeout: 15_000 }).toEqual(navigation.headerLinks.map((link) => link.label))
      expect(await titles('footerColumns')).toEqual(navigation.footerColumns.map((column) => column.title))
      expect(await titles('footerColumns-0-links')).toEqual(navigation.footerColumns[0]!.links.map((link) => link.label))
      expect(await titles('paymentBadges')).toEqual(navigation.paymentBadges.map((badge) => badge.name))
      // A row's title follows its words as the editor types them, and names the row by its number while it has none.
      const label = page.locator('#field-headerLinks__0__label')
      await label.fill('Offerte luce e gas')
      await expect.poll(() => page.locator('#headerLinks-row-0 .row-title').textContent()).toBe('Offerte luce e gas')
      await label.fill('')
      await expect.poll(() => page.locator('#headerLinks-row-0 .row-title').textContent()).toBe('Voce del menu 01')
      await shoot(page, 'editor-navigazione-1280', { fullPage: false })
      await page.setViewportSize({ width: 390, height: 844 })
      await shoot(page, 'editor-navigazione-390', { fullPage: false })
    } finally {
      await page.close()
    }
  })
})

describe('drafts and their preview', () => {
  it('a page draft changes nothing public; its admin preview link shows it to the signed-in editor, uncached, and to nobody else', async () => {
    const token = await apiLogin(editor.email, editor.password)
    const stored = await findOne('pages', 'where[slug][equals]=chi-siamo', token)
    await warm('/chi-siamo')
    const draft = { title: 'Chi siamo (bozza)', seo: { ...(stored.seo as object), title: 'Titolo in bozza' }, _status: 'draft' }
    expect((await api('PATCH', `/pages/${stored.id}?draft=true`, token, draft)).status).toBe(200)
    const page = await browser.newPage()
    try {
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(await html('/chi-siamo')).not.toContain('Titolo in bozza')
      // The preview link without a staff session is the published page, and kept by no cache.
      const anonymous = await fetch(`${baseUrl}/chi-siamo?anteprima=1`)
      expect(anonymous.headers.get('cache-control')).toBe('private, no-store')
      expect(await anonymous.text()).not.toContain('Titolo in bozza')

      await cmsAdminLogin(page, editor)
      await page.goto(`${baseUrl}/admin/collections/pages/${stored.id}`)
      const link = await page.locator('.preview-btn').first().getAttribute('href')
      expect(link).toMatch(/\/chi-siamo\?anteprima=1$/)
      const response = await page.goto(`${baseUrl}/chi-siamo?anteprima=1`)
      expect(response?.headers()['cache-control']).toBe('private, no-store')
      expect(await page.title()).toContain('Titolo in bozza')
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'Anteprima' }).isVisible()).toBe(true)
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex')
      await shoot(page, 'anteprima-pagina-1280')
      await page.setViewportSize({ width: 390, height: 844 })
      await shoot(page, 'anteprima-pagina-390', { fullPage: false })
      // Visitors still get the published page from the cache.
      expect(await html('/chi-siamo')).not.toContain('Titolo in bozza')
    } finally {
      await page.close()
      expect((await api('PATCH', `/pages/${stored.id}`, token, { title: stored.title, seo: stored.seo, _status: 'published' })).status).toBe(200)
    }
    expect(await html('/chi-siamo')).not.toContain('Titolo in bozza')
  })

  it('a questionnaire draft runs in its preview, while visitors keep the published questionnaire', async () => {
    const token = await apiLogin(editor.email, editor.password)
    const doc = await storedQuestionnaire('fotovoltaico', token)
    const original = structuredClone(doc.stepBlocks)
    const blocks = structuredClone(doc.stepBlocks)
    blocks[0].question = 'Domanda in bozza: dove vuoi installare i pannelli?'
    expect((await api('PATCH', `/questionnaires/${doc.id}?draft=true`, token, { stepBlocks: blocks, _status: 'draft' })).status).toBe(200)
    const page = await browser.newPage({ width: 390, height: 844 })
    try {
      await cmsAdminLogin(page, editor)
      await page.goto(`${baseUrl}/admin/collections/questionnaires/${doc.id}`)
      expect(await page.locator('.preview-btn').first().getAttribute('href')).toMatch(/\/fotovoltaico\?anteprima=1#questionario$/)
      await page.goto(`${baseUrl}/fotovoltaico?anteprima=1#questionario`)
      await expect.poll(() => page.getByRole('heading', { name: 'Domanda in bozza: dove vuoi installare i pannelli?' }).count()).toBe(1)
      await shoot(page, 'anteprima-questionario-390', { fullPage: false })
      expect(await html('/fotovoltaico')).not.toContain('Domanda in bozza')
    } finally {
      await page.close()
      await api('PATCH', `/questionnaires/${doc.id}`, token, { stepBlocks: original, _status: 'published' })
    }
  })
})

describe('the preview of a broken questionnaire draft', () => {
  it('renders for the editor with the draft\'s problems in the banner and the published questionnaire, labelled; visitors see nothing of it', async () => {
    const token = await apiLogin(editor.email, editor.password)
    const doc = await storedQuestionnaire('depuratori', token)
    const original = structuredClone(doc.stepBlocks)
    const published = String(original[0]!.question)
    const blocks = structuredClone(doc.stepBlocks)
    blocks[0]!.question = 'Domanda rotta in bozza'
    // A condition on an answer no step asks: the CMS keeps the draft and lists the problem.
    blocks[3]!.condition = { key: 'rispostaInesistente', in: ['Sì'] }
    expect((await api('PATCH', `/questionnaires/${doc.id}?draft=true`, token, { stepBlocks: blocks, _status: 'draft' })).status).toBe(200)
    const draft = await api('GET', `/questionnaires/${doc.id}?draft=true&depth=0`, token)
    const problems = String(draft.body.problems ?? '').split('\n').filter(Boolean)
    expect(problems.length).toBeGreaterThan(0)
    expect(problems[0]).toMatch(/^Passo 4 «Quante persone bevono l'acqua di casa\?»: /)
    const page = await browser.newPage({ width: 1280, height: 900 })
    try {
      await cmsAdminLogin(page, editor)
      const response = await page.goto(`${baseUrl}/depuratori?anteprima=1#questionario`)
      expect(response?.status()).toBe(200)
      const banner = page.getByRole('status').filter({ hasText: 'Anteprima' })
      await banner.waitFor()
      expect(await banner.textContent()).toContain('La bozza del questionario ha dei problemi')
      expect(await banner.getByRole('listitem').allTextContents()).toEqual(problems)
      // The questionnaire is the published one, said so above it; the draft's question is nowhere.
      await expect.poll(() => page.getByRole('heading', { name: published }).count()).toBe(1)
      expect(await page.getByTestId('preview-questionnaire-note').textContent()).toContain('ultima versione pubblicata')
      expect(await page.content()).not.toContain('Domanda rotta in bozza')
      await page.evaluate(() => window.scrollTo(0, 0))
      await shoot(page, 'anteprima-questionario-rotto-1280', { fullPage: false })
      await page.setViewportSize({ width: 390, height: 844 })
      await page.evaluate(() => window.scrollTo(0, 0))
      await shoot(page, 'anteprima-questionario-rotto-390', { fullPage: false })
      await page.getByTestId('preview-questionnaire-note').scrollIntoViewIfNeeded()
      await shoot(page, 'anteprima-questionario-rotto-390-questionario', { fullPage: false })
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

      // Visitors, the preview link included, get the published page and nothing of the draft or its problems.
      for (const path of ['/depuratori', '/depuratori?anteprima=1']) {
        const visitor = await fetch(`${baseUrl}${path}`)
        expect(visitor.status).toBe(200)
        const text = (await visitor.text()).replaceAll('&#x27;', "'")
        expect(text).toContain(published)
        expect(text).not.toContain('La bozza del questionario ha dei problemi')
        expect(text).not.toContain('rispostaInesistente')
      }
    } finally {
      await page.close()
      await api('PATCH', `/questionnaires/${doc.id}`, token, { stepBlocks: original, _status: 'published' })
    }
  })
})

describe("the interface's fixed texts", () => {
  it("are edited in \"Testi dell'interfaccia\" and live on every page; a blank text falls back to its default", async () => {
    const token = await apiLogin(editor.email, editor.password)
    await warm('/')
    await warm('/fotovoltaico')
    const texts = { notFound: { title: 'Questa pagina non esiste più' }, cookieBanner: { reject: 'No, grazie' }, serviceGrid: { learnMore: 'Vai al servizio' } }
    try {
      expect((await api('POST', '/globals/ui-texts', token, texts)).status).toBe(200)
      await expect.poll(async () => (await html('/')).includes('Vai al servizio'), untilPublished).toBe(true)
      expect(await html('/')).toContain('>No, grazie</button>')
      expect(await html('/fotovoltaico')).toContain('>No, grazie</button>')
      const missing = await fetch(`${baseUrl}/pagina-inesistente`)
      expect(missing.status).toBe(404)
      expect(await missing.text()).toContain('Questa pagina non esiste più')
    } finally {
      expect((await api('POST', '/globals/ui-texts', token, { notFound: { title: '' }, cookieBanner: { reject: '' }, serviceGrid: { learnMore: '' } })).status).toBe(200)
    }
    await expect.poll(async () => (await html('/')).includes('Scopri di più'), untilPublished).toBe(true)
    expect(await html('/')).toContain('>Rifiuta</button>')
  })

  it('the questionnaire, its estimate and contact steps, /luce-gas-start, the contact and call forms, the offers and request pages and the confirmation e-mail: changed, then blank again', async () => {
    const token = await apiLogin(editor.email, editor.password)
    await warm('/fotovoltaico')
    await warm('/contatti')
    await warm('/luce-gas-start')
    await warm('/contatti/chiamata/gas-e-luce')
    const texts = {
      questionnaire: { back: 'Torna alla domanda prima', progressApproximate: 'Domanda {passo} su circa {totale}', progress: 'Domanda {passo} su {totale}' },
      contactStep: {
        privacyConsent: 'Ho letto e accetto le [Condizioni del servizio](/termini-condizioni) e l’[Informativa](/privacy-policy) *',
        submit: 'Manda la richiesta',
      },
      postcode: { empty: 'Scrivi il CAP per cominciare' },
      luceGasStart: { title: 'Scrivi il CAP della tua zona' },
      contactForm: { firstName: 'Il tuo nome', marketingConsent: 'Sì, mandatemi le promozioni (facoltativo)' },
      callBooking: { title: 'Ti chiamiamo noi: {servizio}', partnersConsent: 'Va bene anche una chiamata dai partner per {servizio} (facoltativo)' },
      offers: { serviceTitle: 'Le offerte di {servizio} per te', book: 'RICHIAMATEMI' },
      tracker: { partnersTitle: 'Chi ha ricevuto la tua richiesta', bookCallback: 'Scegli il partner e l’orario' },
      estimate: { title: 'La stima per la tua casa', continue: 'Avanti con i recapiti' },
      callbackSlot: { question: 'A che ora ti chiamiamo?' },
    }
    const blank = Object.fromEntries(Object.entries(texts).map(([group, entries]) => [group, Object.fromEntries(Object.keys(entries).map((key) => [key, '']))]))
    // A visitor who answered every question of the photovoltaic questionnaire and is about to see the contact form.
    const definition = await fetchQuestionnaire(baseUrl, 'fotovoltaico')
    const walk = walkQuestionnaire(definition, () => 0)
    const email = `testi.${Date.now()}@example.com`
    const saved = {
      version: definition.version,
      sessionId: walk.sessionId,
      progressSecret: walk.progressSecret,
      idempotencyKey: crypto.randomUUID(),
      stepIndex: definition.steps.findIndex((step) => step.kind === 'contact'),
      answers: walk.answers,
      location: walk.location,
      utm: {},
    }
    const page = await browser.newPage()
    let offersPath = ''
    try {
      expect((await api('POST', '/globals/ui-texts', token, texts)).status).toBe(200)
      // The questionnaire's first step is in the server's HTML, worded as the editor wrote.
      await expect.poll(async () => (await html('/fotovoltaico')).includes('Torna alla domanda prima'), untilPublished).toBe(true)
      expect(await html('/fotovoltaico')).toContain('Domanda 1 su circa')
      const contact = await html('/contatti')
      expect(contact).toContain('Il tuo nome')
      expect(contact).toContain('Sì, mandatemi le promozioni (facoltativo)')
      const start = await html('/luce-gas-start')
      expect(start).toContain('Scrivi il CAP della tua zona')
      expect(start).toContain('Scrivi il CAP per cominciare')
      const call = await html('/contatti/chiamata/gas-e-luce')
      expect(call).toContain('Ti chiamiamo noi: Luce')
      expect(call).toContain('Va bene anche una chiamata dai partner per Luce')
      expect(call).toContain('A che ora ti chiamiamo?')

      await page.addInitScript(({ key, value }) => sessionStorage.setItem(key, value), { key: 'questionario:fotovoltaico', value: JSON.stringify(saved) })
      await page.goto(`${baseUrl}/fotovoltaico#questionario`)
      await page.getByRole('heading', { name: 'La stima per la tua casa' }).waitFor()
      await page.getByTestId('estimate').waitFor()
      await shoot(page, 'testi-stima-1280')
      await page.setViewportSize({ width: 390, height: 844 })
      await shoot(page, 'testi-stima-390')
      await page.setViewportSize({ width: 1280, height: 900 })
      await page.getByRole('button', { name: 'Avanti con i recapiti' }).click()
      const submit = page.getByRole('button', { name: 'Manda la richiesta' })
      await submit.waitFor()
      expect(await page.getByRole('link', { name: 'Condizioni del servizio' }).getAttribute('href')).toBe('/termini-condizioni')
      expect(await page.getByRole('link', { name: 'Informativa', exact: true }).getAttribute('href')).toBe('/privacy-policy')
      await page.getByLabel('Nome e cognome').fill('Maria Testi')
      await page.getByLabel('Telefono').fill(phoneFor(email))
      await page.getByLabel('Email').fill(email)
      if (isBusinessAnswers(walk.answers)) {
        await page.getByLabel('Ragione sociale').fill('Testi S.r.l.')
        await page.getByLabel('Partita IVA').fill('01234567890')
      }
      await page.getByLabel('Ho letto e accetto le Condizioni del servizio').check()
      // The partners consent given: the request reaches the partners kept ticked, so its page offers to book a callback.
      await page.getByLabel('partner commerciali').check()
      await page.getByRole('group', { name: /Con quali canali/ }).getByLabel('Telefono').check()
      await shoot(page, 'testi-modulo-contatti-1280')
      await page.setViewportSize({ width: 390, height: 844 })
      await shoot(page, 'testi-modulo-contatti-390')
      await submit.click()
      // The consumer confirms the phone with the SMS code, then reaches the offers.
      await confirmOnPage(page, phoneFor(email))
      await page.waitForURL(/\/offerte-(cap|merchant)$/)
      const ref = await pageRefOf(page)
      offersPath = `${new URL(page.url()).pathname}?ref=${ref}`
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Le offerte di Fotovoltaico per te')
      await expect.poll(() => page.getByRole('button', { name: 'RICHIAMATEMI' }).count()).toBeGreaterThan(0)
      await page.getByRole('region', { name: 'La stima per la tua casa' }).getByTestId('estimate').waitFor()
      await page.getByRole('button', { name: 'RICHIAMATEMI' }).first().click()
      await page.getByRole('dialog').getByLabel('A che ora ti chiamiamo?').waitFor()
      await page.getByRole('dialog').getByRole('button', { name: 'Annulla' }).click()
      await shoot(page, 'testi-offerte-390')
      await page.setViewportSize({ width: 1280, height: 900 })
      await shoot(page, 'testi-offerte-1280')
      // The request's own page (its token is the offers page's ref), and the confirmation e-mail's estimate paragraph.
      await page.goto(`${baseUrl}/richiesta/${ref}`)
      await page.getByRole('heading', { name: 'Chi ha ricevuto la tua richiesta' }).waitFor()
      expect(await page.getByRole('link', { name: 'Scegli il partner e l’orario' }).getAttribute('href')).toBe(offersPath)
      await page.getByRole('region', { name: 'La stima per la tua casa' }).getByTestId('estimate').waitFor()
      await shoot(page, 'testi-richiesta-1280')
      await page.setViewportSize({ width: 390, height: 844 })
      await shoot(page, 'testi-richiesta-390')
      await page.setViewportSize({ width: 1280, height: 900 })
      // The e-mail's estimate paragraph under the editor's title. The walk's first answers are an apartment of one room,
      // for which the estimate proposes no power and says why in words (no figures, so no «Tutte le cifre» disclaimer).
      await expect
        .poll(async () => (await caughtMails()).find((mail) => mail.to.includes(email))?.text, {
          timeout: 20_000,
        })
        .toContain('La stima per la tua casa: Per un appartamento di 1 stanza non proponiamo una potenza')
      await page.goto(`${baseUrl}/contatti#modulo-contatto`)
      await shoot(page, 'testi-contatti-1280')
      await page.setViewportSize({ width: 390, height: 844 })
      await shoot(page, 'testi-contatti-390')
      await page.goto(`${baseUrl}/luce-gas-start`)
      await shoot(page, 'testi-luce-gas-start-390')
      await page.goto(`${baseUrl}/contatti/chiamata/gas-e-luce`)
      await shoot(page, 'testi-chiamata-390')
      // Where editors find them: one section per part of the site, each field labelled in Italian.
      await page.setViewportSize({ width: 1280, height: 900 })
      await cmsAdminLogin(page, editor)
      await page.goto(`${baseUrl}/admin/globals/ui-texts`)
      await page.getByText('Questionario: modulo dei contatti (ultimo passo)').first().waitFor()
      await expect
        .poll(() => page.locator('textarea').evaluateAll((areas) => areas.map((area) => (area as HTMLTextAreaElement).value)), { timeout: 10_000 })
        .toContain(texts.contactStep.privacyConsent)
      await shoot(page, 'testi-admin-1280', { fullPage: false })
    } finally {
      await page.close()
      expect((await api('POST', '/globals/ui-texts', token, blank)).status).toBe(200)
    }
    // Blank reads as the default wording everywhere.
    await expect.poll(async () => (await html('/fotovoltaico')).includes('Torna alla domanda prima'), untilPublished).toBe(false)
    expect(await html('/fotovoltaico')).toContain('Passo 1 di circa')
    expect(await html('/contatti')).toContain('Acconsento a ricevere comunicazioni promozionali (facoltativo)')
    expect(await html('/luce-gas-start')).toContain('Inserisci il CAP della tua zona')
    expect(await html('/contatti/chiamata/gas-e-luce')).toContain('Acconsento a essere contattato/a per offerte di Luce')
    expect(await html('/contatti/chiamata/gas-e-luce')).toContain('Quando preferisci essere richiamato/a?')
    const offers = await html(offersPath)
    expect(offers).toContain('Offerte per Fotovoltaico')
    expect(offers).toContain('VOGLIO ESSERE RICHIAMATO/A')
    expect(offers).toContain('La tua stima')
    const tracker = await html(offersPath.replace(/^\/offerte-cap\?ref=/, '/richiesta/'))
    expect(tracker).toContain('I partner della tua zona')
    expect(tracker).toContain('Scegli chi ti richiama e quando')
  })
})

describe('a consent text, versioned like a page', () => {
  it('an editor saves it as a draft, previews it, publishes it and restores the version before; each version names its author', async () => {
    const token = await apiLogin(editor.email, editor.password)
    const editorId = ((await api('GET', '/users/me', token)).body.user as { id: number }).id
    const versions = async () =>
      (await api('GET', '/globals/ui-texts/versions?sort=-updatedAt&depth=0&limit=5', token)).body.docs as { id: number; version: { _status: string; versionAuthor?: number | null } }[]
    const before = (await versions()).find((entry) => entry.version._status === 'published')!
    expect(before).toBeDefined()
    const published = 'Acconsento a ricevere comunicazioni promozionali (facoltativo)'
    await warm('/contatti')
    expect(await html('/contatti')).toContain(published)
    const changed = 'Sì, voglio ricevere le promozioni di CasaConfronta via e-mail (facoltativo, nuova formula)'
    const page = await browser.newPage()
    try {
      await cmsAdminLogin(page, editor)
      await page.goto(`${baseUrl}/admin/globals/ui-texts`)
      const field = page.locator('textarea[name="contactForm.marketingConsent"]')
      await field.fill(changed)
      const draftSaved = answerTo(page, '/api/globals/ui-texts', 'POST')
      await page.getByRole('button', { name: 'Salva bozza' }).click()
      expect((await draftSaved).status()).toBe(200)
      // The draft changes nothing public.
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(await html('/contatti')).toContain(published)
      expect(await html('/contatti')).not.toContain(changed)
      expect((await versions())[0]).toMatchObject({ version: { _status: 'draft', versionAuthor: editorId } })

      // «Anteprima» opens /contatti with the draft, for the signed-in editor only.
      const preview = await page.locator('.preview-btn').first().getAttribute('href')
      expect(preview).toMatch(/\/contatti\?anteprima=1$/)
      await page.goto(`${baseUrl}/contatti?anteprima=1`)
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'Anteprima' }).isVisible()).toBe(true)
      await page.getByText(changed).scrollIntoViewIfNeeded()
      await shoot(page, 'testo-consenso-anteprima-1280', { fullPage: false })
      await page.setViewportSize({ width: 390, height: 844 })
      await page.getByText(changed).scrollIntoViewIfNeeded()
      await shoot(page, 'testo-consenso-anteprima-390', { fullPage: false })
      await page.setViewportSize({ width: 1280, height: 900 })
      expect(await (await fetch(`${baseUrl}/contatti?anteprima=1`)).text()).not.toContain(changed)

      // Published: on the public form, in a version that names the editor.
      await page.goto(`${baseUrl}/admin/globals/ui-texts`)
      expect(await field.inputValue()).toBe(changed)
      const publishedSave = answerTo(page, '/api/globals/ui-texts', 'POST')
      await page.getByRole('button', { name: 'Pubblica modifiche' }).click()
      expect((await publishedSave).status()).toBe(200)
      await expect.poll(async () => (await html('/contatti')).includes(changed), untilPublished).toBe(true)
      const live = (await versions())[0]!
      expect(live).toMatchObject({ version: { _status: 'published', versionAuthor: editorId } })

      // The version before, restored from its page in «Versioni»: the public form has the old words again.
      await page.goto(`${baseUrl}/admin/globals/ui-texts/versions/${before.id}`)
      await page.getByRole('button', { name: 'Ripristina questa versione' }).click()
      const restored = answerTo(page, `/api/globals/ui-texts/versions/${before.id}`, 'POST')
      await page.getByRole('dialog').getByRole('button', { name: 'Conferma' }).click()
      expect((await restored).status()).toBe(200)
      await page.waitForURL(/\/admin\/globals\/ui-texts$/)
      await shoot(page, 'testo-consenso-ripristinato-admin-1280', { fullPage: false })
      await expect.poll(async () => (await html('/contatti')).includes(published), untilPublished).toBe(true)
      expect(await html('/contatti')).not.toContain(changed)
      const afterRestore = await versions()
      expect(afterRestore[0]).toMatchObject({ version: { _status: 'published', versionAuthor: editorId } })
      // Nothing is lost: the published version with the new words is still among the versions.
      expect(afterRestore.map((entry) => entry.id)).toContain(live.id)
    } finally {
      await page.close()
    }
  })
})

const browser = useBrowser()

describe('a service added in the CMS', () => {
  it('gets its page at /{slug} without a code change, and loses it when deleted', async () => {
    const token = await apiLogin(editor.email, editor.password)
    const { createdAt, updatedAt, ...stored } = await findOne('services', 'where[slug][equals]=fotovoltaico', token)
    // The copy gets new ids for itself and its array rows.
    const template = JSON.parse(JSON.stringify(stored, (key, value) => (key === 'id' ? undefined : value))) as Record<string, unknown>
    const added = {
      ...template,
      slug: 'pompe-di-calore',
      title: 'Pompe di calore',
      order: 99,
      callBooking: { ...(template.callBooking as Record<string, unknown>), slug: 'pompe-di-calore' },
      _status: 'published',
    }
    expect((await fetch(`${baseUrl}/pompe-di-calore`)).status).toBe(404)
    const created = await api('POST', '/services', token, added)
    expect(created.body).toMatchObject({ doc: { slug: 'pompe-di-calore' } })
    const id = (created.body.doc as { id: number }).id
    try {
      await expect.poll(async () => (await fetch(`${baseUrl}/pompe-di-calore`)).status, untilPublished).toBe(200)
      expect(await html('/pompe-di-calore')).toContain('Pompe di calore')
      expect(await html('/sitemap.xml')).toContain('/pompe-di-calore</loc>')
    } finally {
      expect((await api('DELETE', `/services/${id}`, token)).status).toBe(200)
    }
    await expect.poll(async () => (await fetch(`${baseUrl}/pompe-di-calore`)).status, untilPublished).toBe(404)
  })
})

describe('the admin opened on another name of the same server', () => {
  it('signs in at 127.0.0.1 and saves there too (the sign-in cookie is trusted from every origin the product is served on)', async () => {
    const loopback = new URL(baseUrl)
    loopback.hostname = loopback.hostname === 'localhost' ? '127.0.0.1' : 'localhost'
    const origin = loopback.origin
    const login = await fetch(`${origin}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: editor.email, password: editor.password }),
    })
    expect(login.status).toBe(200)
    const cookie = login.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ')
    const token = await apiLogin(editor.email, editor.password)
    const faq = await findOne('faqs', 'where[question][exists]=true', token)
    const saved = await fetch(`${origin}/api/faqs/${faq.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', origin, cookie },
      body: JSON.stringify({ question: faq.question }),
    })
    expect(saved.status).toBe(200)
    // An origin the product is not served on is still refused.
    const foreign = await fetch(`${origin}/api/faqs/${faq.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', origin: 'https://attacker.example', cookie },
      body: JSON.stringify({ question: faq.question }),
    })
    expect(foreign.status).toBe(403)
  })
})
