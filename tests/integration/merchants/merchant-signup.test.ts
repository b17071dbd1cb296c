import { createLocalReq } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'
import { merchantAuthMessages } from '#content-schema'
import { demo, payload, rest } from '../support/helpers.ts'

const password = 'Segreta!2026'

async function storedUser(email: string) {
  const p = await payload()
  const found = await p.find({ collection: 'users', where: { email: { equals: email } }, showHiddenFields: true, depth: 0, overrideAccess: true })
  return found.docs[0] as (typeof found.docs)[number] & { _verified?: boolean; _verificationToken?: string }
}

async function queuedEmailsTo(email: string) {
  const p = await payload()
  const jobs = await p.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'sendEmail' } }, limit: 500, depth: 0, overrideAccess: true })
  return jobs.docs.map((job) => job.input as { to: string; subject: string; text: string }).filter((input) => input.to === email)
}

// Other files count the seeded users exactly: leave none of ours behind.
afterAll(async () => {
  const p = await payload()
  const ours = ['nuovo.partner@example.com', 'da.confermare@example.com', 'bloccato@example.com', 'creato.da.admin@example.com']
  await p.delete({ collection: 'users', where: { email: { in: ours } }, overrideAccess: true })
})

describe('merchant sign-up (POST /api/merchant-signup)', () => {
  it('creates an unverified merchant, whatever role the request asks for, and queues the confirmation and welcome e-mails', async () => {
    const email = 'nuovo.partner@example.com'
    const result = await rest('POST', '/merchant-signup', { body: { email, password, confirmPassword: password, roles: ['admin'] } })
    expect(result.status).toBe(201)
    expect(result.body.message).toBe(merchantAuthMessages.confirmEmail)
    const user = await storedUser(email)
    expect(user.roles).toEqual(['merchant'])
    expect(user._verified).toBe(false)
    const emails = await queuedEmailsTo(email)
    expect(emails.map((message) => message.subject).sort()).toEqual(['Benvenuto in CasaConfronta!', 'Conferma la tua email - CasaConfronta'])
    expect(emails[0]!.text).toContain(`/auth-merchant?verifica=${user._verificationToken}`)
  })

  it('answers a taken address exactly like a new one, also in another case, and e-mails that address instead', async () => {
    const email = demo('Merchant (Prato)').email
    const first = await rest('POST', '/merchant-signup', { body: { email: email.toUpperCase(), password, confirmPassword: password } })
    expect(first.status).toBe(201)
    expect(first.body).toEqual({ ok: true, verified: false, message: merchantAuthMessages.confirmEmail })
    const emails = await queuedEmailsTo(email)
    expect(emails.map((message) => message.subject)).toEqual(['Tentativo di registrazione con la tua email - CasaConfronta'])
    expect(emails[0]!.text).toContain('se non la ricordi')
  })

  it('says what is wrong with the passwords, in Italian', async () => {
    const short = await rest('POST', '/merchant-signup', { body: { email: 'corta@example.com', password: 'Ab3!efg', confirmPassword: 'Ab3!efg' } })
    expect(short.status).toBe(400)
    expect(short.body.error).toBe('La password deve essere di almeno 8 caratteri.')
    const common = await rest('POST', '/merchant-signup', { body: { email: 'corta@example.com', password: 'qwertyuiop', confirmPassword: 'qwertyuiop' } })
    expect(common.status).toBe(400)
    expect(common.body.error).toBe(merchantAuthMessages.passwordCommon)
    const mismatch = await rest('POST', '/merchant-signup', { body: { email: 'diverse@example.com', password, confirmPassword: `${password}x` } })
    expect(mismatch.status).toBe(400)
    expect(mismatch.body.error).toBe('Le password non coincidono.')
    expect(await storedUser('corta@example.com')).toBeUndefined()
  })

  it('requires the e-mail confirmation before the first sign-in, then lets the merchant in', async () => {
    const email = 'da.confermare@example.com'
    expect((await rest('POST', '/merchant-signup', { body: { email, password, confirmPassword: password } })).status).toBe(201)
    const before = await rest('POST', '/users/login', { body: { email, password } })
    expect(before.status).toBe(403)
    expect(before.body.errors).toEqual([{ code: 'unverified', message: merchantAuthMessages.unverified }])

    const token = (await storedUser(email))._verificationToken!
    expect((await rest('POST', `/users/verify/${token}`)).status).toBe(200)
    expect((await rest('POST', `/users/verify/${token}`)).status).not.toBe(200)
    const after = await rest('POST', '/users/login', { body: { email, password } })
    expect(after.status).toBe(200)
    expect((after.body.user as { roles: string[] }).roles).toEqual(['merchant'])
  })

  it('answers wrong credentials in Italian, and never locks the account', async () => {
    const email = 'bloccato@example.com'
    await rest('POST', '/merchant-signup', { body: { email, password, confirmPassword: password } })
    const token = (await storedUser(email))._verificationToken!
    await rest('POST', `/users/verify/${token}`)
    const wrong = await rest('POST', '/users/login', { body: { email, password: 'sbagliata' } })
    expect(wrong.status).toBe(401)
    expect(wrong.body.errors).toEqual([{ code: 'invalid_credentials', message: 'Email o password non corretti.' }])
    for (let attempt = 0; attempt < 5; attempt++) await rest('POST', '/users/login', { headers: { 'x-real-ip': '192.0.2.90' }, body: { email, password: 'sbagliata' } })
    const waiting = await rest('POST', '/users/login', { headers: { 'x-real-ip': '192.0.2.90' }, body: { email, password } })
    expect(waiting.status).toBe(429)
    expect(waiting.body.errors).toEqual([{ code: 'throttled', message: merchantAuthMessages.throttled }])
    expect((await rest('POST', '/users/login', { headers: { 'x-real-ip': '192.0.2.91' }, body: { email, password } })).status).toBe(200)
  })

  it('keeps seeded and staff-created accounts verified, without a confirmation e-mail', async () => {
    expect((await storedUser(demo('Merchant (Prato)').email))._verified).toBe(true)
    const adminToken = (await rest('POST', '/users/login', { body: { email: demo('Admin').email, password: demo('Admin').password } })).body.token as string
    const created = await rest('POST', '/users', { token: adminToken, body: { email: 'creato.da.admin@example.com', password, roles: ['merchant'] } })
    expect(created.status).toBe(201)
    expect((await storedUser('creato.da.admin@example.com'))._verified).toBe(true)
    expect((await rest('POST', '/users/login', { body: { email: 'creato.da.admin@example.com', password } })).status).toBe(200)
  })

  it('sends the reset e-mail with a link to the site page; the token works once', async () => {
    const email = 'creato.da.admin@example.com'
    const p = await payload()
    const token = await p.forgotPassword({ collection: 'users', data: { email }, disableEmail: true })
    const html = await p.collections.users.config.auth.forgotPassword!.generateEmailHTML!({ req: await createLocalReq({}, p), token, user: {} })
    expect(html).toContain(`/reset-password?token=${token}`)
    const reset = await rest('POST', '/users/reset-password', { body: { token, password: 'NuovaPassword!1' } })
    expect(reset.status).toBe(200)
    const again = await rest('POST', '/users/reset-password', { body: { token, password: 'AltraPassword!2' } })
    expect(again.status).toBe(403)
    expect((await rest('POST', '/users/login', { body: { email, password: 'NuovaPassword!1' } })).status).toBe(200)
  })
})
