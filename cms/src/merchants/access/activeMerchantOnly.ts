import type { Access } from 'payload'
import { activeOwnMerchant } from './merchantProfile.ts'

/** Only a merchant whose profile an admin made active (returning a lead it received): not an admin, not a visitor. */
export const activeMerchantOnly: Access = async ({ req }) => Boolean(await activeOwnMerchant(req))

/**
 * Only an account acting for an active merchant, its owner's or a team member's (a note on a lead it may read): not an
 * admin, not a visitor.
 */
export const activePartnerAccount: Access = async ({ req }) => Boolean(await activeOwnMerchant(req, { members: true }))
