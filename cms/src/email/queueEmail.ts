import type { PayloadRequest } from 'payload'
import { queryableFor } from '../lib/db.ts'
import { readBrand } from './brand.ts'
import { renderEmail, type EmailBrand, type EmailContent } from './layout.ts'

export async function brand(req: PayloadRequest): Promise<EmailBrand> {
  return readBrand(await queryableFor(req))
}

/**
 * Queue branded e-mails on the Jobs Queue. With `req` they are written in the request's transaction, so they
 * exist exactly when the record that caused them does; the jobs runner sends them, with retries. One statement
 * for all of them: the same row `payload.jobs.queue` writes (task and input; the queue, attempts and state
 * take their defaults), without a round trip per recipient.
 */
export async function queueEmails(req: PayloadRequest, emails: { to: string; content: EmailContent }[]): Promise<void> {
  if (emails.length === 0) return
  const db = await queryableFor(req)
  const emailBrand = await readBrand(db)
  const inputs = emails.map(({ to, content }) => JSON.stringify({ to, ...renderEmail(emailBrand, content) }))
  // clock_timestamp(), not the transaction's start that now() gives: the moment of writing, as Payload records it.
  await db.query(
    `insert into payload_jobs (task_slug, input, created_at, updated_at)
     values ${inputs.map((_, i) => `('sendEmail', $${i + 1}::jsonb, clock_timestamp(), clock_timestamp())`).join(', ')}`,
    inputs,
  )
}

export async function queueEmail(req: PayloadRequest, to: string, content: EmailContent): Promise<void> {
  await queueEmails(req, [{ to, content }])
}
