import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { genericMessages, merchantAuthMessages, questionnaireMessages } from '#content-schema'
import { createProgressSecret, createSessionId } from '../../../content-schema/src/questionnaire/session.ts'
import { questionnaireFixtures } from '../../../content-schema/src/questionnaire/fixtures.ts'
import { matchesStoredPassword } from '../../../cms/src/accounts/passwordHash.ts'
import { leadBody, walkQuestionnaire } from '../../../scripts/visitor.ts'
import { demo, loginAs, payload, rest, startApi } from '../support/helpers.ts'
import { createUser, freshIp, queuedTo, storedUser, strong } from '../support/accountsHelpers.ts'

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
let fast: Awaited<ReturnType<typeof startApi>>
let fastBase = ''

beforeAll(async () => {
  fast = await startApi()
  fastBase = fast.base
})
afterAll(async () => {
  fast.close()
  await pool.end()
})

describe("Payload's password format", () => {
  it('is the one matchesStoredPassword checks (an update that changes it fails here)', async () => {
    await createUser('formato.hash@example.com')
    const p = await payload()
    const raw = (await p.db.findOne({ collection: 'users', where: { email: { equals: 'formato.hash@example.com' } } })) as Record<string, unknown>
    expect(await matchesStoredPassword(strong, raw)).toBe(true)
    expect(await matchesStoredPassword(`${strong}x`, raw)).toBe(false)
  })
})

describe('throttling that never locks the owner out', () => {
  it('10 wrong passwords from one address: that address waits, the right password from another gets in at once', async () => {
    const email = 'bersaglio.lock@example.com'
    await createUser(email)
    const attacker = { 'x-real-ip': '203.0.113.10' }
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) statuses.push((await rest('POST', '/users/login', { headers: attacker, body: { email, password: `Sbagliata!${i}` } })).status)
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
    expect(statuses.slice(5)).toContain(429)
    // The address's wait started at its last counted failure: one more (a 401, after any wait left is over) makes
    // it wait at least 2 s from then, so the right password sent at once is held back whatever the machine's pace.
    let answer = 429
    for (let tries = 0; answer === 429 && tries < 40; tries++) {
      answer = (await rest('POST', '/users/login', { headers: attacker, body: { email, password: 'Sbagliata!x' } })).status
      if (answer === 429) await new Promise((resolve) => setTimeout(resolve, 1000))
    }
    expect(answer).toBe(401)
    const waiting = await rest('POST', '/users/login', { headers: attacker, body: { email, password: strong } })
    expect(waiting.status).toBe(429)
    expect(waiting.body.errors).toEqual([{ code: 'throttled', message: merchantAuthMessages.throttled }])

    const owner = await rest('POST', '/users/login', { headers: { 'x-real-ip': '203.0.113.11' }, body: { email, password: strong } })
    expect(owner.status).toBe(200)
    expect(owner.body.token).toBeTruthy()
  }, 90_000)

  it('an address past 20 failures (an office, a mobile network) still signs in the right password of an account it is not guessing', async () => {
    const shared = { 'x-real-ip': '203.0.113.30' }
    const owner = 'ufficio.titolare@example.com'
    const guessed = 'ufficio.bersaglio@example.com'
    await createUser(owner)
    await createUser(guessed)
    const login = (email: string, password: string) => rest('POST', '/users/login', { headers: shared, body: { email, password } })
    const refused = await Promise.all(Array.from({ length: 21 }, (_, i) => login(`ufficio.ignoto.${i}@example.com`, 'Sbagliata!1')))
    expect(refused.map((answer) => answer.status)).toEqual(Array.from({ length: 21 }, () => 401))

    const signedIn = await login(owner, strong)
    expect(signedIn.status).toBe(200)
    expect(signedIn.body.token).toBeTruthy()

    // An account the address now fails on is under attack from it: it waits from the first failure (1 s, then 2 s),
    // told in Italian, and then the right password gets in.
    expect((await login(guessed, 'Sbagliata!2')).status).toBe(401)
    await new Promise((resolve) => setTimeout(resolve, 1100))
    expect((await login(guessed, 'Sbagliata!3')).status).toBe(401)
    const held = await login(guessed, strong)
    expect([held.status, held.body.errors]).toEqual([429, [{ code: 'throttled', message: merchantAuthMessages.throttled }]])
    await new Promise((resolve) => setTimeout(resolve, 2100))
    expect((await login(guessed, strong)).status).toBe(200)
  }, 60_000)

  it('the wait of an address grows and then lets the right password in', async () => {
    const email = 'bersaglio.attesa@example.com'
    await createUser(email)
    const headers = { 'x-real-ip': '203.0.113.20' }
    for (let i = 0; i < 5; i++) expect((await rest('POST', '/users/login', { headers, body: { email, password: 'Sbagliata!1' } })).status).toBe(401)
    expect((await rest('POST', '/users/login', { headers, body: { email, password: strong } })).status).toBe(429)
    await new Promise((resolve) => setTimeout(resolve, 1100))
    expect((await rest('POST', '/users/login', { headers, body: { email, password: strong } })).status).toBe(200)
  })
})

describe('password policy on every path', () => {
  it('sign-up refuses short and common passwords in Italian', async () => {
    const short = await rest('POST', '/merchant-signup', { headers: { 'x-real-ip': freshIp() }, body: { email: 'debole.1@example.com', password: 'Ab1!x', confirmPassword: 'Ab1!x' } })
    expect(short.status).toBe(400)
    expect(short.body.error).toBe('La password deve essere di almeno 8 caratteri.')
    const common = await rest('POST', '/merchant-signup', { headers: { 'x-real-ip': freshIp() }, body: { email: 'debole.2@example.com', password: 'Password123', confirmPassword: 'Password123' } })
    expect(common.status).toBe(400)
    expect(common.body.error).toBe(merchantAuthMessages.passwordCommon)
    // An existing address is refused alike, so the policy's answer tells nothing either.
    const existing = await rest('POST', '/merchant-signup', { headers: { 'x-real-ip': freshIp() }, body: { email: demo('Merchant (Prato)').email, password: 'Password123', confirmPassword: 'Password123' } })
    expect(existing.status).toBe(400)
    expect(existing.body.error).toBe(merchantAuthMessages.passwordCommon)
    expect(await storedUser('debole.2@example.com')).toBeUndefined()
  })

  it('an admin cannot create a user with a weak password; a change and a reset are refused alike', async () => {
    const admin = await loginAs('Admin')
    for (const password of ['abc', 'qwerty123', 'iloveyou']) {
      const created = await rest('POST', '/users', { token: admin, body: { email: 'debole.admin@example.com', password, roles: ['editor'] } })
      expect(created.status).toBe(400)
      expect(JSON.stringify(created.body)).toContain(password.length < 8 ? merchantAuthMessages.passwordShort : merchantAuthMessages.passwordCommon)
    }
    const user = await createUser('debole.cambio@example.com')
    const own = await rest('POST', '/users/login', { headers: { 'x-real-ip': freshIp() }, body: { email: 'debole.cambio@example.com', password: strong } })
    const changed = await rest('PATCH', `/users/${user.id}`, { token: own.body.token as string, body: { password: 'abc', currentPassword: strong } })
    expect(changed.status).toBe(400)
    expect(JSON.stringify(changed.body)).toContain(merchantAuthMessages.passwordShort)
    const byAdmin = await rest('PATCH', `/users/${user.id}`, { token: admin, body: { password: 'password1' } })
    expect(byAdmin.status).toBe(400)

    const p = await payload()
    const token = await p.forgotPassword({ collection: 'users', data: { email: 'debole.cambio@example.com' }, disableEmail: true })
    const reset = await rest('POST', '/users/reset-password', { body: { token, password: 'football' } })
    expect(reset.status).toBe(400)
    expect(JSON.stringify(reset.body)).toContain(merchantAuthMessages.passwordCommon)
    expect((await rest('POST', '/users/login', { headers: { 'x-real-ip': freshIp() }, body: { email: 'debole.cambio@example.com', password: strong } })).status).toBe(200)
  })
})

describe('changing the password or the e-mail', () => {
  it('needs the current password from the user themself, not from an admin changing someone else', async () => {
    const user = await createUser('cambio.password@example.com')
    const token = (await rest('POST', '/users/login', { headers: { 'x-real-ip': freshIp() }, body: { email: 'cambio.password@example.com', password: strong } })).body.token as string
    const missing = await rest('PATCH', `/users/${user.id}`, { token, body: { password: 'Nuova!Password9' } })
    expect(missing.status).toBe(400)
    expect(JSON.stringify(missing.body)).toContain(merchantAuthMessages.currentPasswordRequired)
    const wrong = await rest('PATCH', `/users/${user.id}`, { token, body: { password: 'Nuova!Password9', currentPassword: 'Sbagliata!0' } })
    expect(wrong.status).toBe(403)
    expect(JSON.stringify(wrong.body)).toContain(merchantAuthMessages.currentPasswordWrong)
    const email = await rest('PATCH', `/users/${user.id}`, { token, body: { email: 'rubata@example.com' } })
    expect(email.status).toBe(400)
    expect((await storedUser('cambio.password@example.com')).pendingEmail).toBeFalsy()

    const admin = await loginAs('Admin')
    expect((await rest('PATCH', `/users/${user.id}`, { token: admin, body: { password: 'Scelta!Admin77' } })).status).toBe(200)
    expect((await rest('POST', '/users/login', { headers: { 'x-real-ip': freshIp() }, body: { email: 'cambio.password@example.com', password: 'Scelta!Admin77' } })).status).toBe(200)
  })

  it('a password change keeps only the session that made it; a reset ends every old one', async () => {
    const email = 'sessioni@example.com'
    const user = await createUser(email)
    const signIn = async (password: string) => (await rest('POST', '/users/login', { headers: { 'x-real-ip': freshIp() }, body: { email, password } })).body.token as string
    const me = async (token: string) => (await rest('GET', '/users/me', { token })).body.user as { id: number } | null
    const here = await signIn(strong)
    const elsewhere = await signIn(strong)
    expect((await me(elsewhere))?.id).toBe(user.id)

    const changed = await rest('PATCH', `/users/${user.id}`, { token: here, body: { password: 'Seconda!Chiave42', currentPassword: strong } })
    expect(changed.status).toBe(200)
    expect((await me(here))?.id).toBe(user.id)
    expect(await me(elsewhere)).toBeNull()

    const p = await payload()
    const resetToken = await p.forgotPassword({ collection: 'users', data: { email }, disableEmail: true })
    const reset = await rest('POST', '/users/reset-password', { body: { token: resetToken, password: 'Terza!Chiave77' } })
    expect(reset.status).toBe(200)
    expect(await me(here)).toBeNull()
    expect((await me(reset.body.token as string))?.id).toBe(user.id)
  })

  it('a reset link works once; sent again it is refused in Italian', async () => {
    const email = 'reset.una.volta@example.com'
    await createUser(email)
    const p = await payload()
    const token = await p.forgotPassword({ collection: 'users', data: { email }, disableEmail: true })
    expect((await rest('POST', '/users/reset-password', { body: { token, password: 'Prima!Chiave55' } })).status).toBe(200)
    const again = await rest('POST', '/users/reset-password', { body: { token, password: 'Seconda!Chiave66' } })
    expect([again.status, again.body]).toEqual([403, { errors: [{ message: merchantAuthMessages.invalidLink }] }])
    expect((await rest('POST', '/users/login', { headers: { 'x-real-ip': freshIp() }, body: { email, password: 'Prima!Chiave55' } })).status).toBe(200)
  })

  it('a new e-mail replaces the old one only once its link is opened, and the account stays verified', async () => {
    const user = await createUser('vecchia.email@example.com')
    const token = (await rest('POST', '/users/login', { headers: { 'x-real-ip': freshIp() }, body: { email: 'vecchia.email@example.com', password: strong } })).body.token as string
    const asked = await rest('PATCH', `/users/${user.id}`, { token, body: { email: 'Nuova.Email@example.com', currentPassword: strong } })
    expect(asked.status).toBe(200)
    expect((asked.body.doc as { email: string; pendingEmail: string }).email).toBe('vecchia.email@example.com')
    expect((asked.body.doc as { pendingEmail: string }).pendingEmail).toBe('nuova.email@example.com')
    expect((await rest('POST', '/users/login', { headers: { 'x-real-ip': freshIp() }, body: { email: 'vecchia.email@example.com', password: strong } })).status).toBe(200)
    expect((await queuedTo('vecchia.email@example.com')).map((job) => job.input.subject)).toContain('Richiesta di cambio email - CasaConfronta')

    const [confirmation] = await queuedTo('nuova.email@example.com')
    const link = /nuova-email=([0-9a-f]{64})/.exec(confirmation!.input.text!)![1]!
    expect((await rest('POST', '/users/confirm-email-change', { body: { token: 'f'.repeat(64) } })).status).toBe(400)
    const confirmed = await rest('POST', '/users/confirm-email-change', { body: { token: link } })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.message).toBe(merchantAuthMessages.emailChanged)
    const stored = await storedUser('nuova.email@example.com')
    expect(stored.id).toBe(user.id)
    expect(stored._verified).toBe(true)
    expect(stored.pendingEmail).toBeFalsy()
    expect((await rest('POST', '/users/confirm-email-change', { body: { token: link } })).status).toBe(400)
    expect((await rest('POST', '/users/login', { headers: { 'x-real-ip': freshIp() }, body: { email: 'vecchia.email@example.com', password: strong } })).status).toBe(401)
    expect((await rest('POST', '/users/login', { headers: { 'x-real-ip': freshIp() }, body: { email: 'nuova.email@example.com', password: strong } })).status).toBe(200)
  })
})

describe('progress records belong to the browser that started them', () => {
  const record = (sessionId: string, progressSecret: string | undefined, step: number) => ({
    sessionId,
    ...(progressSecret ? { progressSecret } : {}),
    serviceType: 'internet-mobile',
    currentStep: step,
    totalSteps: 4,
    answers: { userType: step === 9 ? 'Sovrascritto' : 'Privato' },
    lastQuestion: 'currentProvider',
  })
  const stored = async (sessionId: string) =>
    (await pool.query('select current_step, answers, secret_hash from partial_submissions where session_id = $1', [sessionId])).rows[0] as
      | { current_step: number; answers: unknown; secret_hash: string }
      | undefined

  async function fast(path: string, body: unknown) {
    const response = await fetch(`${fastBase}/api${path}`, { method: 'POST', headers: { 'x-real-ip': freshIp(), 'content-type': 'application/json' }, body: JSON.stringify(body) })
    return { status: response.status, body: (await response.text()) || '' }
  }

  it.each(['in process', 'over HTTP'] as const)('a save with another secret or none is refused and changes nothing (%s)', async (via) => {
    const post = async (body: unknown) => (via === 'in process' ? (await rest('POST', '/public/partial-submissions', { headers: { 'x-real-ip': freshIp() }, body })).status : (await fast('/public/partial-submissions', body)).status)
    const sessionId = createSessionId()
    const owner = createProgressSecret()
    expect(await post(record(sessionId, owner, 2))).toBe(204)
    const before = await stored(sessionId)
    expect(before?.secret_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(before?.secret_hash).not.toContain(owner)

    expect(await post(record(sessionId, createProgressSecret(), 9))).toBe(403)
    expect(await post(record(sessionId, undefined, 9))).toBe(400)
    expect(await stored(sessionId)).toEqual(before)
    expect(await post(record(sessionId, owner, 3))).toBe(204)
    expect(Number((await stored(sessionId))?.current_step)).toBe(3)
  })

  it('says why in Italian', async () => {
    const sessionId = createSessionId()
    await rest('POST', '/public/partial-submissions', { headers: { 'x-real-ip': freshIp() }, body: record(sessionId, createProgressSecret(), 2) })
    const refused = await rest('POST', '/public/partial-submissions', { headers: { 'x-real-ip': freshIp() }, body: record(sessionId, createProgressSecret(), 9) })
    expect(refused.body.error).toBe(questionnaireMessages.progressNotYours)
  })

  it("a lead with someone else's session id is stored but leaves their progress record alone", async () => {
    const definition = questionnaireFixtures['luce-gas']
    const walk = walkQuestionnaire(definition, () => 0.1)
    const victim = walk.partials[0]!
    expect((await rest('POST', '/public/partial-submissions', { headers: { 'x-real-ip': freshIp() }, body: victim })).status).toBe(204)
    const before = await stored(walk.sessionId)
    const forged = leadBody(definition, { ...walk, progressSecret: createProgressSecret() }, 'lead.estraneo@example.com')
    expect((await rest('POST', '/public/leads', { headers: { 'x-real-ip': freshIp() }, body: forged })).status).toBe(201)
    expect(await stored(walk.sessionId)).toEqual(before)
    const own = leadBody(definition, walk, 'lead.proprio@example.com')
    expect((await rest('POST', '/public/leads', { headers: { 'x-real-ip': freshIp() }, body: own })).status).toBe(201)
    expect((await pool.query('select completed from partial_submissions where session_id = $1', [walk.sessionId])).rows[0]).toEqual({ completed: true })
  })

  it('merchants never read the session id of a lead', async () => {
    const merchant = await loginAs('Merchant (Prato)')
    const leads = await rest('GET', '/client-requests?limit=50&depth=0', { token: merchant })
    expect(leads.status).toBe(200)
    expect(leads.body.docs!.length).toBeGreaterThan(0)
    for (const doc of leads.body.docs!) expect(doc).not.toHaveProperty('sessionId')
    const probe = await rest('GET', '/client-requests?where[sessionId][exists]=true', { token: merchant })
    expect(probe.status === 400 || probe.status === 403 || (probe.body.docs ?? []).length === 0).toBe(true)
    const admin = await loginAs('Admin')
    const adminLeads = await rest('GET', '/client-requests?limit=5&depth=0', { token: admin })
    expect(adminLeads.body.docs!.some((doc) => typeof doc.sessionId === 'string')).toBe(true)
  })
})

describe('Payload REST limits', () => {
  it('answers malformed queries with an Italian 400', async () => {
    const admin = await loginAs('Admin')
    for (const query of ['where[nonexistent][equals]=x', 'where[email][bogus]=x', 'where[or][0][nope][like]=a', 'where[hash][exists]=true']) {
      const result = await rest('GET', `/users?${query}`, { token: admin })
      expect(result.status, query).toBe(400)
      expect(result.body.errors, query).toEqual([{ message: genericMessages.invalidQuery }])
    }
    // Values the database refuses are the client's error too; an unknown sort field is ignored.
    for (const query of ['page=-1', 'sort=nonexistent', 'where[createdAt][equals]=notadate']) expect([200, 400], query).toContain((await rest('GET', `/users?${query}`, { token: admin })).status)
  })

  it('caps the page size at 100', async () => {
    const admin = await loginAs('Admin')
    for (const query of ['limit=100000', 'limit=0', 'pagination=false']) {
      const result = await rest('GET', `/consents?${query}&depth=0`, { token: admin })
      expect(result.status, query).toBe(200)
      expect(result.body.limit, query).toBe(100)
      expect(result.body.docs!.length, query).toBeLessThanOrEqual(100)
    }
  })

  it('refuses a body over 1 MiB with 413 before parsing it', async () => {
    const big = { email: 'x@example.com', password: 'y'.repeat(2 * 1024 * 1024) }
    const text = JSON.stringify(big)
    for (const path of ['/users/login', '/public/contact-requests', '/globals/site-settings']) {
      const result = await rest('POST', path, { body: big, headers: { 'content-length': String(Buffer.byteLength(text)) } })
      expect(result.status, path).toBe(413)
    }
    const chunked = await rest('POST', '/users/login', { body: big })
    expect(chunked.status).toBe(413)
  })
})
