import type { ChildProcess } from 'node:child_process'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { root, spawnPrefixed, stopChild, tsxNode } from '../../../scripts/lib.ts'
import { payload } from '../support/helpers.ts'
import { countingSmtpServer, freePort } from '../support/faultsSmtp.ts'

/**
 * The jobs runner killed while it sends: the e-mails it had taken stay marked as running in the queue, which
 * Payload alone never picks up again. The next runner hands them back after JOBS_STALE_MS and sends each one:
 * every queued e-mail arrives exactly once, none is lost. A runner told to stop drains instead: it finishes its
 * sends (or hands back, untried, those that outlast JOBS_DRAIN_MS) and exits 0.
 */
const STALE_MS = 3000
const running: ChildProcess[] = []
afterAll(async () => {
  await Promise.all(running.map((child) => stopChild(child, 3000)))
})

function startWorker(smtpPort: number, env: Record<string, string> = { JOBS_STALE_MS: String(STALE_MS) }): ChildProcess {
  const child = spawnPrefixed(...tsxNode(path.join(root, 'server/worker.ts')), {
    label: 'worker',
    env: { ...process.env, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, JOBS_POLL_MS: '200', ...env },
  })
  running.push(child)
  child.stdout?.on('data', (chunk: Buffer) => workerOutput.push(chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => workerOutput.push(chunk.toString()))
  return child
}
const workerOutput: string[] = []

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; the runners said:\n${workerOutput.join('').slice(-3000)}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('a jobs runner killed mid-send', () => {
  it('leaves no e-mail behind: the next runner takes the abandoned jobs up again and each is delivered once', async () => {
    const p = await payload()
    const smtpPort = await freePort()
    const smtp = countingSmtpServer(smtpPort)
    await smtp.listen()
    try {
      // The SMTP server takes each message and never answers: the runner is caught in the middle of every send.
      smtp.state.stall = true
      const emails = Array.from({ length: 5 }, (_, index) => ({
        to: `crash-${index}@example.com`,
        subject: `Prova di consegna ${index}`,
        text: 'Testo',
        html: '<p>Testo</p>',
      }))
      const jobs = []
      for (const input of emails) jobs.push(await p.jobs.queue({ task: 'sendEmail', input }))
      const ids = jobs.map((job) => job.id)

      const first = startWorker(smtpPort)
      await until(() => smtp.receiving >= emails.length, 150_000, 'the runner to be sending every e-mail')
      first.kill('SIGKILL')
      await new Promise((resolve) => first.once('exit', resolve))

      const stranded = await p.find({ collection: 'payload-jobs', where: { id: { in: ids } }, limit: 10, overrideAccess: true })
      expect(stranded.docs.map((job) => [job.processing, job.completedAt ?? null])).toEqual(emails.map(() => [true, null]))

      smtp.state.stall = false
      const second = startWorker(smtpPort)
      await until(
        async () => {
          const done = await p.find({ collection: 'payload-jobs', where: { and: [{ id: { in: ids } }, { completedAt: { exists: true } }] }, limit: 10, overrideAccess: true })
          return done.docs.length === emails.length
        },
        150_000,
        'the abandoned e-mails to be sent',
      )
      await stopChild(second, 5000)

      const counts = emails.map((email) => smtp.count(email.to, email.subject))
      console.log(`[faults-jobs] 1 runner killed mid-send with ${emails.length} e-mails taken; delivered ${counts.reduce((a, b) => a + b, 0)}, each ${counts.join('/')} time(s)`)
      expect(counts).toEqual(emails.map(() => 1))
      const finished = await p.find({ collection: 'payload-jobs', where: { id: { in: ids } }, limit: 10, overrideAccess: true })
      for (const job of finished.docs) {
        expect(job.processing).toBe(false)
        expect(job.hasError).toBe(false)
        expect(job.totalTried).toBeGreaterThanOrEqual(1)
      }
    } finally {
      await smtp.close()
    }
  }, 400_000)
})

/** Exit code and seconds from a SIGTERM to the process's end. */
async function terminate(child: ChildProcess): Promise<{ code: number | null; seconds: number }> {
  const sent = Date.now()
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  child.kill('SIGTERM')
  const code = await exited
  return { code, seconds: (Date.now() - sent) / 1000 }
}

async function queueEmails(tag: string, count: number): Promise<{ ids: (number | string)[]; emails: { to: string; subject: string }[] }> {
  const p = await payload()
  const emails = Array.from({ length: count }, (_, index) => ({ to: `${tag}-${index}@example.com`, subject: `Prova ${tag} ${index}`, text: 'Testo', html: '<p>Testo</p>' }))
  const ids = []
  for (const input of emails) ids.push((await p.jobs.queue({ task: 'sendEmail', input })).id)
  return { ids, emails }
}

async function completed(ids: (number | string)[]): Promise<number> {
  const p = await payload()
  return (await p.count({ collection: 'payload-jobs', where: { and: [{ id: { in: ids } }, { completedAt: { exists: true } }] }, overrideAccess: true })).totalDocs
}

describe('a jobs runner told to stop (SIGTERM), with the default JOBS_STALE_MS of 5 minutes', () => {
  it('finishes the sends in progress, takes no new job, exits 0; the next runner sends the rest; each e-mail once', async () => {
    const smtpPort = await freePort()
    const smtp = countingSmtpServer(smtpPort)
    await smtp.listen()
    try {
      // A slow SMTP server: each send stays in progress for 1.5 s, so the SIGTERM comes in the middle of some.
      smtp.state.delayMs = 1500
      const { ids, emails } = await queueEmails('drain', 30)
      const first = startWorker(smtpPort, {})
      await until(() => smtp.receiving >= 1, 150_000, 'the runner to be sending')
      const stopped = await terminate(first)
      const sentByFirst = await completed(ids)
      expect(stopped.code).toBe(0)
      smtp.state.delayMs = 0
      const second = startWorker(smtpPort, {})
      await until(async () => (await completed(ids)) === emails.length, 150_000, 'the rest to be sent')
      await stopChild(second, 30_000)
      const counts = emails.map((email) => smtp.count(email.to, email.subject))
      console.log(`[faults-jobs] drain: SIGTERM during a pass of sends: exit ${stopped.code} after ${stopped.seconds.toFixed(1)} s with ${sentByFirst} of ${emails.length} sent; the next runner sent the rest; delivered ${counts.reduce((a, b) => a + b, 0)}, each ${[...new Set(counts)].join('/')} time(s)`)
      expect(counts).toEqual(emails.map(() => 1))
    } finally {
      await smtp.close()
    }
  }, 400_000)

  it('hands back the sends that outlast JOBS_DRAIN_MS, untried, so the next runner sends them at once, not after 5 minutes', async () => {
    const smtpPort = await freePort()
    const smtp = countingSmtpServer(smtpPort)
    await smtp.listen()
    try {
      smtp.state.stall = true
      const { ids, emails } = await queueEmails('handback', 4)
      const first = startWorker(smtpPort, { JOBS_DRAIN_MS: '2000' })
      await until(() => smtp.receiving >= emails.length, 150_000, 'the runner to be sending every e-mail')
      const stopped = await terminate(first)
      expect(stopped.code).toBe(0)
      const p = await payload()
      const handedBack = await p.find({ collection: 'payload-jobs', where: { id: { in: ids } }, limit: 10, overrideAccess: true, depth: 0 })
      expect(handedBack.docs.map((job) => [job.processing, job.completedAt ?? null])).toEqual(emails.map(() => [false, null]))

      smtp.state.stall = false
      const restarted = Date.now()
      const second = startWorker(smtpPort, {})
      await until(async () => (await completed(ids)) === emails.length, 150_000, 'the handed-back e-mails to be sent')
      const seconds = (Date.now() - restarted) / 1000
      await stopChild(second, 30_000)
      const counts = emails.map((email) => smtp.count(email.to, email.subject))
      console.log(`[faults-jobs] drain past its limit: exit ${stopped.code} after ${stopped.seconds.toFixed(1)} s (JOBS_DRAIN_MS 2 s), ${emails.length} sends handed back; the next runner sent them ${seconds.toFixed(1)} s after its start; each delivered ${[...new Set(counts)].join('/')} time(s)`)
      expect(stopped.seconds).toBeLessThan(10)
      expect(seconds).toBeLessThan(120)
      expect(counts).toEqual(emails.map(() => 1))
    } finally {
      await smtp.close()
    }
  }, 400_000)
})

describe('a jobs runner told to stop while it starts', () => {
  it('exits 0 within compose\'s grace period (30 s) instead of being killed by the signal (143)', async () => {
    const smtpPort = await freePort()
    const child = startWorker(smtpPort)
    // Its modules take seconds to load: the signal comes while they do, before any job can be taken.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const sent = Date.now()
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))
    child.kill('SIGTERM')
    const { code, signal } = await exited
    console.log(`[faults-jobs] runner SIGTERMed 1.5 s into its start-up: exit ${signal ?? code} after ${Date.now() - sent} ms`)
    expect({ code, signal }).toEqual({ code: 0, signal: null })
    expect(Date.now() - sent).toBeLessThan(30_000)
    expect(workerOutput.join('')).toContain('[worker] SIGTERM: draining (0 job(s) in progress')
  }, 60_000)
})
