import { describe, expect, it } from 'vitest'
import { LEAD_RETURN_RULES_PATH, LEAD_RETURN_RULES_SLUG, leadReturnReasonLabels, leadReturnReasons } from '#content-schema'
import { seedSiteContent } from '../../../cms/src/seed/siteContent.ts'
import { collectionSlugs, globalSlugs } from '../../../cms/src/slugs.ts'
import { payload, rest } from '../support/helpers.ts'

/** The partners' rules for returning a lead: a public legal page, written from the settings, kept by editors. */
async function rulesPage() {
  const p = await payload()
  return (await p.find({ collection: collectionSlugs.legalPages, where: { slug: { equals: LEAD_RETURN_RULES_SLUG } }, depth: 0, limit: 1, overrideAccess: true })).docs[0]
}

describe('the lead-return rules page', () => {
  it('is published for anyone to read, with the window and every reason the merchant area offers', async () => {
    const page = await rest('GET', `/legal-pages?where[slug][equals]=${LEAD_RETURN_RULES_SLUG}&depth=0`)
    expect(page.status).toBe(200)
    const doc = (page.body.docs as { title: string; sections: unknown }[])[0]!
    expect(doc.title).toBe('Regole per la restituzione delle richieste')
    const text = JSON.stringify(doc.sections)
    expect(text).toContain('entro 7 giorni')
    for (const reason of leadReturnReasons) expect(text).toContain(leadReturnReasonLabels[reason])
  })

  it('is written from the settings in force when missing, and an editor’s version is left alone', async () => {
    const p = await payload()
    const before = await rulesPage()
    await p.delete({ collection: collectionSlugs.legalPages, id: before!.id, overrideAccess: true })
    const settings = await p.findGlobal({ slug: globalSlugs.siteSettings, depth: 0, overrideAccess: true })
    const windowDays = settings.richieste?.giorniReso ?? 7
    await p.updateGlobal({ slug: globalSlugs.siteSettings, data: { richieste: { ...settings.richieste, giorniReso: 10 } }, overrideAccess: true })
    try {
      expect(await seedSiteContent(p)).toEqual([`legal ${LEAD_RETURN_RULES_SLUG}`])
      expect(JSON.stringify((await rulesPage())!.sections)).toContain('entro 10 giorni')
      const edited = await rulesPage()
      await p.update({ collection: collectionSlugs.legalPages, id: edited!.id, data: { version: '1.1-redazione', intro: 'Testo della redazione.', _status: 'published' }, overrideAccess: true })
      expect(await seedSiteContent(p)).toEqual([])
      expect((await rulesPage())!.intro).toBe('Testo della redazione.')
    } finally {
      await p.updateGlobal({ slug: globalSlugs.siteSettings, data: { richieste: { ...settings.richieste, giorniReso: windowDays } }, overrideAccess: true })
    }
  })

  it('is linked from /trasparenza, in the editors’ text', async () => {
    const p = await payload()
    const transparency = (await p.find({ collection: collectionSlugs.pages, where: { slug: { equals: 'trasparenza' } }, depth: 0, limit: 1, overrideAccess: true })).docs[0]!
    expect(JSON.stringify(transparency.layout)).toContain(`"url":"${LEAD_RETURN_RULES_PATH}"`)
  })
})
