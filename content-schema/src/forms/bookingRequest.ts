import { z } from '../z.ts'
import { genericMessages } from '../messages.ts'

/** The optional key a form island sends per attempt, so a retried submission returns the record already made. */
export const idempotencyKeySchema = z.string({ error: genericMessages.invalidRequest }).trim().min(8).max(100).optional()

/** A callback booking from an offers page: the lead's offers token and the chosen merchant. */
export const BookingRequestSchema = z.object(
  {
    ref: z.string({ error: genericMessages.invalidRequest }).trim().min(1, genericMessages.invalidRequest).max(100, genericMessages.invalidRequest),
    merchantId: z.number({ error: genericMessages.invalidRequest }).int().positive(),
    idempotencyKey: idempotencyKeySchema,
  },
  { error: genericMessages.invalidRequest },
)
export type BookingRequest = z.infer<typeof BookingRequestSchema>
