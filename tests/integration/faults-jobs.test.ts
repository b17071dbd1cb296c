import type { ChildProcess } from 'node:child_process'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { root, spawnPrefixed, stopChild, tsxNode } from '../../scripts/lib.ts'
import { payload } from './helpers.ts'
import { countingSmtpServer, freePort } from './faultsSmtp.ts'

/**
 * The jobs runner killed while it sends: the e-mails it had taken stay marked as running in the queue, which
 * Payload alone never picks up again. The next runner hands them back after JOBS_STALE_MS and sends each one:
 * every queued e-mail arrives exactly once, none is lost.
 */
const STALE_MS = 3000
const running: ChildProcess[] = []
afterAll(async () => {
  await Promise.all(running.map((child) => stopChild(child, 3000)))
})

function startWorker(smtpPort: number): ChildProcess {
  const child = spawnPrefixed(...tsxNode(path.join(root, 'server/worker.ts')), {
    label: 'worker',
    env: { ...process.env, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, JOBS_POLL_MS: '200', JOBS_STALE_MS: String(STALE_MS) },
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
