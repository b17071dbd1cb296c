import type { PayloadRequest } from 'payload'
import { sql, type SQL } from '@payloadcms/db-postgres/drizzle'
import type { NodePgDatabase } from '@payloadcms/db-postgres/drizzle/node-postgres'
import { merchants } from './schema.ts'
import { preparedRead } from './session.ts'

/** The statement of merchantIntakeRows for the partners `ids` (an int[]: a placeholder, or the matching rule's ids). */
export const merchantIntakeQuery = (db: NodePgDatabase, ids: SQL) =>
  db
    .select({ id: merchants.id, pausaRicezione: merchants.pausaRicezione, limiteSettimanale: merchants.limiteSettimanale })
    .from(merchants)
    .where(sql`${merchants.id} = any(${ids})`)

/** A partner's intake settings as stored (merchantIntakeQuery's row). */
export type IntakeRow = { id: number; pausaRicezione: boolean | null; limiteSettimanale: number | null }

/**
 * The intake settings of the partners `ids` (paused, weekly cap), as stored: leads/recipients.ts's receivingMerchants
 * decides with them which partners take a new lead. Prepared (preparedRead): every lead asks it before anything is
 * written (a new lead with its other checks, database/leadChecks.ts), and a `payload.find` of it costs the web process
 * several times as much (docs/performance.md «A lead's CPU»); tests/integration/leads/lead-reads-parity.test.ts
 * compares it with Payload's read of the same merchants.
 */
export async function merchantIntakeRows(req: PayloadRequest, ids: number[]): Promise<IntakeRow[]> {
  // Prepared read of every lead: several times cheaper than a payload.find (docs/performance.md; parity-tested).
  return preparedRead(req, 'merchant_intake', (db) => merchantIntakeQuery(db, sql`${sql.placeholder('ids')}`), { ids })
}
