import { beforeAll, describe, expect, it } from 'vitest'
import { demo, loginAs, payload, rest } from '../support/helpers.ts'

type Tokens = { admin: string; editor: string; merchantA: string; merchantB: string }
let tokens: Tokens
let ids: Record<keyof Tokens, number>
/** Every account of the seeded database: the demo logins and the demo team member's. */
let everyUser: number[]

beforeAll(async () => {
  tokens = {
    admin: await loginAs('Admin'),
    editor: await loginAs('Editor'),
    merchantA: await loginAs('Merchant (Prato)'),
    merchantB: await loginAs('Merchant (Milano)'),
  }
  const p = await payload()
  const all = await p.find({ collection: 'users', depth: 0, limit: 100, overrideAccess: true })
  everyUser = all.docs.map((user) => user.id as number)
  const idOf = (email: string) => all.docs.find((user) => user.email === email)!.id as number
  ids = {
    admin: idOf(demo('Admin').email),
    editor: idOf(demo('Editor').email),
    merchantA: idOf(demo('Merchant (Prato)').email),
    merchantB: idOf(demo('Merchant (Milano)').email),
  }
})

describe('users: visitor', () => {
  it('cannot list users or read one', async () => {
    expect((await rest('GET', '/users')).status).toBe(403)
    expect((await rest('GET', `/users/${ids.admin}`)).status).toBe(403)
  })

  it('cannot create a user, let alone an admin', async () => {
    const result = await rest('POST', '/users', { body: { email: 'intruso@example.com', password: 'Password!123', roles: ['admin'] } })
    expect(result.status).toBe(403)
    const p = await payload()
    const found = await p.find({ collection: 'users', where: { email: { equals: 'intruso@example.com' } }, overrideAccess: true })
    expect(found.totalDocs).toBe(0)
  })
})

describe.each(['merchantA', 'merchantB', 'editor'] as const)('users: %s', (who) => {
  it('lists only its own record', async () => {
    const result = await rest('GET', '/users?limit=100', { token: tokens[who] })
    expect(result.status).toBe(200)
    expect(result.body.docs?.map((user) => user.id)).toEqual([ids[who]])
  })

  it("cannot read another user's record, even by id or with a widening query", async () => {
    const other = who === 'merchantA' ? ids.merchantB : ids.merchantA
    expect((await rest('GET', `/users/${other}`, { token: tokens[who] })).status).toBe(404)
    const widened = await rest('GET', `/users?where[or][0][id][equals]=${other}&where[or][1][roles][in]=admin`, { token: tokens[who] })
    expect(widened.body.docs).toEqual([])
  })

  it('cannot grant itself a role', async () => {
    const result = await rest('PATCH', `/users/${ids[who]}`, { token: tokens[who], body: { roles: ['admin'] } })
    expect(result.status).toBe(200)
    const p = await payload()
    const me = await p.findByID({ collection: 'users', id: ids[who], depth: 0, overrideAccess: true })
    expect(me.roles).not.toContain('admin')
  })

  it('cannot update or delete another user', async () => {
    const other = who === 'merchantA' ? ids.merchantB : ids.merchantA
    const patch = await rest('PATCH', `/users/${other}`, { token: tokens[who], body: { email: 'rubato@example.com' } })
    expect([403, 404]).toContain(patch.status)
    const remove = await rest('DELETE', `/users/${other}`, { token: tokens[who] })
    expect([403, 404]).toContain(remove.status)
    const p = await payload()
    const untouched = await p.findByID({ collection: 'users', id: other, depth: 0, overrideAccess: true })
    expect(untouched.email).not.toBe('rubato@example.com')
  })

  it('cannot create users', async () => {
    const result = await rest('POST', '/users', { token: tokens[who], body: { email: `nuovo-${who}@example.com`, password: 'Password!123' } })
    expect(result.status).toBe(403)
  })

  it('cannot delete itself', async () => {
    expect((await rest('DELETE', `/users/${ids[who]}`, { token: tokens[who] })).status).toBe(403)
  })
})

describe('users: admin', () => {
  it('lists every user', async () => {
    const result = await rest('GET', '/users?limit=100', { token: tokens.admin })
    expect(result.status).toBe(200)
    expect(result.body.docs?.map((user) => user.id).sort()).toEqual([...everyUser].sort())
  })

  it('creates a user with a role, changes it and deletes the user', async () => {
    const created = await rest('POST', '/users', {
      token: tokens.admin,
      body: { email: 'nuovo.editor@casaconfronta.it', password: 'Password!123', roles: ['editor'] },
    })
    expect(created.status).toBe(201)
    const id = (created.body.doc as { id: number }).id
    const updated = await rest('PATCH', `/users/${id}`, { token: tokens.admin, body: { roles: ['admin', 'editor'] } })
    expect((updated.body.doc as { roles: string[] }).roles).toEqual(['admin', 'editor'])
    expect((await rest('DELETE', `/users/${id}`, { token: tokens.admin })).status).toBe(200)
    expect((await rest('GET', `/users/${id}`, { token: tokens.admin })).status).toBe(404)
  })
})

describe('no login lockout', () => {
  it('5 failed attempts from one address never refuse the right password from another', async () => {
    const p = await payload()
    await p.create({
      collection: 'users',
      data: { email: 'bersaglio@casaconfronta.it', password: 'Giusta!2026', roles: ['merchant'] },
      overrideAccess: true,
    })
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await rest('POST', '/users/login', { headers: { 'x-real-ip': '192.0.2.70' }, body: { email: 'bersaglio@casaconfronta.it', password: 'sbagliata' } })
      expect(wrong.status).toBe(401)
    }
    const right = await rest('POST', '/users/login', { headers: { 'x-real-ip': '192.0.2.71' }, body: { email: 'bersaglio@casaconfronta.it', password: 'Giusta!2026' } })
    expect(right.status).toBe(200)
    expect(right.body.token).toBeTruthy()
  })
})

describe('site-settings global', () => {
  it('is readable by anyone', async () => {
    const result = await rest('GET', '/globals/site-settings')
    expect(result.status).toBe(200)
    expect(result.body.companyName).toBe('CasaConfronta S.r.l.')
  })

  it.each(['visitor', 'merchantA'] as const)('cannot be changed by a %s', async (who) => {
    const token = who === 'visitor' ? undefined : tokens[who]
    const result = await rest('POST', '/globals/site-settings', { token, body: { phone: '000' } })
    expect(result.status).toBe(403)
    expect((await rest('GET', '/globals/site-settings')).body.phone).toBe('+39 0574 123456')
  })

  it('is changed by an editor', async () => {
    const result = await rest('POST', '/globals/site-settings', { token: tokens.editor, body: { phone: '+39 0574 999999' } })
    expect(result.status).toBe(200)
    expect((await rest('GET', '/globals/site-settings')).body.phone).toBe('+39 0574 999999')
    await rest('POST', '/globals/site-settings', { token: tokens.editor, body: { phone: '+39 0574 123456' } })
  })
})

describe('CAP lookup endpoint', () => {
  it('answers a known CAP with its cities', async () => {
    const result = await rest('GET', '/cap/50123')
    expect(result.status).toBe(200)
    expect(result.body).toEqual({ cap: '50123', cities: [{ name: 'Firenze', province: 'FI' }] })
  })

  it('answers an unknown CAP with an empty list and anything else with a 400', async () => {
    expect((await rest('GET', '/cap/00000')).body).toEqual({ cap: '00000', cities: [] })
    const bad = await rest('GET', '/cap/59a00')
    expect(bad.status).toBe(400)
    expect(bad.body.error).toBe('Il CAP deve essere di 5 cifre numeriche.')
  })
})
