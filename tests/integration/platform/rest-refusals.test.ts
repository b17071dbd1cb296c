import { describe, expect, it } from 'vitest'
import { genericMessages, trackerMessages } from '#content-schema'
import { loginAs, payload, rest } from '../support/helpers.ts'
import { capturePayloadLog, failedStatements } from '../support/payloadLog.ts'

/**
 * Queries and ids a client may send that PostgreSQL cannot run: each answers a clear Italian 4xx, never a 500, and a
 * failure that is logged carries no value the client sent.
 */

const inapplicable = { errors: [{ message: genericMessages.inapplicableOperator }] }

describe('a where whose operator does not apply to its field', () => {
  it('answers the reported queries with an Italian 400', async () => {
    for (const query of [
      'where[slug][near]=1,2',
      'where[slug][within]=1',
      'where[slug][intersects]=1',
      'where[slug][all]=1',
      'where[createdAt][like]=1',
      'where[_status][like]=x',
      'where[or][0][title][equals]=x&where[or][1][createdAt][contains]=1',
    ]) {
      const answer = await rest('GET', `/pages?${query}`)
      expect([answer.status, answer.body], query).toEqual([400, inapplicable])
    }
    // What the operators are for still works.
    expect((await rest('GET', '/pages?where[slug][like]=siamo')).body.docs?.map((doc) => doc.slug)).toEqual(['chi-siamo'])
    expect((await rest('GET', '/pages?where[createdAt][greater_than]=2000-01-01&limit=1')).status).toBe(200)
  })
})

describe('a where whose value its field cannot hold, and a page below 1', () => {
  it('answers them with an Italian 400 before PostgreSQL is asked, and still finds what well-typed values ask for', async () => {
    const admin = await loginAs('Admin')
    const mistyped = { errors: [{ message: genericMessages.mistypedFilterValue }] }
    for (const query of [
      'where[user][equals]=x',
      'where[user.id][greater_than]=x',
      'where[user][in]=1,x',
      'where[user][equals]=2147483648',
      'where[id][in]=a,b',
      'where[id][equals]=1.5',
      'where[stato][equals]=sconosciuto',
      'where[stato][in]=attivo,sconosciuto',
      'where[roles][equals]=ruolo',
      `where=${encodeURIComponent('{"id":{"in":["a","b"]}}')}`,
      `where=${encodeURIComponent('{"user":{"equals":true}}')}`,
      `where=${encodeURIComponent('{"stato":{"equals":["attivo"]}}')}`,
    ]) {
      const route = query.includes('roles') ? '/users' : '/merchants'
      const answer = await rest('GET', `${route}?${query}`, { token: admin })
      expect([answer.status, answer.body], query).toEqual([400, mistyped])
    }
    for (const page of ['0', '-1', '1.5', 'abc']) {
      expect(await rest('GET', `/pages?page=${page}`), page).toEqual({ status: 400, body: { errors: [{ message: genericMessages.invalidPage }] } })
    }
    // The same fields with values of their type answer as before.
    const merchants = await rest('GET', '/merchants?where[stato][in]=attivo,sospeso&where[user][exists]=true&limit=100&depth=0', { token: admin })
    expect(merchants.status).toBe(200)
    const someUser = merchants.body.docs?.[0]?.user as number
    expect((await rest('GET', `/merchants?where[user][equals]=${someUser}&depth=0`, { token: admin })).body.docs?.map((doc) => doc.user)).toEqual([someUser])
    expect((await rest('GET', `/merchants?where[user.id][in]=${someUser},0&depth=0`, { token: admin })).body.docs).toHaveLength(1)
    expect((await rest('GET', '/users?where[roles][equals]=admin&limit=1', { token: admin })).body.docs).toHaveLength(1)
    expect((await rest('GET', '/pages?where[id][equals]=x&page=1')).status).toBe(200)
  })
})

describe('a NUL character, which no text in PostgreSQL can hold', () => {
  it('is refused with an Italian 400 in an address, a JSON where and a body sent to Payload’s sign-in routes, before any statement', async () => {
    const invalid = { errors: [{ message: genericMessages.invalidRequest }] }
    const log = capturePayloadLog()
    try {
      expect(await rest('POST', `/users/verify/${'a'.repeat(20)}%00`)).toEqual({ status: 400, body: invalid })
      expect(await rest('GET', '/pages?where[slug][equals]=chi%00')).toEqual({ status: 400, body: invalid })
      expect(await rest('GET', `/pages?where=${encodeURIComponent('{"slug":{"equals":"chi\\u0000"}}')}`)).toEqual({ status: 400, body: { errors: [{ message: genericMessages.mistypedFilterValue }] } })
      expect(await rest('POST', '/users/login', { body: { email: 'mario.segreto@example.com\u0000', password: 'x' } })).toEqual({ status: 400, body: invalid })
      expect(await rest('POST', '/users/reset-password', { body: { token: 'a\u0000', password: 'Una-password-lunga-1' } })).toEqual({ status: 400, body: invalid })
      // The product's own password route reads its body with its shared schema.
      expect(await rest('POST', '/users/forgot-password', { body: { email: 'mario.segreto@example.com\u0000' } })).toEqual({ status: 400, body: { error: genericMessages.invalidRequest } })
      // A backslash before `u0000` is text like any other.
      expect((await rest('POST', '/users/login', { body: { email: 'nessuno\\u0000@example.com', password: 'x' } })).status).toBe(401)
    } finally {
      log.stop()
    }
    expect(failedStatements(log.lines)).toEqual([])
  })
})

describe('a where or data sent as a JSON string', () => {
  it('answers the reported queries with an Italian 400, and reads a JSON where as one in brackets', async () => {
    const unreadable = { errors: [{ message: genericMessages.unreadableQuery }] }
    expect(await rest('GET', '/pages?where=abc')).toEqual({ status: 400, body: unreadable })
    expect(await rest('GET', '/pages?data=abc')).toEqual({ status: 400, body: unreadable })
    expect(await rest('GET', `/pages?where=${encodeURIComponent('{"slug":{"near":"1,2"}}')}`)).toEqual({ status: 400, body: inapplicable })
    expect((await rest('GET', `/pages?where=${encodeURIComponent('{"slug":{"like":"siamo"}}')}`)).body.docs?.map((doc) => doc.slug)).toEqual(['chi-siamo'])
  })
})

describe('versions of what keeps none', () => {
  it('answers 404 in Italian to a signed-in GET /versions of leads and bookings', async () => {
    for (const account of ['Admin', 'Merchant (Prato)']) {
      const token = await loginAs(account)
      for (const path of ['/client-requests/versions', '/bookings/versions', '/bookings/versions/1']) {
        const answer = await rest('GET', path, { token })
        expect([answer.status, answer.body], `${account} ${path}`).toEqual([404, { errors: [{ message: genericMessages.noVersions }] }])
      }
    }
    // A collection with drafts keeps its versions.
    expect((await rest('GET', '/pages/versions?limit=1', { token: await loginAs('Admin') })).status).toBe(200)
  })
})

describe('ids beyond what PostgreSQL stores', () => {
  it('answers a reschedule or a booking of record 2147483648 with an Italian 400 from the shared schema', async () => {
    const reschedule = await rest('POST', '/public/request/reschedule', { headers: { 'x-real-ip': '198.18.0.1' }, body: { ref: 'demo-offers-lead-1', booking: 2147483648, slot: '' } })
    expect([reschedule.status, reschedule.body.error]).toEqual([400, trackerMessages.bookingNotFound])
    const booking = await rest('POST', '/public/bookings', { headers: { 'x-real-ip': '198.18.0.2' }, body: { ref: 'demo-offers-lead-1', merchantId: 2147483648, partners: true } })
    expect([booking.status, booking.body.error]).toEqual([400, genericMessages.invalidRequest])
  })
})

describe('a failed query in the log', () => {
  it('names the statement and its error, never the values the client sent', async () => {
    const p = await payload()
    // The REST routes refuse such a value before the query (above); through the Local API PostgreSQL refuses the role,
    // so the statement fails with the e-mail among its parameters, and is logged as Payload's REST error handler does.
    const error = await p.find({ collection: 'users', where: { email: { equals: 'mario.segreto@example.com' }, roles: { equals: 'ruolo-segreto' } }, overrideAccess: true }).then(
      () => undefined,
      (refused: unknown) => refused,
    )
    expect(error).toBeInstanceOf(Error)
    const log = capturePayloadLog()
    try {
      p.logger.error({ err: error })
    } finally {
      log.stop()
    }
    const line = log.lines.find((entry) => entry.includes('Failed query'))
    expect(line).toContain('select')
    expect(line).toContain('22P02')
    expect(line).not.toContain('mario.segreto')
    expect(line).not.toContain('ruolo-segreto')
  })
})
