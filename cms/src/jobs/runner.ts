import type { Payload } from 'payload'
import { claimJobs, releaseStaleJobs, whileHoldingLock, type ClaimedJob } from '../database/jobs.ts'
import { retryWaitMs } from '../email/outbox/schedule.ts'

/** Jobs taken per pass; each is an e-mail, sent in parallel within a pass. */
export const JOBS_PER_PASS = 20

/**
 * How long a job may stay taken before it counts as abandoned: well beyond the longest an e-mail can take,
 * since the SMTP transport's timeouts (payload.config.ts) bound a send to about two minutes.
 */
export const DEFAULT_STALE_JOB_MS = 5 * 60_000

/**
 * After a try of an e-mail failed and Payload queued it again (with the longest wait of the schedule as its own
 * fixed backoff), the next try's time from the e-mail schedule (cms/src/email/outbox/schedule.ts): 30 s, 1, 2, 4 …
 * up to 30 minutes. Written as Payload's queue writes a job's state (`db.updateJobs`), only while the job still waits
 * and no runner took it again.
 */
async function scheduleEmailRetry(payload: Payload, job: ClaimedJob): Promise<void> {
  const waitUntil = new Date(Date.now() + retryWaitMs(job.totalTried + 1)).toISOString()
  await payload.db.updateJobs({
    where: { and: [{ id: { equals: job.id } }, { processing: { equals: false } }, { hasError: { not_equals: true } }, { completedAt: { exists: false } }] },
    data: { waitUntil },
    returning: false,
  })
}

/**
 * Hands jobs this runner took but will not finish back to the queue, untried (a runner told to stop whose grace
 * period ends before its sends do): another runner takes them at once instead of after JOBS_STALE_MS.
 */
export async function releaseJobs(payload: Payload, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return
  await payload.db.updateJobs({ where: { and: [{ id: { in: [...ids] } }, { completedAt: { exists: false } }] }, data: { processing: false }, returning: false })
}

/**
 * Queues the next run of each task scheduled on `queue` (Payload's `handleSchedules`), by one runner at a time.
 * Payload checks that no run is waiting and then queues one in separate steps, so runners scheduling together
 * could each queue the nightly purge. A PostgreSQL advisory lock, held on one connection while it schedules,
 * lets exactly one runner in; the others skip this round (the next comes a minute later). Returns whether this
 * runner scheduled.
 */
export async function scheduleJobs(payload: Payload, queue: string): Promise<boolean> {
  const scheduled = await whileHoldingLock(payload, `jobs.schedule:${queue}`, async () => {
    await payload.jobs.handleSchedules({ queue })
    return true
  })
  return scheduled ?? false
}

/**
 * One pass of the jobs runner (server/worker.ts): hand back abandoned jobs, take what is due (claimJobs), run
 * exactly those. Payload's `runByID` marks the job as running again, which it already is, and runs it with its
 * retries as `jobs.run` would; a failed e-mail then gets its next try's time from the e-mail schedule. Payload logs
 * each failed try with the whole job (recipient, bodies, earlier tries): the product's logger writes it as the job's
 * id, task, try and error class alone (platform/redact.ts). `held`, when
 * given, holds the ids of the jobs taken while they run, for a runner that is told to stop. The tests call the
 * same function, so what they prove is what the worker does.
 */
export async function runJobsOnce(
  payload: Payload,
  options: { limit?: number; staleMs?: number; queue?: string; held?: Set<number> } = {},
): Promise<{ released: number[]; ran: number[]; failed: number[] }> {
  const released = await releaseStaleJobs(payload, options.staleMs ?? DEFAULT_STALE_JOB_MS)
  if (released.length) payload.logger.warn(`jobs ${released.join(', ')} were left marked as running (their runner stopped or lost the database); queued again`)
  const jobs = await claimJobs(payload, options.queue ?? 'default', options.limit ?? JOBS_PER_PASS)
  for (const job of jobs) options.held?.add(job.id)
  const failed: number[] = []
  const runOne = async (job: ClaimedJob) => {
    try {
      const outcome = await payload.jobs.runByID({ id: job.id, silent: { info: true } })
      const status = outcome.jobStatus?.[job.id]?.status
      if (status === 'error' || status === 'error-reached-max-retries') failed.push(job.id)
      if (status === 'error' && job.taskSlug === 'sendEmail') await scheduleEmailRetry(payload, job)
    } finally {
      options.held?.delete(job.id)
    }
  }
  // Every job taken is run to its end before the pass ends, even when one of them fails to (a lost database).
  const results = await Promise.allSettled(jobs.map(runOne))
  const rejected = results.find((result): result is PromiseRejectedResult => result.status === 'rejected')
  if (rejected) throw rejected.reason
  return { released, ran: jobs.map((job) => job.id), failed }
}
