import { z } from '../z.ts'
import { RichTextSchema, SeoSchema } from './common.ts'

export const FaqSchema = z.object({
  id: z.union([z.number(), z.string()]),
  question: z.string().min(1),
  answer: z.string().min(1),
})
export type Faq = z.infer<typeof FaqSchema>

export const TestimonialSchema = z.object({
  id: z.union([z.number(), z.string()]),
  name: z.string().min(1),
  city: z.string().min(1),
  service: z.string().min(1),
  text: z.string().min(1),
  rating: z.number().int().min(1).max(5),
})
export type Testimonial = z.infer<typeof TestimonialSchema>

/** An uploaded image as the site needs it to draw an <img> with its size. */
export const MediaSchema = z.object({
  filename: z.string().min(1),
  alt: z.string().nullish(),
  width: z.number().nullish(),
  height: z.number().nullish(),
})
export type Media = z.infer<typeof MediaSchema>

/** Where Payload serves an upload of the `media` collection, relative to the one origin. */
export function mediaPath(media: Pick<Media, 'filename'>): string {
  return `/api/media/file/${encodeURIComponent(media.filename)}`
}

export const PartnerLogoSchema = z.object({
  id: z.union([z.number(), z.string()]),
  name: z.string().min(1),
  logo: MediaSchema,
})
export type PartnerLogo = z.infer<typeof PartnerLogoSchema>

export const LegalSectionSchema = z.object({
  heading: z.string().min(1),
  body: RichTextSchema,
})

export const LegalPageSchema = z.object({
  slug: z.string().min(1),
  title: z.string().min(1),
  intro: z.string().nullish(),
  version: z.string().min(1),
  updatedOn: z.string().min(1),
  sections: z.array(LegalSectionSchema).min(1),
  seo: SeoSchema.nullish(),
})
export type LegalPage = z.infer<typeof LegalPageSchema>
