import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import { afterAll, describe, expect, it } from 'vitest'
import { requeueFailedEmails, requeueOptions } from '../../../cms/src/email/outbox/requeue.ts'
import { payload } from '../support/helpers.ts'

/** `npm run requeue-email` (scripts/requeue-email.ts): the failed e-mails, all or since a time, tried again at once. */
const ids: number[] = []
afterAll(async () => {
  const p = await payload()
  await p.delete({ collection: 'payload-jobs', where: { id: { in: ids } }, overrideAccess: true })
})

async function failedEmail(tag: string, failedAt: Date): Promise<number> {
  const p = await payload()
  const job = await p.jobs.queue({ task: 'sendEmail', input: { to: `requeue-${tag}@example.com`, subject: `Prova ${tag}`, html: '<p>Prova</p>', text: 'Prova' } })
  const id = Number(job.id)
  ids.push(id)
  await p.db.updateJobs({ where: { id: { equals: id } }, data: { hasError: true, error: { message: 'connect ECONNREFUSED' }, totalTried: 169, waitUntil: null }, returning: false })
  // When it failed: a test's shortcut through the 24 hours of tries.
  await (p.db as unknown as PostgresAdapter).drizzle.execute(sql`update payload_jobs set updated_at = ${failedAt.toISOString()} where id = ${id}`)
  return id
}

async function state(id: number) {
  const job = await (await payload()).findByID({ collection: 'payload-jobs', id, depth: 0, overrideAccess: true })
  return { hasError: job.hasError, due: job.waitUntil ? Date.parse(job.waitUntil) <= Date.now() : true }
}

describe('npm run requeue-email', () => {
  it('queues again the e-mails that failed since the time given, then every failed one, and leaves the waiting ones be', async () => {
    const p = await payload()
    const old = await failedEmail('old', new Date(Date.now() - 3 * 86_400_000))
    const recent = await failedEmail('recent', new Date(Date.now() - 3_600_000))
    const waiting = Number((await p.jobs.queue({ task: 'sendEmail', input: { to: 'requeue-waiting@example.com', subject: 'Prova', html: '<p>Prova</p>', text: 'Prova' }, waitUntil: new Date(Date.now() + 3_600_000) })).id)
    ids.push(waiting)

    expect(await requeueFailedEmails(p, new Date(Date.now() - 86_400_000))).toBe(1)
    expect(await state(recent)).toEqual({ hasError: false, due: true })
    expect(await state(old)).toMatchObject({ hasError: true })

    expect(await requeueFailedEmails(p)).toBeGreaterThanOrEqual(1)
    expect(await state(old)).toEqual({ hasError: false, due: true })
    expect(await state(waiting)).toEqual({ hasError: false, due: false })
  })

  it('takes nothing or --since with a valid time, and says how otherwise', () => {
    expect(requeueOptions([])).toEqual({})
    expect(requeueOptions(['--since', '2026-11-28T06:00:00Z'])).toEqual({ since: new Date('2026-11-28T06:00:00Z') })
    for (const wrong of [['--since'], ['--since', 'ieri'], ['--all'], ['--since', '2026-11-28', 'extra']]) {
      expect(() => requeueOptions(wrong)).toThrow(/^Usage: npm run requeue-email/)
    }
  })
})
