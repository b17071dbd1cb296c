import type { PayloadRequest } from 'payload'
import pg from 'pg'
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

/**
 * Every write to a merchant takes its row's lock first, in the write's own transaction, before Payload reads the
 * record it will write back whole: an admin's decision (suspend, approve) and the partner's own save wait for each
 * other instead of one writing back the state the other had just changed (issue #37 item 1: a suspension undone by
 * the merchant's save running at the same time). Without an id (a bulk update by a where) every merchant row is
 * locked, in id order so two such writes never wait for each other in a circle. A lock, not a write: Payload has no
 * call for it.
 */
// Row lock: Payload has no call for `select … for update`.
export async function lockMerchant(req: PayloadRequest, id?: number | string): Promise<void> {
  const db = await drizzleFor(req)
  if (id !== undefined) await db.execute(sql`select id from merchants where id = ${Number(id)} for update`)
  else await db.execute(sql`select id from merchants order by id for update`)
}

/**
 * The lock of server/prepare.ts (migrations, then the seed), held on a connection of its own, before Payload exists:
 * two starts at once take turns. `onWait` is called when another start holds it. Ending the connection releases it,
 * whichever way the process ends.
 */
export async function holdPrepareLock(connectionString: string | undefined, onWait: () => void): Promise<{ release: () => Promise<void> }> {
  const client = new pg.Client({ connectionString })
  await client.connect()
  // Lock: an advisory lock, which Payload has no call for.
  const taken = await client.query<{ locked: boolean }>(`select pg_try_advisory_lock(hashtext('casaconfronta.prepare')) as locked`)
  if (!taken.rows[0]?.locked) {
    onWait()
    await client.query(`select pg_advisory_lock(hashtext('casaconfronta.prepare'))`)
  }
  return { release: () => client.end().catch(() => undefined) }
}
