import fs from 'node:fs'
import path from 'node:path'
import { handleEndpoints } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import config from '../../../cms/payload.config.ts'
import { richText } from '#content-schema'
import { loginAs, payload, rest } from '../support/helpers.ts'

type Who = 'visitor' | 'merchant' | 'editor' | 'admin'
let tokens: Record<Who, string | undefined>
/** A seeded image, for the partner logos the tests create. */
let logoId: number

beforeAll(async () => {
  tokens = {
    visitor: undefined,
    merchant: await loginAs('Merchant (Prato)'),
    editor: await loginAs('Editor'),
    admin: await loginAs('Admin'),
  }
  logoId = (await rest('GET', '/media?limit=1&depth=0')).body.docs![0].id as number
})

/** A new document for each content collection, as an editor would send it. */
const samples: Record<string, (tag: string) => Record<string, unknown>> = {
  faqs: (tag) => ({ question: `Domanda di prova ${tag}?`, answer: 'Risposta di prova.', order: 99, _status: 'published' }),
  testimonials: (tag) => ({ name: `Prova ${tag}`, city: 'Prato', service: 'Luce & Gas', text: 'Ottimo servizio.', rating: 5, order: 99, _status: 'published' }),
  services: (tag) => ({
    title: `Servizio ${tag}`,
    slug: `servizio-${tag}`,
    order: 99,
    description: 'Descrizione di prova.',
    variant: 'energy',
    hero: { headline: 'Titolo', text: 'Testo' },
    ctaLabel: 'Scopri',
    callBooking: { group: 'servizi-casa', slug: `chiamata-${tag}`, label: `Servizio ${tag}` },
    _status: 'published',
  }),
  'partner-logos': (tag) => ({ name: `Partner ${tag}`, logo: logoId, order: 99, _status: 'published' }),
  pages: (tag) => ({
    title: `Pagina ${tag}`,
    slug: `pagina-${tag}`,
    layout: [{ blockType: 'hero', headline: 'Titolo di prova' }],
    _status: 'published',
  }),
  'legal-pages': (tag) => ({
    title: `Legale ${tag}`,
    slug: `legale-${tag}`,
    version: '0.1',
    updatedOn: '2024-01-01T00:00:00.000Z',
    sections: [{ heading: 'Sezione', body: richText('Testo di prova.') }],
    _status: 'published',
  }),
}

/** Every content collection's seeded document that a visitor must be able to read. */
const published: Record<string, { where: string; count: number }> = {
  services: { where: 'where[slug][equals]=luce-gas', count: 1 },
  pages: { where: 'where[slug][equals]=home', count: 1 },
  faqs: { where: 'limit=100', count: 6 },
  testimonials: { where: 'limit=100', count: 3 },
  'partner-logos': { where: 'limit=100', count: 7 },
  'legal-pages': { where: 'limit=100', count: 4 },
  media: { where: 'limit=100', count: 7 },
}

describe.each(Object.entries(published))('%s: reading', (collection, { where, count }) => {
  it.each(['visitor', 'merchant'] as const)('a %s reads the published documents', async (who) => {
    const result = await rest('GET', `/${collection}?${where}&depth=0`, { token: tokens[who] })
    expect(result.status).toBe(200)
    expect(result.body.docs).toHaveLength(count)
  })
})

describe.each(Object.keys(samples))('%s: writing', (collection) => {
  it.each(['visitor', 'merchant'] as const)('a %s can neither create, update nor delete', async (who) => {
    const token = tokens[who]
    expect((await rest('POST', `/${collection}`, { token, body: samples[collection](`${who}-x`) })).status).toBe(403)
    const existing = (await rest('GET', `/${collection}?limit=1&depth=0`)).body.docs![0]
    const id = existing.id as number
    expect((await rest('PATCH', `/${collection}/${id}`, { token, body: { order: 42, title: 'Rubato', question: 'Rubata?', name: 'Rubato' } })).status).toBe(403)
    expect((await rest('DELETE', `/${collection}/${id}`, { token })).status).toBe(403)
    const unchanged = (await rest('GET', `/${collection}/${id}?depth=0`)).body
    expect(unchanged).toEqual(existing)
  })

  it.each(['editor', 'admin'] as const)('an %s creates, updates and deletes (a legal text: never deletes)', async (who) => {
    const token = tokens[who]
    const created = await rest('POST', `/${collection}`, { token, body: samples[collection](who) })
    expect(created.status).toBe(201)
    const id = (created.body.doc as { id: number }).id
    const updated = await rest('PATCH', `/${collection}/${id}`, { token, body: { order: 98 } })
    expect(updated.status).toBe(200)
    expect((await rest('GET', `/${collection}/${id}?depth=0`)).status).toBe(200)
    // Consents point to the legal texts' versions: nobody deletes one (consent-ledger.test.ts).
    const kept = collection === 'legal-pages'
    expect((await rest('DELETE', `/${collection}/${id}`, { token })).status).toBe(kept ? 403 : 200)
    expect((await rest('GET', `/${collection}/${id}?depth=0`, { token })).status).toBe(kept ? 200 : 404)
  })
})

describe('drafts', () => {
  it('stay hidden from visitors and merchants, and their versions from everyone but staff', async () => {
    const created = await rest('POST', '/faqs?draft=true', {
      token: tokens.editor,
      body: { question: 'Bozza non pubblicata?', answer: 'Non ancora.', order: 50, _status: 'draft' },
    })
    expect(created.status).toBe(201)
    const id = (created.body.doc as { id: number }).id
    try {
      const query = `/faqs?where[question][equals]=${encodeURIComponent('Bozza non pubblicata?')}&depth=0`
      expect((await rest('GET', query)).body.docs).toEqual([])
      expect((await rest('GET', query, { token: tokens.merchant })).body.docs).toEqual([])
      expect((await rest('GET', `/faqs/${id}`, { token: tokens.merchant })).status).toBe(404)
      expect((await rest('GET', query, { token: tokens.editor })).body.docs).toHaveLength(1)
      expect((await rest('GET', '/faqs/versions', { token: tokens.merchant })).status).toBe(403)
      expect((await rest('GET', '/faqs/versions')).status).toBe(403)
      expect((await rest('GET', '/faqs/versions', { token: tokens.editor })).status).toBe(200)
    } finally {
      await rest('DELETE', `/faqs/${id}`, { token: tokens.editor })
    }
  })
})

describe('media', () => {
  async function upload(token: string | undefined) {
    const form = new FormData()
    const svg = fs.readFileSync(path.resolve(import.meta.dirname, '../../../cms/src/seed/assets/acqua-pura.svg'))
    form.append('file', new Blob([svg], { type: 'image/svg+xml' }), 'prova-logo.svg')
    form.append('_payload', JSON.stringify({ alt: 'Logo di prova' }))
    const headers = new Headers(token ? { authorization: `JWT ${token}` } : {})
    const response = await handleEndpoints({ config, request: new Request('http://localhost:3000/api/media', { method: 'POST', headers, body: form }) })
    return { status: response.status, body: (await response.json()) as { doc?: { id: number; filename: string } } }
  }

  it.each(['visitor', 'merchant'] as const)('a %s cannot upload, change or delete an image', async (who) => {
    expect((await upload(tokens[who])).status).toBe(403)
    const existing = (await rest('GET', '/media?limit=1&depth=0')).body.docs![0]
    expect((await rest('PATCH', `/media/${existing.id}`, { token: tokens[who], body: { alt: 'Rubato' } })).status).toBe(403)
    expect((await rest('DELETE', `/media/${existing.id}`, { token: tokens[who] })).status).toBe(403)
  })

  it.each(['editor', 'admin'] as const)('an %s uploads, changes and deletes an image', async (who) => {
    const created = await upload(tokens[who])
    expect(created.status).toBe(201)
    const id = created.body.doc!.id
    expect((await rest('PATCH', `/media/${id}`, { token: tokens[who], body: { alt: 'Nuovo testo' } })).status).toBe(200)
    expect((await rest('DELETE', `/media/${id}`, { token: tokens[who] })).status).toBe(200)
  })
})

describe.each([
  ['navigation', { copyright: '© 2024 Prova' }, 'copyright'],
  ['site-settings', { figures: [{ metric: 'partnerAttivi', label: 'Prova' }] }, 'figures'],
  ['ui-texts', { notFound: { title: 'Prova' } }, 'notFound'],
] as const)('%s global', (slug, change, field) => {
  it.each(['visitor', 'merchant'] as const)('a %s reads it but cannot change it', async (who) => {
    const before = await rest('GET', `/globals/${slug}`, { token: tokens[who] })
    expect(before.status).toBe(200)
    expect((await rest('POST', `/globals/${slug}`, { token: tokens[who], body: change })).status).toBe(403)
    expect((await rest('GET', `/globals/${slug}`)).body[field]).toEqual(before.body[field])
  })

  it.each(['editor', 'admin'] as const)('an %s changes it', async (who) => {
    const before = (await rest('GET', `/globals/${slug}`)).body[field]
    const saved = await rest('POST', `/globals/${slug}`, { token: tokens[who], body: change })
    expect(saved.status).toBe(200)
    const after = (await rest('GET', `/globals/${slug}`)).body[field]
    expect(JSON.stringify(after)).toContain('Prova')
    await rest('POST', `/globals/${slug}`, { token: tokens[who], body: { [field]: before } })
  })
})

describe('the data-retention limits (site settings, privacy)', () => {
  it('an editor cannot change them (the rest of the settings still saves); an admin can', async () => {
    const before = (await rest('GET', '/globals/site-settings')).body.privacy as { retentionMonths: number; incompletePartialDays: number }
    const byEditor = await rest('POST', '/globals/site-settings', { token: tokens.editor, body: { privacy: { ...before, retentionMonths: 1 } } })
    expect(byEditor.status).toBe(200)
    expect((await rest('GET', '/globals/site-settings')).body.privacy).toMatchObject(before)
    try {
      const since = new Date().toISOString()
      const byAdmin = await rest('POST', '/globals/site-settings', { token: tokens.admin, body: { privacy: { ...before, retentionMonths: 30 } } })
      expect(byAdmin.status).toBe(200)
      expect((await rest('GET', '/globals/site-settings')).body.privacy).toMatchObject({ retentionMonths: 30 })
      // History: the change is in the audit log with who made it, and each save is a version staff can read.
      const p = await payload()
      const audit = await p.find({ collection: 'audit-log', where: { and: [{ action: { equals: 'retention-settings' } }, { createdAt: { greater_than_equal: since } }] }, depth: 0, overrideAccess: true })
      const admin = await p.find({ collection: 'users', where: { email: { equals: 'admin@casaconfronta.it' } }, depth: 0, overrideAccess: true })
      expect(audit.docs.map((entry) => [entry.subject, entry.user])).toEqual([
        [`Conservazione dei dati: ${before.retentionMonths} → 30 mesi; questionari non completati: ${before.incompletePartialDays} → ${before.incompletePartialDays} giorni`, admin.docs[0]!.id],
      ])
      const versions = await rest('GET', '/globals/site-settings/versions?sort=-updatedAt&limit=5', { token: tokens.editor })
      expect(versions.status).toBe(200)
      expect((versions.body.docs as { version: { privacy: { retentionMonths: number } } }[])[0]!.version.privacy.retentionMonths).toBe(30)
      expect((await rest('GET', '/globals/site-settings/versions')).status).toBe(403)
    } finally {
      await rest('POST', '/globals/site-settings', { token: tokens.admin, body: { privacy: before } })
    }
  })
})

describe('seeded content', () => {
  it('has the eight services, each in its call-booking group', async () => {
    const p = await payload()
    const services = await p.find({ collection: 'services', sort: 'order', depth: 0, limit: 100, overrideAccess: true })
    expect(services.docs.map((service) => [service.slug, service.ctaLabel, service.callBooking.group, service.callBooking.slug, Boolean(service.callBooking.popular)])).toEqual([
      ['luce-gas', 'Scopri le offerte', 'servizi-casa', 'gas-e-luce', true],
      ['internet-mobile', 'Confronta offerte', 'servizi-casa', 'internet-mobile', true],
      ['fotovoltaico', 'Richiedi preventivo', 'servizi-casa', 'fotovoltaico', false],
      ['caldaie-clima', 'Trova la soluzione', 'servizi-casa', 'caldaie-clima', false],
      ['sistemi-allarme', 'Configura sicurezza', 'sicurezza-protezione', 'sistemi-allarme', false],
      ['assicurazione-casa', 'Richiedi un contatto', 'sicurezza-protezione', 'assicurazione-casa', false],
      ['assicurazione-auto', 'Richiedi un preventivo', 'sicurezza-protezione', 'assicurazione-pet', false],
      ['depuratori', 'Scopri soluzioni', 'benessere-salute', 'depuratori', false],
    ])
  })

  it('is not created twice when the seed runs again', async () => {
    const p = await payload()
    const { seedSiteContent } = await import('../../../cms/src/seed/siteContent.ts')
    expect(await seedSiteContent(p)).toEqual([])
    expect((await p.count({ collection: 'media', overrideAccess: true })).totalDocs).toBe(7)
  })
})
