import type { Endpoint } from 'payload'
import {
  EMAIL_QUEUE_PAGE_SIZE,
  emailQueueMessages,
  EmailQueueQuerySchema,
  EmailResendSchema,
  genericMessages,
  type EmailQueuePage,
} from '#content-schema'
import { adminError, queryParams, readAdminJson, rejectNonAdmin } from '../../admin/requireAdmin.ts'
import { emailQueueCounts, emailQueueRows } from '../../database/emailQueue.ts'
import { resendEmails } from './state.ts'
import { noStore } from '../../api/publicWrite.ts'

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
    const counts = await emailQueueCounts(req.payload)
    const rows = await emailQueueRows(req.payload, stato, EMAIL_QUEUE_PAGE_SIZE, (page - 1) * EMAIL_QUEUE_PAGE_SIZE)
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
