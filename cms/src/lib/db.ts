import type { Payload, PayloadRequest } from 'payload'
import type { PostgresAdapter } from '@payloadcms/db-postgres'

/**
 * The drizzle handle of the request's open transaction (or the pool when there is none), so raw SQL
 * issued from a hook commits or rolls back together with the record that caused it.
 */
export async function dbFor(req: PayloadRequest) {
  const adapter = req.payload.db as unknown as PostgresAdapter
  const id = req.transactionID ? await req.transactionID : undefined
  const session = id !== undefined ? adapter.sessions?.[id] : undefined
  return session?.db ?? adapter.drizzle
}

/**
 * Payload's destroy() leaves the PostgreSQL pool open, and a client it checked out may never come back, so
 * ending the pool can wait forever: end it for at most two seconds. Pool errors from connections the server
 * closes meanwhile are expected and ignored.
 */
export async function closePayloadDatabase(payload: { destroy: () => Promise<void>; db: unknown }): Promise<void> {
  const pool = (payload.db as { pool?: { end: () => Promise<void>; on: (event: 'error', listener: () => void) => void } }).pool
  await payload.destroy()
  if (!pool) return
  pool.on('error', () => undefined)
  await Promise.race([pool.end().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 2000))])
}

/**
 * node-postgres reports a pooled connection that dies while idle (PostgreSQL restarted, a network cut) as an
 * 'error' on the pool, which without a listener is an uncaught exception that ends the process. Logged
 * instead: the pool drops that connection and opens new ones on demand, so requests during the outage get
 * their 503 and the process serves again as soon as PostgreSQL is back, without a restart.
 */
export function survivePoolErrors(payload: Payload): void {
  const pool = (payload.db as { pool?: { on: (event: 'error', listener: (error: Error) => void) => void } }).pool
  pool?.on('error', (error) => payload.logger.warn(`PostgreSQL connection lost (${error.message}); the pool reconnects on demand`))
}
