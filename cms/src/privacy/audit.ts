import { createHmac } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import { emailKey, type AuditAction } from '#content-schema'
import { collectionSlugs } from '../slugs.ts'

/**
 * One entry of the audit log: what was done (to personal data, or an admin's decision on a merchant or a review),
 * by whom, to how many records, why, on which merchant — never the personal data itself.
 */
export type AuditEntry = {
  action: AuditAction
  subject: string
  counts?: Record<string, number>
  user?: number | null
  motivo?: string | null
  merchant?: number | null
}

/**
 * How the audit log names a person: a fingerprint of the address keyed with PAYLOAD_SECRET («interessato 3f9a…»),
 * never the address itself, so an entry outlives the data it is about (an erasure leaves no copy) while whoever holds
 * the address and the server can still tell which entries concern it (privacy/personalData.ts finds them so).
 */
export function personReference(email: string): string {
  const secret = process.env.PAYLOAD_SECRET
  if (!secret) throw new Error('PAYLOAD_SECRET is not set')
  return `interessato ${createHmac('sha256', `audit-person:${secret}`).update(emailKey(email)).digest('hex').slice(0, 16)}`
}

/**
 * Writes one audit-log entry. A system write (the collection refuses every API write), inside `req`'s transaction
 * when one is given.
 */
export async function recordAudit(payload: Payload, entry: AuditEntry, req?: PayloadRequest): Promise<void> {
  await payload.create({
    collection: collectionSlugs.auditLog,
    data: {
      action: entry.action,
      subject: entry.subject.slice(0, 300),
      counts: entry.counts ?? {},
      user: entry.user ?? null,
      motivo: entry.motivo?.slice(0, 1000) ?? null,
      merchant: entry.merchant ?? null,
    },
    overrideAccess: true,
    depth: 0,
    ...(req ? { req } : {}),
  })
}
