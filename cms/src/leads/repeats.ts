import type { PayloadRequest } from 'payload'
import { DAY_MS, emailKey, trackerPath, type ServiceSlug } from '#content-schema'
import { publicUrl } from '../../../platform/env.ts'
import { lockForTransaction } from '../database/locks.ts'
import { queueEmail } from '../email/queueEmail.ts'
import { leadOpenRequestReminderEmail } from './emails/leadClient.ts'
import { collectionSlugs } from '../slugs.ts'
import { phoneKey } from './personKeys.ts'
import { nameOfService } from '../services/catalogue.ts'
import { chooseRecipients } from './recipients.ts'

// The same person asking again for the same service: recognised when the second request is confirmed
// (verification/endpoints.ts), so only confirmed requests count and nobody's open request is shown to anyone.

/** How long a request stays open to repeats: the same person asking again for the same service is not sent twice. */
export const REPEAT_WINDOW_DAYS = 30

/** At most one reminder of an open request a day goes to its owner, however many repeats arrive. */
const REMINDER_EVERY_MS = DAY_MS

/** A 32-bit key of a text for an advisory lock (FNV-1a): the same in every process. */
function lockKey(text: string): number {
  let hash = 0x811c9dc5
  for (const char of text) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193)
  return hash | 0
}

/**
 * Taken first when a request is confirmed: the same person (e-mail, then phone, as the repeat check compares them)
 * for the same service waits for the other confirmation to commit, so the repeat check sees it and two requests
 * confirmed at once make one open request. Every transaction takes its e-mail lock before its phone lock, so two of
 * them never wait for each other in a circle. A lock, not a write: Payload has no call for it.
 */
export async function lockPerson(req: PayloadRequest, service: string, email: string, phone: string): Promise<void> {
  await lockForTransaction(req, ['personEmail', lockKey(`${service}:${emailKey(email)}`)], ['personPhone', lockKey(`${service}:${phoneKey(phone)}`)])
}

export type OpenRequest = { id: number; nome: string; email: string; offersToken: string }

/**
 * The open request a confirmed request repeats: another confirmed one of the same service, the same e-mail (any case)
 * or phone (digits, without +39), sent in the last REPEAT_WINDOW_DAYS, not cancelled and not itself a repeat. Served
 * by the two keys' indexes.
 */
export async function findOpenRequest(req: PayloadRequest, person: { id: number; service: string; email: string; phone: string }): Promise<OpenRequest | null> {
  const since = new Date(Date.now() - REPEAT_WINDOW_DAYS * DAY_MS).toISOString()
  const found = await req.payload.find({
    collection: collectionSlugs.clientRequests,
    where: {
      and: [
        { id: { not_equals: person.id } },
        { servizio: { equals: person.service } },
        { or: [{ chiaveEmail: { equals: emailKey(person.email) } }, { chiaveTelefono: { equals: phoneKey(person.phone) } }] },
        { createdAt: { greater_than: since } },
        { verificataIl: { exists: true } },
        { annullataIl: { exists: false } },
        { ripeteRichiesta: { exists: false } },
        { offersToken: { exists: true } },
      ],
    },
    select: { nome: true, email: true, offersToken: true },
    sort: '-createdAt',
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const lead = found.docs[0]
  return lead?.offersToken ? { id: lead.id, nome: lead.nome, email: lead.email, offersToken: lead.offersToken } : null
}

/** Set on the request's context (req.context) when a repeat is confirmed: whether a new request would find no partner. */
export const REPEAT_UNSERVED = 'repeatUnserved'

/**
 * A repeat's sender must read what the sender of a new request reads (issue #37 item 12): the consumer's e-mail
 * after confirming says «no partner» exactly when a new request for the same CAP and service would find none now,
 * whether or not the open request had one. Called before the repeat is stored as one; the confirmation e-mail
 * (leads/delivery.ts) reads it. The repeat itself is still delivered to nobody, and never waits for a partner.
 */
export async function noteRepeatUnserved(req: PayloadRequest, lead: { cap: string; servizio: ServiceSlug }): Promise<void> {
  req.context[REPEAT_UNSERVED] = (await chooseRecipients(req, lead)).length === 0
}

/**
 * A repeat never shows the open request to its sender, who may be anyone knowing an e-mail or a phone number: its link
 * goes to the address stored on that request, at most once a day. Called once the repeat is stored as one.
 */
export async function remindOfOpenRequest(req: PayloadRequest, open: OpenRequest, service: ServiceSlug): Promise<void> {
  const recent = await req.payload.count({
    collection: collectionSlugs.clientRequests,
    where: { and: [{ ripeteRichiesta: { equals: open.id } }, { verificataIl: { greater_than: new Date(Date.now() - REMINDER_EVERY_MS).toISOString() } }] },
    overrideAccess: true,
    req,
  })
  // This request's own repeat is already counted.
  if (recent.totalDocs > 1) return
  const trackerUrl = `${publicUrl()}${trackerPath(open.offersToken)}`
  await queueEmail(req, open.email, leadOpenRequestReminderEmail({ nome: open.nome, service, serviceLabel: await nameOfService(req, service), trackerUrl }))
}
