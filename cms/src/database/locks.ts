import type { PayloadRequest } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { drizzleFor } from './session.ts'

/**
 * The classes of the transaction's advisory locks (`pg_advisory_xact_lock(class, key)`), one per kind of thing
 * locked: a lead's id and a booking's id are different numbers spaces, and under one class a booking's reminder would
 * wait for an unrelated lead's review (and the reverse). Every lock of the product is taken through this module.
 */
export const lockClasses = {
  /** A person's confirmation, by service and e-mail (leads/repeats.ts). */
  personEmail: 1,
  /** A person's confirmation, by service and phone digits, always after the e-mail's (leads/repeats.ts). */
  personPhone: 2,
  /** A waiting lead being handed out (leads/waitingLeads.ts). */
  waitingLead: 3,
  /** A request changed from its page: cancel, erasure, a new slot, a partner's step (requestPage/actions.ts). */
  request: 4,
  /** A request's reviews: the invitation and the consumer's writing (reviews/). */
  leadReviews: 5,
  /** A booking's callback reminder (jobs/callbackReminders.ts). */
  bookingReminder: 6,
} as const

export type LockClass = keyof typeof lockClasses

/**
 * Takes the given locks, in order, until the request's transaction ends (Payload has no call for a lock). Several
 * at once go in one statement, left to right.
 */
export async function lockForTransaction(req: PayloadRequest, ...locks: [LockClass, number][]): Promise<void> {
  const calls = sql.join(
    locks.map(([lockClass, key]) => sql`pg_advisory_xact_lock(${lockClasses[lockClass]}, ${key})`),
    sql`, `,
  )
  await (await drizzleFor(req)).execute(sql`select ${calls}`)
}

/** Takes the lock until the request's transaction ends unless another transaction holds it: whether it was taken. */
export async function tryLockForTransaction(req: PayloadRequest, lockClass: LockClass, key: number): Promise<boolean> {
  const result = await (await drizzleFor(req)).execute(sql`select pg_try_advisory_xact_lock(${lockClasses[lockClass]}, ${key}) as held`)
  return (result.rows[0] as { held: boolean }).held
}
