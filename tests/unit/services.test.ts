import { describe, expect, it } from 'vitest'
import {
  computeEstimate,
  estimateNotices,
  LeadBodySchema,
  serviceName,
  serviceSlugs,
  ServiceSlugSchema,
  withDefaultParameters,
} from '#content-schema'

describe('services as content', () => {
  it('takes any slug of the right shape: the server, not a code list, says which exist', () => {
    for (const slug of [...serviceSlugs, 'pompe-di-calore', 'noleggio-auto', 'a1']) expect(ServiceSlugSchema.safeParse(slug).success, slug).toBe(true)
    for (const slug of ['', 'Pompe di calore', 'pompe--calore', '-pompe', 'pompe_calore', 'a'.repeat(61)]) expect(ServiceSlugSchema.safeParse(slug).success, slug).toBe(false)
    const body = LeadBodySchema.shape.service
    expect(body.safeParse('pompe-di-calore').success).toBe(true)
    expect(body.safeParse('Pompe!').success).toBe(false)
  })

  it('names a service from the collection, else as seeded, else by its slug', () => {
    expect(serviceName('caldaie-clima')).toBe('Caldaie & Clima')
    expect(serviceName('caldaie-clima', { 'caldaie-clima': 'Caldaie e climatizzatori' })).toBe('Caldaie e climatizzatori')
    expect(serviceName('pompe-di-calore', { 'pompe-di-calore': 'Pompe di calore' })).toBe('Pompe di calore')
    expect(serviceName('pompe-di-calore')).toBe('pompe-di-calore')
    expect(serviceName('constructor')).toBe('constructor')
  })

  it('gives a service with no estimate model of its own no figure, saying why', () => {
    const estimate = computeEstimate({ service: 'pompe-di-calore', model: 'none', answers: { impianto: 'Caldaia a gas' }, parameters: withDefaultParameters({}) })
    expect(estimate).toMatchObject({ service: 'pompe-di-calore', kind: 'none', figures: [], notice: estimateNotices.noModel })
  })
})
