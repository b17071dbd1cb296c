import type { PayloadRequest } from 'payload'
import pg from 'pg'
import { sql } from '@payloadcms/db-postgres'
import { drizzleFor } from './session.ts'

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
