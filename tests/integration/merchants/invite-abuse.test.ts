import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { genericMessages, teamMessages } from '#content-schema'
import { loginAs, payload, rest } from '../support/helpers.ts'

/**
 * Invitations only to proven addresses (issue #37 item 7): a member's new e-mail waits for its mailbox to confirm it,
 * so an owner who changes it to an admin's and invites again gets no reset link mailed for that admin; invitations
 * count against the forgotten-password limit.
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
/** The e-mail change link's token, as the confirmation page reads it from the address. */
const linkToken = (text: string) => /nuova-email=([0-9a-f]{64})/.exec(text)![1]!
const card = async (id: number) => (await rest('GET', `/team-members/${id}?depth=0`, { token: owner })).body as { email: string; emailDaConfermare: string | null }
const addMember = async (email: string) => ((await rest('POST', '/team-members', { token: owner, body: { nome: 'Membro Prova', ruolo: 'Consulente', email } })).body.doc as { id: number }).id
const invite = (id: number, ip: string) => rest('POST', `/merchant/team/${id}/invite`, { token: owner, headers: { 'x-real-ip': ip } })

beforeAll(async () => {
  owner = await loginAs('Merchant (Prato)')
})

describe('a member’s changed e-mail', () => {
  it('waits for the new mailbox: the invitation goes to the proved address, never to an admin’s the owner typed', async () => {
    const first = `membro-${randomUUID().slice(0, 8)}@example.com`
    const id = await addMember(first)
    expect((await invite(id, '10.61.0.1')).status).toBe(200)
    const since = new Date().toISOString()
    const changed = await rest('PATCH', `/team-members/${id}`, { token: owner, body: { email: 'admin@casaconfronta.it' } })
    expect(changed.status).toBe(200)
    // The card keeps the proved address; the typed one waits for its mailbox.
    expect(changed.body.doc).toMatchObject({ email: first, emailDaConfermare: 'admin@casaconfronta.it' })
    for (let i = 0; i < 3; i++) {
      const again = await invite(id, `10.61.1.${i + 1}`)
      expect([again.status, again.body.message]).toEqual([200, teamMessages.invited(first)])
    }
    // What reached the admin's mailbox is only the confirmation link (which the admin will not open), no reset link.
    const toAdmin = await mailsTo('admin@casaconfronta.it', since)
    expect(toAdmin).toHaveLength(1)
    expect(toAdmin[0]!.text).toContain('/auth-merchant?nuova-email=')
    expect(toAdmin[0]!.text).not.toContain('reset-password')
    expect(await resetTokens('admin@casaconfronta.it')).toBe(0)
    expect((await mailsTo(first, since)).filter((mail) => mail.text.includes('reset-password'))).toHaveLength(3)
    // Opening it anyway changes nothing: the address has an account of its own.
    expect((await rest('POST', '/users/confirm-email-change', { body: { token: linkToken(toAdmin[0]!.text) } })).status).toBe(400)
    expect((await card(id)).email).toBe(first)
  })

  it('becomes the member’s once confirmed from the new mailbox: account, card and the next invitation', async () => {
    const first = `membro-${randomUUID().slice(0, 8)}@example.com`
    const second = `nuovo-${randomUUID().slice(0, 8)}@example.com`
    const id = await addMember(first)
    expect((await invite(id, '10.61.4.1')).status).toBe(200)
    const since = new Date().toISOString()
    expect((await rest('PATCH', `/team-members/${id}`, { token: owner, body: { email: second } })).status).toBe(200)
    // The old address is told, the new one gets the link.
    expect((await mailsTo(first, since)).map((mail) => mail.text).join()).toContain(second)
    const [link] = await mailsTo(second, since)
    expect(link!.text).toContain('Prato')
    expect((await card(id)).email).toBe(first)
    const confirmed = await rest('POST', '/users/confirm-email-change', { body: { token: linkToken(link!.text) } })
    expect([confirmed.status, confirmed.body.email]).toEqual([200, second])
    expect(await card(id)).toMatchObject({ email: second, emailDaConfermare: null })
    const p = await payload()
    expect((await p.find({ collection: 'users', where: { email: { equals: second } }, depth: 0, overrideAccess: true })).totalDocs).toBe(1)
    const after = new Date().toISOString()
    expect((await invite(id, '10.61.4.2')).status).toBe(200)
    expect((await mailsTo(second, after)).filter((mail) => mail.text.includes('reset-password'))).toHaveLength(1)
    expect(await mailsTo(first, after)).toEqual([])
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
