import type { PayloadRequest } from 'payload'
import { readBrand } from './brand.ts'
import { renderEmail, type EmailContent } from './layout.ts'
import { writtenEmail } from './messageTemplates.ts'

/**
 * Queues branded e-mails on Payload's Jobs Queue (task `sendEmail`), in the request's transaction: they exist
 * exactly when the record that caused them does, and the jobs runner sends them, with retries. An e-mail written
 * from a template takes the published template's words, and its version travels with it (`X-Template-Version`).
 */
export async function queueEmails(req: PayloadRequest, emails: { to: string; content: EmailContent }[]): Promise<void> {
  if (emails.length === 0) return
  const brand = await readBrand(req)
  for (const email of emails) {
    const { content, version } = await writtenEmail(req, email.content)
    await req.payload.jobs.queue({ task: 'sendEmail', input: { to: email.to, ...renderEmail(brand, content), ...(version ? { templateVersion: version } : {}) }, req })
  }
}

export async function queueEmail(req: PayloadRequest, to: string, content: EmailContent): Promise<void> {
  await queueEmails(req, [{ to, content }])
}
