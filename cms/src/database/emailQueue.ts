import type { Payload } from 'payload'
import type { EmailQueuePage, EmailQueueRow } from '#content-schema'
import { payloadPool, type Queryable } from './rateLimits.ts'

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
  // Admin report (and metrics): the queue's depth, on every scrape.
  const row = (await db.query(STATE_SQL, [])).rows[0] as { waiting: string; sending: string; failed: string; oldest: string }
  return { waiting: Number(row.waiting), sending: Number(row.sending), failed: Number(row.failed), oldestWaitingSeconds: Math.round(Number(row.oldest)) }
}

// The e-mails the section lists: failed for good, tried and failed at least once, or waiting for over 5 minutes
// (an e-mail queued a moment ago is the queue working, not news for an admin).
const LISTED = `task_slug = 'sendEmail' and completed_at is null
  and (coalesce(has_error, false) or coalesce(total_tried, 0) > 0 or created_at < now() - interval '5 minutes')`

// An admin report: plain SQL because each row's last error is in the job's log of tries (the newest failed entry),
// which Payload's find would bring whole, a copy of the message per try.
const PAGE_SQL = `select j.id, j.input->>'to' as "to", j.input->>'subject' as subject,
    case when coalesce(j.has_error, false) then 'non_inviata' when coalesce(j.processing, false) then 'in_invio' else 'in_attesa' end as stato,
    coalesce(j.total_tried, 0)::int as tentativi,
    coalesce(j.error->>'message', (select l.error->>'message' from payload_jobs_log l
      where l._parent_id = j.id and l.state = 'failed' order by l.completed_at desc limit 1)) as "ultimoErrore",
    case when coalesce(j.has_error, false) then null else j.wait_until end as "prossimoTentativo",
    j.created_at as creata
  from payload_jobs j
  where ${LISTED} and ($1 = 'tutte' or ($1 = 'non_inviate') = coalesce(j.has_error, false))
  order by coalesce(j.has_error, false) desc, j.created_at, j.id
  limit $2 offset $3`

const COUNTS_SQL = `select count(*) filter (where not coalesce(has_error, false))::int as "inAttesa", count(*) filter (where has_error)::int as "nonInviate"
  from payload_jobs where ${LISTED}`

/** Admin report («Coda email»): how many e-mails wait and how many failed for good. */
export async function emailQueueCounts(payload: Pick<Payload, 'db'>): Promise<EmailQueuePage['counts']> {
  return (await payloadPool(payload).query(COUNTS_SQL, [])).rows[0] as EmailQueuePage['counts']
}

/** Admin report («Coda email»): one page of the listed e-mails, `stato` tutte | in_attesa | non_inviate. */
export async function emailQueueRows(payload: Pick<Payload, 'db'>, stato: string, limit: number, offset: number) {
  return (await payloadPool(payload).query(PAGE_SQL, [stato, limit, offset])).rows as (EmailQueueRow & { creata: unknown; prossimoTentativo: unknown })[]
}

/** The alert e-mails carry this in their job's meta, so the next check finds when the last one was queued. */
export const ALERT_META = 'outboxAlert'

export type Trouble = { stuck: number; failed: number; oldestMinutes: number; lastError: string | null; lastAlertAt: string | null }

// One statement: e-mails waiting longer than the threshold, e-mails failed since the last alert (all of them when
// there was none), the last error any try gave, and when the last alert was queued.
const TROUBLE_SQL = `with last_alert as (
    select max(created_at) as at from payload_jobs where task_slug = 'sendEmail' and meta->>'${ALERT_META}' = 'true'
  ), open_jobs as (
    select id, has_error, created_at, updated_at from payload_jobs
    where task_slug = 'sendEmail' and completed_at is null and coalesce(meta->>'${ALERT_META}', '') <> 'true'
  )
  select
    count(*) filter (where not coalesce(has_error, false) and created_at < now() - $1 * interval '1 millisecond') as stuck,
    count(*) filter (where has_error and updated_at > coalesce((select at from last_alert), '-infinity')) as failed,
    coalesce(floor(extract(epoch from now() - min(created_at) filter (where not coalesce(has_error, false))) / 60), 0) as "oldestMinutes",
    (select l.error->>'message' from payload_jobs_log l join open_jobs o on o.id = l._parent_id
      where l.state = 'failed' order by l.completed_at desc limit 1) as "lastError",
    (select at from last_alert) as "lastAlertAt"
  from open_jobs`

/** Admin report (the stuck-queue alert): e-mails waiting longer than `stuckAfterMs`, failed ones, the last error. */
export async function queueTrouble(payload: Pick<Payload, 'db'>, stuckAfterMs: number): Promise<Trouble> {
  return (await payloadPool(payload).query(TROUBLE_SQL, [stuckAfterMs])).rows[0] as Trouble
}
