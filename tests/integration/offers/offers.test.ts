import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { collectionSlugs } from '../../../cms/src/slugs.ts'
import { SITE_SECRET_HEADER, VISITOR_IP_HEADER } from '../../../platform/visitor.ts'
import { siteSecret } from '../../../platform/siteSecret.ts'
import { demo, payload, rest } from '../support/helpers.ts'
import { cleanUp, createLead, raw, track } from '../support/offersHelpers.ts'

// Other test files count the demo data exactly: leave the database as it was found.
afterAll(cleanUp)

describe('GET /api/public/offers', () => {
  it('lists the active merchants of the lead’s CAP offering its service, without the lead’s contact data', async () => {
    const result = await raw('GET', '/public/offers?ref=demo-offers-lead-2')
    expect(result.status).toBe(200)
    expect(result.headers.get('cache-control')).toBe('private, no-store')
    expect(result.body.service).toEqual({ slug: 'fotovoltaico', label: 'Fotovoltaico' })
    expect(result.body.cap).toBe('59100')
    expect(result.body.citta).toBe('Prato')
    expect(result.body.firstName).toBe('Davide')
    const merchants = result.body.merchants as { nomeAzienda: string; servizi: { slug: string }[]; nomeCognome: string }[]
    expect(merchants.map((merchant) => merchant.nomeAzienda)).toEqual(['Energia Toscana S.r.l.'])
    expect(merchants[0]?.nomeCognome).toBe('Marco Bellandi')
    expect(merchants[0]?.servizi.map((service) => service.slug)).toContain('fotovoltaico')
    expect(result.text).not.toContain('davide.moretti@example.com')
    expect(result.text).not.toContain('908 7766')
  })

  it('with scope=cap lists every active merchant of the CAP, whatever the service', async () => {
    const result = await raw('GET', '/public/offers?ref=demo-offers-lead-2&scope=cap')
    expect(result.status).toBe(200)
    const names = (result.body.merchants as { nomeAzienda: string }[]).map((merchant) => merchant.nomeAzienda)
    expect(names).toEqual(['Energia Toscana S.r.l.', 'Prato Sicura Impianti'])
  })

  it('never lists an inactive merchant', async () => {
    const result = await raw('GET', '/public/offers?ref=demo-offers-lead-5&scope=cap')
    expect(result.status).toBe(200)
    const names = (result.body.merchants as { nomeAzienda: string }[]).map((merchant) => merchant.nomeAzienda)
    expect(names).toContain('Partenope Energia')
    expect(names).not.toContain('Vesuvio Assicurazioni')
  })

  it('answers 404 for an unknown or missing reference and 400 for an unknown scope', async () => {
    const unknown = await raw('GET', '/public/offers?ref=non-esiste-questo-token')
    expect(unknown.status).toBe(404)
    expect(unknown.body.error).toBe('Richiesta non trovata.')
    expect((await raw('GET', '/public/offers')).status).toBe(404)
    expect((await raw('GET', '/public/offers?ref=demo-offers-lead-2&scope=tutto')).status).toBe(400)
  })
})

describe('a merchant’s logo on the offers card', () => {
  it('is given as its public URL, and as null when there is none', async () => {
    const p = await payload()
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#047857' } }).png().toBuffer()
    const logo = await p.create({
      collection: collectionSlugs.merchantLogos,
      data: {},
      file: { data: png, mimetype: 'image/png', name: 'logo.png', size: png.length },
      overrideAccess: true,
    })
    track('merchant-logos', logo.id)
    const merchant = await p.create({
      collection: collectionSlugs.merchants,
      data: {
        nomeCognome: 'Irene Logo',
        nomeAzienda: 'Montemurlo Energia',
        ragioneSociale: 'Montemurlo Energia S.r.l.',
        partitaIva: '00159560366',
        sede: 'Via Montalese 5, Montemurlo',
        settoreAttivita: 'Consulenza energetica',
        cap: '59013',
        citta: 'Montemurlo',
        zonaGeografica: 'Montemurlo',
        servizi: ['fotovoltaico'],
        telefono: '+39 0574 000000',
        email: 'info@montemurloenergia.it',
        capCoperti: [{ cap: '59013' }],
        stato: 'attivo',
        logo: logo.id,
      },
      // Created as the demo admin: only an admin may attach a logo that is not their own upload.
      user: (await p.find({ collection: collectionSlugs.users, where: { email: { equals: demo('Admin').email } }, limit: 1, overrideAccess: true })).docs[0],
      overrideAccess: true,
    })
    track('merchants', merchant.id)
    const lead = await createLead({ cap: '59013', citta: 'Montemurlo', servizio: 'fotovoltaico' })
    const result = await raw('GET', `/public/offers?ref=${lead.token}`)
    const [card] = result.body.merchants as { nomeAzienda: string; logoUrl: string | null }[]
    expect(card?.nomeAzienda).toBe('Montemurlo Energia')
    expect(card?.logoUrl).toMatch(/\/api\/merchant-logos\/file\/logo-admin(-\d+)?\.png$/)

    const withoutLogo = await raw('GET', '/public/offers?ref=demo-offers-lead-2')
    expect((withoutLogo.body.merchants as { logoUrl: string | null }[])[0]?.logoUrl).toBeNull()
  })
})

describe('offers rate limit', () => {
  const offers = (headers: Record<string, string>) =>
    rest('GET', '/public/offers?ref=demo-offers-lead-2', { headers: { 'x-real-ip': '127.0.0.1', ...headers } })

  it('counts per visitor when the site server vouches for the address, and ignores a forged one', async () => {
    const vouched = (ip: string) => ({ [VISITOR_IP_HEADER]: ip, [SITE_SECRET_HEADER]: siteSecret() })
    for (let i = 0; i < 60; i++) expect((await offers(vouched('203.0.113.7'))).status).toBe(200)
    expect((await offers(vouched('203.0.113.7'))).status).toBe(429)
    expect((await offers(vouched('203.0.113.8'))).status).toBe(200)
    // Without the secret the claimed address is not believed: the request counts for its own socket address.
    expect((await offers({ [VISITOR_IP_HEADER]: '203.0.113.9', [SITE_SECRET_HEADER]: 'forged' })).status).toBe(200)
    for (let i = 0; i < 60; i++) await offers({ [VISITOR_IP_HEADER]: `198.51.100.${i}` })
    expect((await offers({ [VISITOR_IP_HEADER]: '198.51.100.200' })).status).toBe(429)
  })
})
