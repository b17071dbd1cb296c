import type { CollectionBeforeOperationHook, SelectType, Where } from 'payload'
import { lockRowsForUpdate, type RowLockedCollection } from '../database/locks.ts'

/**
 * An update of a record two roles write starts by locking its row (database/locks.ts `lockRowsForUpdate`); a bulk
 * update, the rows its where matches. Payload has opened the write's transaction by now and reads the records after
 * this hook, so what it reads, and what the collection's rules check, is what the previous writer committed. First of
 * the collection's beforeOperation hooks.
 */
export const lockRowOnUpdate =
  (collection: RowLockedCollection): CollectionBeforeOperationHook =>
  async ({ args, operation, req }) => {
    if (operation !== 'update' || !req.transactionID) return args
    const { id, where } = args as { id?: number | string; where?: Where }
    if (id !== undefined) {
      await lockRowsForUpdate(req, collection, [id])
      return args
    }
    // Which rows to lock, not what the write may change: the update itself still applies its access rule.
    const matched = await req.payload.find({ collection, where, select: { id: true } as SelectType, depth: 0, pagination: false, overrideAccess: true, req })
    await lockRowsForUpdate(req, collection, matched.docs.map((doc) => doc.id))
    return args
  }
