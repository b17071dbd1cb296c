import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { genericMessages, teamMessages } from '#content-schema'
import { loginAs, payload, rest } from './helpers.ts'

/**
 * Invitations only to proven addresses (issue #37 item 7): an owner who changes a member's e-mail to an admin's and
 * invites again gets no reset link mailed for that admin; invitations count against the forgotten-password limit.
 */
let owner: string

async function mailsTo(address: string, since: string) {
  const p = await payload()
  const jobs = await p.find({ collection: 'payload-jobs', where: { and: [{ taskSlug: { equals: 'sendEmail' } }, { createdAt: { greater_than_equal: since } }] }, limit: 500, overrideAccess: true })
  return jobs.docs.map((job) => job.input as { to: string; text: string }).filter((mail) => mail.to === address)
}
async function resetTokens(address: string): Promise<number> {
  const p = await payload()
  const found = await p.find({ collection: 'users', where: { email: { equals: address } }, showHiddenFields: true, depth: 0, overrideAccess: true })
  return found.docs.filter((user) => (user as { resetPasswordToken?: string | null }).resetPasswordToken).length
}
const addMember = async (email: string) => ((await rest('POST', '/team-members', { token: owner, body: { nome: 'Membro Prova', ruolo: 'Consulente', email } })).body.doc as { id: number }).id
const invite = (id: number, ip: string) => rest('POST', `/merchant/team/${id}/invite`, { token: owner, headers: { 'x-real-ip': ip } })

beforeAll(async () => {
  owner = await loginAs('Merchant (Prato)')
})

describe('a member’s changed e-mail', () => {
  it('is not invited until confirmed: no reset link for an admin whose address the owner typed', async () => {
    const id = await addMember(`membro-${randomUUID().slice(0, 8)}@example.com`)
    expect((await invite(id, '10.61.0.1')).status).toBe(200)
    const since = new Date().toISOString()
    const changed = await rest('PATCH', `/team-members/${id}`, { token: owner, body: { email: 'admin@casaconfronta.it' } })
    expect(changed.status).toBe(200)
    for (let i = 0; i < 3; i++) {
      const again = await invite(id, `10.61.1.${i + 1}`)
      expect(again.status).toBe(409)
      expect(again.body.error).toMatch(/non è stato confermato/)
    }
    expect(await mailsTo('admin@casaconfronta.it', since)).toEqual([])
    expect(await resetTokens('admin@casaconfronta.it')).toBe(0)
  })

  it('a new member with a staff address is never invited', async () => {
    const id = await addMember('editor@casaconfronta.it')
    const refused = await invite(id, '10.61.2.1')
    expect([refused.status, refused.body.error]).toEqual([409, teamMessages.inviteEmailTaken])
  })
})

describe('the forgotten-password limit', () => {
  it('counts invitations: four forgotten passwords and one invitation from one address, then 429', async () => {
    const ip = '10.61.3.1'
    for (let i = 0; i < 4; i++) expect((await rest('POST', '/users/forgot-password', { body: { email: `nessuno${i}@example.com` }, headers: { 'x-real-ip': ip } })).status).toBe(200)
    const id = await addMember(`membro-${randomUUID().slice(0, 8)}@example.com`)
    expect((await invite(id, ip)).status).toBe(200)
    const refused = await invite(id, ip)
    expect([refused.status, refused.body.error]).toEqual([429, genericMessages.tooManyRequests])
    expect((await rest('POST', '/users/forgot-password', { body: { email: 'nessuno@example.com' }, headers: { 'x-real-ip': ip } })).status).toBe(429)
  })
})
