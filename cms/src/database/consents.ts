import type { PayloadRequest } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import type { ConsentPurpose } from '#content-schema'
import { phoneKeySql } from '../privacy/personalFields.ts'
import { drizzleFor } from './session.ts'

/**
 * The ids of the consents for `purpose` of the person of the consent `consentId`: the same e-mail (in any case) or the
 * same phone (leads/personKeys.ts), across their requests, callbacks and messages (consents/withdrawal.ts's
 * personConsents, which then reads them through Payload).
 */
export async function personConsentIds(req: PayloadRequest, consentId: number, purpose: ConsentPurpose): Promise<number[]> {
  const db = await drizzleFor(req)
  const phoneOfBooking = sql.raw(phoneKeySql('b.telefono_cliente'))
  // A read Payload's where cannot say: case-insensitive e-mail and phone-key matches across three tables.
  const result = await db.execute<{ id: number }>(sql`
    with named as (select lower(c.email) as email, coalesce(l.chiave_telefono, ${phoneOfBooking}) as phone
                   from consents c left join client_requests l on l.id = c.lead_id left join bookings b on b.id = c.booking_id
                   where c.id = ${consentId}),
         leads as (select l.id from client_requests l, named n where l.chiave_email = n.email or l.chiave_telefono = n.phone),
         bookings_of as (select b.id from bookings b, named n where lower(b.email_cliente) = n.email or ${phoneOfBooking} = n.phone)
    select c.id from consents c, named n
    where c.purpose = ${purpose} and c.email <> ''
      and (lower(c.email) = n.email or c.lead_id in (select id from leads) or c.booking_id in (select id from bookings_of))`)
  return result.rows.map((row) => Number(row.id))
}
