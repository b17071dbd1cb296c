import type { Queryable } from './rateLimit.ts'

/**
 * sendEmail jobs written by SQL outside Payload, for the jobs runner to send: the row
 * `payload.jobs.queue({ task: 'sendEmail', input })` writes (task and input; the queue, attempts and state take
 * their column defaults), stamped with clock_timestamp(), the moment of writing as Payload records it, not the
 * transaction's start that now() gives. `inputs` is a query whose one column is each job's input (jsonb), so a
 * statement can queue the e-mails its own rows cause.
 */
export function insertEmailJobsSql(inputs: string): string {
  return `insert into payload_jobs (task_slug, input, created_at, updated_at)
    select 'sendEmail'::enum_payload_jobs_task_slug, queued.input, clock_timestamp(), clock_timestamp() from (${inputs}) as queued(input)`
}

const INSERT_EMAIL_JOBS = insertEmailJobsSql('select unnest($1::jsonb[])')

/** One sendEmail job per input (recipient and rendered message), in one statement on `db`. */
export async function queueEmailJobs(db: Queryable, inputs: readonly object[]): Promise<void> {
  if (inputs.length === 0) return
  await db.query(INSERT_EMAIL_JOBS, [inputs.map((input) => JSON.stringify(input))])
}
