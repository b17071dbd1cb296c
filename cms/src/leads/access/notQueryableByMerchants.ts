import type { FieldAccess } from 'payload'
import { actsForPartner } from '../../merchants/access/merchantProfile.ts'

/**
 * A personal field a merchant may read on a document (where a hook may mask it) but not filter or sort by:
 * a `where[telefono][like]` probe would otherwise reveal a masked number digit by digit. Payload checks a
 * query's fields with no document at hand, and reads with the document.
 */
export const notQueryableByMerchants: FieldAccess = ({ req, doc }) => doc !== undefined || !actsForPartner(req.user)
