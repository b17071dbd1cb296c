import { randomUUID } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { createLocalReq, initTransaction, killTransaction, type PayloadRequest } from 'payload'
import type { PoolClient } from 'pg'
import { createSessionId } from '#content-schema'
import { phoneFor } from '../../../scripts/visitor.ts'
import { forgetSettings } from '../../../cms/src/content/settingsCache.ts'
import { payloadPoolOf } from '../../../cms/src/database/adapter.ts'
import { serviceCatalogue } from '../../../cms/src/services/catalogue.ts'
import { collectionSlugs } from '../../../cms/src/slugs.ts'
import { forgetSiteFacts, siteFacts } from '../../../cms/src/transparency/siteFacts.ts'
import { luceGasAnswers } from '../../fixtures.ts'
import { confirmationSecret, keepingNamedPartners, refOf } from '../support/confirmContacts.ts'
import { payload, rest } from '../support/helpers.ts'

/**
 * A transaction never waits for a second connection of the pool it holds one of (issue #37). After the web server was
 * SIGKILLed under load (tests/faults/processes-killed.test.ts), the restarted process had nothing kept in memory, and
 * the visitors' retried confirmations arrived together: each held a connection in its transaction (its locks taken)
 * and waited for another to read the site's figures for the e-mail; with as many confirmations as connections,
 * nobody got one and each waited the pool's 30 s (PostgreSQL saw only idle transactions). The same when a value kept
 * for every request (content/settingsCache.ts) was still loading on the pool when a transaction asked for it.
 */
const SOON_MS = 10_000

let held: PoolClient[] = []
let transactions: PayloadRequest[] = []
afterEach(async () => {
  for (const req of transactions) await killTransaction(req)
  for (const client of held) client.release()
  held = []
  transactions = []
})

/** Within SOON_MS, or an error naming what waited. */
async function soon<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} still waiting after ${SOON_MS / 1000} s`)), SOON_MS)
  })
  try {
    return await Promise.race([work, late])
  } finally {
    clearTimeout(timer)
  }
}

/** How many more connections the pool can lend now (its size less those checked out). */
async function freeConnections(): Promise<number> {
  const pool = payloadPoolOf(await payload()) as unknown as { options: { max: number }; totalCount: number; idleCount: number }
  return pool.options.max - pool.totalCount + pool.idleCount
}

/** Requests of the system, each in a transaction of its own holding one of the pool's connections. */
async function openTransactions(count: number): Promise<PayloadRequest[]> {
  const p = await payload()
  for (let n = 0; n < count; n++) {
    const req = await createLocalReq({}, p)
    await initTransaction(req)
    transactions.push(req)
  }
  return transactions
}

describe("Payload's pool once started", () => {
  it('lends every one of its connections', async () => {
    const p = await payload()
    const pool = payloadPoolOf(p)
    const { max } = (pool as unknown as { options: { max: number } }).options
    // Payload's start checks a connection out to see PostgreSQL answer; it is given back (ReleasingPool, cms/src/database/adapter.ts).
    expect(pool.totalCount).toBeGreaterThan(0)
    expect(await freeConnections()).toBe(max)
    held = await Promise.all(Array.from({ length: max }, () => pool.connect()))
    expect(await freeConnections()).toBe(0)
    for (const client of held.splice(0)) client.release()
    expect(await freeConnections()).toBe(max)
  })
})

describe('a confirmation while the pool is busy', () => {
  it('confirms a request at once when every other connection is taken and the site figures are not kept yet', async () => {
    const email = `pool.${randomUUID().slice(0, 8)}@example.com`
    const body = {
      service: 'luce-gas',
      questionnaireVersion: 1,
      sessionId: createSessionId(),
      answers: luceGasAnswers,
      location: '59100 - Prato',
      contact: { nome: 'Paola Pool', telefono: phoneFor(email), email, messaggio: '', privacy: true, marketing: false, partners: true, partnerChannels: ['telefono'] },
      idempotencyKey: randomUUID(),
    }
    const sent = await rest('POST', '/public/leads', { body: await keepingNamedPartners(body), headers: { 'x-real-ip': '10.91.0.1' } })
    expect(sent.status).toBe(201)
    const ref = refOf(sent)
    const code = await confirmationSecret(ref)

    // As just after a restart: the e-mail of the confirmation reads the site's figures afresh.
    forgetSiteFacts()
    const pool = payloadPoolOf(await payload())
    held = await Promise.all(Array.from({ length: (await freeConnections()) - 1 }, () => pool.connect()))
    const answer = await soon(rest('POST', '/public/request/verify', { body: { ref, code }, headers: { 'x-real-ip': '10.91.0.2' } }), 'the confirmation')
    expect(answer.status).toBe(200)

    const lead = (await (await payload()).find({ collection: collectionSlugs.clientRequests, where: { offersToken: { equals: ref } }, depth: 0, limit: 1, overrideAccess: true })).docs[0]!
    // The path under test: a lead with an estimate, whose e-mail tells the partners' response time.
    expect(lead.stima).toBeTruthy()
    expect(lead.verificataIl).toBeTruthy()
  }, 60_000)
})

describe('a value kept for every request, still loading on the pool', () => {
  it('is read by each transaction on its own connection instead of waiting for a free one', async () => {
    const p = await payload()
    const requests = await openTransactions(await freeConnections())
    forgetSettings()
    // A request without a transaction asks first: its read waits for a connection none of the transactions gives back.
    const onPool = serviceCatalogue(await createLocalReq({}, p))
    const inTransactions = await soon(Promise.all(requests.map((req) => serviceCatalogue(req))), 'the transactions')
    expect(inTransactions.every((catalogue) => catalogue.has('luce-gas'))).toBe(true)
    for (const req of transactions.splice(0)) await killTransaction(req)
    expect((await onPool).has('luce-gas')).toBe(true)
  }, 60_000)

  it('the site figures likewise', async () => {
    const p = await payload()
    const requests = await openTransactions(await freeConnections())
    forgetSiteFacts()
    const onPool = siteFacts(await createLocalReq({}, p))
    const inTransactions = await soon(Promise.all(requests.map((req) => siteFacts(req))), 'the transactions')
    expect(inTransactions.every((facts) => facts.activeServices > 0)).toBe(true)
    for (const req of transactions.splice(0)) await killTransaction(req)
    expect((await onPool).activeServices).toBeGreaterThan(0)
  }, 60_000)
})
