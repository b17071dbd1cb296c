import { beforeAll, describe, expect, it } from 'vitest'
import { createLocalReq } from 'payload'
import { insuranceMessages, merchantProfileMessages } from '#content-schema'
import { matchMerchants } from '../../../cms/src/leads/matching.ts'
import { forgetSettings } from '../../../cms/src/content/settingsCache.ts'
import { collectionSlugs } from '../../../cms/src/slugs.ts'
import { heatPumpService } from '../../fixtures.ts'
import { loginAs, payload, rest } from '../support/helpers.ts'
import { merchantId } from '../support/offersHelpers.ts'

/**
 * Insurance by a property of the service (issue #37 item 11): «Servizio assicurativo» on the services collection, not a
 * list of slugs. A service an editor creates and an admin marks as insurance is RUI-gated like the shipped ones: its
 * requests match only partners with an approved RUI number, and a partner offers it only with one.
 */
const slug = 'polizza-viaggio'
let adminToken: string
let milanoToken: string
let milano: number

async function matchedFor(servizio: string): Promise<number[]> {
  const p = await payload()
  return (await matchMerchants(await createLocalReq({}, p), { cap: '20121', servizio })).map((merchant) => merchant.id)
}

beforeAll(async () => {
  adminToken = await loginAs('Admin')
  milanoToken = await loginAs('Merchant (Milano)')
  milano = await merchantId('Lombardia Connect')
  const created = await rest('POST', '/services', { token: adminToken, body: { ...heatPumpService(slug, 'Polizza viaggio'), variant: 'insurance', assicurativo: true } })
  expect(created.status).toBe(201)
  forgetSettings()
  // Lombardia Connect (Milano, no RUI number) is given the new service by an admin.
  const p = await payload()
  const current = await p.findByID({ collection: collectionSlugs.merchants, id: milano, depth: 0, overrideAccess: true })
  expect(current.numeroRui ?? null).toBeNull()
  await p.update({ collection: collectionSlugs.merchants, id: milano, data: { servizi: [...(current.servizi ?? []), slug] }, context: { merchantDecision: { azione: 'approva-modifiche' } }, overrideAccess: true })
})

describe('a service marked «Servizio assicurativo»', () => {
  it('reaches only partners with a RUI number, whatever its slug', async () => {
    expect(await matchedFor(slug)).not.toContain(milano)
    await (await payload()).update({ collection: collectionSlugs.merchants, id: milano, data: { numeroRui: 'B000777666' }, context: { merchantDecision: { azione: 'approva-modifiche' } }, overrideAccess: true })
    expect(await matchedFor(slug)).toContain(milano)
    await (await payload()).update({ collection: collectionSlugs.merchants, id: milano, data: { numeroRui: null }, context: { merchantDecision: { azione: 'approva-modifiche' } }, overrideAccess: true })
  })

  it('asks a partner offering it for its RUI number', async () => {
    const saved = await rest('PATCH', `/merchants/${milano}`, { token: milanoToken, body: { zonaGeografica: 'Milano e provincia' } })
    expect(saved.status).toBe(400)
    expect(JSON.stringify(saved.body)).toContain(merchantProfileMessages.ruiRequired)
  })

  it('is the admin’s to mark: an editor cannot', async () => {
    const editorToken = await loginAs('Editor')
    const p = await payload()
    const service = (await p.find({ collection: collectionSlugs.services, where: { slug: { equals: slug } }, depth: 0, overrideAccess: true })).docs[0]!
    await rest('PATCH', `/services/${service.id}`, { token: editorToken, body: { assicurativo: false } })
    expect((await p.findByID({ collection: collectionSlugs.services, id: service.id, depth: 0, overrideAccess: true })).assicurativo).toBe(true)
  })

  it('the shipped insurance services read as insurance without being saved again', async () => {
    const p = await payload()
    const shipped = await p.find({ collection: collectionSlugs.services, where: { slug: { in: ['assicurazione-casa', 'assicurazione-auto', 'luce-gas'] } }, depth: 0, overrideAccess: true })
    expect(Object.fromEntries(shipped.docs.map((doc) => [doc.slug, doc.assicurativo]))).toEqual({ 'assicurazione-casa': true, 'assicurazione-auto': true, 'luce-gas': false })
  })
})

describe('a partner’s RUI number', () => {
  it('has a partner’s section (A to E) and 9 digits', async () => {
    const refused = await rest('PATCH', `/merchants/${milano}`, { token: milanoToken, body: { numeroRui: 'F000123456' } })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toContain(insuranceMessages.invalidPartnerRuiNumber)
  })

  it('in section E names the intermediary it works for, which the admin sees', async () => {
    const unnamed = await rest('PATCH', `/merchants/${milano}`, { token: milanoToken, body: { numeroRui: 'E000123123' } })
    expect(unnamed.status).toBe(400)
    expect(JSON.stringify(unnamed.body)).toContain(insuranceMessages.sectionENeedsIntermediary)
    const named = await rest('PATCH', `/merchants/${milano}`, { token: milanoToken, body: { numeroRui: 'E000123123', intermediarioRui: 'Agenzia Navigli, A000456456' } })
    expect(named.status).toBe(200)
    const card = await rest('GET', `/merchants/${milano}?depth=0`, { token: adminToken })
    // Both wait for the admin's review on an approved profile, as every field the approval relied on does.
    expect(card.body).toMatchObject({ numeroRuiProposto: 'E000123123', intermediarioRui: null, datiProposti: { intermediarioRui: 'Agenzia Navigli, A000456456' } })
  })
})
