import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { EmailQueuePageSchema } from '#content-schema'
import { alertIfEmailQueueStuck } from '../../../cms/src/email/outbox/alert.ts'
import { EMAIL_RETRIES, retryWaitMs } from '../../../cms/src/email/outbox/schedule.ts'
import { outboxState } from '../../../cms/src/database/emailQueue.ts'
import { jobMessageId } from '../../../cms/src/email/sendEmail.ts'
import { runJobsOnce } from '../../../cms/src/jobs/runner.ts'
import type { Queryable } from '../../../cms/src/database/rateLimits.ts'
import { demoAccounts, loginAs, payload, rest } from '../support/helpers.ts'
import { countingSmtpServer, freePort, sendThrough } from '../support/faultsSmtp.ts'

/**
 * The e-mail queue through an SMTP outage, on a clock 5,000 times faster (EMAIL_CLOCK_SCALE, read by the runner at
 * each failed try and by the alert): 24 hours of retries take about 17 s, 6 hours about 4 s, with the real number of
 * tries and the real schedule. Every pass is the runner's own (runJobsOnce).
 */
const SCALE = 0.0002
let p: Payload
let port: number
let restore: () => void
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const pool = () => (p.db as unknown as { pool: Queryable }).pool

beforeAll(async () => {
  process.env.EMAIL_CLOCK_SCALE = String(SCALE)
  p = await payload()
  port = await freePort()
  restore = sendThrough(p, port)
  // Start from an empty queue: the demo seed's e-mails would be sent along otherwise.
  await p.delete({ collection: 'payload-jobs', where: { id: { exists: true } }, overrideAccess: true })
})
afterAll(() => {
  restore?.()
  delete process.env.EMAIL_CLOCK_SCALE
})

async function queue(count: number, tag: string): Promise<number[]> {
  const ids: number[] = []
  for (let n = 0; n < count; n++) {
    const job = await p.jobs.queue({ task: 'sendEmail', input: { to: `${tag}-${n}@example.com`, subject: `Prova ${tag} ${n}`, html: '<p>Prova</p>', text: 'Prova' } })
    ids.push(Number(job.id))
  }
  return ids
}

async function jobs(ids: number[]) {
  const found = await p.find({ collection: 'payload-jobs', where: { id: { in: ids } }, limit: 100, depth: 0, overrideAccess: true, select: { totalTried: true, hasError: true, completedAt: true, waitUntil: true, processing: true } })
  return found.docs
}

/** Runs the runner's pass every 20 ms (its poll here) for `ms`, as a worker would. */
async function runFor(ms: number) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    await runJobsOnce(p, { limit: 50 })
    await sleep(20)
  }
}

describe('the retry schedule', () => {
  it('waits 30 s, doubling up to 30 minutes, and keeps trying for at least 24 hours', () => {
    expect([1, 2, 3, 6, 7, 8, 53].map((tries) => retryWaitMs(tries, 1) / 1000)).toEqual([30, 60, 120, 960, 1800, 1800, 1800])
    const total = Array.from({ length: EMAIL_RETRIES }, (_, i) => retryWaitMs(i + 1, 1)).reduce((a, b) => a + b, 0)
    expect(total).toBeGreaterThanOrEqual(24 * 3600_000)
    expect(total - retryWaitMs(EMAIL_RETRIES, 1)).toBeLessThan(24 * 3600_000)
  })
})

describe('SMTP down for 6 simulated hours', () => {
  it('loses no e-mail: each waits with its error, an admin sees them waiting, and each is delivered once when SMTP is back', async () => {
    const ids = await queue(8, 'six-hours')
    const started = Date.now()
    await runFor(6 * 3600_000 * SCALE)
    const simulatedHours = ((Date.now() - started) / SCALE / 3600_000).toFixed(1)

    const waiting = await jobs(ids)
    expect(waiting.every((job) => !job.completedAt && !job.hasError)).toBe(true)
    const tries = waiting.map((job) => job.totalTried ?? 0)
    // 30 s, 1, 2, 4, 8, 16, 30, 30 … minutes: about 15 tries in 6 hours, never the old schedule's 7 then dropped.
    expect(Math.min(...tries)).toBeGreaterThanOrEqual(10)

    const admin = await loginAs('Admin')
    const listed = await rest('GET', '/admin/email-queue?stato=in_attesa', { token: admin })
    expect(listed.status).toBe(200)
    const page = EmailQueuePageSchema.parse(listed.body)
    const rows = page.docs.filter((row) => row.to.startsWith('six-hours-'))
    expect(rows).toHaveLength(8)
    for (const row of rows) {
      expect(row.stato).toBe('in_attesa')
      expect(row.ultimoErrore).toMatch(/ECONNREFUSED/)
      expect(row.tentativi).toBeGreaterThanOrEqual(10)
      expect(row.prossimoTentativo).not.toBeNull()
    }
    expect(page.counts.inAttesa).toBeGreaterThanOrEqual(8)
    expect((await outboxState(pool())).waiting).toBeGreaterThanOrEqual(8)

    const smtp = countingSmtpServer(port)
    await smtp.listen()
    try {
      // Back within the longest wait (30 simulated minutes) of its return, without anybody pressing a button.
      const back = Date.now()
      while (Date.now() - back < 3 * 1800_000 * SCALE) {
        await runJobsOnce(p, { limit: 50 })
        if ((await jobs(ids)).every((job) => job.completedAt)) break
        await sleep(20)
      }
      const minutesAfterReturn = ((Date.now() - back) / SCALE / 60_000).toFixed(0)
      const counts = ids.map((id) => smtp.countMessageId(jobMessageId(id)))
      console.log(`[email-outbox] SMTP down ${simulatedHours} simulated hours: 8 e-mails, ${Math.min(...tries)}–${Math.max(...tries)} tries each while down; delivered ${counts.reduce((a, b) => a + b, 0)} (each ${[...new Set(counts)].join('/')} time(s)) ${minutesAfterReturn} simulated minutes after SMTP returned`)
      expect(counts).toEqual(ids.map(() => 1))
      expect((await rest('GET', '/admin/email-queue?stato=tutte', { token: admin })).body.docs).toEqual([])
    } finally {
      await smtp.close()
    }
  }, 120_000)
})

describe('SMTP down for more than 24 simulated hours', () => {
  it('marks the e-mail failed after its last try, keeps it with its error, and «Reinvia» sends it once', async () => {
    const [id] = await queue(1, 'a-day')
    const started = Date.now()
    let job = (await jobs([id!]))[0]!
    while (!job.hasError && Date.now() - started < 90_000) {
      await runJobsOnce(p, { limit: 50 })
      job = (await jobs([id!]))[0]!
      await sleep(10)
    }
    const simulatedHours = (Date.now() - started) / SCALE / 3600_000
    console.log(`[email-outbox] an e-mail SMTP never took: failed after ${job.totalTried} tries, ${simulatedHours.toFixed(1)} simulated hours`)
    expect(job.hasError).toBe(true)
    expect(job.totalTried).toBe(EMAIL_RETRIES + 1)
    expect(simulatedHours).toBeGreaterThanOrEqual(24)

    const admin = await loginAs('Admin')
    const failed = EmailQueuePageSchema.parse((await rest('GET', '/admin/email-queue?stato=non_inviate', { token: admin })).body)
    expect(failed.docs.map((row) => [row.id, row.stato, row.prossimoTentativo])).toEqual([[id, 'non_inviata', null]])
    expect(failed.docs[0]!.ultimoErrore).toMatch(/ECONNREFUSED/)

    // A resend while SMTP is still away: one more try, failed again at once, with the new error.
    expect((await rest('POST', '/admin/email-queue/resend', { token: admin, body: { ids: [id] } })).body).toEqual({ reinviate: 1 })
    await runJobsOnce(p, { limit: 50 })
    job = (await jobs([id!]))[0]!
    expect([job.hasError, job.totalTried]).toEqual([true, EMAIL_RETRIES + 2])

    const smtp = countingSmtpServer(port)
    await smtp.listen()
    try {
      expect((await rest('POST', '/admin/email-queue/resend', { token: admin, body: { tutte: true } })).body).toEqual({ reinviate: 1 })
      await runJobsOnce(p, { limit: 50 })
      job = (await jobs([id!]))[0]!
      expect(job.completedAt).toBeTruthy()
      expect(smtp.countMessageId(jobMessageId(id!))).toBe(1)
      // Nothing left to send again.
      const none = await rest('POST', '/admin/email-queue/resend', { token: admin, body: { tutte: true } })
      expect(none).toEqual({ status: 409, body: { error: 'Nessuna email da reinviare: sono già state inviate o sono in invio.' } })
    } finally {
      await smtp.close()
    }
  }, 120_000)
})

describe('the admin endpoints of the e-mail queue', () => {
  it('answer admins only, and refuse a body that is not one of the two actions', async () => {
    for (const who of ['Editor', 'Merchant (Prato)'] as const) {
      const token = await loginAs(who)
      expect((await rest('GET', '/admin/email-queue', { token })).status).toBe(403)
      expect((await rest('POST', '/admin/email-queue/resend', { token, body: { tutte: true } })).status).toBe(403)
    }
    expect((await rest('GET', '/admin/email-queue')).status).toBe(403)
    const admin = await loginAs('Admin')
    expect((await rest('GET', '/admin/email-queue?stato=tutto', { token: admin })).status).toBe(400)
    for (const body of [{}, { ids: [] }, { ids: ['1'] }, { tutte: false }, { ids: [1], tutte: true }]) {
      expect((await rest('POST', '/admin/email-queue/resend', { token: admin, body })).body).toEqual({ error: 'Richiesta non valida.' })
    }
  })
})

describe('the stuck-queue alert', () => {
  it('e-mails every admin once when e-mails wait too long, and not again within 6 hours', async () => {
    await p.delete({ collection: 'payload-jobs', where: { id: { exists: true } }, overrideAccess: true })
    await queue(3, 'stuck')
    // Nothing has waited 15 simulated minutes yet.
    expect(await alertIfEmailQueueStuck(p)).toBe(false)
    await sleep(15 * 60_000 * SCALE + 50)
    expect(await alertIfEmailQueueStuck(p)).toBe(true)
    expect(await alertIfEmailQueueStuck(p)).toBe(false)
    const alerts = await p.find({ collection: 'payload-jobs', where: { 'input.subject': { equals: 'Coda email bloccata' } }, limit: 10, overrideAccess: true })
    const admins = demoAccounts.filter((account) => account.label.startsWith('Admin')).map((account) => account.email)
    expect(alerts.docs.map((job) => (job.input as { to: string }).to).sort()).toEqual(admins.sort())
    expect((alerts.docs[0]!.input as { text: string }).text).toMatch(/3 email aspettano di essere inviate da più di 15 minuti/)
  })
})
