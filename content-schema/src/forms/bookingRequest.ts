import { z } from '../z.ts'
import { legalVersionField } from '../privacy/privacy.ts'
import { genericMessages } from '../messages.ts'
import { optionalCallbackSlot } from '../bookings/telemarketing.ts'
import { recordId, uiTextsVersionField } from './fields.ts'

/** The optional key a form island sends per attempt, so a retried submission returns the record already made. */
export const idempotencyKeySchema = z.string({ error: genericMessages.invalidRequest }).trim().min(8).max(100).optional()

/**
 * A callback booking from an offers page: the lead's offers token, the chosen merchant, the preferred slot
 * inside the telemarketing hours (empty: as soon as possible) and, when the lead was sent without it, the
 * consent to be contacted by partners given in the booking dialog (the merchant cannot call without it), with when
 * the interface texts the dialog was worded with were published.
 */
export const BookingRequestSchema = z.object(
  {
    ref: z.string({ error: genericMessages.invalidRequest }).trim().min(1, genericMessages.invalidRequest).max(100, genericMessages.invalidRequest),
    merchantId: recordId(genericMessages.invalidRequest),
    idempotencyKey: idempotencyKeySchema,
    richiamata: optionalCallbackSlot(),
    partners: z.boolean({ error: genericMessages.invalidRequest }).optional(),
    uiTextsVersion: uiTextsVersionField(),
    /** The legal texts' versions the form showed (legalVersionField). */
    legalVersion: legalVersionField(),
  },
  { error: genericMessages.invalidRequest },
)
export type BookingRequest = z.infer<typeof BookingRequestSchema>
