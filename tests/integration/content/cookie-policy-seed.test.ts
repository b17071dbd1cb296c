import { describe, expect, it } from 'vitest'
import { legalPages } from '../../../cms/src/seed/content/legal.ts'
import { richText } from '#content-schema'
import { seedSiteContent } from '../../../cms/src/seed/siteContent.ts'
import { collectionSlugs } from '../../../cms/src/slugs.ts'
import { payload } from '../support/helpers.ts'

/** The cookie policy lists what the site sets, the consent cookie included, also on databases seeded before it. */
const seeded = legalPages.find((page) => page.slug === 'cookie-policy')!

async function cookiePolicy() {
  const p = await payload()
  const found = await p.find({ collection: collectionSlugs.legalPages, where: { slug: { equals: 'cookie-policy' } }, depth: 0, limit: 1, overrideAccess: true })
  return found.docs[0]!
}

const text = (page: Awaited<ReturnType<typeof cookiePolicy>>) => JSON.stringify(page.sections)

async function storeVersion(version: string, sections: { heading: string; body: ReturnType<typeof richText> }[]) {
  const p = await payload()
  await p.update({ collection: collectionSlugs.legalPages, id: (await cookiePolicy()).id, data: { version, sections, _status: 'published' }, overrideAccess: true })
}

describe('cookie policy seed', () => {
  it('lists the consent cookie and the optional cookies with their durations', async () => {
    const page = await cookiePolicy()
    expect(page.version).toBe(seeded.version)
    for (const words of ['cc_consent', '6 mesi', '_ga', '2 anni', '_gid', '24 ore', '_fbp', '3 mesi', 'Preferenze cookie']) expect(text(page)).toContain(words)
  })

  it('brings a text an earlier seed wrote up to date, and leaves an edited one alone', async () => {
    const p = await payload()
    await storeVersion('1.0', [{ heading: 'Cookie tecnici', body: richText('**_session**: la sessione.') }])
    expect(await seedSiteContent(p)).toContain('legal cookie-policy 1.0 → 1.1')
    expect(text(await cookiePolicy())).toContain('cc_consent')
    expect(await seedSiteContent(p)).toEqual([])

    await storeVersion('2.0-redazione', [{ heading: 'Cookie', body: richText('Testo della redazione.') }])
    expect(await seedSiteContent(p)).toEqual([])
    expect(text(await cookiePolicy())).toContain('Testo della redazione.')
  })
})
