import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import type { LiveCollection } from '../lib/liveChannel.ts'
import { publishLiveEvent } from '../lib/liveUpdates.ts'

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
