import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { formatItalianNumber, insuranceMessages, partnerRulesMessages, SiteFactsSchema, testimonialMessages, transparencyMessages } from '#content-schema'
import { baseUrl, shoot, useBrowser } from './harness.ts'
import { callPages, contentRoutes, islandFreeRoutes, servicePages } from './routes.ts'

const browser = useBrowser()

const texts = (page: Page, selector: string) => page.locator(selector).evaluateAll((nodes) => nodes.map((node) => node.textContent?.trim().replace(/\s+/g, ' ')))

async function open(path: string, options: { width?: number } = {}) {
  const page = await browser.newPage(options)
  const response = await page.goto(`${baseUrl}${path}`)
  return { page, response }
}

describe('home', () => {
  it('shows the hero, the eight service cards, benefits, steps, partners, testimonials and figures', async () => {
    const { page, response } = await open('/')
    expect(response?.status()).toBe(200)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Risparmia tempo e denaro sui servizi per la tua casa')
    expect(await page.getByRole('link', { name: 'Prenota una chiamata' }).first().getAttribute('href')).toBe('/contatti/chiamata')
    expect(await page.getByRole('link', { name: 'Contattaci' }).getAttribute('href')).toBe('/contatti')

    const cards = page.getByTestId('service-cards').locator('li')
    expect(await cards.count()).toBe(8)
    expect(await texts(page, '[data-testid="service-cards"] h3')).toEqual(servicePages.map((service) => service.title))
    expect(await page.getByTestId('service-cards').locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      servicePages.map((service) => (service.path === '/luce-gas' ? '/luce-gas-start' : service.path)),
    )

    for (const benefit of ['Semplice', 'Gratuito', 'Comodo', 'Sicuro']) {
      expect(await page.getByRole('heading', { level: 3, name: benefit, exact: true }).isVisible()).toBe(true)
    }
    for (const step of ['Scegli il servizio', 'Confronta le offerte', 'Risparmia']) {
      expect(await page.getByRole('heading', { level: 3, name: step, exact: true }).isVisible()).toBe(true)
    }
    expect(await page.getByRole('link', { name: 'Prova subito' }).getAttribute('href')).toBe('/luce-gas-start')

    const logos = page.getByRole('region', { name: 'I nostri partner' }).getByRole('img')
    expect(await logos.count()).toBe(7)
    const logo = await fetch(new URL((await logos.first().getAttribute('src'))!, baseUrl))
    expect(logo.status).toBe(200)
    expect(logo.headers.get('content-type')).toContain('image/svg+xml')

    // The editors' testimonials and story are illustrative, each labelled so (issue #32).
    const testimonials = page.getByRole('region', { name: 'Come può andare' }).locator('figure')
    expect(await testimonials.count()).toBe(3)
    expect(await page.getByRole('img', { name: 'Valutazione: 5 stelle su 5' }).count()).toBe(3)
    expect(await texts(page, '[data-testid="testimonial-label"]')).toEqual([testimonialMessages.illustrative, testimonialMessages.illustrative, testimonialMessages.illustrative])
    expect(await page.getByTestId('testimonials-note').textContent()).toBe(testimonialMessages.note)
    expect(await page.getByRole('heading', { name: 'La storia di Giulia' }).isVisible()).toBe(true)
    expect(await page.getByTestId('story-label').textContent()).toBe(testimonialMessages.illustrativeStory)

    // No figure without a source: every number of the «Numeri» is computed by the site, with its time, and matches
    // what the site computes now; none of the earlier seed's unsourced claims is anywhere on the page.
    const facts = SiteFactsSchema.parse(await (await fetch(`${baseUrl}/api/public/site-facts`)).json())
    const shownFigures = page.getByTestId('figure')
    expect(await shownFigures.count()).toBeGreaterThanOrEqual(3)
    for (const figure of await shownFigures.all()) {
      expect(await figure.getByTestId('figure-value').textContent()).toMatch(/\d/)
      expect(await figure.getByTestId('figure-source').textContent()).toMatch(/^Calcolato dai dati del sito il \d\d\/\d\d\/\d{4} alle \d\d:\d\d$|^Fonte: .+ \(\d\d\/\d\d\/\d{4}\)$/)
    }
    expect((await texts(page, '[data-testid="figure-value"]')).slice(0, 3)).toEqual([facts.activePartners, facts.activeServices, facts.requestsServed].map((count) => formatItalianNumber(count)))
    const main = (await page.locator('main').textContent()) ?? ''
    for (const claim of ['50.000', '1.200', '450 €', '−28%', '24h', '24 ore', '2-3 giorni', 'Migliaia']) expect(main).not.toContain(claim)
    // Beyond the «Numeri» (each with its source) and the testimonials (each labelled illustrative), no quantity at all:
    // the FAQ, the services' cards and every other block name no count, delay, price or saving.
    const rest = await page.locator('main').evaluate((element) => {
      const copy = element.cloneNode(true) as HTMLElement
      for (const sourced of copy.querySelectorAll('[data-testid="figure"], figure:has([data-testid="testimonial-label"])')) sourced.remove()
      return copy.textContent ?? ''
    })
    expect(rest).not.toMatch(/\d[\d.,]*\s*(?:\+|%|€|euro|ore\b|h\b|giorni|minuti|secondi|clienti|partner)/i)
    await shoot(page, 'home-1280')
    const { page: narrow } = await open('/', { width: 390 })
    expect(await narrow.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await shoot(narrow, 'home-390')
    for (const trust of ['Professionalità', 'Assistenza', 'Sicurezza']) {
      expect(await page.getByRole('heading', { level: 3, name: trust, exact: true }).isVisible()).toBe(true)
    }
  })

  it('has a FAQ accordion of six items with one answer open at a time, each closable again', async () => {
    const { page } = await open('/')
    const items = page.getByTestId('faq').locator('details')
    expect(await items.count()).toBe(6)
    const openCount = () => page.getByTestId('faq').locator('details[open]').count()
    expect(await openCount()).toBe(0)

    await items.nth(0).locator('summary').click()
    expect(await items.nth(0).getAttribute('open')).not.toBeNull()
    expect(await items.nth(0).locator('p').isVisible()).toBe(true)
    await items.nth(2).locator('summary').click()
    expect(await openCount()).toBe(1)
    expect(await items.nth(2).getAttribute('open')).not.toBeNull()
    await items.nth(2).locator('summary').click()
    expect(await openCount()).toBe(0)

    await items.nth(4).locator('summary').focus()
    await page.keyboard.press('Enter')
    expect(await items.nth(4).getAttribute('open')).not.toBeNull()
  })

  it('describes the organisation and its FAQ to search engines', async () => {
    const { page } = await open('/')
    expect(await page.title()).toBe('CasaConfronta: confronta le offerte per la tua casa')
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseUrl}/`)
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe('CasaConfronta: confronta le offerte per la tua casa')
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text))
    expect(jsonLd.find((data) => data['@type'] === 'Organization')).toMatchObject({ name: 'CasaConfronta', vatID: 'IT02456780974' })
    const faqPage = jsonLd.find((data) => data['@type'] === 'FAQPage')
    expect(faqPage.mainEntity).toHaveLength(6)
    expect(faqPage.mainEntity[0].name).toBe('Il servizio è davvero gratuito?')
  })
})

describe('header and footer', () => {
  it('link the five header entries and the three footer columns with socials and payment badges', async () => {
    const { page } = await open('/chi-siamo')
    const header = page.getByRole('navigation', { name: 'Navigazione principale' })
    expect(await header.getByRole('link').allTextContents()).toEqual(['Home', 'Come funziona', 'Chi siamo', 'Contatti', 'Area Merchant'])
    expect(await header.getByRole('link', { name: 'Area Merchant' }).getAttribute('href')).toBe('/auth-merchant')
    expect(await header.getByRole('link', { name: 'Chi siamo' }).getAttribute('aria-current')).toBe('page')

    const footer = page.locator('footer')
    for (const [column, links] of [
      ['Azienda', ['Chi Siamo', 'Come Funziona', 'Contatti']],
      ['Legale', ['Privacy Policy', 'Termini e Condizioni', 'Cookie Policy']],
      ['Servizi', ['Luce e Gas', 'Fotovoltaico', 'Internet & Mobile']],
    ] as const) {
      expect(await footer.getByRole('navigation', { name: column }).getByRole('link').allTextContents()).toEqual(links)
    }
    for (const social of ['Facebook', 'Instagram', 'LinkedIn']) {
      expect(await footer.getByRole('link', { name: social }).getAttribute('href')).toMatch(/^https:\/\//)
    }
    expect(await footer.textContent()).toContain('© 2024 CasaConfronta S.r.l.')
    expect(await footer.getByRole('list', { name: 'Pagamenti accettati' }).getByRole('listitem').allTextContents()).toEqual(['VISA', 'MC', 'PP'])
  })

  it('opens the Menu drawer on a 390 px screen and closes it when a link is chosen', async () => {
    const { page } = await open('/', { width: 390 })
    expect(await page.getByRole('navigation', { name: 'Navigazione principale' }).isVisible()).toBe(false)
    await page.getByRole('button', { name: 'Apri il menu' }).click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    expect(await drawer.isVisible()).toBe(true)
    expect(await drawer.getByRole('link').allTextContents()).toEqual(['Home', 'Come funziona', 'Chi siamo', 'Contatti', 'Area Merchant'])
    // The drawer marks the page the visitor is on, as the wide header does.
    expect(await drawer.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page')
    expect(await drawer.getByRole('link', { name: 'Chi siamo' }).getAttribute('aria-current')).toBeNull()
    // Keep the browser on this page so the drawer's own reaction to the click can be seen.
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()))
    await drawer.getByRole('link', { name: 'Chi siamo' }).click()
    expect(await drawer.isVisible()).toBe(false)
    expect(await page.getByText('Caricamento...').isVisible()).toBe(true)
  })

  it('navigates at once behind the loading overlay, lands at the top, and the overlay is gone when the visitor comes back', async () => {
    const { page } = await open('/')
    await page.locator('footer').getByRole('link', { name: 'Cookie Policy' }).click()
    await page.waitForURL(`${baseUrl}/cookie-policy`)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Cookie Policy')
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await page.goBack()
    await page.waitForURL(`${baseUrl}/`)
    expect(await page.getByText('Caricamento...').isVisible()).toBe(false)
    expect(await page.evaluate(() => document.documentElement.classList.contains('is-navigating'))).toBe(false)
  })
})

describe('service pages', () => {
  it.each(servicePages)('$path shows its hero and one call to action', async ({ path, title, cta, ctaHref }) => {
    const { page, response } = await open(path)
    expect(response?.status()).toBe(200)
    expect(await page.locator('main').getByText(title, { exact: true }).first().isVisible()).toBe(true)
    const h1 = await page.getByRole('heading', { level: 1 }).textContent()
    expect(h1?.length).toBeGreaterThan(10)
    const button = page.locator('main').getByRole('link', { name: cta })
    expect(await button.count()).toBe(1)
    expect(await button.getAttribute('href')).toBe(ctaHref)
    expect(await page.locator('#questionario').count()).toBe(1)
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseUrl}${path}`)
  })
})

describe('information pages', () => {
  it('/contatti shows the company card and the closing call to action', async () => {
    const { page } = await open('/contatti')
    const card = page.getByTestId('contact-details')
    expect(await card.getByRole('heading').textContent()).toBe('CasaConfronta S.r.l.')
    expect(await card.textContent()).toContain('59100 Prato')
    expect(await card.textContent()).toContain('P.IVA IT02456780974')
    expect(await card.getByRole('link', { name: 'info@casaconfronta.it' }).getAttribute('href')).toBe('mailto:info@casaconfronta.it')
    expect(await card.getByRole('link', { name: '+39 0574 123456' }).getAttribute('href')).toBe('tel:+390574123456')
    expect(await page.locator('#modulo-contatto').count()).toBe(1)
    expect(await page.getByRole('link', { name: "Trova l'offerta" }).isVisible()).toBe(true)
  })

  it('/chi-siamo tells the mission, the three values, why to choose us and how the service earns', async () => {
    const { page } = await open('/chi-siamo')
    expect(await page.getByRole('heading', { name: 'La nostra missione' }).isVisible()).toBe(true)
    for (const value of ['Trasparenza totale', 'Competenza certificata', 'Supporto continuo']) {
      expect(await page.getByRole('heading', { level: 3, name: value }).isVisible()).toBe(true)
    }
    expect(await page.getByRole('heading', { name: 'Perché scegliere CasaConfronta' }).isVisible()).toBe(true)
    const main = await page.locator('main').textContent()
    expect(main).toContain('Guadagniamo dalle aziende partner: un importo per ogni richiesta che ricevono')
    expect(main).toContain('gratuito per te')
    // No partner count without its source: it is on /trasparenza, computed.
    expect(main).not.toContain('1.200')
  })

  it('/come-funziona explains the questionnaire, the matching by CAP and service, and the callbacks', async () => {
    const { page } = await open('/come-funziona')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Dalla richiesta all’offerta giusta, in tre passi')
    for (const heading of ['Il questionario', 'Come scegliamo i professionisti', 'Quando vieni ricontattato']) {
      expect(await page.getByRole('heading', { level: 2, name: heading }).isVisible()).toBe(true)
    }
    const main = await page.locator('main').textContent()
    expect(main).toContain('per CAP e per servizio')
    // No delay nobody measured: the measured median is on /trasparenza, with its source.
    expect(main).not.toMatch(/24 ore|2-3 giorni/)
    expect(main).toContain('tempo di risposta mediano')
    expect(await page.getByTestId('faq').locator('details').count()).toBe(6)
  })
})

describe('transparency and insurance', () => {
  it.each([1280, 390])('/trasparenza at %i px: who runs the site, how it is paid, partners, insurance, estimates, how the electricity offers are ranked, sources, reviews', async (width) => {
    const { page, response } = await open('/trasparenza', { width })
    expect(response?.status()).toBe(200)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Come funziona CasaConfronta, senza letture tra le righe')
    expect(await texts(page, 'main h2')).toEqual([
      'Chi gestisce il sito',
      'I partner: quanti sono, come li scegliamo, come guadagniamo',
      'Come verifichiamo e ordiniamo i partner',
      'Assicurazioni',
      'Come calcoliamo le stime',
      'Come ordiniamo le offerte luce e gas',
      'Fonti e aggiornamento delle stime',
      'Recensioni verificate e testimonianze illustrative',
    ])
    // Who runs it, how many partners and services (computed, with when), at most N per request and how they are
    // chosen, how the site earns (per request, per contract), the last update and how to report an error (issue #32).
    const main = (await page.locator('main').textContent()) ?? ''
    expect(main).toContain('CasaConfronta S.r.l.')
    const facts = SiteFactsSchema.parse(await (await fetch(`${baseUrl}/api/public/site-facts`)).json())
    expect(await page.getByTestId('transparency-partner-counts').textContent()).toContain(partnerRulesMessages.counts(facts.activePartners, facts.activeServices))
    expect(await page.getByTestId('transparency-computed-at').textContent()).toMatch(/^Numeri calcolati dai dati del sito il \d\d\/\d\d\/\d{4} alle \d\d:\d\d\.$/)
    expect(await page.getByTestId('transparency-partner-cap').textContent()).toBe(partnerRulesMessages.cap(facts.partnersPerRequest))
    expect(await page.getByTestId('transparency-partner-cap').textContent()).toContain('al massimo a 4 partner')
    expect(await page.getByTestId('transparency-partner-choice').textContent()).toBe(partnerRulesMessages.choice(24))
    expect(await page.getByTestId('transparency-earnings').textContent()).toBe(partnerRulesMessages.earnings(facts.returnWindowDays))
    expect(await page.getByTestId('transparency-updated').textContent()).toMatch(/^Ultimo aggiornamento di questa pagina: \d\d\/\d\d\/\d{4}\.$/)
    const report = page.getByTestId('transparency-report')
    expect(await report.getByRole('link', { name: transparencyMessages.reportErrorLink }).getAttribute('href')).toMatch(/^mailto:info@casaconfronta\.it\?subject=/)
    expect(await report.getByRole('link', { name: transparencyMessages.contactsLink }).getAttribute('href')).toBe('/contatti')
    expect(main).toContain('Testimonianza illustrativa')
    expect(main).toContain('Cliente verificato')
    // ARERA's offers on /luce-gas are ranked by the yearly cost alone, never by who is a partner (issue #33); a
    // partner returns a request only under the published rules (/regole-resi).
    expect(main).toContain('Le ordiniamo solo per spesa annua stimata')
    expect(main).toContain('non dipende in alcun modo da chi è nostro partner')
    expect(await page.locator('main').getByRole('link', { name: 'regole per la restituzione delle richieste' }).getAttribute('href')).toBe('/regole-resi')
    // The live sections: how each insurance service is offered now, and what the estimates rest on.
    expect(await page.getByTestId('transparency-rui').textContent()).toBe(transparencyMessages.notRegistered)
    expect(await texts(page, '[data-testid="transparency-insurance"] dt')).toEqual(['Assicurazione Casa', 'Assicurazione Auto'])
    expect(await texts(page, '[data-testid="transparency-insurance"] dd')).toEqual([transparencyMessages.referral, transparencyMessages.referral])
    expect(await page.getByTestId('transparency-estimates-updated').textContent()).toMatch(/^Ultima modifica dei parametri delle stime: |^I parametri delle stime non sono/)
    expect(await page.getByTestId('transparency-estimates').locator('li').count()).toBeGreaterThan(0)
    expect(await page.locator('footer').getByRole('link', { name: 'Trasparenza', exact: true }).getAttribute('href')).toBe('/trasparenza')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await shoot(page, `trasparenza-${width}`)
  })

  it.each([1280, 390])('an insurance service page at %i px says it passes the request on, shows no premium, and links the transparency page', async (width) => {
    const { page } = await open('/assicurazione-casa', { width })
    const notice = page.getByTestId('insurance-notice')
    expect(await notice.getAttribute('data-mode')).toBe('segnalazione')
    expect(await notice.getByRole('heading').textContent()).toBe(insuranceMessages.referralTitle)
    expect(await notice.textContent()).toContain(insuranceMessages.referralNotice)
    expect(await notice.getByRole('link', { name: transparencyMessages.serviceLink }).getAttribute('href')).toBe('/trasparenza')
    expect(await page.locator('main').textContent()).not.toMatch(/\d\s?€|€\/anno/)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await shoot(page, `assicurazione-casa-${width}`)
  })
})

describe('legal pages', () => {
  it.each([
    ['/privacy-policy', 'Privacy Policy', 12, ['24 mesi dall’ultima interazione', '30 giorni', 'Società del gruppo', 'WhatsApp', 'Data Privacy Framework', 'Versione 2.0']],
    ['/termini-condizioni', 'Termini e Condizioni', 10, ['intermediazione', 'gratuito per gli utenti', 'legge italiana', 'Foro di Prato', 'Versione 1.0']],
    ['/cookie-policy', 'Cookie Policy', 6, ['cc_consent', '6 mesi', '_ga', '2 anni', '_gid', '24 ore', '_fbp', '3 mesi', 'Preferenze cookie', 'Versione 1.1']],
  ] as const)('%s has its %s sections', async (path, title, sections, phrases) => {
    const { page } = await open(path)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title)
    expect(await page.locator('main section h2').count()).toBe(sections)
    expect(await page.getByRole('navigation', { name: 'Indice' }).getByRole('link').count()).toBe(sections)
    const main = await page.locator('main').textContent()
    for (const phrase of phrases) expect(main).toContain(phrase)
  })

  it.each([
    ['/termini-e-condizioni', '/termini-condizioni'],
    ['/informativa-privacy', '/privacy-policy'],
  ])('%s redirects permanently to %s', async (from, to) => {
    const response = await fetch(`${baseUrl}${from}`, { redirect: 'manual' })
    expect([301, 308]).toContain(response.status)
    expect(new URL(response.headers.get('location')!, baseUrl).pathname).toBe(to)
  })
})

describe('call booking', () => {
  it('/contatti/chiamata lists the three groups, flags the popular services and links each call page', async () => {
    const { page } = await open('/contatti/chiamata')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Prenota una chiamata')
    const groups = {
      'Servizi di Casa': ['Luce & Gas', 'Internet & Mobile', 'Fotovoltaico', 'Caldaie & Clima'],
      'Sicurezza e Protezione': ['Sistemi di allarme', 'Assicurazione Casa', 'Assicurazione Pet'],
      'Benessere e Salute': ['Depuratori'],
    }
    for (const [group, labels] of Object.entries(groups)) {
      const region = page.getByRole('region', { name: group })
      expect(await region.getByRole('link').evaluateAll((links) => links.map((link) => link.querySelector('.flex-1')?.textContent))).toEqual(labels)
    }
    const popular = await page.locator('a:has-text("Popolare") .flex-1').allTextContents()
    expect(popular).toEqual(['Luce & Gas', 'Internet & Mobile'])
    const hrefs = await page.locator('main a[href^="/contatti/chiamata/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(hrefs).toEqual(callPages.map((call) => `/contatti/chiamata/${call.slug}`))
    expect(await page.getByRole('link', { name: 'Chiama ora' }).getAttribute('href')).toBe('tel:+390574123456')
    expect(await page.getByRole('link', { name: 'Torna ai contatti' }).getAttribute('href')).toBe('/contatti')
    expect(await page.getByRole('region', { name: 'Preferisci parlarci subito?' }).getByRole('link', { name: 'Contatti' }).getAttribute('href')).toBe('/contatti')
  })

  it.each(callPages)('/contatti/chiamata/$slug has its heading and the place for the call form', async ({ slug, label }) => {
    const { page, response } = await open(`/contatti/chiamata/${slug}`)
    expect(response?.status()).toBe(200)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`Prenota una chiamata: ${label}`)
    expect(await page.locator('#modulo-chiamata').getAttribute('data-servizio')).toBe(slug)
  })

  it('answers an unknown call page with the 404 page', async () => {
    const response = await fetch(`${baseUrl}/contatti/chiamata/non-esiste`)
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('Pagina non trovata')
  })
})

describe('every content page', () => {
  it.each(islandFreeRoutes)('%s, all CMS content, loads no framework: one script file, the cookie banner’s own', async (path) => {
    const html = await (await fetch(`${baseUrl}${path}`)).text()
    expect([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map(([, src]) => src)).toEqual([expect.stringMatching(/^\/_astro\/CookieBanner\.[\w.-]+\.js$/)])
    expect(html).not.toContain('modulepreload')
  })

  it.each(contentRoutes)('%s is cached, CDN-cacheable, indexed and loads React only for an island', async (path) => {
    const first = await fetch(`${baseUrl}${path}`)
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=86400')
    const html = await first.text()
    // Pages made only of CMS content have no island; every other content page has one.
    expect(html.includes('<astro-island')).toBe(!islandFreeRoutes.includes(path))
    expect(html).toContain(`<link rel="canonical" href="${baseUrl}${path}">`)
    // A page cached more than a minute ago answers STALE once while it re-renders in the background.
    await expect.poll(async () => (await fetch(`${baseUrl}${path}`)).headers.get('x-astro-cache'), { timeout: 5000 }).toBe('HIT')
  })

  it('the site lists every route in /sitemap.xml and points to it from /robots.txt', async () => {
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text()
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname)
    expect(listed).toEqual(expect.arrayContaining([...contentRoutes, '/luce-gas-start']))
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text()
    expect(robots).toContain(`Sitemap: ${baseUrl}/sitemap.xml`)
    expect(robots).toContain('Disallow: /admin')
  })
})
