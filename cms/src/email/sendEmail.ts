import type { TaskConfig } from 'payload'
import { EMAIL_RETRIES, longestWaitMs } from './outbox/schedule.ts'

/** `templateVersion`: the template that wrote it (cms/src/email/messageTemplates.ts), sent as `X-Template-Version`. */
export type EmailInput = { to: string; subject: string; html: string; text: string; templateVersion?: string | null }

/**
 * The Message-ID of a job's e-mail: the same on every try, so an e-mail sent again after its runner died between
 * the send and marking the job done (the job is then retried) is recognisable as the same message by the SMTP
 * server, the recipient's mailbox and anyone counting deliveries.
 */
export function jobMessageId(jobId: number | string): string {
  const domain = (process.env.MAIL_FROM ?? 'noreply@casaconfronta.it').split('@').pop() || 'casaconfronta.it'
  return `<job-${jobId}@${domain}>`
}

/**
 * Every e-mail goes through the jobs queue, so a request never fails or waits because SMTP does. A failed send is
 * tried again for at least 24 hours (cms/src/email/outbox/schedule.ts: the runner sets each retry's time; Payload's
 * fixed wait here is only the fallback), then the job stays in the queue as failed, with its error, until an admin
 * sends it again.
 */
export const sendEmailTask: TaskConfig<{ input: EmailInput; output: { messageId: string } }> = {
  slug: 'sendEmail',
  label: 'Invio email',
  retries: { attempts: EMAIL_RETRIES, backoff: { type: 'fixed', delay: longestWaitMs() } },
  inputSchema: [
    { name: 'to', type: 'text', required: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'html', type: 'textarea', required: true },
    { name: 'text', type: 'textarea', required: true },
    { name: 'templateVersion', type: 'text' },
  ],
  outputSchema: [{ name: 'messageId', type: 'text' }],
  handler: async ({ input, job, req }) => {
    const info = (await req.payload.sendEmail({
      messageId: jobMessageId(job.id),
      to: input.to,
      subject: input.subject,
      html: input.html,
      text: input.text,
      ...(input.templateVersion ? { headers: { 'X-Template-Version': input.templateVersion } } : {}),
    })) as { messageId?: string } | undefined
    return { output: { messageId: info?.messageId ?? '' } }
  },
}
