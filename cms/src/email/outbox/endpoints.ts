import type { Endpoint } from 'payload'
import {
  EMAIL_QUEUE_PAGE_SIZE,
  emailQueueMessages,
  EmailQueueQuerySchema,
  EmailResendSchema,
  genericMessages,
  type EmailQueuePage,
  type EmailQueueRow,
} from '#content-schema'
import { adminError, noStore, queryParams, readAdminJson, rejectNonAdmin } from '../../admin/requireAdmin.ts'
import { payloadPool } from '../../api/rateLimits.ts'
import { resendEmails } from './state.ts'

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

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value === null || value === undefined ? null : String(value))

/** GET /api/admin/email-queue?stato=tutte|in_attesa|non_inviate&page= → EmailQueuePage. Admins only. */
export const emailQueueEndpoint: Endpoint = {
  path: '/admin/email-queue',
  method: 'get',
  handler: async (req) => {
    const refused = rejectNonAdmin(req)
    if (refused) return refused
    const query = EmailQueueQuerySchema.safeParse(queryParams(req))
    if (!query.success) return adminError(400, genericMessages.invalidRequest)
    const { stato, page } = query.data
    const db = payloadPool(req.payload)
    const counts = (await db.query(COUNTS_SQL, [])).rows[0] as EmailQueuePage['counts']
    const rows = (await db.query(PAGE_SQL, [stato, EMAIL_QUEUE_PAGE_SIZE, (page - 1) * EMAIL_QUEUE_PAGE_SIZE])).rows as (EmailQueueRow & { creata: unknown; prossimoTentativo: unknown })[]
    const totalDocs = stato === 'tutte' ? counts.inAttesa + counts.nonInviate : stato === 'in_attesa' ? counts.inAttesa : counts.nonInviate
    const body: EmailQueuePage = {
      docs: rows.map((row) => ({ ...row, creata: iso(row.creata)!, prossimoTentativo: iso(row.prossimoTentativo) })),
      page,
      totalPages: Math.max(1, Math.ceil(totalDocs / EMAIL_QUEUE_PAGE_SIZE)),
      totalDocs,
      counts,
    }
    return Response.json(body, { headers: noStore })
  },
}

/**
 * POST /api/admin/email-queue/resend { ids } | { tutte: true } → { reinviate }: the e-mails not sent and not being
 * sent now are tried again at once (cms/src/email/outbox/state.ts); 409 when none of them is. Admins only. An e-mail
 * keeps its Message-ID, so a recipient's mailbox knows a resend of one it already has.
 */
export const emailResendEndpoint: Endpoint = {
  path: '/admin/email-queue/resend',
  method: 'post',
  handler: async (req) => {
    const refused = rejectNonAdmin(req)
    if (refused) return refused
    const read = await readAdminJson(req)
    if ('refused' in read) return read.refused
    const parsed = EmailResendSchema.safeParse(read.body)
    if (!parsed.success) return adminError(400, genericMessages.invalidRequest)
    const reinviate = await resendEmails(req.payload, 'ids' in parsed.data ? parsed.data.ids : undefined)
    if (reinviate === 0) return adminError(409, emailQueueMessages.nothingToResend)
    req.payload.logger.info({ msg: 'e-mails queued again by an admin', count: reinviate, admin: req.user?.id })
    return Response.json({ reinviate }, { headers: noStore })
  },
}
