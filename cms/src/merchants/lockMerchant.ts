import type { PayloadRequest } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { drizzleFor } from '../database/session.ts'

/**
 * Every write to a merchant takes its row's lock first, in the write's own transaction, before Payload reads the
 * record it will write back whole: an admin's decision (suspend, approve) and the partner's own save wait for each
 * other instead of one writing back the state the other had just changed (issue #37 item 1: a suspension undone by
 * the merchant's save running at the same time). Without an id (a bulk update by a where) every merchant row is
 * locked, in id order so two such writes never wait for each other in a circle. A lock, not a write: Payload has no
 * call for it.
 */
export async function lockMerchant(req: PayloadRequest, id?: number | string): Promise<void> {
  const db = await drizzleFor(req)
  if (id !== undefined) await db.execute(sql`select id from merchants where id = ${Number(id)} for update`)
  else await db.execute(sql`select id from merchants order by id for update`)
}
