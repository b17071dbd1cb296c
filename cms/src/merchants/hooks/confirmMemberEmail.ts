import type { CollectionBeforeChangeHook } from 'payload'
import { emailKey } from '#content-schema'
import { collectionSlugs } from '../../slugs.ts'
import { sentField } from './sentFields.ts'
import { requestEmailChange } from '../../accounts/hooks/credentialChanges.ts'
import { teamEmailChangeConfirmEmail } from '../emails/merchantAccount.ts'
import { relationId } from '../../fields/relationId.ts'

/** Set by the e-mail change's confirmation (Users' confirmEmailChange) when it writes the proved address to the cards. */
export const MEMBER_EMAIL_CONFIRMED_CONTEXT = 'memberEmailConfirmed'

const normalised = (value: unknown) => (typeof value === 'string' ? emailKey(value) : '')

/**
 * A member with an account signs in, is invited and resets its password with the account's address: one its user
 * proved. A new address typed on its card (by the owner, or an admin) does not replace it: the card keeps the proved
 * one, the new one waits in `emailDaConfermare`, and a link goes to it (with a notice to the old one), as for a
 * user's own change; the account and the card take it when the link is opened. Typing the proved address again
 * withdraws the wait. A member without an account yet keeps what was typed: its invitation's link, sent there, is the
 * proof.
 */
export const confirmMemberEmail: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req, context }) => {
  if (operation !== 'update' || context[MEMBER_EMAIL_CONFIRMED_CONTEXT] || !sentField(req, data, 'email')) return data
  const accountId = relationId(originalDoc?.utente)
  if (accountId === null) return data
  const account = await req.payload.findByID({ collection: collectionSlugs.users, id: accountId, depth: 0, overrideAccess: true, req })
  const asked = normalised(data.email)
  if (asked === '' || asked === normalised(account.email)) return { ...data, email: account.email, emailDaConfermare: null }
  if (asked === normalised(originalDoc?.emailDaConfermare)) return { ...data, email: originalDoc?.email }
  const company = await req.payload.findByID({ collection: collectionSlugs.merchants, id: Number(relationId(originalDoc?.merchant)), select: { nomeAzienda: true }, depth: 0, overrideAccess: true, req })
  await requestEmailChange(req, account, asked, (token) => teamEmailChangeConfirmEmail(token, company.nomeAzienda))
  return { ...data, email: originalDoc?.email, emailDaConfermare: asked }
}
