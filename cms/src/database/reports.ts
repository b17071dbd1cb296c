import type { PayloadRequest } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { drizzleFor } from './session.ts'

/**
 * The requests that reached at least one partner (a `destinatari` row). A report query on the relationship's table:
 * a count of distinct requests over it, which Payload's where on a hasMany relationship does not express.
 */
export async function requestsServed(req: PayloadRequest): Promise<number> {
  const db = await drizzleFor(req)
  // Report for the public «Numeri»: a distinct count Payload's where cannot express.
  const { rows } = await db.execute(sql`select count(distinct parent_id)::int as served from client_requests_rels where path = 'destinatari' and merchants_id is not null`)
  return Number((rows[0] as { served: number } | undefined)?.served ?? 0)
}
