import { beforeAll, describe, expect, it } from 'vitest'
import { merchantListMessages } from '#content-schema'
import { collectionSlugs } from '../../../cms/src/slugs.ts'
import { payload, rest } from '../support/helpers.ts'
import { createLead, demoPartnersWithLeads } from '../support/offersHelpers.ts'

/**
 * Hidden means hidden (issue #37 item 12): the e-mail of a request whose consumer objected to a partner reads
 * «Nascosto» for that partner, and no search, filter or sort it runs finds it either.
 */
let token: string
let hidden: { id: number; email: string }
let visible: { id: number; email: string }

const ids = (body: { docs?: Record<string, unknown>[] }) => (body.docs ?? []).map((doc) => doc.id)
const like = (field: string, value: string) => `where[${field}][like]=${encodeURIComponent(value)}&depth=0`

beforeAll(async () => {
  const partners = await demoPartnersWithLeads()
  token = partners.tokens.prato
  hidden = await createLead({ cap: '59100', citta: 'Prato', servizio: 'luce-gas' })
  visible = await createLead({ cap: '59100', citta: 'Prato', servizio: 'luce-gas' })
  await (await payload()).create({ collection: collectionSlugs.leadObjections, data: { clientRequest: hidden.id, merchant: partners.ids.prato }, overrideAccess: true })
})

describe('a partner the consumer objected to', () => {
  it('reads the request with its e-mail hidden', async () => {
    const read = await rest('GET', `/client-requests/${hidden.id}?depth=0`, { token })
    expect(read.status).toBe(200)
    expect(read.body.email).not.toBe(hidden.email)
  })

  it('does not find it by where[email][like], whole or in part, nor inside an or', async () => {
    expect(ids((await rest('GET', `/client-requests?${like('email', visible.email)}`, { token })).body)).toEqual([visible.id])
    for (const probe of [hidden.email, hidden.email.slice(0, 9), '@example.com']) {
      const found = await rest('GET', `/client-requests?${like('email', probe)}&limit=500`, { token })
      expect(found.status).toBe(200)
      expect(ids(found.body), probe).not.toContain(hidden.id)
    }
    const inOr = await rest('GET', `/client-requests?where[or][0][email][equals]=${encodeURIComponent(hidden.email)}&where[or][1][cap][equals]=00000&depth=0`, { token })
    expect(ids(inOr.body)).toEqual([])
    const counted = await rest('GET', `/client-requests/count?${like('email', hidden.email)}`, { token })
    expect(counted.body.totalDocs).toBe(0)
  })

  it('does not find it with the area’s search box', async () => {
    const search = await rest('GET', `/merchant/leads?search=${encodeURIComponent(hidden.email)}`, { token })
    expect(search.status).toBe(200)
    expect(ids(search.body)).toEqual([])
    expect(ids((await rest('GET', `/merchant/leads?search=${encodeURIComponent(visible.email)}`, { token })).body)).toEqual([visible.id])
  })

  it('does not find it through a relation: its status, notes or bookings filtered by the request’s e-mail', async () => {
    expect((await rest('POST', '/lead-statuses', { token, body: { clientRequest: hidden.id, stato: 'nuovo' } })).status).toBe(201)
    for (const path of ['lead-statuses', 'lead-notes', 'lead-returns', 'bookings']) {
      const field = path === 'bookings' ? 'lead.email' : 'clientRequest.email'
      const found = await rest('GET', `/${path}?${like(field, hidden.email)}`, { token })
      expect(ids(found.body), path).toEqual([])
    }
  })

  it('cannot order its list by e-mail', async () => {
    const sorted = await rest('GET', '/client-requests?sort=email&depth=0', { token })
    expect(sorted.status).toBe(400)
    expect(JSON.stringify(sorted.body)).toContain(merchantListMessages.hiddenSort)
    expect((await rest('GET', '/bookings?sort=-emailCliente&depth=0', { token })).status).toBe(400)
  })

  it('an admin still finds it', async () => {
    const partners = await demoPartnersWithLeads()
    const found = await rest('GET', `/client-requests?${like('email', hidden.email)}`, { token: partners.tokens.admin })
    expect(ids(found.body)).toEqual([hidden.id])
  })
})
