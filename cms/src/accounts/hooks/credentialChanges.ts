import crypto from 'node:crypto'
import { APIError, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'
import { z } from 'zod'
import { DAY_MS, emailKey, merchantAuthMessages } from '#content-schema'
import { hasRole } from '../../access/hasRole.ts'
import { queueEmails } from '../../email/queueEmail.ts'
import { emailChangeConfirmEmail, emailChangeNoticeEmail } from '../../merchants/emails/merchantAccount.ts'
import type { EmailContent } from '../../email/layout.ts'
import { matchesStoredPassword } from '../passwordHash.ts'
import { hitRateLimit, isRateLimited, payloadPool } from '../../database/rateLimits.ts'
import { collectionSlugs } from '../../slugs.ts'

/** How long the link that confirms a new e-mail address works. */
export const EMAIL_CHANGE_TTL_MS = DAY_MS

/** What the confirmation link carries is never stored, only its hash (like a password-reset token should be). */
export function emailChangeTokenHash(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex')
}

/** Wrong current passwords on a signed-in session: a stolen session may not guess its way to the password. */
const WRONG_CURRENT_PASSWORD = { limit: 5, windowMs: 15 * 60 * 1000 }

const refuse = (message: string, status: number) => new APIError(message, status, undefined, true)

type StoredUser = { id: number | string; email: string; hash?: unknown; salt?: unknown }

async function checkCurrentPassword(req: PayloadRequest, stored: StoredUser, currentPassword: unknown): Promise<void> {
  if (typeof currentPassword !== 'string' || currentPassword === '') throw refuse(merchantAuthMessages.currentPasswordRequired, 400)
  const key = `auth:current-password:${stored.id}`
  const db = payloadPool(req.payload)
  if (await isRateLimited(db, key, WRONG_CURRENT_PASSWORD)) throw refuse(merchantAuthMessages.throttled, 429)
  if (await matchesStoredPassword(currentPassword, stored)) return
  await hitRateLimit(db, key, WRONG_CURRENT_PASSWORD)
  throw refuse(merchantAuthMessages.currentPasswordWrong, 403)
}

/**
 * A user changing their own password or e-mail (PATCH /api/users/:id) proves it with `currentPassword`, so a
 * session left open or stolen cannot take the account over. A new e-mail does not replace the old one: it is
 * kept as pending and a link goes to it (and a notice to the old one); the swap happens when the link is opened
 * (endpoints/confirmEmailChange.ts), so `_verified` keeps meaning the account's address was confirmed.
 * Admins changing someone else's account need neither; the password policy holds for everyone
 * (passwordPolicy.ts). Changes to many users at once (PATCH /api/users?where=…) are for admins only.
 * Local API calls without a user (the seed, the confirmation endpoint) are the system's own.
 */
export const guardCredentialChanges: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'update' || !args.data) return args
  const { currentPassword, ...data } = args.data as Record<string, unknown>
  const changesPassword = typeof data.password === 'string' && data.password !== ''
  const changesEmail = typeof data.email === 'string'
  const id = (args as { id?: number | string }).id
  const user = req.user
  if ((!changesPassword && !changesEmail) || !user) return { ...args, data }
  if (id === undefined) {
    if (!hasRole(user, 'admin')) throw refuse(merchantAuthMessages.credentialsBulkChange, 403)
    return { ...args, data }
  }
  const self = user.collection === collectionSlugs.users && String(user.id) === String(id)
  if (!self) return { ...args, data }

  // A system read of the account's own record, its password's hash included (hidden from every API).
  const found = await req.payload.find({ collection: collectionSlugs.users, where: { id: { equals: id } }, limit: 1, pagination: false, depth: 0, showHiddenFields: true, overrideAccess: true, req })
  const stored = found.docs[0] as StoredUser | undefined
  if (!stored) return { ...args, data }
  const newEmail = changesEmail ? emailKey(String(data.email)) : stored.email
  if (!changesPassword && newEmail === stored.email) {
    delete data.email
    return { ...args, data }
  }
  await checkCurrentPassword(req, stored, currentPassword)
  if (newEmail !== stored.email) {
    if (!z.email().safeParse(newEmail).success) throw refuse(merchantAuthMessages.emailInvalid, 400)
    await requestEmailChange(req, stored, newEmail, emailChangeConfirmEmail)
  }
  delete data.email
  return { ...args, data }
}

/**
 * Keeps `newEmail` as the account's pending address and mails the link that confirms it to that address, with a
 * notice to the account's own; the swap happens only when the link is opened (endpoints/confirmEmailChange.ts). The
 * one way an account's address changes: the user's own change (above) and an owner's change of a team member's
 * (TeamMembers' confirmMemberEmail hook), whose `confirmation` names the company.
 */
export async function requestEmailChange(req: PayloadRequest, stored: Pick<StoredUser, 'id' | 'email'>, newEmail: string, confirmation: (token: string) => EmailContent): Promise<void> {
  const token = crypto.randomBytes(32).toString('hex')
  // A system write: the pending fields are closed to every client, this function is their only writer.
  await req.payload.update({
    collection: collectionSlugs.users,
    id: stored.id,
    data: { pendingEmail: newEmail, emailChangeTokenHash: emailChangeTokenHash(token), emailChangeExpiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MS).toISOString() },
    depth: 0,
    overrideAccess: true,
    req,
  })
  await queueEmails(req, [
    { to: newEmail, content: confirmation(token) },
    { to: stored.email, content: emailChangeNoticeEmail(newEmail) },
  ])
}
