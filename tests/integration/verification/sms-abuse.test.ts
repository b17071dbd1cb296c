import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { randomInt, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSessionId, genericMessages, verificationMessages } from '#content-schema'
import { sendSmsTask } from '../../../cms/src/sms/sendSms.ts'
import { clearKeys, payloadPool } from '../../../cms/src/database/rateLimits.ts'
import { forgetSettings } from '../../../cms/src/content/settingsCache.ts'
import { productMetrics } from '../../../platform/metrics.ts'
import { globalSlugs } from '../../../cms/src/slugs.ts'
import { luceGasAnswers } from '../../fixtures.ts'
import { payload, rest } from '../support/helpers.ts'

/**
 * SMS that cannot be farmed (issue #37, items 4 and 5): codes go only to mobiles of Italy (or of a country an admin
 * allowed), every way of writing one number shares its limits, and what the SMS cost shows on /metrics. The runs have
 * no gateway, so SMS_URL is set here to turn codes on; the jobs are only queued, and looked at in the queue.
 */
let ipCounter = 0
// Each send from its own /24, so only the limit under test can refuse it.
const nextIp = () => `10.${90 + Math.floor(++ipCounter / 250)}.${ipCounter % 250}.7`

function lead(telefono: string, email = `sms.${randomUUID().slice(0, 8)}@example.com`) {
  return {
    service: 'luce-gas',
    questionnaireVersion: 1,
    sessionId: createSessionId(),
    answers: luceGasAnswers,
    location: '59100 - Prato',
    contact: { nome: 'Sara Sms', telefono, email, messaggio: '', privacy: true, marketing: false, partners: true, partnerChannels: ['telefono'] },
    idempotencyKey: randomUUID(),
  }
}
const send = (telefono: string, ip = nextIp()) => rest('POST', '/public/leads', { body: lead(telefono), headers: { 'x-real-ip': ip } })

async function smsJobsTo(digits: string) {
  const p = await payload()
  const jobs = await p.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'sendSms' } }, limit: 1000, overrideAccess: true })
  return jobs.docs.filter((job) => (job.input as { to: string }).to.replace(/\D/g, '').endsWith(digits))
}
const setLeadSettings = async (richieste: Record<string, unknown>) => {
  await (await payload()).updateGlobal({ slug: globalSlugs.siteSettings, data: { richieste } as never, overrideAccess: true })
  forgetSettings()
}
/** An Italian mobile nobody else in this file uses. */
const freshMobile = () => `347${String(randomInt(0, 10_000_000)).padStart(7, '0')}`

const savedEnv = { SMS_URL: process.env.SMS_URL, SMS_PRICE_EUR: process.env.SMS_PRICE_EUR, SMS_HOURLY_BUDGET: process.env.SMS_HOURLY_BUDGET }
beforeAll(async () => {
  process.env.SMS_URL = 'http://127.0.0.1:9/sms'
  await setLeadSettings({ verificaSms: true, paesiSms: '' })
})
afterAll(() => {
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
})

describe('where a code may go', () => {
  it('a premium-rate foreign number gets 422 in Italian and no SMS', async () => {
    const answer = await send('+44 909 479 2914')
    expect(answer.status).toBe(422)
    expect(answer.body.error).toBe(verificationMessages.smsNotAllowed)
    expect(await smsJobsTo('449094792914')).toHaveLength(0)
  })

  it('nor does an Italian premium-rate or fixed-line number, while an Italian mobile gets its code', async () => {
    for (const number of ['+39 899 123 456', '06 1234 5678']) {
      const answer = await send(number)
      expect(answer.status, number).toBe(422)
    }
    const mobile = freshMobile()
    expect((await send(mobile)).status).toBe(201)
    const jobs = await smsJobsTo(mobile)
    expect(jobs).toHaveLength(1)
  })

  it('a foreign mobile only once an admin allows its country, and never its premium numbers', async () => {
    const swissMobile = `+41 79 ${randomInt(100, 999)} ${randomInt(10, 99)} ${randomInt(10, 99)}`
    expect((await send(swissMobile)).status).toBe(422)
    await setLeadSettings({ verificaSms: true, paesiSms: 'CH, GB' })
    expect((await send(swissMobile)).status).toBe(201)
    expect((await send('+44 909 479 2914')).status).toBe(422)
    await setLeadSettings({ verificaSms: true, paesiSms: '' })
  })

  it('an admin’s list of countries takes only real country codes', async () => {
    const p = await payload()
    await expect(p.updateGlobal({ slug: globalSlugs.siteSettings, data: { richieste: { paesiSms: 'CH, XX' } } as never, overrideAccess: true })).rejects.toMatchObject({
      data: { errors: [expect.objectContaining({ message: verificationMessages.unknownSmsCountries('XX') })] },
    })
  })
})

describe('one number, one counter', () => {
  it('five ways of writing one number share its limit of five codes an hour', async () => {
    const national = freshMobile()
    const spaced = `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`
    const formats = [`00 39 ${spaced}`, `+ 39 ${spaced}`, `+(39) ${spaced}`, national, `+39${national}`]
    for (const format of formats) expect((await send(format)).status, format).toBe(201)
    const sixth = await send(`0039${national}`)
    expect(sixth.status).toBe(429)
    expect(sixth.body.error).toBe(verificationMessages.tooManyForPhone)
    // Each code went to the one number, written as gateways want it.
    const jobs = await smsJobsTo(national)
    expect(jobs).toHaveLength(5)
  })

  it('one network (/24) gets at most 60 codes an hour, whatever numbers it types', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 62; i++) statuses.push((await send(freshMobile(), `10.77.1.${i + 1}`)).status)
    expect(statuses.slice(0, 60).every((status) => status === 201)).toBe(true)
    expect(statuses.slice(60)).toEqual([429, 429])
  })

  it('a code refused for its number counts against neither its network nor the site (one statement counts them all)', async () => {
    const db = payloadPool(await payload())
    const network = 'verification:sms:net:10.66.3'
    await clearKeys(db, ['verification:sms:site', network])
    const number = freshMobile()
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) statuses.push((await send(number, `10.66.3.${i + 1}`)).status)
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429])
    const { rows } = await db.query('select key, count from rate_limits where key = any($1::text[]) order by key', [[network, 'verification:sms:site']])
    expect((rows as { key: string; count: number }[]).map((row) => [row.key, Number(row.count)])).toEqual([
      [network, 5],
      ['verification:sms:site', 5],
    ])
  })
})

describe('the connection’s limit of leads, counted with the code’s counters', () => {
  it('the lead past ten a minute gets the generic 429, and counts against no number, network nor the site', async () => {
    const db = payloadPool(await payload())
    const ip = '10.67.4.9'
    const network = 'verification:sms:net:10.67.4'
    await clearKeys(db, ['verification:sms:site', network, `/public/leads:${ip}`])
    const numbers = Array.from({ length: 10 }, freshMobile)
    const statuses: number[] = []
    for (const number of numbers) statuses.push((await send(number, ip)).status)
    expect(statuses.every((status) => status === 201)).toBe(true)
    const refusedNumber = freshMobile()
    const refused = await send(refusedNumber, ip)
    expect(refused.status).toBe(429)
    expect(refused.body.error).toBe(genericMessages.tooManyRequests)
    expect(await smsJobsTo(refusedNumber)).toHaveLength(0)
    const phoneHour = (number: string) => `verification:phone:+39${number}:hour`
    const keys = [`/public/leads:${ip}`, `verification:ip:${ip}`, network, 'verification:sms:site', phoneHour(numbers[0]!), phoneHour(refusedNumber)]
    const { rows } = await db.query('select key, count from rate_limits where key = any($1::text[])', [keys])
    const counts = new Map((rows as { key: string; count: number }[]).map((row) => [row.key, Number(row.count)]))
    expect(keys.map((key) => counts.get(key) ?? 0)).toEqual([11, 10, 10, 10, 1, 0])
  })

  it('a lead refused before its code is counted still counts against the connection', async () => {
    const db = payloadPool(await payload())
    const ip = '10.67.5.9'
    await clearKeys(db, [`/public/leads:${ip}`])
    // A premium-rate number is refused before any counter of the code: its request is counted on its own.
    for (let i = 0; i < 10; i++) expect((await send('+44 909 479 2914', ip)).status).toBe(422)
    const over = await send(freshMobile(), ip)
    expect(over.status).toBe(429)
    expect(over.body.error).toBe(genericMessages.tooManyRequests)
  })
})

describe('what SMS cost', () => {
  it('the hour’s budget alerts from 80% and refuses past it', async () => {
    await clearKeys(payloadPool(await payload()), ['verification:sms:site'])
    const before = (await productMetrics().smsBudgetAlerts.get()).values[0]?.value ?? 0
    process.env.SMS_HOURLY_BUDGET = '3'
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) statuses.push((await send(freshMobile())).status)
    expect(statuses).toEqual([201, 201, 201, 429])
    expect((await productMetrics().smsBudgetAlerts.get()).values[0]?.value ?? 0).toBeGreaterThan(before)
    delete process.env.SMS_HOURLY_BUDGET
  })

  it('every SMS the gateway takes adds its price to casaconfronta_sms_cost_eur_total', async () => {
    const received: { to: string }[] = []
    const gateway = http.createServer((request, response) => {
      let body = ''
      request.on('data', (chunk) => (body += chunk))
      request.on('end', () => {
        received.push(JSON.parse(body) as { to: string })
        response.setHeader('content-type', 'application/json')
        response.end(JSON.stringify({ id: 'sms-1' }))
      })
    })
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve))
    process.env.SMS_URL = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`
    process.env.SMS_PRICE_EUR = '0.075'
    const cost = async () => (await productMetrics().smsCostEur.get()).values[0]?.value ?? 0
    const before = await cost()
    try {
      const run = sendSmsTask.handler as (args: { input: { to: string; text: string } }) => Promise<unknown>
      await run({ input: { to: '00 39 347 000 1122', text: 'prova' } })
      await run({ input: { to: '+(39) 347 000 1122', text: 'prova' } })
    } finally {
      process.env.SMS_URL = 'http://127.0.0.1:9/sms'
      await new Promise((resolve) => gateway.close(resolve))
    }
    expect(received.map((sms) => sms.to)).toEqual(['+393470001122', '+393470001122'])
    expect(await cost()).toBeCloseTo(before + 0.15, 6)
  })
})
