import type { ChildProcess } from 'node:child_process'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { root, spawnPrefixed, stopChild, tsxNode } from '../../../scripts/lib.ts'
import { jobMessageId } from '../../../cms/src/email/sendEmail.ts'
import { payload } from '../support/helpers.ts'
import { countingSmtpServer, freePort } from '../support/faultsSmtp.ts'

/**
 * Three jobs runners (server/worker.ts, each its own process and pool, as on three machines) polling one queue
 * every 100 ms: each job is taken by exactly one of them, so each e-mail reaches the SMTP server once — counted
 * by its Message-ID, which is derived from the job.
 */
const RUNNERS = 3
const EMAILS = 300
const running: ChildProcess[] = []
afterAll(async () => {
  await Promise.all(running.map((child) => stopChild(child, 5000)))
})

const output: string[] = []
function startWorker(index: number, smtpPort: number): Promise<ChildProcess> {
  const child = spawnPrefixed(...tsxNode(path.join(root, 'server/worker.ts')), {
    label: `worker${index}`,
    env: { ...process.env, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, JOBS_POLL_MS: '100' },
  })
  running.push(child)
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString())
      if (chunk.toString().includes('jobs runner started')) resolve(child)
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
    child.once('exit', (code) => reject(new Error(`runner ${index} exited (${code}):\n${output.join('').slice(-3000)}`)))
  })
}

describe('several jobs runners on one queue', () => {
  it(`deliver each of ${EMAILS} e-mails exactly once`, async () => {
    const p = await payload()
    const smtpPort = await freePort()
    const smtp = countingSmtpServer(smtpPort)
    await smtp.listen()
    try {
      await Promise.all(Array.from({ length: RUNNERS }, (_, index) => startWorker(index + 1, smtpPort)))
      const started = Date.now()
      const ids: (number | string)[] = []
      for (let index = 0; index < EMAILS; index++) {
        const job = await p.jobs.queue({
          task: 'sendEmail',
          input: { to: `runner-${index}@example.com`, subject: `Consegna unica ${index}`, text: 'Testo', html: '<p>Testo</p>' },
        })
        ids.push(job.id)
      }
      const deadline = Date.now() + 180_000
      for (;;) {
        const done = await p.count({ collection: 'payload-jobs', where: { and: [{ id: { in: ids } }, { completedAt: { exists: true } }] }, overrideAccess: true })
        if (done.totalDocs === EMAILS) break
        if (Date.now() > deadline) throw new Error(`only ${done.totalDocs} of ${EMAILS} sent; the runners said:\n${output.join('').slice(-3000)}`)
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
      const seconds = (Date.now() - started) / 1000
      // A duplicate would arrive after its job was marked done: give a late second send the time to show.
      await new Promise((resolve) => setTimeout(resolve, 1500))

      const counts = ids.map((id) => smtp.countMessageId(jobMessageId(id)))
      const twice = counts.filter((n) => n > 1).length
      console.log(`[jobs-runners] ${RUNNERS} runners, ${EMAILS} e-mails in ${seconds.toFixed(1)} s: ${smtp.total} delivered, ${smtp.messageIds} distinct Message-IDs, ${twice} sent more than once`)
      expect(counts).toEqual(ids.map(() => 1))
      expect(smtp.total).toBe(EMAILS)
      const finished = await p.find({ collection: 'payload-jobs', where: { id: { in: ids } }, limit: EMAILS, overrideAccess: true })
      expect(finished.docs.filter((job) => job.processing || job.hasError)).toEqual([])
    } finally {
      await smtp.close()
    }
  }, 400_000)
})
