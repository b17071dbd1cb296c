import type { ServiceSlug } from '#content-schema'

/**
 * The offers page of a lead: Light & Gas lists the CAP's partners, the other services the partners of the CAP that
 * offer it. The pages read the lead back by its token (leads/leadByToken.ts).
 */
export function offersUrlFor(servizio: ServiceSlug, offersToken: string): string {
  return `${offersPagePath(servizio)}?ref=${encodeURIComponent(offersToken)}`
}

/** The offers page's path, without the lead's token (the page a callback's consent is given on). */
export function offersPagePath(servizio: ServiceSlug): string {
  return servizio === 'luce-gas' ? '/offerte-merchant' : '/offerte-cap'
}
