import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { drizzleFor } from './session.ts'

/**
 * PostgreSQL could not confirm that a commit happened. Treated as an outage (the visitor gets a 503 and their
 * form resends with the same idempotency key, which finds the record if it was stored after all).
 */
export class CommitNotConfirmedError extends Error {
  readonly code = '08006'
}

/**
 * Runs a public write in one database transaction on `req`: the records and the e-mails queued for them
 * are committed together or not at all. Custom endpoints get no transaction from Payload by themselves.
 *
 * Payload's commit swallows a failed COMMIT (the connection died on the way), so a write could answer 201
 * for a record that was never stored. The transaction's id is read first, and after the commit PostgreSQL is
 * asked whether that transaction committed (txid_status); anything but 'committed' is an error.
 */
export async function inTransaction<T>(req: PayloadRequest, work: () => Promise<T>): Promise<T> {
  const started = await initTransaction(req)
  if (!started) return work()
  let result: T
  let xid: string
  try {
    const current = await (await drizzleFor(req)).execute(sql`select txid_current()::text as xid`)
    xid = (current.rows[0] as { xid: string }).xid
    result = await work()
  } catch (error) {
    await killTransaction(req)
    throw error
  }
  await commitTransaction(req)
  const outcome = await (await drizzleFor(req)).execute(sql`select txid_status(${xid}::bigint) as status`)
  const status = (outcome.rows[0] as { status: string | null } | undefined)?.status
  if (status !== 'committed') throw new CommitNotConfirmedError(`the transaction ${xid} did not commit (${status ?? 'unknown'})`)
  return result
}
