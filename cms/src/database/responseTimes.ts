import type { PayloadRequest } from 'payload'
import { sql, type Placeholder, type SQL } from '@payloadcms/db-postgres/drizzle'
import type { NodePgDatabase } from '@payloadcms/db-postgres/drizzle/node-postgres'
import { leadReceivedAtSql } from './leadReceived.ts'
import { preparedRead } from './session.ts'

/**
 * Each given merchant's answered cases and their median answer time in seconds (offers/responseTimes.ts says what a
 * case is): a report query, a median over two tables, which Payload cannot express. The merchants an int[] (a
 * placeholder by default; the offers page's statement gives the matched ones: database/offersPage.ts). Merchants without an answered case are absent.
 */
export const responseTimesQuery = (db: NodePgDatabase, merchants: SQL | Placeholder = sql.placeholder('merchants')) =>
  db
    .select({ merchant: sql<number>`merchant_id`.as('merchant'), cases: sql<number>`cases`.as('cases'), medianSeconds: sql<number>`median_seconds`.as('medianSeconds') })
    .from(sql`(
      with cases as (
        select ls.merchant_id, extract(epoch from ls.first_action_at - ${leadReceivedAtSql('cr')}) as seconds
        from lead_statuses ls join client_requests cr on cr.id = ls.client_request_id
        where ls.first_action_at is not null and ls.merchant_id = any(${merchants}::int[])
        union all
        select b.merchant_id, extract(epoch from b.first_action_at - b.created_at)
        from bookings b
        where b.first_action_at is not null and b.merchant_id = any(${merchants}::int[])
          -- A callback of a lead the merchant answered is that lead's case, not a second one (one state, leadBookingSync.ts).
          and not exists (select 1 from lead_statuses ls where ls.client_request_id = b.lead_id and ls.merchant_id = b.merchant_id and ls.first_action_at is not null)
      )
      select merchant_id, count(*)::int as cases,
             percentile_cont(0.5) within group (order by greatest(seconds, 0)) as median_seconds
      from cases group by merchant_id) as times`)

/** responseTimesQuery's rows for the given merchants. Prepared (preparedRead): the merchants' areas and the admin's table ask it too. */
export async function responseTimeRows(req: PayloadRequest, merchantIds: number[]): Promise<{ merchant: number; cases: number; medianSeconds: number }[]> {
  // Report query: a median over two tables, which Payload cannot express; prepared.
  return preparedRead(req, 'response_times', (db) => responseTimesQuery(db), { merchants: merchantIds })
}
