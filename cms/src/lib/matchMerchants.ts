import type { PayloadRequest } from 'payload'
import type { ServiceSlug } from '#content-schema'
import { queryableFor } from './db.ts'
import { matchMerchants, type MatchedMerchant } from './offersStore.ts'

/**
 * The merchants matching a lead (cms/src/lib/offersStore.ts, `matchMerchants`), read in the request's
 * transaction when it has one: the lead's notifications and the bookings' check use the offers pages' rule.
 */
export async function findMatchingMerchants(req: PayloadRequest, criteria: { cap: string; servizio?: ServiceSlug }): Promise<MatchedMerchant[]> {
  return matchMerchants(await queryableFor(req), criteria)
}
