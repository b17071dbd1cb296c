import type { Payload } from 'payload'
import { createLocalReq } from 'payload'
import { publicUrl } from '../../../../platform/env.ts'
import { adminEmails } from '../adminEmails.ts'
import { readBrand } from '../brand.ts'
import { renderEmail, type EmailContent } from '../layout.ts'
import { templatedEmail, writtenEmail } from '../messageTemplates.ts'
import { emailClockScale } from './schedule.ts'
import { whileHoldingLock } from '../../database/jobs.ts'
import { ALERT_META, queueTrouble, type Trouble } from '../../database/emailQueue.ts'

/** An e-mail still unsent after this long means the queue is stuck (SMTP away, refusing, or no runner working). */
const STUCK_AFTER_MS = 15 * 60_000
/** At most one alert in this time, however long the trouble lasts. */
const ALERT_EVERY_MS = 6 * 60 * 60_000

export function stuckQueueEmail(trouble: Trouble): EmailContent {
  // One paragraph for one e-mail, another for several: a count that does not apply leaves its paragraph out.
  const one = (count: number) => (count === 1 ? '1' : null)
  const several = (count: number) => (count > 1 ? String(count) : null)
  return templatedEmail(
    'email-queue-stuck-admin',
    null,
    {
      unaInAttesa: one(trouble.stuck),
      inAttesa: several(trouble.stuck),
      soglia: String(STUCK_AFTER_MS / 60_000),
      minutiPiuVecchia: String(trouble.oldestMinutes),
      unaFallita: one(trouble.failed),
      fallite: several(trouble.failed),
    },
    { details: trouble.lastError ? [{ label: 'Ultimo errore', value: trouble.lastError.slice(0, 300) }] : undefined, ctaUrl: `${publicUrl()}/area-admin` },
  )
}

/**
 * Once a minute (the jobs runner's maintenance loop): when e-mails have waited longer than 15 minutes or some failed
 * for good, every admin gets one e-mail saying so, at most once every 6 hours, and the trouble is logged as an
 * error for whoever watches the logs. The alert goes through the same queue: while SMTP is away it waits with the
 * others and arrives when SMTP is back, saying what happened; the metrics (`casaconfronta_email_queue_*`) and the
 * log line tell an operator at once. One runner at a time checks (an advisory lock), so several runners send one
 * alert. Returns whether an alert was queued.
 */
export async function alertIfEmailQueueStuck(payload: Payload): Promise<boolean> {
  const scale = emailClockScale()
  const queued = await whileHoldingLock(payload, 'outbox.alert', async () => {
    const trouble = await queueTrouble(payload, STUCK_AFTER_MS * scale)
    const stuck = Number(trouble.stuck)
    const failed = Number(trouble.failed)
    if (stuck === 0 && failed === 0) return false
    const lastAlertAt = trouble.lastAlertAt ? new Date(trouble.lastAlertAt).getTime() : 0
    if (Date.now() - lastAlertAt < ALERT_EVERY_MS * scale) return false
    payload.logger.error({ msg: 'e-mail queue stuck', stuck, failed, oldestMinutes: Number(trouble.oldestMinutes), lastError: trouble.lastError })
    const req = await createLocalReq({}, payload)
    const admins = await adminEmails(req)
    const brand = await readBrand(req)
    const { content: written, version } = await writtenEmail(req, stuckQueueEmail({ ...trouble, stuck, failed, oldestMinutes: Number(trouble.oldestMinutes) }))
    const content = renderEmail(brand, written)
    for (const to of admins) await payload.jobs.queue({ task: 'sendEmail', input: { to, ...content, templateVersion: version }, meta: { [ALERT_META]: true }, req })
    return admins.length > 0
  })
  return queued ?? false
}
