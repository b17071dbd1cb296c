import type { PayloadRequest } from 'payload'
import { countHit, payloadPool } from '../database/rateLimits.ts'
import { emailKey } from '../leads/personKeys.ts'

const DAY_MS = 24 * 60 * 60 * 1000

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
