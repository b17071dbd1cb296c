import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handleEndpoints } from 'payload'
import config from '../../../cms/payload.config.ts'
import { merchantLogoMessages, merchantProfileMessages, merchantVettingMessages } from '#content-schema'
import { loginAs, payload, rest } from '../support/helpers.ts'

const password = 'Segreta!2026'
let token: string
let otherToken: string

/** A new verified merchant (created by the system, as staff would) and its session token. */
async function newMerchant(email: string): Promise<string> {
  const p = await payload()
  await p.create({ collection: 'users', data: { email, password, roles: ['merchant'] }, overrideAccess: true })
  return (await rest('POST', '/users/login', { body: { email, password } })).body.token as string
}

async function upload(bytes: Uint8Array, filename: string, type: string, auth = token) {
  await payload()
  const form = new FormData()
  form.append('file', new Blob([Uint8Array.from(bytes)], { type }), filename)
  form.append('_payload', '{}')
  const request = new Request('http://localhost:3000/api/merchant-logos', { method: 'POST', headers: { authorization: `JWT ${auth}` }, body: form })
  const response = await handleEndpoints({ config, request })
  return { status: response.status, body: (await response.json()) as { doc?: { id: number; filename: string; mimeType: string; url: string }; errors?: { message: string }[] } }
}

const validProfile = {
  nomeCognome: 'Giulia Neri',
  nomeAzienda: 'Neri Energia',
  ragioneSociale: 'Neri Energia S.r.l.',
  partitaIva: '01114601006',
  sede: 'Via Pistoiese 12, Prato',
  settoreAttivita: 'Energia',
  cap: '59100',
  citta: 'Prato',
  zonaGeografica: 'Prato e provincia',
  servizi: ['luce-gas'],
  capCoperti: [{ cap: '59100' }],
  telefono: '0574 123456',
  email: 'info@nerienergia.it',
}

beforeAll(async () => {
  token = await newMerchant('profilo.test@example.com')
  otherToken = await newMerchant('profilo.altro@example.com')
})

// Other files count the seeded users and merchants exactly: leave none of ours behind.
afterAll(async () => {
  const p = await payload()
  const users = await p.find({ collection: 'users', where: { email: { in: ['profilo.test@example.com', 'profilo.altro@example.com'] } }, depth: 0, overrideAccess: true })
  const ids = users.docs.map((user) => user.id)
  await p.delete({ collection: 'merchants', where: { user: { in: ids } }, overrideAccess: true })
  await p.delete({ collection: 'merchant-logos', where: { owner: { in: ids } }, overrideAccess: true })
  await p.delete({ collection: 'users', where: { id: { in: ids } }, overrideAccess: true })
})

describe('merchant profile validation (server side, same messages as the island)', () => {
  it.each([
    ['a missing required field', { ...validProfile, settoreAttivita: '' }, merchantProfileMessages.missing],
    ['a CAP that is not 5 digits', { ...validProfile, cap: '5910' }, merchantProfileMessages.cap],
    ['a malformed e-mail', { ...validProfile, email: 'non-una-email' }, merchantProfileMessages.email],
    ['no service', { ...validProfile, servizi: [] }, merchantProfileMessages.services],
    ['a partita IVA with a wrong check digit', { ...validProfile, partitaIva: '01114601007' }, merchantVettingMessages.partitaIva],
    ['no CAP served', { ...validProfile, capCoperti: [] }, merchantProfileMessages.coverage],
  ])('refuses %s', async (_case, body, message) => {
    const result = await rest('POST', '/merchants', { token, body })
    expect(result.status).toBe(400)
    expect((result.body.errors as { message: string }[])[0]!.message).toBe(message)
  })

  it('creates the profile on first save, owned by the merchant and in review (whatever state it asks for), then updates it', async () => {
    const created = await rest('POST', '/merchants', { token, body: { ...validProfile, stato: 'attivo' } })
    expect(created.status).toBe(201)
    const doc = created.body.doc as { id: number; stato: string; nomeAzienda: string }
    expect(doc.stato).toBe('in_revisione')
    const updated = await rest('PATCH', `/merchants/${doc.id}`, { token, body: { nomeAzienda: 'Neri Energia Srl' } })
    expect(updated.status).toBe(200)
    expect((updated.body.doc as { nomeAzienda: string }).nomeAzienda).toBe('Neri Energia Srl')
    const mine = await rest('GET', '/merchants/me', { token })
    expect(mine.status).toBe(200)
    expect((mine.body.doc as { id: number; nomeAzienda: string }).nomeAzienda).toBe('Neri Energia Srl')
    expect((await rest('GET', '/merchants/me', { token: otherToken })).body.doc).toBeNull()
    expect((await rest('GET', '/merchants/me')).status).toBe(401)
    const broken = await rest('PATCH', `/merchants/${doc.id}`, { token, body: { cap: 'abcde' } })
    expect(broken.status).toBe(400)
    expect((broken.body.errors as { message: string }[])[0]!.message).toBe(merchantProfileMessages.cap)
  })
})

describe('merchant logo upload (POST /api/merchant-logos)', () => {
  let png: Buffer
  beforeAll(async () => {
    png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#059669' } }).png().toBuffer()
  })

  it('accepts a real PNG, stores it under a server-chosen name, and lets the owner put it on its profile', async () => {
    const result = await upload(png, 'il mio logo.png', 'image/png')
    expect(result.status).toBe(201)
    expect(result.body.doc!.mimeType).toBe('image/png')
    expect(result.body.doc!.filename).toMatch(/^logo-\d+(-\d+)?\.png$/)
    const mine = await rest('GET', '/merchants?where[nomeAzienda][equals]=Neri Energia Srl', { token })
    const profileId = mine.body.docs![0]!.id
    const linked = await rest('PATCH', `/merchants/${profileId}`, { token, body: { logo: result.body.doc!.id } })
    expect(linked.status).toBe(200)
  })

  it("does not let another merchant use someone else's logo", async () => {
    const result = await upload(png, 'logo.png', 'image/png')
    const other = await rest('POST', '/merchants', { token: otherToken, body: { ...validProfile, nomeAzienda: 'Altra Srl', logo: result.body.doc!.id } })
    expect(other.status).toBe(400)
  })

  it('refuses an image over 5 MB whole, with its Italian message', async () => {
    const big = new Uint8Array(6 * 1024 * 1024)
    big.set(png)
    const result = await upload(big, 'grande.png', 'image/png')
    expect(result.status).toBe(413)
    expect(result.body.errors![0]!.message).toBe(merchantLogoMessages.tooLarge)
  })

  it('refuses a text file renamed to .png', async () => {
    const result = await upload(new TextEncoder().encode('non sono una immagine'), 'finto.png', 'image/png')
    expect(result.status).toBe(400)
    expect(result.body.errors![0]!.message).toBe('Seleziona un file immagine valido (PNG, JPG, etc.)')
  })

  it('refuses an SVG with a script', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="10" height="10"/></svg>'
    const result = await upload(new TextEncoder().encode(svg), 'logo.svg', 'image/svg+xml')
    expect(result.status).toBe(400)
    expect(result.body.errors![0]!.message).toBe(merchantLogoMessages.invalidType)
  })

  it('is refused to visitors', async () => {
    const form = new FormData()
    form.append('file', new Blob([Uint8Array.from(png)], { type: 'image/png' }), 'logo.png')
    const response = await handleEndpoints({ config, request: new Request('http://localhost:3000/api/merchant-logos', { method: 'POST', body: form }) })
    expect(response.status).toBe(403)
  })

  it('lets anyone read a logo (the public card shows it) but only its owner or an admin change it', async () => {
    const result = await upload(png, 'logo.png', 'image/png')
    const id = result.body.doc!.id
    expect((await rest('GET', `/merchant-logos/${id}`)).status).toBe(200)
    const other = await loginAs('Merchant (Milano)')
    expect([403, 404]).toContain((await rest('PATCH', `/merchant-logos/${id}`, { token: other, body: { owner: 1 } })).status)
    expect([403, 404]).toContain((await rest('DELETE', `/merchant-logos/${id}`, { token: other })).status)
    expect((await upload(png, 'logo.png', 'image/png', await loginAs('Editor'))).status).toBe(403)
    expect((await rest('DELETE', `/merchant-logos/${id}`, { token })).status).toBe(200)
  })
})
