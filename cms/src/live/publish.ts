import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { drizzleFor } from '../database/session.ts'
import { ADMIN_LIVE_CHANNEL, type LiveCollection, type LiveEvent } from './channel.ts'

/** NOTIFY in the save's transaction: PostgreSQL delivers it to every listening process only once it commits. */
async function publishLiveEvent(req: PayloadRequest, event: LiveEvent): Promise<void> {
  // Seeding writes hundreds of records before anyone can be watching.
  if (req.context?.seeding) return
  const db = await drizzleFor(req)
  await db.execute(sql`select pg_notify(${ADMIN_LIVE_CHANNEL}, ${JSON.stringify(event)})`)
}

/** afterChange hook: tells open live streams that a record of this collection was created or changed. */
export function publishLiveChange(collection: LiveCollection): CollectionAfterChangeHook {
  return async ({ doc, operation, req }) => {
    await publishLiveEvent(req, { collection, id: doc.id, op: operation })
    return doc
  }
}

/** afterDelete hook: tells open live streams that a record of this collection was deleted. */
export function publishLiveDelete(collection: LiveCollection): CollectionAfterDeleteHook {
  return async ({ id, req }) => {
    await publishLiveEvent(req, { collection, id, op: 'delete' })
  }
}
