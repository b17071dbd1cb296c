import type { PayloadRequest } from 'payload'
import { desc, eq, sql } from '@payloadcms/db-postgres/drizzle'
import type { NodePgDatabase } from '@payloadcms/db-postgres/drizzle/node-postgres'
import type { OffersResponse } from '#content-schema'
import { bookings, merchants } from './schema.ts'
import { isoTimestamp, preparedRead } from './session.ts'

/** The statement of latestBooking, the lead a placeholder (the offers page runs it with its other reads: database/offersPage.ts). */
export const latestBookingQuery = (db: NodePgDatabase) =>
  db
    .select({ merchantId: merchants.id, nomeAzienda: merchants.nomeAzienda, richiamata: bookings.richiamata, createdAt: bookings.createdAt })
    .from(bookings)
    .leftJoin(merchants, eq(merchants.id, bookings.merchant))
    .where(eq(bookings.lead, sql.placeholder('lead')))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(1)

/** latestBookingQuery's row as the offers page shows it. */
export function bookingOf([booking]: { merchantId: number | null; nomeAzienda: string | null; richiamata: string | null; createdAt: string }[]): OffersResponse['booking'] {
  if (!booking?.merchantId || booking.nomeAzienda === null) return null
  return { merchantId: booking.merchantId, nomeAzienda: booking.nomeAzienda, richiamata: isoTimestamp(booking.richiamata), createdAt: isoTimestamp(booking.createdAt) }
}

/**
 * The callback last booked from the lead's offers page, if any, with its partner's name (a system read: the token is
 * the visitor's proof). Prepared (preparedRead): the offers page asks it on every visit, and a `payload.find` costs the
 * web process several times as much (docs/performance.md); tests/integration/platform/prepared-reads.test.ts compares it with
 * Payload's read of the same booking.
 */
export async function latestBooking(req: PayloadRequest, leadId: number): Promise<OffersResponse['booking']> {
  // Prepared read of every offers page: a payload.find costs the web process several times as much (parity-tested).
  return bookingOf(await preparedRead(req, 'latest_booking_of_lead', latestBookingQuery, { lead: leadId }))
}
