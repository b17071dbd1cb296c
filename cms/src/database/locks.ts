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
  /** A request changed: from its page (requestPage/actions.ts), and before any update of it or its records (lockRowsForUpdate). */
  request: 4,
  /** A request's reviews: the invitation and the consumer's writing (reviews/). */
  leadReviews: 5,
  /** A booking's callback reminder (bookings/callbackReminders.ts). */
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
 * The records two roles write, by collection: their table and, for a request's records, the column naming the
 * request. An admin's decision (suspend, approve, reassign, refuse a return), a partner's save or step and the
 * consumer's act from the request page on the same record must not interleave (issue #37: a suspension undone by the
 * merchant's save running at the same time; an admin role removed and kept by the account's own password change running
 * at the same time; a booking's state and its correction the same way). Payload reads the
 * whole record and writes it back, so each of these updates takes the row's lock first (`lockRowsForUpdate`).
 */
export const rowLockedCollections = {
  users: { table: 'users', request: null },
  merchants: { table: 'merchants', request: null },
  'team-members': { table: 'team_members', request: null },
  'client-requests': { table: 'client_requests', request: 'id' },
  bookings: { table: 'bookings', request: 'lead_id' },
  'lead-statuses': { table: 'lead_statuses', request: 'client_request_id' },
  'lead-returns': { table: 'lead_returns', request: 'client_request_id' },
  // Not the request's lock first: the review's own writes hold `leadReviews` before it, and a lead's step takes
  // `leadReviews` after `request` (reviews/invite.ts); the row alone keeps the two orders apart.
  reviews: { table: 'reviews', request: null },
} as const satisfies Record<string, { table: string; request: string | null }>

export type RowLockedCollection = keyof typeof rowLockedCollections

/**
 * Every update of a record of `rowLockedCollections` takes its row's lock first, in the write's own transaction,
 * before Payload reads the record it will write back whole: writers of the same record wait for each other, and the
 * collection's rules (a state machine, a vetting) check against what the previous writer committed. A request's
 * records (its bookings, statuses, returns, the request itself) take the request's lock (`lockClasses.request`, the
 * request page's) before the row's, so a booking's step moving its lead status and the status's step moving the
 * booking (leads/leadBookingSync.ts) take the same locks in the same order and never wait for each other in a circle.
 * A bulk update (by a where) locks the rows its where matches, each request's lock in request order and then the rows
 * in id order, for the same reason. Locks, not writes: Payload has no call for them.
 */
// Row lock: Payload has no call for `select … for update`; the table and column come from the fixed list above.
export async function lockRowsForUpdate(req: PayloadRequest, collection: RowLockedCollection, ids: (number | string)[]): Promise<void> {
  if (ids.length === 0) return
  const db = await drizzleFor(req)
  const { table, request } = rowLockedCollections[collection]
  const tableName = sql.identifier(table)
  const keys = sql.join(
    ids.map((id) => sql`${Number(id)}`),
    sql`, `,
  )
  if (request !== null) {
    const column = sql.identifier(request)
    await db.execute(
      sql`select pg_advisory_xact_lock(${lockClasses.request}, request) from (select distinct ${column} as request from ${tableName} where id in (${keys}) and ${column} is not null order by 1) as requests`,
    )
  }
  await db.execute(sql`select id from ${tableName} where id in (${keys}) order by id for update`)
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
