import { z } from 'zod'
import { merchantAuthMessages } from '#content-schema'
import { publicEndpoint } from '../api/publicEndpoint.ts'
import { jsonError } from '../api/publicWrite.ts'
import { collectionSlugs } from '../slugs.ts'
import { emailChangeTokenHash } from './hooks/credentialChanges.ts'
import { inTransaction } from '../database/transaction.ts'
import { MEMBER_EMAIL_CONFIRMED_CONTEXT } from '../merchants/hooks/confirmMemberEmail.ts'

const failed = () => jsonError(400, merchantAuthMessages.emailChangeFailed)

/**
 * POST /api/users/confirm-email-change { token } → 200 { message, email } | 400: the link sent to a new
 * address (hooks/credentialChanges.ts). Only now does the address replace the old one, confirmed, so the
 * account stays `_verified`, and a team member's card linked to the account shows it. An address taken by another
 * account meanwhile, an expired or used link: 400.
 */
export const confirmEmailChange = publicEndpoint({
  path: '/confirm-email-change',
  schema: z.object({ token: z.string().regex(/^[0-9a-f]{64}$/) }),
  rateLimit: { limit: 20, windowMs: 10 * 60 * 1000 },
  handler: async ({ req, data }) => {
    const { payload } = req
    const user = (await payload.db.findOne({
      collection: collectionSlugs.users,
      req,
      where: { emailChangeTokenHash: { equals: emailChangeTokenHash(data.token) }, emailChangeExpiresAt: { greater_than: new Date().toISOString() } },
    })) as { id: number; pendingEmail?: string | null } | null
    if (!user?.pendingEmail) return failed()
    const taken = await payload.db.count({ collection: collectionSlugs.users, req, where: { email: { equals: user.pendingEmail } } })
    if (taken.totalDocs > 0) return failed()
    const email = user.pendingEmail
    await inTransaction(req, async () => {
      await payload.db.updateOne({
        collection: collectionSlugs.users,
        id: user.id,
        data: { email, pendingEmail: null, emailChangeTokenHash: null, emailChangeExpiresAt: null, _verified: true },
        req,
        returning: false,
      })
      // A team member's card shows the address its account proved (TeamMembers' confirmMemberEmail). A system write:
      // the person confirming is not the card's owner.
      await payload.update({
        collection: collectionSlugs.teamMembers,
        where: { utente: { equals: user.id } },
        data: { email, emailDaConfermare: null },
        context: { [MEMBER_EMAIL_CONFIRMED_CONTEXT]: true },
        overrideAccess: true,
        req,
      })
    })
    return Response.json({ message: merchantAuthMessages.emailChanged, email: user.pendingEmail })
  },
})
