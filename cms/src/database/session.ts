import type { PayloadRequest } from 'payload'
import type { PostgresAdapter } from '@payloadcms/db-postgres'

/**
 * The drizzle handle of the request's open transaction (or the pool's when there is none), for the few
 * statements Payload cannot express (the person's lock, a read whose plan matters): they run in the
 * same transaction as the records Payload writes for the request, and commit or roll back with them.
 */
export async function drizzleFor(req: PayloadRequest) {
  const adapter = req.payload.db as unknown as PostgresAdapter
  const id = req.transactionID ? await req.transactionID : undefined
  const session = id !== undefined ? adapter.sessions?.[id] : undefined
  return session?.db ?? adapter.drizzle
}
