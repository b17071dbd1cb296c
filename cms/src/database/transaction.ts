import { randomUUID } from 'node:crypto'
import { commitTransaction, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'
import { openSession, postgresOf, type OpenSession, type ProductAdapter as Adapter } from './adapter.ts'
import { sendNotifications } from './notify.ts'

/**
 * PostgreSQL did not confirm a commit: the COMMIT failed, or the connection died before its answer came. Treated as
 * an outage (the visitor gets a 503 and their form resends with the same idempotency key, which finds the record if
 * it was stored after all).
 */
export class CommitNotConfirmedError extends Error {
  readonly code = '08006'
}

/** Ends the transaction's callback so that drizzle rolls it back. */
class RollingBack extends Error {}

/**
 * onInit: the adapter's transactions are opened and committed so that a failed COMMIT is an error. Payload's own
 * begin hands drizzle's transaction() a `.catch` that drops whatever it throws, its commit a `try` that does the same,
 * so a write whose COMMIT failed went on as stored (the product asked PostgreSQL afterwards, `txid_current` before
 * and `txid_status` after: two statements more on every write). Here the transaction is still drizzle's (its
 * `begin`, `commit`, `rollback` and the pooled connection's release), held open the way Payload holds it, with its
 * session in the adapter's registry where every Payload operation on the same `req` finds it; only its outcome is
 * kept. The commit, whoever commits (a custom endpoint's inTransaction or Payload's own operations), throws
 * CommitNotConfirmedError when PostgreSQL did not confirm it, and once it did, sends the notifications the
 * transaction gathered (notifyAfterCommit), in one statement, before its caller goes on; a rollback drops them with
 * the session. A notification that fails is logged: the change is stored, and the listeners' fallbacks (polling, the
 * cache's expiry) cover it.
 */
export function ownCommits(payload: Payload): void {
  const adapter = postgresOf(payload)
  adapter.beginTransaction = async function (this: Adapter, options?: unknown) {
    await adapter.initializing
    let settle!: (commit: boolean) => void
    const settled = new Promise<boolean>((resolve) => (settle = resolve))
    let open!: (db: OpenSession['db']) => void
    let fail!: (error: unknown) => void
    const opened = new Promise<OpenSession['db']>((resolve, reject) => ((open = resolve), (fail = reject)))
    const done = adapter.drizzle.transaction(
      async (tx) => {
        open(tx as OpenSession['db'])
        if (!(await settled)) throw new RollingBack()
      },
      (options ?? adapter.transactionOptions) as Parameters<Adapter['drizzle']['transaction']>[1],
    )
    // Before the callback runs, a failure is the begin's (no connection, no `begin`).
    done.catch(fail)
    let db: OpenSession['db']
    try {
      db = await opened
    } catch (error) {
      throw new Error(`Error: cannot begin transaction: ${(error as Error).message}`, { cause: error })
    }
    const id = randomUUID()
    adapter.sessions![id] = {
      db,
      resolve: () => {
        settle(true)
        return done
      },
      reject: () => {
        settle(false)
        return done.then(
          () => undefined,
          () => undefined,
        )
      },
    }
    return id
  } as Adapter['beginTransaction']

  adapter.commitTransaction = async function (this: Adapter, id) {
    const key = String(id instanceof Promise ? await id : id)
    const session = adapter.sessions?.[key]
    // Ended already (a rollback, or a connection that died: database/pool.ts).
    if (!session) return
    delete adapter.sessions![key]
    try {
      await session.resolve!()
      session.committed = true
    } catch (error) {
      throw new CommitNotConfirmedError(`the commit was not confirmed: ${(error as Error).message}`, { cause: error })
    }
    if (!session.notifications?.length) return
    await sendNotifications(adapter, session.notifications).catch((error: unknown) =>
      payload.logger.warn({ err: error, msg: `${session.notifications!.length} notification(s) not sent after a commit` }),
    )
  }
  adapter.notifiesAfterCommit = true
}

/**
 * Runs a public write in one database transaction on `req`: the records and the e-mails queued for them
 * are committed together or not at all. Custom endpoints get no transaction from Payload by themselves. A commit
 * PostgreSQL did not confirm throws (ownCommits), and so does a transaction that ended before it, so a write never
 * answers 201 for a record that was not stored.
 */
export async function inTransaction<T>(req: PayloadRequest, work: () => Promise<T>): Promise<T> {
  const started = await initTransaction(req)
  if (!started) return work()
  const session = await openSession(req)
  let result: T
  try {
    result = await work()
  } catch (error) {
    await killTransaction(req)
    throw error
  }
  await commitTransaction(req)
  // Its connection died between two statements and the pool ended it (database/pool.ts): nothing was committed.
  if (!session?.committed) throw new CommitNotConfirmedError('the transaction ended before its commit')
  return result
}
