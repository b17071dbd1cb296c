import { APIError, type Endpoint, type PayloadRequest } from 'payload'
import { RequestActionSchema, RescheduleRequestSchema, trackerMessages, type ServiceSlug } from '#content-schema'
import { callbackRescheduledMerchantEmail, erasureRequestAdminEmail, requestCancelledMerchantEmail } from '../../email/templates/requestTracker.ts'
import { queueEmails } from '../../email/queueEmail.ts'
import { adminEmails } from '../../lib/adminEmails.ts'
import { clientIp } from '../../lib/clientInfo.ts'
import { queryableFor } from '../../lib/db.ts'
import { payloadPool } from '../../lib/rateLimit.ts'
import { liveNotifySql } from '../../lib/liveChannel.ts'
import { answerTracker, TRACKER_ACTION_RATE_LIMIT, TRACKER_PATH } from '../../lib/requestTracker.ts'
import { inTransaction } from '../../lib/transaction.ts'
import { recordAudit } from '../../privacy/audit.ts'
import { publicEndpoint } from './publicEndpoint.ts'

/** GET /api/public/request?ref=<offersToken> — the request tracker's data (cms/src/lib/requestTracker.ts). */
export const requestTrackerEndpoint: Endpoint = {
  path: TRACKER_PATH,
  method: 'get',
  handler: (req) => answerTracker(payloadPool(req.payload), { ip: clientIp(req), ref: req.searchParams.get('ref'), serverUrl: req.payload.config.serverURL }),
}

type Cancelled = { id: number; nome: string; email: string; servizio: ServiceSlug; cap: string; was_cancelled: boolean }

/**
 * Marks the request cancelled (once; the first time stays) and, when `erasure`, the erasure asked, in one statement
 * that also says whether it was already cancelled. Partners with a callback still to make are told not to call.
 */
async function cancelRequest(req: PayloadRequest, ref: string, erasure: boolean): Promise<Cancelled> {
  const db = await queryableFor(req)
  const { rows } = await db.query(
    `update client_requests cr set annullata_il = coalesce(cr.annullata_il, now()),
       cancellazione_richiesta_il = case when $2 then coalesce(cr.cancellazione_richiesta_il, now()) else cr.cancellazione_richiesta_il end
     from (select id, annullata_il is not null as was_cancelled from client_requests where offers_token = $1 for update) prior
     where cr.id = prior.id
     returning cr.id, cr.nome, cr.email, cr.servizio::text as servizio, cr.cap, prior.was_cancelled`,
    [ref, erasure],
  )
  const request = rows[0] as Cancelled | undefined
  if (!request) throw new APIError(trackerMessages.notFound, 404, undefined, true)
  if (!request.was_cancelled) {
    const waiting = await db.query(
      `select m.email, m.nome_azienda from bookings b join merchants m on m.id = b.merchant_id
       where b.lead_id = $1 and b.stato in ('in_attesa', 'contattato')`,
      [request.id],
    )
    const partners = waiting.rows as { email: string; nome_azienda: string }[]
    await queueEmails(req, partners.map((partner) => ({ to: partner.email, content: requestCancelledMerchantEmail(request, partner.nome_azienda) })))
  }
  return request
}

/** POST /api/public/request/cancel { ref } — the consumer cancels the request from its tracker. Idempotent. */
export const requestCancelEndpoint = publicEndpoint({
  path: `${TRACKER_PATH}/cancel`,
  schema: RequestActionSchema,
  rateLimit: TRACKER_ACTION_RATE_LIMIT,
  handler: async ({ req, data }) => {
    await inTransaction(req, () => cancelRequest(req, data.ref, false))
    return Response.json({ ok: true })
  },
})

/**
 * POST /api/public/request/erasure { ref } — the consumer asks for their data to be erased: the request is cancelled,
 * the wish recorded (audit log) and every admin told, who erases from Privacy (GDPR). Idempotent.
 */
export const requestErasureEndpoint = publicEndpoint({
  path: `${TRACKER_PATH}/erasure`,
  schema: RequestActionSchema,
  rateLimit: TRACKER_ACTION_RATE_LIMIT,
  handler: async ({ req, data }) => {
    await inTransaction(req, async () => {
      const db = await queryableFor(req)
      const asked = await db.query('select cancellazione_richiesta_il is not null as asked from client_requests where offers_token = $1', [data.ref])
      const request = await cancelRequest(req, data.ref, true)
      if ((asked.rows[0] as { asked: boolean } | undefined)?.asked) return
      await recordAudit(req.payload, { action: 'erasure-request', subject: request.email }, req)
      await queueEmails(req, (await adminEmails(req)).map((to) => ({ to, content: erasureRequestAdminEmail(request) })))
    })
    return Response.json({ ok: true })
  },
})

type Rescheduling = { id: number; nome: string; servizio: ServiceSlug; cap: string; cancelled: boolean }

/**
 * POST /api/public/request/reschedule { ref, booking, slot } — the consumer picks another slot (the same rule as the
 * booking's, RescheduleRequestSchema) for a callback the partner has not taken up yet. Refused in Italian: 404 for an
 * unknown request or a booking not of this request, 409 once the request is cancelled or the partner moved the
 * booking on. The request and the booking are locked, so a cancel or the partner's step cannot interleave; in the
 * same transaction the partner is e-mailed the new slot and open admin views are told. The same slot again: 200,
 * nothing written.
 */
export const requestRescheduleEndpoint = publicEndpoint({
  path: `${TRACKER_PATH}/reschedule`,
  schema: RescheduleRequestSchema,
  rateLimit: TRACKER_ACTION_RATE_LIMIT,
  handler: async ({ req, data }) => {
    const slot = data.slot ? new Date(data.slot) : null
    const richiamata = await inTransaction(req, async () => {
      const db = await queryableFor(req)
      const found = await db.query(
        `select id, nome, servizio::text as servizio, cap, annullata_il is not null as cancelled from client_requests where offers_token = $1 for update`,
        [data.ref],
      )
      const request = found.rows[0] as Rescheduling | undefined
      if (!request) throw new APIError(trackerMessages.notFound, 404, undefined, true)
      // A booking of this request with its partner (offers bookings always have one).
      const booked = await db.query(
        `select b.stato::text as stato, b.richiamata is not distinct from $3::timestamptz as unchanged, m.nome_azienda, m.email
         from bookings b join merchants m on m.id = b.merchant_id where b.id = $1 and b.lead_id = $2 for update of b`,
        [data.booking, request.id, slot?.toISOString() ?? null],
      )
      const booking = booked.rows[0] as { stato: string; unchanged: boolean; nome_azienda: string; email: string } | undefined
      if (!booking) throw new APIError(trackerMessages.bookingNotFound, 404, undefined, true)
      if (request.cancelled) throw new APIError(trackerMessages.rescheduleCancelled, 409, undefined, true)
      if (booking.stato !== 'in_attesa') throw new APIError(trackerMessages.rescheduleTaken, 409, undefined, true)
      if (booking.unchanged) return slot
      await db.query(`update bookings set richiamata = $2, updated_at = now() where id = $1 returning ${liveNotifySql('bookings', 'id', 'update')}`, [
        data.booking,
        slot?.toISOString() ?? null,
      ])
      await queueEmails(req, [{ to: booking.email, content: callbackRescheduledMerchantEmail(request, booking.nome_azienda, slot) }])
      return slot
    })
    return Response.json({ ok: true, richiamata: richiamata?.toISOString() ?? null })
  },
})
