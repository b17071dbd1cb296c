import type { PayloadRequest } from 'payload'
import { queryableFor } from '../lib/db.ts'
import { queueEmailJobs } from '../lib/emailJobs.ts'
import { readBrand } from './brand.ts'
import { renderEmail, type EmailBrand, type EmailContent } from './layout.ts'

export async function brand(req: PayloadRequest): Promise<EmailBrand> {
  return readBrand(await queryableFor(req))
}

/**
 * Queue branded e-mails on the Jobs Queue. With `req` they are written in the request's transaction, so they
 * exist exactly when the record that caused them does; the jobs runner sends them, with retries. One statement
 * for all of them, without a round trip per recipient.
 */
export async function queueEmails(req: PayloadRequest, emails: { to: string; content: EmailContent }[]): Promise<void> {
  if (emails.length === 0) return
  const db = await queryableFor(req)
  const emailBrand = await readBrand(db)
  await queueEmailJobs(db, emails.map(({ to, content }) => ({ to, ...renderEmail(emailBrand, content) })))
}

export async function queueEmail(req: PayloadRequest, to: string, content: EmailContent): Promise<void> {
  await queueEmails(req, [{ to, content }])
}
