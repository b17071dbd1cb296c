import type { Payload } from 'payload'
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'

/** Jobs taken per pass; each is an e-mail, sent in parallel within a pass. */
export const JOBS_PER_PASS = 20

/**
 * How long a job may stay taken before it counts as abandoned: well beyond the longest an e-mail can take,
 * since the SMTP transport's timeouts (payload.config.ts) bound a send to about two minutes.
 */
export const DEFAULT_STALE_JOB_MS = 5 * 60_000

/**
 * Payload marks a job `processing` when a runner takes it and clears the mark when the run ends, but a runner
 * that dies in between (killed, out of memory, the machine restarted, PostgreSQL gone mid-run) leaves the mark
 * behind, and Payload never picks such a job up again. A job still marked after `staleMs` goes back to the
 * queue, counted as a try, so it is retried like any other failure. Returns the ids released.
 */
export async function releaseStaleJobs(payload: Payload, staleMs: number): Promise<number[]> {
  const db = (payload.db as unknown as PostgresAdapter).drizzle
  const result = await db.execute(sql`
    update payload_jobs
    set processing = false, total_tried = coalesce(total_tried, 0) + 1, updated_at = now()
    where processing and completed_at is null and updated_at < now() - ${staleMs} * interval '1 millisecond'
    returning id
  `)
  return (result.rows as { id: number }[]).map((row) => row.id)
}

/**
 * Takes up to `limit` due jobs of `queue` for this runner alone, in one statement: `for update skip locked`
 * makes concurrent runners (other processes, other machines) pass over the rows another one is taking, and the
 * row's re-check after the lock drops a job another runner marked a moment before. Payload's own `jobs.run`
 * reads the due jobs and marks them in separate steps, so two runners polling together could both take one
 * job and send its e-mail twice. Returns the ids taken, oldest first.
 */
export async function claimJobs(payload: Payload, queue: string, limit: number): Promise<number[]> {
  const db = (payload.db as unknown as PostgresAdapter).drizzle
  const result = await db.execute(sql`
    update payload_jobs
    set processing = true, updated_at = now()
    where id in (
      select id from payload_jobs
      where queue = ${queue} and not coalesce(processing, false) and completed_at is null
        and not coalesce(has_error, false) and (wait_until is null or wait_until < now())
      order by created_at, id
      limit ${limit}
      for update skip locked
    )
    returning id
  `)
  return (result.rows as { id: number }[]).map((row) => row.id).sort((a, b) => a - b)
}

/**
 * Queues the next run of each task scheduled on `queue` (Payload's `handleSchedules`), by one runner at a time.
 * Payload checks that no run is waiting and then queues one in separate steps, so runners scheduling together
 * could each queue the nightly purge. A PostgreSQL advisory lock, held on one connection while it schedules,
 * lets exactly one runner in; the others skip this round (the next comes a minute later). Returns whether this
 * runner scheduled.
 */
export async function scheduleJobs(payload: Payload, queue: string): Promise<boolean> {
  const client = await (payload.db as unknown as PostgresAdapter).pool.connect()
  try {
    const taken = await client.query<{ locked: boolean }>(`select pg_try_advisory_lock(hashtext('jobs.schedule:' || $1)) as locked`, [queue])
    if (!taken.rows[0]?.locked) return false
    try {
      await payload.jobs.handleSchedules({ queue })
      return true
    } finally {
      await client.query(`select pg_advisory_unlock(hashtext('jobs.schedule:' || $1))`, [queue])
    }
  } finally {
    client.release()
  }
}

/**
 * One pass of the jobs runner (server/worker.ts): hand back abandoned jobs, take what is due (claimJobs), run
 * exactly those. Payload's `runByID` marks the job as running again, which it already is, and runs it with its
 * retries and backoff as `jobs.run` would. The tests call the same function, so what they prove is what the
 * worker does.
 */
export async function runJobsOnce(
  payload: Payload,
  options: { limit?: number; staleMs?: number; queue?: string } = {},
): Promise<{ released: number[]; ran: number[] }> {
  const released = await releaseStaleJobs(payload, options.staleMs ?? DEFAULT_STALE_JOB_MS)
  if (released.length) payload.logger.warn(`jobs ${released.join(', ')} were left marked as running (their runner stopped or lost the database); queued again`)
  const ids = await claimJobs(payload, options.queue ?? 'default', options.limit ?? JOBS_PER_PASS)
  // Every job taken is run to its end before the pass ends, even when one of them fails to (a lost database).
  const results = await Promise.allSettled(ids.map((id) => payload.jobs.runByID({ id, silent: { info: true } })))
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected')
  if (failed) throw failed.reason
  return { released, ran: ids }
}
