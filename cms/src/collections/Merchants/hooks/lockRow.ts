import type { CollectionBeforeOperationHook } from 'payload'
import { lockMerchant } from '../../../database/locks.ts'

/**
 * An update of a merchant starts by locking its row (database/locks.ts). Payload has opened the write's
 * transaction by now and reads the record after this hook, so what it reads is what the previous writer committed.
 */
export const lockRow: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'update') return args
  if (!req.transactionID) return args
  await lockMerchant(req, (args as { id?: number | string }).id)
  return args
}
