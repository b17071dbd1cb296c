import { APIError, type CollectionBeforeChangeHook } from 'payload'
import { bookingStateLabels, canMoveBooking, type BookingState } from '#content-schema'

/** in_attesa → contattato → convertito | non_interessato, enforced for everyone, admins included. */
export const enforceStatusMachine: CollectionBeforeChangeHook = ({ data, operation, originalDoc }) => {
  if (operation !== 'update' || !data.stato || !originalDoc || data.stato === originalDoc.stato) return data
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
  return data
}
