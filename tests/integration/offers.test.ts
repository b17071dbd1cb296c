import { describe, expect, it } from 'vitest'
import { raw } from './offersHelpers.ts'

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
