import { randomUUID } from 'node:crypto'
import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createSessionId } from '#content-schema'
import { forgetSettings } from '../../../cms/src/content/settingsCache.ts'
import { globalSlugs } from '../../../cms/src/slugs.ts'
import { phoneFor } from '../../../scripts/visitor.ts'
import { luceGasAnswers } from '../../fixtures.ts'
import { keepingNamedPartners } from '../support/confirmContacts.ts'
import { payload, rest } from '../support/helpers.ts'

/**
 * What a lead costs the web process (issue #34, docs/performance.md «A lead's CPU»), a long run (`npm run test:full`):
 * Light & Gas leads sent one after the other in process, SMS codes on (the bench's lead row), each consenting to every
 * partner the contact step names. Prints the process's CPU per lead, the statements each sends to PostgreSQL and the
 * CPU of each Payload operation of the walk; fails when a lead sends more statements than the walk docs/performance.md
 * lists (a step done twice, a read repeated): the cost of a lead follows its number of statements.
 */
const WARM_UP = 40
const MEASURED = 150

/**
 * The statements of one lead, however many partners it names, as docs/performance.md lists them: the rate-limit hit,
 * the lead's checks in one prepared statement (the idempotency key, the matching rule with the partners' intake, the
 * contacts returned as not real, the session's progress record), the code's counters; in the transaction its begin,
 * the lead (insert, its relations, read-back), its consents as one record (insert, its grants — privacy, marketing, one
 * partners grant per partner named — in one insert, their channels in one, read-back), the progress record (insert,
 * read-back), the SMS job (insert, read-back), the commit; after it the notices.
 */
const STATEMENTS_OF_LEAD = 17

let statements = 0
const sendStatement = pg.Client.prototype.query
const savedEnv = { SMS_URL: process.env.SMS_URL, SMS_HOURLY_BUDGET: process.env.SMS_HOURLY_BUDGET }
const operations = ['create', 'find', 'count', 'update', 'findByID'] as const
let restoreOperations = () => {}

/** Times each Payload operation by its collection (process CPU, nested ones inside their caller's figure too). */
function timeOperations(p: Payload): Map<string, { ms: number; count: number }> {
  const spans = new Map<string, { ms: number; count: number }>()
  const target = p as unknown as Record<string, (args: { collection?: string }) => Promise<unknown>>
  const originals = operations.map((name) => [name, target[name]] as const)
  for (const [name, original] of originals) {
    target[name] = async (args) => {
      const started = process.cpuUsage()
      try {
        return await original.call(p, args)
      } finally {
        const spent = process.cpuUsage(started)
        const key = `${name} ${args.collection}`
        const span = spans.get(key) ?? { ms: 0, count: 0 }
        span.ms += (spent.user + spent.system) / 1000
        span.count++
        spans.set(key, span)
      }
    }
  }
  restoreOperations = () => {
    for (const [name, original] of originals) target[name] = original
  }
  return spans
}

beforeAll(async () => {
  process.env.SMS_URL = 'http://127.0.0.1:9/sms'
  process.env.SMS_HOURLY_BUDGET = '1000000'
  await (await payload()).updateGlobal({ slug: globalSlugs.siteSettings, data: { richieste: { verificaSms: true, paesiSms: '' } } as never, overrideAccess: true })
  forgetSettings()
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    statements++
    return (sendStatement as (...a: unknown[]) => unknown).apply(this, args)
  } as typeof sendStatement
})

afterAll(() => {
  pg.Client.prototype.query = sendStatement
  restoreOperations()
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
})

async function leadBody() {
  const email = `costo.${randomUUID().slice(0, 8)}@example.com`
  return keepingNamedPartners({
    service: 'luce-gas',
    questionnaireVersion: 1,
    sessionId: createSessionId(),
    answers: luceGasAnswers,
    location: '59100 - Prato',
    contact: { nome: 'Giulia Costo', telefono: phoneFor(email), email, privacy: true, marketing: true, partners: true, partnerChannels: ['email', 'telefono'] },
    idempotencyKey: randomUUID(),
  })
}

// Each lead from its own /24: no limit per address or network refuses one.
let sent = 0
const send = (body: unknown) => rest('POST', '/public/leads', { body, headers: { 'x-real-ip': `10.${100 + Math.floor(++sent / 250)}.${sent % 250}.7`, 'user-agent': 'lead-cost' } })

it(`a lead sends at most the statements of its walk, and what it costs is printed (${MEASURED} leads)`, async () => {
  const p = await payload()
  // Asked before the clock starts, as the contact step asks them before the visitor sends.
  const bodies = []
  for (let index = 0; index < WARM_UP + MEASURED; index++) bodies.push(await leadBody())
  const named = ((bodies[0].contact as Record<string, unknown>).partnerIds as number[]).length
  expect(named).toBeGreaterThan(0)
  for (const body of bodies.slice(0, WARM_UP)) expect((await send(body)).status).toBe(201)

  const spans = timeOperations(p)
  const before = process.cpuUsage()
  const perLead: number[] = []
  for (const body of bodies.slice(WARM_UP)) {
    const statementsBefore = statements
    expect((await send(body)).status).toBe(201)
    perLead.push(statements - statementsBefore)
  }
  const spent = process.cpuUsage(before)
  // The median: now and then a lead also refills what the process keeps in memory (the catalogue, the settings).
  const median = perLead.sort((a, b) => a - b)[Math.floor(MEASURED / 2)]

  const ms = (value: number) => `${value.toFixed(2)} ms`
  console.log(
    [
      `[lead-cost] ${named} partners named: ${ms((spent.user + spent.system) / 1000 / MEASURED)} of CPU a lead; ${median} statements (median), ${perLead.at(-1)} at most`,
      ...[...spans].map(([key, span]) => `[lead-cost]   ${key}: ${ms(span.ms / MEASURED)} a lead (${span.count} in ${MEASURED} leads)`),
    ].join('\n'),
  )
  expect(median).toBeLessThanOrEqual(STATEMENTS_OF_LEAD)
}, 600_000)
