import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { genericMessages, merchantAuthMessages } from '#content-schema'
import { hitRateLimit } from '../../../cms/src/database/rateLimits.ts'
import { demo, rest } from '../support/helpers.ts'

/** Two pools stand for two web processes: each has its own connections, they share only PostgreSQL. */
const processA = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 })
const processB = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 })
afterAll(async () => {
  await Promise.all([processA.end(), processB.end()])
})

describe('rate limits stored in PostgreSQL', () => {
  it('hold across processes, also under concurrent hits', async () => {
    const rule = { limit: 40, windowMs: 60_000 }
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => hitRateLimit(i % 2 ? processA : processB, 'test:across-processes', rule)),
    )
    expect(results.filter((result) => result.allowed)).toHaveLength(40)
    const refused = results.filter((result) => !result.allowed)
    expect(refused).toHaveLength(60)
    for (const result of refused) expect(result.retryAfterS).toBeGreaterThanOrEqual(1)
    expect((await hitRateLimit(processA, 'test:another-key', rule)).allowed).toBe(true)
  })

  it('start a new window once the old one has ended', async () => {
    const rule = { limit: 1, windowMs: 300 }
    expect((await hitRateLimit(processA, 'test:window', rule)).allowed).toBe(true)
    expect((await hitRateLimit(processB, 'test:window', rule)).allowed).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect((await hitRateLimit(processB, 'test:window', rule)).allowed).toBe(true)
  })

  it('answer a public write over its limit with 429, Retry-After and the Italian message', async () => {
    const headers = { 'x-real-ip': '192.0.2.41' }
    const contact = { nome: 'Anna', email: 'anna@example.com', messaggio: 'x' }
    const statuses: number[] = []
    let last: Awaited<ReturnType<typeof rest>> | undefined
    for (let i = 0; i < 11; i++) {
      last = await rest('POST', '/public/contact-requests', { headers, body: contact })
      statuses.push(last.status)
    }
    expect(statuses.slice(0, 10).every((status) => status !== 429)).toBe(true)
    expect(last?.status).toBe(429)
    expect(last?.body.error).toBe(genericMessages.tooManyRequests)
    // Another visitor is not affected.
    expect((await rest('POST', '/public/contact-requests', { headers: { 'x-real-ip': '192.0.2.42' }, body: contact })).status).not.toBe(429)
  })

  it('limit sign-in attempts and reset-link requests per address, in Italian', async () => {
    const headers = { 'x-real-ip': '192.0.2.51' }
    const merchant = demo('Merchant')
    const forgot = () => rest('POST', '/users/forgot-password', { headers, body: { email: merchant.email } })
    for (let i = 0; i < 5; i++) expect((await forgot()).status).toBe(200)
    const refused = await forgot()
    expect(refused.status).toBe(429)
    expect(JSON.stringify(refused.body)).toContain(genericMessages.tooManyRequests)

    // Successful sign-ins never count; wrong ones do, whichever account they try.
    const loginHeaders = { 'x-real-ip': '192.0.2.52' }
    const signIn = (email: string, password: string) => rest('POST', '/users/login', { headers: loginHeaders, body: { email, password } })
    for (let i = 0; i < 3; i++) expect((await signIn(merchant.email, merchant.password)).status).toBe(200)
    for (let i = 0; i < 20; i++) expect((await signIn(`nobody-${i}@example.com`, 'wrong')).status).toBe(401)
    // Over 20 failures the address has no free failures left: one more wrong try on an account and that
    // account waits, from this address, before the next one — answered in Italian.
    expect((await signIn('bersaglio-21@example.com', 'wrong')).status).toBe(401)
    const blocked = await signIn('bersaglio-21@example.com', 'wrong')
    expect(blocked.status).toBe(429)
    expect(JSON.stringify(blocked.body)).toContain(merchantAuthMessages.throttled)
    // Many people share an address: the right password of an account it has not failed on signs in at once.
    expect((await signIn(merchant.email, merchant.password)).status).toBe(200)
    expect((await rest('POST', '/users/login', { headers: { 'x-real-ip': '192.0.2.53' }, body: { email: merchant.email, password: merchant.password } })).status).toBe(200)
  })
})
