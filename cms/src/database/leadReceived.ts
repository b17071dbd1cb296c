import type { PayloadRequest } from 'payload'
import { sql, type SQL } from '@payloadcms/db-postgres/drizzle'
import { leadReceivedFields } from '#content-schema'
import { client_requests } from './schema.ts'
import { drizzleFor } from './session.ts'

/**
 * When a partner received the lead of the `client_requests` row named `alias`, in SQL: content-schema's rule
 * (leadReceivedFields, the first set deciding), for the statements that aggregate it (response times, the rotation).
 */
export function leadReceivedAtSql(alias: string): SQL {
  return sql`coalesce(${sql.join(
    leadReceivedFields.map((field) => sql.raw(`${alias}.${client_requests[field].name}`)),
    sql`, `,
  )})`
}

/**
 * When each merchant last received a lead (its arrival, its confirmation or its hand-out from the waiting list), by
 * merchant id, in ms; a merchant that never did is absent: the rotation's clock (leads/recipients.ts). A maximum by
 * merchant, which Payload's reads do not compute, and a read whose plan matters (the rels table's merchant index, one
 * merchant's leads at a time, at most 50 merchants), in the caller's transaction.
 */
export async function lastLeadReceived(req: PayloadRequest, merchantIds: number[]): Promise<Map<number, number>> {
  const last = new Map<number, number>()
  if (merchantIds.length === 0) return last
  const db = await drizzleFor(req)
  const ids = sql.raw(merchantIds.map((id) => String(Math.trunc(id))).join(','))
  // A maximum by partner, which Payload's reads do not compute.
  const { rows } = await db.execute(sql`
    select r.merchants_id as id, max(${leadReceivedAtSql('cr')}) as at
    from client_requests_rels r join client_requests cr on cr.id = r.parent_id
    where r.path = 'destinatari' and r.merchants_id in (${ids})
    group by r.merchants_id`)
  for (const row of rows as { id: number; at: Date | string }[]) last.set(Number(row.id), new Date(row.at).getTime())
  return last
}
