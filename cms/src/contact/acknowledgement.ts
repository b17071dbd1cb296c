import type { PayloadRequest } from 'payload'
import { givenConsentId, type ConsentLink } from '../consents/given.ts'
import { countHit, payloadPool } from '../database/rateLimits.ts'
import type { EmailContent } from '../email/layout.ts'
import { queueEmail } from '../email/queueEmail.ts'
import { DAY_MS, emailKey } from '#content-schema'

/**
 * Whether the contact and call forms may send their acknowledgement to this address now: once a day per address,
 * whichever form. The address is typed by the sender and proven by nobody, so the forms must not be a way to mail a
 * stranger again and again (issue #37 item 6); the acknowledgement itself is a fixed text with nothing of the sender's
 * own (contact/emails/contact.ts, callRequest.ts). The form is stored and answered the same either way. Counted in
 * PostgreSQL (database/rateLimits.ts), so it holds across web processes.
 */
export async function mayAcknowledge(req: PayloadRequest, email: string): Promise<boolean> {
  return (await countHit(payloadPool(req.payload), `acknowledgement:${emailKey(email)}`, DAY_MS)) <= 1
}

/**
 * Queues a contact or call form's acknowledgement to its sender when mayAcknowledge allows it, written by `content`
 * with the marketing consent the form recorded (its withdrawal link), or null when the sender gave none.
 */
export async function queueAcknowledgement(
  req: PayloadRequest,
  sender: { email: string; marketing: boolean },
  link: ConsentLink,
  content: (marketingConsent: number | null) => EmailContent | Promise<EmailContent>,
): Promise<void> {
  if (!(await mayAcknowledge(req, sender.email))) return
  const marketingConsent = sender.marketing ? await givenConsentId(req, link, 'marketing') : null
  await queueEmail(req, sender.email, await content(marketingConsent))
}
