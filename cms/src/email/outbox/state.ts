import type { Payload, Where } from 'payload'
import type { Queryable } from '../../api/rateLimits.ts'

/**
 * The e-mail queue as an operator and an admin see it: what waits to be sent, what is being sent, what failed for
 * good, and how long the oldest waiting e-mail has waited. Plain SQL reads (one statement each, on the indexed
 * completed_at and task_slug), because they run on every metrics scrape and every minute in the runner.
 */
export type OutboxState = { waiting: number; sending: number; failed: number; oldestWaitingSeconds: number }

const STATE_SQL = `select
    count(*) filter (where not coalesce(has_error, false) and not coalesce(processing, false)) as waiting,
    count(*) filter (where processing and not coalesce(has_error, false)) as sending,
    count(*) filter (where has_error) as failed,
    coalesce(extract(epoch from now() - min(created_at) filter (where not coalesce(has_error, false))), 0) as oldest
  from payload_jobs where task_slug = 'sendEmail' and completed_at is null`

export async function outboxState(db: Queryable): Promise<OutboxState> {
  const row = (await db.query(STATE_SQL, [])).rows[0] as { waiting: string; sending: string; failed: string; oldest: string }
  return { waiting: Number(row.waiting), sending: Number(row.sending), failed: Number(row.failed), oldestWaitingSeconds: Math.round(Number(row.oldest)) }
}

/**
 * The e-mails an admin may send again: not sent, not being sent now. `ids` narrows them to some; without it, every
 * one («Reinvia tutte»).
 */
export function resendableWhere(ids?: readonly number[]): Where {
  const and: Where[] = [{ taskSlug: { equals: 'sendEmail' } }, { completedAt: { exists: false } }, { processing: { not_equals: true } }]
  if (ids) and.push({ id: { in: [...ids] } })
  return { and }
}

/**
 * Sends e-mails again at once: a failed one gets one more try (a try that fails again leaves it failed, with the new
 * error), a waiting one skips the rest of its wait. Returns how many. Written as Payload's own queue writes a job's
 * state (`db.updateJobs`, the method its runner uses): the Local API's update would rewrite each job's whole log of
 * tries, up to 54 rows with a copy of the message each.
 */
export async function resendEmails(payload: Payload, ids?: readonly number[]): Promise<number> {
  const where = resendableWhere(ids)
  const { totalDocs } = await payload.count({ collection: 'payload-jobs', where, overrideAccess: true })
  if (totalDocs === 0) return 0
  const now = new Date().toISOString()
  await payload.db.updateJobs({ where, data: { hasError: false, error: null, waitUntil: now, updatedAt: now }, returning: false })
  return totalDocs
}
