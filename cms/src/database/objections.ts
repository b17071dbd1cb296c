import type { PayloadRequest } from 'payload'
import { and, eq, sql } from '@payloadcms/db-postgres/drizzle'
import type { NodePgDatabase } from '@payloadcms/db-postgres/drizzle/node-postgres'
import { lead_objections } from './schema.ts'
import { isoTimestamp, preparedRead } from './session.ts'

// The consumers' objections to a partner of their request (the lead-objections collection), as the request page, its
// endpoint, the booking endpoint, the offers page, the callback reminders and the partners' masked view ask them:
// system reads in the caller's transaction, prepared (preparedRead) because the offers page asks them on every visit
// and a `payload.find` costs the web process several times as much (docs/performance.md);
// tests/integration/platform/prepared-reads.test.ts compares them with Payload's read of the same records.

/** When the consumer objected to this partner processing this request's data, or null (a system read). */
export async function objectionOf(req: PayloadRequest, lead: number, merchant: number): Promise<string | null> {
  // Prepared read of every offers page: a payload.find costs the web process several times as much (parity-tested).
  const [found] = await preparedRead(
    req,
    'objection_of_lead_merchant',
    (db) =>
      db
        .select({ createdAt: lead_objections.createdAt })
        .from(lead_objections)
        .where(and(eq(lead_objections.clientRequest, sql.placeholder('lead')), eq(lead_objections.merchant, sql.placeholder('merchant'))))
        .limit(1),
    { lead, merchant },
  )
  return found ? isoTimestamp(found.createdAt) : null
}

/** The statement of objectionsOf, the lead a placeholder (the offers page runs it with its other reads: database/offersPage.ts). */
export const objectionsOfLeadQuery = (db: NodePgDatabase) =>
  db
    .select({ merchant: lead_objections.merchant, createdAt: lead_objections.createdAt })
    .from(lead_objections)
    .where(eq(lead_objections.clientRequest, sql.placeholder('lead')))

/** objectionsOfLeadQuery's rows by partner. */
export const objectionsByMerchant = (rows: { merchant: number; createdAt: string }[]): Map<number, string> =>
  new Map(rows.map((objection) => [objection.merchant, isoTimestamp(objection.createdAt)] as const))

/** When the consumer objected to each partner of this request, by partner (a system read, like the page's). */
export async function objectionsOf(req: PayloadRequest, lead: number): Promise<Map<number, string>> {
  // Prepared read of every offers page, as objectionOf (parity-tested).
  return objectionsByMerchant(await preparedRead(req, 'objections_of_lead', objectionsOfLeadQuery, { lead }))
}
