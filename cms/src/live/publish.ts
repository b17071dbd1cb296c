import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { notifyAfterCommit } from '../database/notify.ts'
import type { LiveCollection, LiveEvent } from '#content-schema'
import { ADMIN_LIVE_CHANNEL } from './channel.ts'

/** Announced to every listening process once the save commits (database/notify.ts), never for a save rolled back. */
async function publishLiveEvent(req: PayloadRequest, event: LiveEvent): Promise<void> {
  // Seeding writes hundreds of records before anyone can be watching.
  if (req.context?.seeding) return
  await notifyAfterCommit(req, ADMIN_LIVE_CHANNEL, JSON.stringify(event))
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
