import { z } from './z.ts'
import { googleAnalyticsIdPattern, metaPixelIdPattern } from './privacy.ts'
import { ruiSections } from './insurance.ts'

export const SocialLinksSchema = z.object({
  facebook: z.string().nullish(),
  instagram: z.string().nullish(),
  linkedin: z.string().nullish(),
})

/** A marketing figure: '50.000+' 'Clienti soddisfatti'. */
export const FigureSchema = z.object({
  value: z.string().min(1),
  label: z.string().min(1),
  description: z.string().nullish(),
})
export type Figure = z.infer<typeof FigureSchema>

/**
 * The tags the cookie banner loads after consent. An id that is not well formed (the CMS refuses them, but
 * the page renders it into a script URL) reads as missing, so nothing loads.
 */
export const AnalyticsSettingsSchema = z.object({
  googleAnalyticsId: z.string().regex(googleAnalyticsIdPattern).nullish().catch(null),
  metaPixelId: z.string().regex(metaPixelIdPattern).nullish().catch(null),
})
export type AnalyticsSettings = z.infer<typeof AnalyticsSettingsSchema>

/** The public part of the `site-settings` global, as the site reads it. */
export const SiteSettingsSchema = z.object({
  brandName: z.string().min(1),
  companyName: z.string().min(1),
  address: z.string().min(1),
  vatNumber: z.string().min(1),
  email: z.string().min(1),
  phone: z.string().min(1),
  socials: SocialLinksSchema.optional(),
  figures: z.array(FigureSchema).nullish(),
  analytics: AnalyticsSettingsSchema.optional(),
  /** The operator's RUI registration as stored (insurance.ts reads it whole or not at all). */
  insurance: z.object({ ruiSection: z.enum(ruiSections).nullish(), ruiNumber: z.string().nullish() }).optional(),
})
export type SiteSettings = z.infer<typeof SiteSettingsSchema>
