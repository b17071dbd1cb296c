import { describe, expect, it } from 'vitest'
import { linkParts, safeLink, serviceCtaHref, serviceHref } from '#content-schema'
import { richTextToHtml } from '../../cms/src/content/richText.ts'

/** What a browser would open off the site, or run: none of it may be rendered as an editor's link. */
const OFF_THE_SITE = [
  '/\\evil.example/x',
  '\\\\evil.example/x',
  '\\/evil.example',
  '//evil.example',
  '///evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/%2F/evil.example',
  '/%5Cevil.example',
  '/x%0d%0aSet-Cookie:a=b',
  'javascript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:x',
  '/x\u0000',
  '/x\u007f',
  '/x\u202e',
  'https://evil.example/x',
  'http://www.facebook.com/casaconfronta',
  'https://user@www.facebook.com/',
  'https://www.facebook.com@evil.example/',
  'https://facebook.com.evil.example/',
  'https://evilfacebook.com/',
  'https://evil.example/#facebook.com',
  'https://www.facebook.com\\@evil.example/',
  'https://WWW.FACEBOOK.COM/',
  'https://www.facebook.com/%2F%2Fevil',
  'tel:+39 055<script>',
  'mailto:a@b.it?bcc=evil@example.com',
  '',
  'contatti',
]

const ON_THE_SITE = ['/', '/contatti', '/contatti/chiamata', '/#servizi', '/luce-gas-start?x=1#y', '#servizi', 'tel:+39 055 123 4567', 'mailto:info@casaconfronta.it', 'https://www.facebook.com/casaconfronta', 'https://linkedin.com/company/casaconfronta']

describe('an editor’s link (content-schema/src/content/links.ts)', () => {
  it('is refused when a browser would open another site with it, or run it', () => {
    for (const href of OFF_THE_SITE) expect(safeLink(href), JSON.stringify(href)).toBeNull()
  })

  it('passes as written when it is a path of this site, an anchor, tel:, mailto: or https:// to an allowed host', () => {
    for (const href of ON_THE_SITE) expect(safeLink(href), href).toBe(href)
    expect(safeLink('  /contatti  ')).toBe('/contatti')
  })

  it('takes only what each place allows', () => {
    expect(safeLink('https://www.facebook.com/casaconfronta', { external: true })).toBe('https://www.facebook.com/casaconfronta')
    expect(safeLink('#servizi', { external: true })).toBeNull()
    expect(safeLink('tel:+39 055 123 4567', {})).toBeNull()
    expect(safeLink('/contatti', {})).toBe('/contatti')
  })

  it('makes a service card and its call to action fall back to the service page for a start path off the site', () => {
    for (const startPath of ['/\\evil.example/x', '//evil.example', 'javascript:alert(1)', 'https://evil.example']) {
      expect(serviceHref({ slug: 'luce-gas', startPath }), startPath).toBe('/luce-gas')
      expect(serviceCtaHref({ startPath }), startPath).toBe('#questionario')
    }
    expect(serviceHref({ slug: 'luce-gas', startPath: '/luce-gas-start' })).toBe('/luce-gas-start')
  })

  it('leaves a Markdown-style link in an interface text as text when it is off the site', () => {
    for (const href of OFF_THE_SITE) expect(linkParts(`Leggi [qui](${href}).`).some((part) => part.href), JSON.stringify(href)).toBe(false)
    expect(linkParts('Leggi [l’informativa](/privacy-policy).')).toEqual([{ text: 'Leggi ' }, { text: 'l’informativa', href: '/privacy-policy' }, { text: '.' }])
  })

  it('renders a rich text link off the site as its words only, and one on the site as a link', () => {
    const paragraph = (url: string, newTab = false) => ({
      root: {
        type: 'root',
        version: 1,
        direction: null,
        format: '',
        indent: 0,
        children: [
          {
            type: 'paragraph',
            version: 1,
            direction: null,
            format: '',
            indent: 0,
            children: [{ type: 'link', version: 3, fields: { url, newTab, linkType: 'custom' }, direction: null, format: '', indent: 0, children: [{ type: 'text', version: 1, text: 'vai', format: 0, detail: 0, mode: 'normal', style: '' }] }],
          },
        ],
      },
    })
    for (const url of ['/\\evil.example/x', '//evil.example', 'javascript:alert(1)', 'https://evil.example/', '/x\u0000']) {
      const html = richTextToHtml(paragraph(url) as never)
      expect(html, url).not.toContain('<a')
      expect(html, url).toContain('vai')
    }
    expect(richTextToHtml(paragraph('/contatti?a=1&b=2') as never)).toContain('<a href="/contatti?a=1&amp;b=2">vai</a>')
    expect(richTextToHtml(paragraph('https://www.instagram.com/casaconfronta', true) as never)).toContain('<a href="https://www.instagram.com/casaconfronta" rel="noopener noreferrer" target="_blank">vai</a>')
  })
})
