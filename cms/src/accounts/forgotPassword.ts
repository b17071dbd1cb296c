import { ForgotPasswordSchema, merchantAuthMessages } from '#content-schema'
import { publicEndpoint } from '../api/publicEndpoint.ts'

/**
 * POST /api/users/forgot-password { email } → 200 { message }, whatever the address: it queues the reset
 * (cms/src/accounts/passwordReset.ts) and answers, so a known and an unknown address get the same answer in the
 * same time. Per visitor address, 5 requests in 10 minutes, so nobody floods a mailbox with reset links.
 * Replaces Payload's endpoint of the same path (collection endpoints are matched before Payload's own).
 */
export const FORGOT_PASSWORD_PATH = '/forgot-password'
/** Per visitor address: forgotten passwords and team invitations (merchants/teamInvite.ts) share it. */
export const FORGOT_PASSWORD_RATE_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 }

export const forgotPasswordEndpoint = publicEndpoint({
  path: FORGOT_PASSWORD_PATH,
  schema: ForgotPasswordSchema,
  rateLimit: FORGOT_PASSWORD_RATE_LIMIT,
  handler: async ({ req, data }) => {
    await req.payload.jobs.queue({ task: 'passwordReset', input: { to: data.email }, req })
    return Response.json({ message: merchantAuthMessages.forgotSent })
  },
})
