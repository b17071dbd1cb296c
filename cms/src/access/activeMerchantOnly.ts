import type { Access } from 'payload'
import { activeOwnMerchant } from './merchantProfile.ts'

/** Only a merchant whose profile an admin made active (returning a lead it received): not an admin, not a visitor. */
export const activeMerchantOnly: Access = async ({ req }) => Boolean(await activeOwnMerchant(req))
