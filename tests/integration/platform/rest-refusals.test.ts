import { defaultLoggerOptions } from 'payload'
import { describe, expect, it } from 'vitest'
import { genericMessages, trackerMessages } from '#content-schema'
import { loginAs, payload, rest } from '../support/helpers.ts'

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
    await payload()
    const written: string[] = []
    const write = defaultLoggerOptions.write.bind(defaultLoggerOptions)
    defaultLoggerOptions.write = ((chunk: unknown, ...rest: unknown[]) => {
      written.push(String(chunk))
      return (write as (...args: unknown[]) => boolean)(chunk, ...rest)
    }) as typeof defaultLoggerOptions.write
    try {
      const admin = await loginAs('Admin')
      // PostgreSQL refuses the role, so the statement fails with the e-mail among its parameters.
      const answer = await rest('GET', '/users?where[email][equals]=mario.segreto@example.com&where[roles][equals]=ruolo-segreto', { token: admin })
      expect(answer.status).toBe(400)
    } finally {
      defaultLoggerOptions.write = write
    }
    const line = written.find((entry) => entry.includes('Failed query'))
    expect(line).toContain('select')
    expect(line).toContain('22P02')
    expect(line).not.toContain('mario.segreto')
    expect(line).not.toContain('ruolo-segreto')
  })
})
