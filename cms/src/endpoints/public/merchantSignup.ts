import { commitTransaction, initTransaction, killTransaction, ValidationError } from 'payload'
import { MerchantSignupSchema, merchantAuthMessages } from '#content-schema'
import { queueEmail } from '../../email/queueEmail.ts'
import { merchantVerifyEmail, merchantWelcomeEmail } from '../../email/templates/merchantAccount.ts'
import { SELF_SIGNUP_CONTEXT } from '../../collections/Users/hooks/verifyOnlySelfSignups.ts'
import { collectionSlugs } from '../../slugs.ts'
import { jsonError } from '../../lib/publicWrite.ts'
import { publicEndpoint } from './publicEndpoint.ts'

export type MerchantSignupResponse = { ok: true; verified: false; message: string }

const taken = () => jsonError(409, merchantAuthMessages.emailTaken)

/**
 * POST /api/merchant-signup { email, password, confirmPassword } → 201 MerchantSignupResponse | 409 (address
 * taken) | 400 (the schema's Italian message). Creates a user with the merchant role and nothing else, left
 * unverified, and queues the confirmation and welcome e-mails in the same transaction.
 */
export const merchantSignup = publicEndpoint({
  path: '/merchant-signup',
  schema: MerchantSignupSchema,
  rateLimit: { limit: 20, windowMs: 10 * 60 * 1000 },
  handler: async ({ req, data }) => {
    const { payload } = req
    // A system read: a visitor may not list users, but must learn that the address is taken.
    const existing = await payload.count({ collection: collectionSlugs.users, where: { email: { equals: data.email } }, overrideAccess: true, req })
    if (existing.totalDocs > 0) return taken()

    const started = await initTransaction(req)
    try {
      // Visitors may not create users through REST; this endpoint may, and only ever with the merchant role.
      const user = await payload.create({
        collection: collectionSlugs.users,
        data: { email: data.email, password: data.password, roles: ['merchant'] },
        context: { [SELF_SIGNUP_CONTEXT]: true },
        disableVerificationEmail: true,
        overrideAccess: true,
        req,
      })
      const stored = await payload.findByID({ collection: collectionSlugs.users, id: user.id, showHiddenFields: true, depth: 0, overrideAccess: true, req })
      const token = (stored as { _verificationToken?: string | null })._verificationToken
      if (!token) throw new Error('a self sign-up got no verification token')
      await queueEmail(req, data.email, merchantVerifyEmail(token))
      await queueEmail(req, data.email, merchantWelcomeEmail(token))
      if (started) await commitTransaction(req)
    } catch (error) {
      if (started) await killTransaction(req)
      // Two sign-ups with one address at the same moment: the unique index decides, the loser hears it is taken.
      if (error instanceof ValidationError && error.data.errors.some((issue) => issue.path === 'email')) return taken()
      throw error
    }
    const body: MerchantSignupResponse = { ok: true, verified: false, message: merchantAuthMessages.confirmEmail }
    return Response.json(body, { status: 201 })
  },
})
