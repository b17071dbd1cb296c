import type { ServiceSlug } from '#content-schema'

/**
 * The offers pages' URL for a lead: Light & Gas lists partners, the other services offers by CAP. The pages
 * read the lead back with findLeadByOffersToken (cms/src/lib/findLeadByOffersToken.ts).
 */
export function offersUrlFor(servizio: ServiceSlug, offersToken: string): string {
  const page = servizio === 'luce-gas' ? '/offerte-merchant' : '/offerte-cap'
  return `${page}?ref=${encodeURIComponent(offersToken)}`
}
