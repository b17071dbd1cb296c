import { APIError, type CollectionBeforeChangeHook } from 'payload'
import { bookingStateLabels, canMoveBooking, consumerActionMessages, type BookingState } from '#content-schema'
import { leadCancelledAt } from './requestCancelledAt.ts'
import { relationId } from '../../fields/relationId.ts'

/**
 * in_attesa → contattato → convertito | non_interessato, enforced for everyone, admins included; the first
 * move out of in_attesa is timed (firstActionAt, written only here) for the merchant's response time. Once the
 * consumer cancelled the booking's request its state stays as it was: the callback is off (409).
 */
export const enforceStatusMachine: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  const answered = data.stato && data.stato !== 'in_attesa' && !data.firstActionAt && !originalDoc?.firstActionAt
  if (operation === 'create') return answered ? { ...data, firstActionAt: new Date().toISOString() } : data
  if (!data.stato || !originalDoc || data.stato === originalDoc.stato) return data
  const from = originalDoc.stato as BookingState
  const to = data.stato as BookingState
  if (!canMoveBooking(from, to)) {
    throw new APIError(
      `Cambio di stato non consentito: da "${bookingStateLabels[from]}" a "${bookingStateLabels[to] ?? to}".`,
      400,
      undefined,
      true,
    )
  }
  if (await leadCancelledAt(req, relationId(originalDoc.lead))) throw new APIError(consumerActionMessages.bookingClosed, 409, undefined, true)
  return answered ? { ...data, firstActionAt: new Date().toISOString() } : data
}
