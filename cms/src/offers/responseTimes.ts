import type { PayloadRequest } from 'payload'
import { responseHours, RESPONSE_TIME_MIN_CASES } from '#content-schema'
import { responseTimeRows } from '../database/responseTimes.ts'

export type ResponseTime = { cases: number; medianSeconds: number }

/**
 * Every given merchant's measured response time: the median, over its answered cases, of the time from a case's
 * arrival to the merchant's first status change. The cases are the leads it gave a status of its own
 * (lead_statuses.first_action_at: it left "Nuovo"; the collection's rule only lets it write leads it can see) and
 * its bookings (bookings.first_action_at: it left "In Attesa") that are not the callback of one of those leads: a lead
 * and its callback share one state, so a customer counts once. A case not answered yet is not counted; the
 * merchant's area nudges about those instead. A report query (a median over two tables, which Payload cannot
 * express: database/responseTimes.ts), read by the offers pages, the merchant's area and the admin's table alike.
 * Merchants without an answered case are absent. Prepared: every offers page asks it.
 */
export async function responseTimes(req: PayloadRequest, merchantIds: number[]): Promise<Map<number, ResponseTime>> {
  if (merchantIds.length === 0) return new Map()
  return timesByMerchant(await responseTimeRows(req, merchantIds))
}

/** The statement's rows (database/responseTimes.ts) by merchant. */
export function timesByMerchant(rows: { merchant: number; cases: number; medianSeconds: number }[]): Map<number, ResponseTime> {
  return new Map(rows.map((row) => [row.merchant, { cases: row.cases, medianSeconds: Number(row.medianSeconds) }]))
}

/** The figure consumers see: whole hours, only from RESPONSE_TIME_MIN_CASES answered cases on; else null. */
export function publicResponseHours(time: ResponseTime | undefined): number | null {
  return time && time.cases >= RESPONSE_TIME_MIN_CASES ? responseHours(time.medianSeconds) : null
}
