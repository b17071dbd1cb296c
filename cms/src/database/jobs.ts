import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { postgresOf } from './adapter.ts'

/**
 * Payload marks a job `processing` when a runner takes it and clears the mark when the run ends, but a runner
 * that dies in between (killed, out of memory, the machine restarted, PostgreSQL gone mid-run) leaves the mark
 * behind, and Payload never picks such a job up again. A job still marked after `staleMs` goes back to the
 * queue, counted as a try, so it is retried like any other failure. Returns the ids released.
 */
export async function releaseStaleJobs(payload: Payload, staleMs: number): Promise<number[]> {
  // Job claim: a job abandoned by a dead runner goes back to the queue (Payload never takes it again).
  const result = await postgresOf(payload).drizzle.execute(sql`
    update payload_jobs
    set processing = false, total_tried = coalesce(total_tried, 0) + 1, updated_at = now()
    where processing and completed_at is null and updated_at < now() - ${staleMs} * interval '1 millisecond'
    returning id
  `)
  return (result.rows as { id: number }[]).map((row) => row.id)
}

/** A job this runner took: its id, its task and how many tries it had before this one. */
export type ClaimedJob = { id: number; taskSlug: string; totalTried: number }

/**
 * Takes up to `limit` due jobs of `queue` for this runner alone, in one statement: `for update skip locked`
 * makes concurrent runners (other processes, other machines) pass over the rows another one is taking, and the
 * row's re-check after the lock drops a job another runner marked a moment before. Payload's own `jobs.run`
 * reads the due jobs and marks them in separate steps, so two runners polling together could both take one
 * job and send its e-mail twice. Returns the jobs taken, oldest first.
 */
export async function claimJobs(payload: Payload, queue: string, limit: number): Promise<ClaimedJob[]> {
  // Job claim: `for update skip locked`, so two runners never take one job.
  const result = await postgresOf(payload).drizzle.execute(sql`
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
    returning id, task_slug as "taskSlug", coalesce(total_tried, 0) as "totalTried"
  `)
  return (result.rows as ClaimedJob[]).map((row) => ({ ...row, totalTried: Number(row.totalTried) })).sort((a, b) => a.id - b.id)
}

/**
 * Runs `work` while this process holds the session-level advisory lock named `name`, on one connection of Payload's
 * pool; `undefined` at once, without running it, when another process holds it. For the work several runners
 * would otherwise do together (scheduling, the stuck-queue alert).
 */
export async function whileHoldingLock<T>(payload: Payload, name: string, work: () => Promise<T>): Promise<T | undefined> {
  const client = await postgresOf(payload).pool.connect()
  try {
    // Lock: Payload has no call for an advisory lock.
    const taken = await client.query<{ locked: boolean }>(`select pg_try_advisory_lock(hashtext($1)) as locked`, [name])
    if (!taken.rows[0]?.locked) return undefined
    try {
      return await work()
    } finally {
      await client.query(`select pg_advisory_unlock(hashtext($1))`, [name])
    }
  } finally {
    client.release()
  }
}
