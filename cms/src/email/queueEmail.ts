import type { PayloadRequest } from 'payload'
import { globalSlugs } from '../slugs.ts'
import { renderEmail, type EmailBrand, type EmailContent } from './layout.ts'

export async function brand(req: PayloadRequest): Promise<EmailBrand> {
  const settings = await req.payload.findGlobal({
    slug: globalSlugs.siteSettings,
    select: { brandName: true, companyName: true, address: true, vatNumber: true, email: true, phone: true },
    depth: 0,
    req,
  })
  return settings as EmailBrand
}

/**
 * Queue a branded e-mail on the Jobs Queue. With `req` it is written in the request's transaction, so it
 * exists exactly when the record that caused it does; the jobs runner sends it, with retries.
 */
export async function queueEmail(req: PayloadRequest, to: string, content: EmailContent): Promise<void> {
  const message = renderEmail(await brand(req), content)
  await req.payload.jobs.queue({ task: 'sendEmail', input: { to, ...message }, req })
}
