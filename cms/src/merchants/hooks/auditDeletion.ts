import type { CollectionAfterDeleteHook } from 'payload'
import type { Merchant } from '../../../payload-types.ts'
import { hasRole } from '../../access/hasRole.ts'
import { recordAudit } from '../../privacy/audit.ts'

/** An admin's «Elimina» (or an erasure) is a decision on the merchant too: its entry keeps the company's name. */
export const auditDeletion: CollectionAfterDeleteHook<Merchant> = async ({ doc, req }) => {
  if (!hasRole(req.user, 'admin')) return doc
  await recordAudit(req.payload, { action: 'merchant-delete', subject: doc.nomeAzienda, user: req.user?.id ?? null }, req)
  return doc
}
