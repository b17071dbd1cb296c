import type { PayloadRequest } from 'payload'
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
