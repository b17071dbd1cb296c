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
 * One pass of the jobs runner (server/worker.ts): hand back abandoned jobs, then run what is due. The tests
 * call the same function, so what they prove is what the worker does.
 */
export async function runJobsOnce(payload: Payload, options: { limit?: number; staleMs?: number } = {}): Promise<{ released: number[] }> {
  const released = await releaseStaleJobs(payload, options.staleMs ?? DEFAULT_STALE_JOB_MS)
  if (released.length) payload.logger.warn(`jobs ${released.join(', ')} were left marked as running (their runner stopped or lost the database); queued again`)
  await payload.jobs.run({ limit: options.limit ?? JOBS_PER_PASS })
  return { released }
}
