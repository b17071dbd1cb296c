import type { PayloadRequest } from 'payload'
import { sql } from '@payloadcms/db-postgres/drizzle'
import { merchants } from './schema.ts'
import { preparedRead } from './session.ts'

/**
 * The intake settings of the partners `ids` (paused, weekly cap), as stored: leads/recipients.ts's receivingMerchants
 * decides with them which partners take a new lead. Prepared (preparedRead): every lead asks it before anything is
 * written, and a `payload.find` of it costs the web process several times as much (docs/performance.md «A lead's
 * CPU»); tests/integration/leads/lead-reads-parity.test.ts compares it with Payload's read of the same merchants.
 */
export async function merchantIntakeRows(req: PayloadRequest, ids: number[]) {
  // Prepared read of every lead: several times cheaper than a payload.find (docs/performance.md; parity-tested).
  return preparedRead(
    req,
    'merchant_intake',
    (db) =>
      db
        .select({ id: merchants.id, pausaRicezione: merchants.pausaRicezione, limiteSettimanale: merchants.limiteSettimanale })
        .from(merchants)
        .where(sql`${merchants.id} = any(${sql.placeholder('ids')})`),
    { ids },
  )
}
