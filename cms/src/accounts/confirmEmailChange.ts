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
    // System reads and writes: the link's token is the proof, and the pending fields are closed to every client.
    const found = await payload.find({
      collection: collectionSlugs.users,
      where: { emailChangeTokenHash: { equals: emailChangeTokenHash(data.token) }, emailChangeExpiresAt: { greater_than: new Date().toISOString() } },
      limit: 1,
      pagination: false,
      depth: 0,
      showHiddenFields: true,
      overrideAccess: true,
      req,
    })
    const user = found.docs[0]
    if (!user?.pendingEmail) return failed()
    const taken = await payload.count({ collection: collectionSlugs.users, where: { email: { equals: user.pendingEmail } }, overrideAccess: true, req })
    if (taken.totalDocs > 0) return failed()
    const email = user.pendingEmail
    await inTransaction(req, async () => {
      await payload.update({
        collection: collectionSlugs.users,
        id: user.id,
        data: { email, pendingEmail: null, emailChangeTokenHash: null, emailChangeExpiresAt: null, _verified: true },
        depth: 0,
        overrideAccess: true,
        req,
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
