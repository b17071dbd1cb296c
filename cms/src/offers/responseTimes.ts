import type { PayloadRequest } from 'payload'
import { sql } from '@payloadcms/db-postgres/drizzle'
import { responseHours, RESPONSE_TIME_MIN_CASES } from '#content-schema'
import { leadReceivedAtSql } from '../database/leadReceived.ts'
import { preparedRead } from '../database/session.ts'

export type ResponseTime = { cases: number; medianSeconds: number }

/**
 * Every given merchant's measured response time: the median, over its answered cases, of the time from a case's
 * arrival to the merchant's first status change. The cases are the leads it gave a status of its own
 * (lead_statuses.first_action_at: it left "Nuovo"; the collection's rule only lets it write leads it can see) and
 * its bookings (bookings.first_action_at: it left "In Attesa") that are not the callback of one of those leads: a lead
 * and its callback share one state, so a customer counts once. A case not answered yet is not counted; the
 * merchant's area nudges about those instead. A report query (a median over two tables, which Payload cannot
 * express), read by the offers pages, the merchant's area and the admin's table alike. Merchants without an
 * answered case are absent. Prepared (database/session.ts): every offers page asks it.
 */
export async function responseTimes(req: PayloadRequest, merchantIds: number[]): Promise<Map<number, ResponseTime>> {
  const times = new Map<number, ResponseTime>()
  if (merchantIds.length === 0) return times
  const rows = await preparedRead(
    req,
    'response_times',
    (db) =>
      db
        .select({ merchant: sql<number>`merchant_id`, cases: sql<number>`cases`, medianSeconds: sql<number>`median_seconds` })
        .from(sql`(
          with cases as (
            select ls.merchant_id, extract(epoch from ls.first_action_at - ${leadReceivedAtSql('cr')}) as seconds
            from lead_statuses ls join client_requests cr on cr.id = ls.client_request_id
            where ls.first_action_at is not null and ls.merchant_id = any(${sql.placeholder('merchants')}::int[])
            union all
            select b.merchant_id, extract(epoch from b.first_action_at - b.created_at)
            from bookings b
            where b.first_action_at is not null and b.merchant_id = any(${sql.placeholder('merchants')}::int[])
              -- A callback of a lead the merchant answered is that lead's case, not a second one (one state, leadBookingSync.ts).
              and not exists (select 1 from lead_statuses ls where ls.client_request_id = b.lead_id and ls.merchant_id = b.merchant_id and ls.first_action_at is not null)
          )
          select merchant_id, count(*)::int as cases,
                 percentile_cont(0.5) within group (order by greatest(seconds, 0)) as median_seconds
          from cases group by merchant_id) as times`),
    { merchants: merchantIds },
  )
  for (const row of rows) times.set(row.merchant, { cases: row.cases, medianSeconds: Number(row.medianSeconds) })
  return times
}

/** The figure consumers see: whole hours, only from RESPONSE_TIME_MIN_CASES answered cases on; else null. */
export function publicResponseHours(time: ResponseTime | undefined): number | null {
  return time && time.cases >= RESPONSE_TIME_MIN_CASES ? responseHours(time.medianSeconds) : null
}
