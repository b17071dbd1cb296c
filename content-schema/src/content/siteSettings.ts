import { z } from '../z.ts'
import { googleAnalyticsIdPattern, metaPixelIdPattern } from '../privacy/privacy.ts'
import { ruiSections } from '../insurance/insurance.ts'
import { figureMetrics } from '../transparency/transparency.ts'

export const SocialLinksSchema = z.object({
  facebook: z.string().nullish(),
  instagram: z.string().nullish(),
  linkedin: z.string().nullish(),
})

/**
 * A figure of the «Numeri» section: computed by the site from its data (`metric`, its value then comes from
 * GET /api/public/site-facts) or the editors' own (`editoriale`), shown only with its source and the source's date.
 * A figure stored before `metric` existed is an editor's.
 */
export const FigureSchema = z.object({
  metric: z.enum(figureMetrics).optional(),
  value: z.string().nullish(),
  label: z.string().min(1),
  description: z.string().nullish(),
  source: z.string().nullish(),
  sourceDate: z.string().nullish(),
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
