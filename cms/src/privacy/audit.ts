import type { Payload, PayloadRequest } from 'payload'
import type { AuditAction } from '../collections/AuditLog/index.ts'
import { collectionSlugs } from '../slugs.ts'

export type AuditEntry = { action: AuditAction; subject: string; counts?: Record<string, number>; user?: number | null }

/**
 * Writes one audit-log entry: who, what, how many — never the personal data itself. A system write (the
 * collection refuses every API write), inside `req`'s transaction when one is given.
 */
export async function recordAudit(payload: Payload, entry: AuditEntry, req?: PayloadRequest): Promise<void> {
  await payload.create({
    collection: collectionSlugs.auditLog,
    data: { action: entry.action, subject: entry.subject.slice(0, 300), counts: entry.counts ?? {}, user: entry.user ?? null },
    overrideAccess: true,
    depth: 0,
    ...(req ? { req } : {}),
  })
}
