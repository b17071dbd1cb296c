import { z } from 'zod'

export const SocialLinksSchema = z.object({
  facebook: z.string().nullish(),
  instagram: z.string().nullish(),
  linkedin: z.string().nullish(),
})

/** The public part of the `site-settings` global, as the site reads it. */
export const SiteSettingsSchema = z.object({
  brandName: z.string().min(1),
  companyName: z.string().min(1),
  address: z.string().min(1),
  vatNumber: z.string().min(1),
  email: z.string().min(1),
  phone: z.string().min(1),
  socials: SocialLinksSchema.optional(),
})
export type SiteSettings = z.infer<typeof SiteSettingsSchema>
