import { beforeAll, describe, expect, it } from 'vitest'
import { linkRuleMessage, sitePathRuleMessage } from '#content-schema'
import { collectionSlugs, globalSlugs } from '../../../cms/src/slugs.ts'
import { loginAs, payload, rest } from '../support/helpers.ts'

/**
 * The CMS refuses an editor's link a browser would open off the site with, or run (content-schema/src/content/links.ts): a
 * service's start path, a navigation link, a button of a page, a social profile. Each as the editor or admin saves it.
 */
const tokens = { editor: '', admin: '' }
beforeAll(async () => {
  ;[tokens.editor, tokens.admin] = await Promise.all([loginAs('Editor'), loginAs('Admin')])
})

const OFF_THE_SITE = ['/\\evil.example/x', '\\\\evil.example', '//evil.example', 'javascript:alert(1)', '/x\u0000y', 'https://evil.example/']

describe('an editor’s link off the site', () => {
  it('is refused as a service’s start path, and a path of the site is kept', async () => {
    const p = await payload()
    const service = (await p.find({ collection: collectionSlugs.services, where: { slug: { equals: 'luce-gas' } }, depth: 0, overrideAccess: true })).docs[0]!
    for (const startPath of OFF_THE_SITE) {
      const answer = await rest('PATCH', `/services/${service.id}`, { token: tokens.editor, body: { startPath } })
      expect(answer.status, startPath).toBe(400)
      expect(JSON.stringify(answer.body), startPath).toContain(sitePathRuleMessage)
    }
    const kept = await rest('PATCH', `/services/${service.id}`, { token: tokens.editor, body: { startPath: '/luce-gas-start' } })
    expect(kept.status).toBe(200)
  })

  it('is refused in the navigation, and an allowed one is kept', async () => {
    const navigation = await rest('GET', `/globals/${globalSlugs.navigation}?depth=0`, { token: tokens.editor })
    const headerLinks = navigation.body.headerLinks as { label: string; href: string }[]
    for (const href of OFF_THE_SITE) {
      const answer = await rest('POST', `/globals/${globalSlugs.navigation}`, { token: tokens.editor, body: { headerLinks: [...headerLinks, { label: 'Altrove', href }] } })
      expect(answer.status, href).toBe(400)
      expect(JSON.stringify(answer.body), href).toContain(linkRuleMessage)
    }
    const kept = await rest('POST', `/globals/${globalSlugs.navigation}`, { token: tokens.editor, body: { headerLinks: [...headerLinks, { label: 'Facebook', href: 'https://www.facebook.com/casaconfronta' }] } })
    expect(kept.status).toBe(200)
  })

  it('is refused as a social profile', async () => {
    for (const facebook of ['https://evil.example/', 'javascript:alert(1)', '//www.facebook.com/x']) {
      const answer = await rest('POST', `/globals/${globalSlugs.siteSettings}`, { token: tokens.admin, body: { socials: { facebook } } })
      expect(answer.status, facebook).toBe(400)
    }
    expect((await rest('POST', `/globals/${globalSlugs.siteSettings}`, { token: tokens.admin, body: { socials: { facebook: 'https://www.facebook.com/casaconfronta' } } })).status).toBe(200)
  })
})
