import type { Payload } from 'payload'
import { createLocalReq } from 'payload'
import { publicUrl } from '../../../../platform/env.ts'
import { adminEmails } from '../adminEmails.ts'
import { readBrand } from '../brand.ts'
import { renderEmail, type EmailContent } from '../layout.ts'
import { emailClockScale } from './schedule.ts'
import { whileHoldingLock } from '../../database/jobs.ts'
import { ALERT_META, queueTrouble, type Trouble } from '../../database/emailQueue.ts'

/** An e-mail still unsent after this long means the queue is stuck (SMTP away, refusing, or no runner working). */
const STUCK_AFTER_MS = 15 * 60_000
/** At most one alert in this time, however long the trouble lasts. */
const ALERT_EVERY_MS = 6 * 60 * 60_000

export function stuckQueueEmail(trouble: Trouble): EmailContent {
  const lines = [
    trouble.stuck > 0
      ? `${trouble.stuck === 1 ? '1 email aspetta' : `${trouble.stuck} email aspettano`} di essere inviate da più di ${STUCK_AFTER_MS / 60_000} minuti (la più vecchia da ${trouble.oldestMinutes} minuti).`
      : null,
    trouble.failed > 0
      ? `${trouble.failed === 1 ? '1 email non è stata inviata' : `${trouble.failed} email non sono state inviate`} dopo 24 ore di tentativi.`
      : null,
  ].filter((line): line is string => line !== null)
  return {
    subject: 'Coda email bloccata',
    heading: 'La coda delle email è bloccata',
    paragraphs: [
      ...lines,
      'Il sistema continua a riprovare da solo ogni 30 minuti al massimo. Controlla il server SMTP (SMTP_URL) e che almeno un processo di invio (worker) sia attivo; dall’area admin, sezione «Coda email», puoi vedere l’errore e reinviarle.',
    ],
    details: trouble.lastError ? [{ label: 'Ultimo errore', value: trouble.lastError.slice(0, 300) }] : undefined,
    cta: { label: 'Apri la coda email', url: `${publicUrl()}/area-admin` },
  }
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
    const content = renderEmail(brand, stuckQueueEmail({ ...trouble, stuck, failed, oldestMinutes: Number(trouble.oldestMinutes) }))
    for (const to of admins) await payload.jobs.queue({ task: 'sendEmail', input: { to, ...content }, meta: { [ALERT_META]: true }, req })
    return admins.length > 0
  })
  return queued ?? false
}
