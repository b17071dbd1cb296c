import type { TaskConfig } from 'payload'
import { queueEmail } from '../email/queueEmail.ts'
import { merchantResetPasswordEmail } from '../merchants/emails/merchantAccount.ts'
import { collectionSlugs } from '../slugs.ts'

export type PasswordResetInput = { to: string }

/**
 * The work behind POST /api/users/forgot-password (cms/src/accounts/forgotPassword.ts): the
 * request only queues this task, the same for every address, so its answer and its time say nothing about
 * which addresses have an account. Here a known address gets a token and the reset e-mail (queued like every
 * e-mail); an unknown one nothing.
 */
export const passwordResetTask: TaskConfig<{ input: PasswordResetInput; output: { sent: boolean } }> = {
  slug: 'passwordReset',
  label: 'Reimpostazione password',
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 5000 } },
  inputSchema: [{ name: 'to', type: 'email', required: true }],
  outputSchema: [{ name: 'sent', type: 'checkbox' }],
  handler: async ({ input, req }) => {
    const token = await req.payload.forgotPassword({ collection: collectionSlugs.users, data: { email: input.to }, disableEmail: true, req })
    if (token) await queueEmail(req, input.to, merchantResetPasswordEmail(token))
    return { output: { sent: Boolean(token) } }
  },
}
