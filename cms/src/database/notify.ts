import type { PayloadRequest } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { openSession, postgresOf, type ProductAdapter as Adapter } from './adapter.ts'

type Notification = { channel: string; payload: string }

/**
 * Notifications on their own, outside any transaction, in one statement with `synchronous_commit` off for it alone.
 * PostgreSQL serialises the commits of every transaction that notifies, each holding a database-wide lock through
 * its WAL flush: a NOTIFY inside a lead's transaction made every lead commit one after the other, each waiting for its
 * own disk flush. Alone, the lock is held for a commit that writes no data and waits for no flush; a notification
 * lost to a crash in that instant is covered by the listeners' fallbacks (the areas' polling, the cache's expiry).
 */
export async function sendNotifications(adapter: Adapter, notifications: Notification[]): Promise<void> {
  await adapter.drizzle.execute(
    sql`select set_config('synchronous_commit', 'off', true), pg_notify(n.channel, n.payload) from json_to_recordset(${JSON.stringify(notifications)}::json) as n(channel text, payload text)`,
  )
}

/**
 * Announces a change on a LISTEN channel once the request's transaction has committed (at once when the request has
 * none), and never when it rolls back: listeners that read on the announcement see the change, as with a NOTIFY
 * inside the transaction, without serialising its commit with every other (sendNotifications); the commit sends them
 * (transaction.ts, ownCommits).
 */
export async function notifyAfterCommit(req: PayloadRequest, channel: string, payload: string): Promise<void> {
  const adapter = postgresOf(req.payload)
  const session = await openSession(req)
  if (!session || !adapter.notifiesAfterCommit) {
    await sendNotifications(adapter, [{ channel, payload }])
    return
  }
  ;(session.notifications ??= []).push({ channel, payload })
}
