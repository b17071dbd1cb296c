import { randomBytes } from 'node:crypto'
import { routeId } from '../api/routeId.ts'
import type { Endpoint } from 'payload'
import { emailKey, merchantLiveMessages, teamMessages } from '#content-schema'
import { activeOwnMerchant } from './access/merchantProfile.ts'
import { inTransaction } from '../database/transaction.ts'
import { teamInviteEmail } from './emails/merchantAccount.ts'
import { queueEmail } from '../email/queueEmail.ts'
import { collectionSlugs } from '../slugs.ts'
import { writeLimitRefusal } from '../api/rateLimits.ts'
import { jsonError, noStore } from '../api/publicWrite.ts'
import { FORGOT_PASSWORD_PATH, FORGOT_PASSWORD_RATE_LIMIT } from '../accounts/forgotPassword.ts'
import { relationId } from '../fields/relationId.ts'

const refuse = (status: number, error: string) => jsonError(status, error, {}, noStore)

/**
 * POST /api/merchant/team/:id/invite — the owner of an active merchant invites a member of its team to an account of
 * its own: the account (role `member`, with a random password nobody knows) is made for the member's e-mail, linked to
 * the member (`utente`), and the e-mail «… ti ha invitato nell'area merchant» carries Payload's password-reset token
 * as the link that sets its password. Asked again, it sends a fresh link to the account's own address. 401 without a
 * session; 403 for anyone but an active merchant's owner (a member's own account included); 404 for a member not of
 * its team; 400 without an e-mail; 409 for an address that already has an account, for a linked account that is not
 * a member's, and for a member whose card now shows another address than its account (nobody confirmed the new one);
 * 429 past the forgotten-password limit, which invitations share. One transaction.
 */
export const teamInviteEndpoint: Endpoint = {
  path: '/merchant/team/:id/invite',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return refuse(401, merchantLiveMessages.signInFirst)
    const profile = await activeOwnMerchant(req)
    if (!profile) return refuse(403, teamMessages.ownerOnly)
    const id = routeId(req)
    if (id === null) return refuse(404, teamMessages.notFound)
    return inTransaction(req, async () => {
      // Read as the owner: the team's own rule gives it only its active profile's members.
      const found = await req.payload.find({
        collection: collectionSlugs.teamMembers,
        where: { and: [{ id: { equals: id } }, { attivo: { equals: true } }] },
        depth: 0,
        limit: 1,
        pagination: false,
        overrideAccess: false,
        user: req.user,
        req,
      })
      const member = found.docs[0]
      if (!member) return refuse(404, teamMessages.notFound)
      const email = member.email ? emailKey(member.email) : ''
      if (!email) return refuse(400, teamMessages.inviteNeedsEmail)
      let account = relationId(member.utente)
      if (account !== null) {
        // Asked again: a fresh link for the member's own account, to the address that account has — never to the one now
        // on the member's card, which the owner typed and nobody confirmed (an owner could otherwise change it to an
        // admin's address and have that account's reset link mailed).
        const existing = await req.payload.findByID({ collection: collectionSlugs.users, id: account, depth: 0, overrideAccess: true, req })
        if (existing.roles.some((role) => role !== 'member')) return refuse(409, teamMessages.inviteEmailTaken)
        if (emailKey(existing.email) !== email) return refuse(409, teamMessages.inviteEmailChanged(existing.email))
      } else {
        const taken = await req.payload.count({
          collection: collectionSlugs.users,
          where: { email: { equals: email } },
          overrideAccess: true,
          req,
        })
        if (taken.totalDocs > 0) return refuse(409, teamMessages.inviteEmailTaken)
      }
      // An invitation mails a password-reset link: it counts against the forgotten-password limit of the address asking.
      const refused = await writeLimitRefusal(req, FORGOT_PASSWORD_PATH, FORGOT_PASSWORD_RATE_LIMIT, noStore)
      if (refused) return refused
      if (account === null) {
        // System writes: accounts are the admins' to create, and `utente` the server's to set; the owner's right to
        // invite its own member was checked above.
        const created = await req.payload.create({
          collection: collectionSlugs.users,
          data: {
            email,
            password: `${randomBytes(24).toString('base64url')}Aa1!`,
            roles: ['member'],
          },
          overrideAccess: true,
          req,
        })
        account = created.id
      }
      await req.payload.update({
        collection: collectionSlugs.teamMembers,
        id: member.id,
        data: { utente: account, invitatoIl: new Date().toISOString() },
        overrideAccess: true,
        req,
      })
      const company = await req.payload.findByID({
        collection: collectionSlugs.merchants,
        id: profile.id,
        select: { nomeAzienda: true },
        depth: 0,
        overrideAccess: true,
        req,
      })
      const token = await req.payload.forgotPassword({
        collection: collectionSlugs.users,
        data: { email },
        disableEmail: true,
        req,
      })
      if (!token) throw new Error(`team invite: no reset token for member ${member.id}`)
      await queueEmail(req, email, teamInviteEmail(token, company.nomeAzienda))
      return Response.json(
        {
          message: teamMessages.invited(email),
          invitatoIl: new Date().toISOString(),
        },
        { headers: noStore },
      )
    })
  },
}
