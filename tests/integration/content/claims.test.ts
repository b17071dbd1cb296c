import { describe, expect, it } from 'vitest'
import { figureSourceMessages, leadSettingsDefaults, SiteFactsSchema } from '#content-schema'
import { earlierSeedClaims, faqs, figures } from '../../../cms/src/seed/content/catalogue.ts'
import { pages } from '../../../cms/src/seed/content/pages.ts'
import { previousDelayClaims, services } from '../../../cms/src/seed/content/services.ts'
import { seedSiteContent } from '../../../cms/src/seed/siteContent.ts'
import { collectionSlugs, globalSlugs } from '../../../cms/src/slugs.ts'
import { forgetSiteFacts } from '../../../cms/src/transparency/siteFacts.ts'
import { loginAs, payload, rest } from '../support/helpers.ts'

/**
 * Claims with sources (issue #32): the figures the site shows are computed from its data (GET /api/public/site-facts,
 * with when) or an editor's with their source and date, which the CMS refuses without; the earlier seed's figures,
 * FAQ answers and pages with claims no source backs are brought to today's wording where nobody changed them.
 */
let ipCounter = 0
const ip = () => ({ 'x-real-ip': `10.32.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}` })

async function sql<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const p = await payload()
  const pool = (p.db as unknown as { pool: { query: (text: string, values: unknown[]) => Promise<{ rows: T[] }> } }).pool
  return (await pool.query(text, values)).rows
}

describe('GET /api/public/site-facts', () => {
  it('computes the partners, services and requests served from the data, with the time, and the partners’ rules from the settings', async () => {
    forgetSiteFacts()
    const answer = await rest('GET', '/public/site-facts', { headers: ip() })
    expect(answer.status).toBe(200)
    const facts = SiteFactsSchema.parse(answer.body)
    const [{ partners }] = await sql<{ partners: number }>(`select count(*)::int as partners from merchants where stato = 'attivo'`)
    const [{ services }] = await sql<{ services: number }>(`select count(*)::int as services from services where _status = 'published' and active is not false`)
    const [{ served }] = await sql<{ served: number }>(`select count(distinct parent_id)::int as served from client_requests_rels where path = 'destinatari' and merchants_id is not null`)
    expect(partners).toBeGreaterThan(0)
    expect(facts).toMatchObject({
      activePartners: partners,
      activeServices: services,
      requestsServed: served,
      partnersPerRequest: leadSettingsDefaults.partnersPerRequest,
      returnWindowDays: leadSettingsDefaults.returnWindowDays,
      slowResponseHours: 24,
    })
    expect(Date.now() - Date.parse(facts.computedAt)).toBeLessThan(60_000)
    // Counts only: nothing about a partner or a person.
    expect(Object.keys(answer.body).sort()).toEqual(Object.keys(SiteFactsSchema.shape).sort())
    expect(JSON.stringify(answer.body)).not.toContain('@')
  })

  it('keeps a computation a while, then counts again: a partner suspended shows after the cache is renewed', async () => {
    forgetSiteFacts()
    const first = SiteFactsSchema.parse((await rest('GET', '/public/site-facts', { headers: ip() })).body)
    const p = await payload()
    const active = await p.find({ collection: collectionSlugs.merchants, where: { stato: { equals: 'attivo' } }, depth: 0, limit: 1, overrideAccess: true })
    const merchant = active.docs[0]!
    await p.update({ collection: collectionSlugs.merchants, id: merchant.id, data: { stato: 'sospeso', motivoStato: 'Prova dei numeri calcolati' }, overrideAccess: true, context: { seeding: true } })
    try {
      // Still the kept computation, with its own time.
      expect(SiteFactsSchema.parse((await rest('GET', '/public/site-facts', { headers: ip() })).body)).toEqual(first)
      forgetSiteFacts()
      const again = SiteFactsSchema.parse((await rest('GET', '/public/site-facts', { headers: ip() })).body)
      expect(again.activePartners).toBe(first.activePartners - 1)
    } finally {
      await p.update({ collection: collectionSlugs.merchants, id: merchant.id, data: { stato: 'attivo' }, overrideAccess: true, context: { seeding: true } })
      forgetSiteFacts()
    }
  })
})

describe('the site settings’ «Numeri»', () => {
  it('are seeded computed by the site, each with its label', async () => {
    const stored = (await rest('GET', '/globals/site-settings')).body.figures as Array<{ metric: string; value: string | null; label: string }>
    expect(stored.map(({ metric, label }) => ({ metric, label }))).toEqual(figures.map(({ metric, label }) => ({ metric, label })))
    expect(stored.every((figure) => !figure.value)).toBe(true)
  })

  it('refuse an editor’s figure without its source and date, in Italian; accept it with them', async () => {
    const editor = await loginAs('Editor')
    const before = (await rest('GET', '/globals/site-settings')).body.figures as Array<Record<string, unknown>>
    const kept = before.map(({ metric, label, description }) => ({ metric, label, description }))
    const refused = await rest('POST', '/globals/site-settings', { token: editor, body: { figures: [...kept, { metric: 'editoriale', value: '50.000+', label: 'Clienti soddisfatti' }] } })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toContain(figureSourceMessages.sourceRequired)
    // A figure stored before the choice existed counts as the editors' too.
    const unnamed = await rest('POST', '/globals/site-settings', { token: editor, body: { figures: [...kept, { value: '450 €', label: 'Risparmio medio annuo', source: 'Indagine interna' }] } })
    expect(unnamed.status).toBe(400)
    expect(JSON.stringify(unnamed.body)).toContain(figureSourceMessages.sourceRequired)
    try {
      const sourced = { metric: 'editoriale', value: '4,6 su 5', label: 'Valutazione media', source: 'Recensioni verificate del sito', sourceDate: '2026-11-01T00:00:00.000Z' }
      const saved = await rest('POST', '/globals/site-settings', { token: editor, body: { figures: [...kept, sourced] } })
      expect(saved.status).toBe(200)
      expect(((await rest('GET', '/globals/site-settings')).body.figures as unknown[]).at(-1)).toMatchObject({ metric: 'editoriale', value: '4,6 su 5', source: 'Recensioni verificate del sito' })
    } finally {
      await rest('POST', '/globals/site-settings', { token: editor, body: { figures: kept } })
    }
  })
})

describe('the seed on a database holding an earlier seed’s claims', () => {
  it('brings the figures, FAQ answers and pages nobody changed to today’s, and leaves what an editor changed', async () => {
    const p = await payload()
    const context = { seeding: true }
    const home = pages.find((page) => page.slug === 'home')!
    const about = pages.find((page) => page.slug === 'chi-siamo')!
    const stored = async (slug: string) => (await p.find({ collection: collectionSlugs.pages, where: { slug: { equals: slug } }, depth: 0, limit: 1, overrideAccess: true })).docs[0]!
    // As an earlier seed wrote them: the home's story «−28%», the about page's «oltre 1.200 partner», the figures and a FAQ answer.
    const earlierHome = home.layout.map((block) => (block.blockType === 'customerStory' ? { ...block, highlight: '−28% sulla bolletta' } : block))
    await p.update({ collection: collectionSlugs.pages, id: (await stored('home')).id, data: { layout: earlierHome }, overrideAccess: true, context })
    const earlierAbout = JSON.parse(JSON.stringify(about.layout).replace('lavoriamo con partner che approviamo uno per uno', 'oggi lavoriamo con oltre 1.200 partner selezionati'))
    // The about page as an editor saved it: theirs, whatever it says.
    const editor = await loginAs('Editor')
    const aboutId = (await stored('chi-siamo')).id
    expect((await rest('PATCH', `/${collectionSlugs.pages}/${aboutId}`, { token: editor, body: { layout: earlierAbout, _status: 'published' } })).status).toBe(200)
    // Stored before figures had a source (the CMS refuses them now, so they are written as the earlier schema held them).
    for (const [order, figure] of earlierSeedClaims.figures.entries()) {
      await sql(`update site_settings_figures set metric = 'editoriale', value = $1, label = $2, description = $3, source = null, source_date = null where _order = $4`, [
        figure.value,
        figure.label,
        figure.description,
        order + 1,
      ])
    }
    const question = 'Chi sono i partner di CasaConfronta?'
    const faq = (await p.find({ collection: collectionSlugs.faqs, where: { question: { equals: question } }, depth: 0, limit: 1, overrideAccess: true })).docs[0]!
    await p.update({ collection: collectionSlugs.faqs, id: faq.id, data: { answer: earlierSeedClaims.faqAnswers[question]! }, overrideAccess: true, context })

    try {
      expect(await seedSiteContent(p)).toEqual(['page home: claims with sources', 'faq 6: claims with sources', 'site-settings figures: computed by the site'])
      expect(JSON.stringify((await stored('home')).layout)).not.toContain('−28%')
      expect(JSON.stringify((await stored('chi-siamo')).layout)).toContain('oltre 1.200 partner')
      const answer = (await p.find({ collection: collectionSlugs.faqs, where: { question: { equals: question } }, depth: 0, limit: 1, overrideAccess: true })).docs[0]!.answer
      expect(answer).toBe(faqs.find((candidate) => candidate.question === question)!.answer)
      const settings = await p.findGlobal({ slug: globalSlugs.siteSettings, depth: 0, overrideAccess: true })
      expect(settings.figures!.map((figure) => figure.metric)).toEqual(figures.map((figure) => figure.metric))
      // Nothing left to bring: a second run changes nothing.
      expect(await seedSiteContent(p)).toEqual([])
    } finally {
      await p.update({ collection: collectionSlugs.pages, id: aboutId, data: { layout: about.layout, _status: 'published' }, overrideAccess: true, context })
    }
  })
})

describe('the seed on a database holding an earlier seed’s promised delays', () => {
  it('brings «entro 24 ore» and «2-3 giorni» nobody changed to today’s wording: the services, «Come funziona» and the FAQ', async () => {
    const p = await payload()
    const context = { seeding: true }
    const serviceOf = async (slug: string) => (await p.find({ collection: collectionSlugs.services, where: { slug: { equals: slug } }, depth: 0, limit: 1, overrideAccess: true })).docs[0]!
    for (const [slug, earlier] of Object.entries(previousDelayClaims)) {
      const seeded = services.find((service) => service.slug === slug)!
      const data = { hero: { ...seeded.hero, text: earlier.heroText, points: earlier.points.map((text) => ({ text })) }, seo: { ...seeded.seo, description: earlier.seoDescription } }
      await p.update({ collection: collectionSlugs.services, id: (await serviceOf(slug)).id, data, overrideAccess: true, context })
    }
    const howItWorks = pages.find((page) => page.slug === 'come-funziona')!
    const page = (await p.find({ collection: collectionSlugs.pages, where: { slug: { equals: 'come-funziona' } }, depth: 0, limit: 1, overrideAccess: true })).docs[0]!
    const earlierLayout = JSON.parse(
      JSON.stringify(howItWorks.layout).replace(
        'I partner che hai scelto ti ricontattano con proposte personalizzate; quanto impiegano a rispondere, misurato sulle richieste reali, è nella pagina Trasparenza.',
        'I partner ti ricontattano con proposte personalizzate: le prime arrivano di solito entro 24 ore, per il fotovoltaico in 2-3 giorni.',
      ),
    )
    expect(JSON.stringify(earlierLayout)).toContain(earlierSeedClaims.pageMarkers['come-funziona'])
    await p.update({ collection: collectionSlugs.pages, id: page.id, data: { layout: earlierLayout }, overrideAccess: true, context })
    const question = 'Quanto tempo serve per ricevere le offerte?'
    const faq = (await p.find({ collection: collectionSlugs.faqs, where: { question: { equals: question } }, depth: 0, limit: 1, overrideAccess: true })).docs[0]!
    await p.update({ collection: collectionSlugs.faqs, id: faq.id, data: { answer: earlierSeedClaims.faqAnswers[question]! }, overrideAccess: true, context })

    expect(await seedSiteContent(p)).toEqual([
      'service luce-gas: no unsourced delay',
      'service fotovoltaico: no unsourced delay',
      'page come-funziona: claims with sources',
      'faq 2: claims with sources',
    ])
    const delays = /24 ore|2-3 giorni/
    for (const slug of Object.keys(previousDelayClaims)) {
      const stored = await serviceOf(slug)
      expect(JSON.stringify([stored.hero, stored.seo]), slug).not.toMatch(delays)
    }
    const storedPage = (await p.find({ collection: collectionSlugs.pages, where: { slug: { equals: 'come-funziona' } }, depth: 0, limit: 1, overrideAccess: true })).docs[0]!
    expect(JSON.stringify(storedPage.layout)).not.toMatch(delays)
    expect(JSON.stringify(storedPage.layout)).toContain('Trasparenza')
    const answer = (await p.findByID({ collection: collectionSlugs.faqs, id: faq.id, depth: 0, overrideAccess: true })).answer
    expect(answer).not.toMatch(delays)
    expect(answer).toContain('pagina Trasparenza')
    expect(await seedSiteContent(p)).toEqual([])
  })
})
