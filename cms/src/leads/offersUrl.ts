import type { ServiceSlug } from '#content-schema'

/**
 * The offers page of a lead: Light & Gas lists the CAP's partners, the other services the partners of the CAP that
 * offer it. The pages read the lead back by its token (leads/findLeadByOffersToken.ts).
 */
export function offersUrlFor(servizio: ServiceSlug, offersToken: string): string {
  const page = servizio === 'luce-gas' ? '/offerte-merchant' : '/offerte-cap'
  return `${page}?ref=${encodeURIComponent(offersToken)}`
}
