import { z } from 'zod'

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
})
export type SiteSettings = z.infer<typeof SiteSettingsSchema>
