import type { FieldHook, PayloadRequest } from 'payload'
import {
  EstimateSchema,
  estimateUnderDistribution,
  insuranceDistribution,
  ruiRegistration,
  type Estimate,
  type InsuranceDistribution,
  type InsuranceMode,
  type RuiRegistration,
} from '#content-schema'
import { remembered } from '../content/settingsCache.ts'
import { collectionSlugs, globalSlugs } from '../slugs.ts'

type Rules = { services: Map<string, { assicurativo: boolean | null; mode: InsuranceMode | null }>; registration: RuiRegistration | null }

/**
 * The published services' insurance settings («Servizio assicurativo», the mode) and the site's RUI registration, read through Payload (a system read, in
 * the request's transaction when it has one) and kept until a save of either announces a change (both purge the site
 * cache, which forgets the settings kept in memory).
 */
function currentRules(req: PayloadRequest): Promise<Rules> {
  return remembered('insurance-rules', req, async () => {
    const [services, settings] = await Promise.all([
      req.payload.find({
        collection: collectionSlugs.services,
        where: { _status: { equals: 'published' } },
        select: { slug: true, assicurativo: true, insuranceMode: true },
        depth: 0,
        pagination: false,
        overrideAccess: true,
        req,
      }),
      req.payload.findGlobal({ slug: globalSlugs.siteSettings, select: { insurance: true }, depth: 0, overrideAccess: true, req }),
    ])
    return {
      services: new Map(services.docs.map((doc) => [doc.slug, { assicurativo: doc.assicurativo ?? null, mode: doc.insuranceMode ?? null }])),
      registration: ruiRegistration(settings.insurance),
    }
  })
}

/** How a service's insurance is offered now: null for a service that is not insurance (insurance.ts in content-schema). */
export async function distributionOf(req: PayloadRequest, service: string): Promise<InsuranceDistribution | null> {
  const rules = await currentRules(req)
  const stored = rules.services.get(service)
  return insuranceDistribution({ slug: service, assicurativo: stored?.assicurativo }, stored?.mode, rules.registration)
}

/** An estimate as the rule in force lets it be shown: none in "segnalazione", with the RUI registration otherwise. */
export async function estimateAsAllowed(req: PayloadRequest, estimate: Estimate): Promise<Estimate> {
  return estimateUnderDistribution(estimate, await distributionOf(req, estimate.service))
}

/**
 * afterRead of a lead's stored estimate: it is shown as the rule in force now lets it be, wherever it is read (the
 * offers and request pages, the e-mails built from it, the partner's area), so a premium stored before a service went
 * to "segnalazione" is never shown again.
 */
export const storedEstimateAsAllowed: FieldHook = async ({ value, req }) => {
  const stored = EstimateSchema.safeParse(value)
  if (!stored.success) return value
  const allowed = await estimateAsAllowed(req, stored.data)
  return allowed === stored.data ? value : allowed
}
