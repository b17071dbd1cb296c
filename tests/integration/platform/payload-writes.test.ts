import { randomUUID } from 'node:crypto'
import pg from 'pg'
import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProgressSecret, createSessionId } from '#content-schema'
import { ADMIN_LIVE_CHANNEL } from '../../../cms/src/live/channel.ts'
import { loginAs, payload, rest } from '../support/helpers.ts'
import { luceGasAnswers } from '../../fixtures.ts'
import { keepingNamedPartners, sendConfirmedLead } from '../support/confirmContacts.ts'

/**
 * Payload holds the data and writes it: a lead sent through the public route is written by Payload, so a hook an
 * editor's developer adds to a collection runs for it, its records and e-mails commit together or not at all, and
 * its live notice comes from the collection's own hook.
 */
let ipCounter = 0
/** Sent as the contact step sends it, keeping every partner it names. */
const post = async (body: unknown) => rest('POST', '/public/leads', { body: await keepingNamedPartners(body), headers: { 'x-real-ip': `10.61.0.${++ipCounter}` } })

function lead(email: string) {
  return {
    service: 'luce-gas',
    questionnaireVersion: 1,
    sessionId: createSessionId(),
    progressSecret: createProgressSecret(),
    answers: luceGasAnswers,
    location: '59100 - Prato',
    contact: { nome: 'Ludovica Hook', email, telefono: `333 ${String(Date.now()).slice(-7)}`, privacy: true, marketing: false, partners: true, partnerChannels: ['telefono'] },
    idempotencyKey: randomUUID(),
  }
}

async function count(table: 'client_requests' | 'consents' | 'payload_jobs' | 'partial_submissions', where: string, values: unknown[]): Promise<number> {
  const pool = ((await payload()).db as unknown as { pool: pg.Pool }).pool
  return (await pool.query<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`, values)).rows[0]!.n
}

const listener = new pg.Client({ connectionString: process.env.DATABASE_URL })
const events: { collection: string; id: number; op: string }[] = []

beforeAll(async () => {
  await payload()
  await listener.connect()
  listener.on('notification', (message) => events.push(JSON.parse(message.payload ?? '{}')))
  await listener.query(`LISTEN ${ADMIN_LIVE_CHANNEL}`)
})
afterAll(() => listener.end())

describe('a lead sent through the public route', () => {
  it('runs a hook added to ClientRequests, and its consents and progress through their collections', async () => {
    const p = await payload()
    const email = `hook.${randomUUID().slice(0, 8)}@example.com`
    const seen: { collection: string; email?: unknown; operation: string }[] = []
    const spy = (collection: string): CollectionAfterChangeHook => ({ doc, operation }) => {
      if (doc.email === email || (collection === 'partial-submissions' && operation === 'update')) seen.push({ collection, email: doc.email, operation })
      return doc
    }
    const added = (['client-requests', 'consents', 'partial-submissions'] as const).map((slug) => {
      const hooks = p.collections[slug].config.hooks
      const hook = spy(slug)
      hooks.afterChange.push(hook)
      return () => hooks.afterChange.splice(hooks.afterChange.indexOf(hook), 1)
    })
    try {
      const body = lead(email)
      expect((await rest('POST', '/public/partial-submissions', { body: { sessionId: body.sessionId, progressSecret: body.progressSecret, serviceType: 'luce-gas', currentStep: 1, totalSteps: 8, answers: {} }, headers: { 'x-real-ip': '10.61.1.1' } })).status).toBe(204)
      expect((await post(body)).status).toBe(201)
    } finally {
      for (const remove of added) remove()
    }
    expect(seen.filter((entry) => entry.collection === 'client-requests')).toEqual([{ collection: 'client-requests', email, operation: 'create' }])
    // One record: privacy, marketing, and the partners consent naming each of the two Prato partners, as its grants.
    expect(seen.filter((entry) => entry.collection === 'consents')).toEqual([{ collection: 'consents', email, operation: 'create' }])
    expect(seen.some((entry) => entry.collection === 'partial-submissions')).toBe(true)
    // Its announcement (sent after the commit, database/notify.ts) has arrived before the next test counts the ones it expects.
    const stored = (await p.find({ collection: 'client-requests', where: { email: { equals: email } }, depth: 0, overrideAccess: true })).docs[0]!
    await expect.poll(() => events.some((event) => event.collection === 'client-requests' && event.id === stored.id && event.op === 'create')).toBe(true)
  })

  it('stores nothing of itself when any of its writes fails: no lead, no consent, no e-mail', async () => {
    const p = await payload()
    const email = `rollback.${randomUUID().slice(0, 8)}@example.com`
    const refuse: CollectionBeforeChangeHook = ({ data }) => {
      if (data.email === email && (data.grants as { purpose: string }[] | undefined)?.some((grant) => grant.purpose === 'partners')) throw new Error('consent store down')
      return data
    }
    const hooks = p.collections.consents.config.hooks
    hooks.beforeChange.push(refuse)
    const announced = events.length
    try {
      expect((await post(lead(email))).status).toBe(500)
    } finally {
      hooks.beforeChange.splice(hooks.beforeChange.indexOf(refuse), 1)
    }
    // Its lead was written, then rolled back: no live notice announces them (database/notify.ts).
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(events.slice(announced)).toEqual([])
    expect(await count('client_requests', 'email = $1', [email])).toBe(0)
    expect(await count('consents', 'email = $1', [email])).toBe(0)
    expect(await count('payload_jobs', `input->>'to' = $1 or input->>'text' like '%' || $1 || '%'`, [email])).toBe(0)
    // The same submission, once the store is back, is stored whole.
    expect((await post(lead(email))).status).toBe(201)
    expect(await count('consents', 'email = $1', [email])).toBe(1)
    // Once committed, the lead and its consents' one record are announced, in one statement after the commit.
    await expect.poll(() => events.slice(announced).filter((event) => event.op === 'create').map((event) => event.collection).sort()).toEqual(['client-requests', 'consents'])
  })

  it('is announced live by the collection’s hook, and so is a partner’s status of it', async () => {
    const email = `live.${randomUUID().slice(0, 8)}@example.com`
    // Confirmed by its consumer, so partners receive it.
    expect((await sendConfirmedLead(lead(email), { 'x-real-ip': `10.61.0.${++ipCounter}` })).status).toBe(201)
    const p = await payload()
    const stored = (await p.find({ collection: 'client-requests', where: { email: { equals: email } }, depth: 0, overrideAccess: true })).docs[0]!
    await expect.poll(() => events.some((event) => event.collection === 'client-requests' && event.id === stored.id && event.op === 'create')).toBe(true)
    const token = await loginAs('Merchant (Prato)')
    const status = await rest('POST', '/lead-statuses', { token, body: { clientRequest: stored.id, stato: 'contattato' } })
    expect(status.status).toBe(201)
    const statusId = (status.body.doc as { id: number }).id
    await expect.poll(() => events.some((event) => event.collection === 'lead-statuses' && event.op === 'create' && event.id === statusId)).toBe(true)
  })
})
