import { commitTransaction, initTransaction, killTransaction, ValidationError, type PayloadRequest } from 'payload'
import { MerchantSignupSchema, merchantAuthMessages, type MerchantSignup } from '#content-schema'
import { queueEmail, queueEmails } from '../email/queueEmail.ts'
import { merchantVerifyEmail, merchantWelcomeEmail, signupExistingAccountEmail } from '../merchants/emails/merchantAccount.ts'
import { spendPasswordCheck } from './passwordHash.ts'
import { assertPasswordAllowed } from './passwordPolicy.ts'
import { SELF_SIGNUP_CONTEXT } from './hooks/verifyOnlySelfSignups.ts'
import { collectionSlugs } from '../slugs.ts'
import { publicEndpoint, type PublicRequest } from '../api/publicEndpoint.ts'

export type MerchantSignupResponse = { ok: true; verified: false; message: string }

const registered = () => {
  const body: MerchantSignupResponse = { ok: true, verified: false, message: merchantAuthMessages.confirmEmail }
  return Response.json(body, { status: 201 })
}

/**
 * POST /api/merchant-signup { email, password, confirmPassword } → 201 MerchantSignupResponse | 400 (the
 * schema's or the password policy's Italian message). Creates a user with the merchant role and nothing else,
 * left unverified, and queues the confirmation and welcome e-mails in the same transaction.
 * An address that already has an account gets the same answer after the same work (a password hash, e-mail
 * queued) and an e-mail saying someone tried to register with it: neither the answer nor its time tells an
 * outsider which addresses have an account.
 */
export const merchantSignup = publicEndpoint({
  path: '/merchant-signup',
  schema: MerchantSignupSchema,
  rateLimit: { limit: 20, windowMs: 10 * 60 * 1000 },
  handler: async (request) => {
    const startedAt = performance.now()
    try {
      return await signUp(request)
    } finally {
      // Both paths hash a password (≈ 150–250 ms here, over 1 s when other work loads the two cores), but a new account also writes a few rows and the machine's
      // load moves both: every answer, refusals by the password policy included, leaves no sooner than this.
      const left = MIN_ANSWER_MS - (performance.now() - startedAt)
      if (left > 0) await new Promise((resolve) => setTimeout(resolve, left))
    }
  },
})

/**
 * Longer than a sign-up takes on the 2-core machines, even while other work shares them (the password hash dominates):
 * on a 2.1 GHz EPYC running the test stages side by side both kinds of sign-up took 1.55 s, past a floor of 1.5 s,
 * and the new account's rows showed as 25 ms more (account-timing.test.ts).
 */
const MIN_ANSWER_MS = 2000

async function signUp({ req, data }: PublicRequest<MerchantSignup>): Promise<Response> {
  const { payload } = req
  const existing = await payload.count({ collection: collectionSlugs.users, where: { email: { equals: data.email } }, overrideAccess: true, req })
  if (existing.totalDocs > 0) return existingAccount(req, data.email, data.password)

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
    await queueEmails(req, [
      { to: data.email, content: merchantVerifyEmail(token) },
      { to: data.email, content: merchantWelcomeEmail(token) },
    ])
    if (started) await commitTransaction(req)
  } catch (error) {
    if (started) await killTransaction(req)
    // Two sign-ups with one address at the same moment: the unique index decides, the loser is told like any existing address.
    if (error instanceof ValidationError && error.data.errors.some((issue) => issue.path === 'email')) return existingAccount(req, data.email, null)
    throw error
  }
  return registered()
}

/** The policy's refusal first (a new account would get it too), then the hash a new account costs, then the e-mail. */
async function existingAccount(req: PayloadRequest, email: string, password: string | null): Promise<Response> {
  if (password !== null) {
    await assertPasswordAllowed(password)
    await spendPasswordCheck(password)
  }
  await queueEmail(req, email, signupExistingAccountEmail())
  return registered()
}
