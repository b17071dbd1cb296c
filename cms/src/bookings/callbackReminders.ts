import { createLocalReq, type Payload, type TaskConfig } from 'payload'
import { openBookingStates } from '#content-schema'
import { leadCancelledAt } from './hooks/requestCancelledAt.ts'
import { lockForTransaction } from '../database/locks.ts'
import { inTransaction } from '../database/transaction.ts'
import { queueEmail } from '../email/queueEmail.ts'
import { nameOfService } from '../services/catalogue.ts'
import { callbackReminderMerchantEmail } from './emails/bookings.ts'
import { objectionOf } from '../database/objections.ts'
import { collectionSlugs } from '../slugs.ts'
import { maintenanceQueue } from '../privacy/privacyRetention.ts'
import { relationId } from '../fields/relationId.ts'

/** How long before a callback its partner is reminded (at most; the job runs every few minutes). */
export const CALLBACK_REMINDER_MS = 60 * 60_000

/**
 * The reminders due at `now`: each open callback (openBookingStates) with a merchant whose slot starts within
 * CALLBACK_REMINDER_MS and that had no reminder for that slot gets one e-mail to its partner. Each booking in its own
 * transaction, under a lock on it: the booking is read again, its `promemoriaInviatoPer` stamped with the slot and the
 * e-mail queued together, so a reminder is sent once per slot however often and by however many runners this runs;
 * a slot the consumer or the partner's accepted proposal moved gets its own. A callback of a cancelled request, or of a
 * consumer who objected to the partner, is not to be made and gets none. Returns the bookings reminded.
 */
export async function sendCallbackReminders(payload: Payload, now: Date): Promise<number[]> {
  const due = await payload.find({
    collection: collectionSlugs.bookings,
    where: {
      and: [
        { richiamata: { greater_than: now.toISOString() } },
        { richiamata: { less_than_equal: new Date(now.getTime() + CALLBACK_REMINDER_MS).toISOString() } },
        { stato: { in: [...openBookingStates] } },
        { merchant: { exists: true } },
      ],
    },
    select: { richiamata: true, promemoriaInviatoPer: true },
    depth: 0,
    pagination: false,
    // The job acts for nobody: a system read of the callbacks due.
    overrideAccess: true,
  })
  const reminded: number[] = []
  for (const candidate of due.docs) {
    if (candidate.promemoriaInviatoPer === candidate.richiamata) continue
    const req = await createLocalReq({}, payload)
    const sent = await inTransaction(req, async () => {
      // A lock, not a write (Payload has no call for it): two runs remind one booking one after the other.
      await lockForTransaction(req, ['bookingReminder', candidate.id])
      const booking = await payload.findByID({
        collection: collectionSlugs.bookings,
        id: candidate.id,
        select: { richiamata: true, promemoriaInviatoPer: true, stato: true, nomeCliente: true, servizioRichiesto: true, capCliente: true, lead: true, merchant: true },
        populate: { [collectionSlugs.merchants]: { email: true, nomeAzienda: true } },
        depth: 1,
        overrideAccess: true,
        req,
      })
      if (!booking.richiamata || booking.promemoriaInviatoPer === booking.richiamata || !openBookingStates.includes(booking.stato)) return false
      if (typeof booking.merchant !== 'object' || !booking.merchant) return false
      const lead = relationId(booking.lead)
      if (lead !== null && ((await leadCancelledAt(req, lead)) || (await objectionOf(req, lead, booking.merchant.id)))) return false
      await payload.update({ collection: collectionSlugs.bookings, id: booking.id, data: { promemoriaInviatoPer: booking.richiamata }, depth: 0, overrideAccess: true, req })
      await queueEmail(req, booking.merchant.email, callbackReminderMerchantEmail({ ...booking, serviceName: await nameOfService(req, booking.servizioRichiesto) }, booking.merchant.nomeAzienda, new Date(booking.richiamata)))
      return true
    })
    if (sent) reminded.push(candidate.id)
  }
  return reminded
}

/**
 * The partners' callback reminders, every five minutes on the maintenance queue (queued by the jobs runner through
 * Payload's scheduler, like the nightly purge). `now` is only given by tests.
 */
export const callbackRemindersTask: TaskConfig<{ input: { now?: string }; output: { sent: number } }> = {
  slug: 'callbackReminders',
  label: 'Promemoria delle richiamate',
  retries: { attempts: 2, backoff: { type: 'fixed', delay: 60_000 } },
  schedule: [{ cron: '*/5 * * * *', queue: maintenanceQueue }],
  inputSchema: [{ name: 'now', type: 'date' }],
  outputSchema: [{ name: 'sent', type: 'number' }],
  handler: async ({ input, req }) => {
    const sent = await sendCallbackReminders(req.payload, input.now ? new Date(input.now) : new Date())
    return { output: { sent: sent.length } }
  },
}
