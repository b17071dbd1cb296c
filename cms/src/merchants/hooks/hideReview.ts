import type { CollectionAfterReadHook } from 'payload'
import { hasRole } from '../../access/hasRole.ts'
import { relationId } from '../../fields/relationId.ts'

/** What is between a merchant and the admins: never part of another reader's copy of the profile. */
const reviewFields = ['motivoStato', 'serviziProposti', 'capCopertiProposti', 'periodiAttivita'] as const

/**
 * The public card without the review: the fields' own read rules hide them, but Payload gives array fields
 * back as an empty list even when their read rule refuses, which would still tell a reader they exist.
 */
export const hideReview: CollectionAfterReadHook = ({ doc, overrideAccess, req }) => {
  // System reads (access rules, hooks, seeds) see the whole record, as they do every other field.
  if (overrideAccess || hasRole(req.user, 'admin')) return doc
  const owner = relationId(doc.user)
  if (req.user && owner === req.user.id) return doc
  for (const field of reviewFields) delete doc[field]
  return doc
}
