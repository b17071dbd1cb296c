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
