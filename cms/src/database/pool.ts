import type { Payload } from 'payload'
import { postgresOf } from './adapter.ts'

/**
 * Payload's destroy() leaves the PostgreSQL pool open: it is ended here. Ending waits for the connections still
 * checked out (a request answering while the process stops), so for at most two seconds. Pool errors from
 * connections the server closes meanwhile are expected and ignored.
 */
export async function closePayloadDatabase(payload: { destroy: () => Promise<void>; db: unknown }): Promise<void> {
  const pool = (payload.db as { pool?: { end: () => Promise<void>; on: (event: 'error', listener: () => void) => void } }).pool
  await payload.destroy()
  if (!pool) return
  pool.on('error', () => undefined)
  await Promise.race([pool.end().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 2000))])
}


/**
 * node-postgres reports a connection that PostgreSQL closes (a restart, a network cut) as an 'error' event: on
 * the pool for an idle connection, on the client for one checked out (an open transaction between two
 * statements). Either, without a listener, is an uncaught exception that ends the process. Logged instead: the
 * statement in flight fails (the request gets its 503), the pool drops the dead connection and opens new ones
 * on demand, so the process serves again as soon as PostgreSQL is back, without a restart.
 *
 * A transaction whose connection died is also ended here. Payload leaves some open when a statement fails
 * (the jobs queue's own updates never roll back); each would keep its dead connection checked out of the pool
 * for good, and after a few outages every query would wait for a free connection forever.
 */
export function survivePoolErrors(payload: Payload): void {
  const adapter = postgresOf(payload)
  const pool = adapter.pool
  if (!pool) return
  const endDeadTransactions = () => {
    for (const [id, session] of Object.entries(adapter.sessions ?? {})) {
      const client = session.db?.session?.client
      if (!client || (client._queryable !== false && !client._ending)) continue
      delete adapter.sessions![id]
      void session.reject?.().catch(() => undefined)
    }
  }
  pool.on('error', (error) => payload.logger.warn(`PostgreSQL connection lost (${error.message}); the pool reconnects on demand`))
  pool.on('connect', (client) => client.on('error', () => setImmediate(endDeadTransactions)))
  setInterval(endDeadTransactions, 5000).unref()
}
