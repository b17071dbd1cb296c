import { z } from '../z.ts'
import { ActionSchema, IconSchema, RichTextSchema, SeoSchema } from './common.ts'

const heading = {
  heading: z.string().min(1),
  intro: z.string().nullish(),
}
const iconItem = z.object({ icon: IconSchema, title: z.string().min(1), text: z.string().min(1) })

/** One section of a page; `blockType` names it, as in the CMS's blocks field. */
export const PageBlockSchema = z.discriminatedUnion('blockType', [
  z.object({
    blockType: z.literal('hero'),
    eyebrow: z.string().nullish(),
    headline: z.string().min(1),
    text: z.string().nullish(),
    actions: z.array(ActionSchema).nullish(),
    points: z.array(z.object({ text: z.string().min(1) })).nullish(),
  }),
  z.object({ blockType: z.literal('serviceGrid'), anchor: z.string().nullish(), ...heading }),
  z.object({ blockType: z.literal('benefits'), ...heading, items: z.array(iconItem).min(1) }),
  z.object({
    blockType: z.literal('steps'),
    ...heading,
    items: z.array(z.object({ title: z.string().min(1), text: z.string().min(1) })).min(1),
    action: ActionSchema.nullish(),
  }),
  z.object({ blockType: z.literal('partnerLogos'), ...heading }),
  z.object({ blockType: z.literal('testimonials'), ...heading }),
  z.object({ blockType: z.literal('figures'), ...heading }),
  z.object({ blockType: z.literal('faq'), ...heading }),
  z.object({
    blockType: z.literal('customerStory'),
    ...heading,
    quote: z.string().min(1),
    name: z.string().min(1),
    detail: z.string().nullish(),
    highlight: z.string().nullish(),
  }),
  z.object({ blockType: z.literal('trust'), ...heading, items: z.array(iconItem).min(1) }),
  z.object({ blockType: z.literal('callToAction'), ...heading, actions: z.array(ActionSchema).min(1) }),
  z.object({ blockType: z.literal('richText'), heading: z.string().nullish(), content: RichTextSchema }),
  /** How each insurance service is offered (segnalazione or registered intermediary), from the services and settings. */
  z.object({ blockType: z.literal('insuranceDistribution'), ...heading }),
  /** The sources the estimates rest on, with their dates, and when a parameter was last changed (Parametri stime). */
  z.object({ blockType: z.literal('estimateSources'), ...heading }),
  /** The partners: how many (computed), at most how many per request and how they are chosen, how the site earns from them. */
  z.object({ blockType: z.literal('partnerRules'), ...heading }),
])
export type PageBlock = z.infer<typeof PageBlockSchema>
export type PageBlockType = PageBlock['blockType']

export const PageSchema = z.object({
  slug: z.string().min(1),
  title: z.string().min(1),
  seo: SeoSchema.nullish(),
  layout: z.array(PageBlockSchema),
  /** When an editor last published it: the transparency page shows it. */
  updatedAt: z.string().nullish(),
})
export type Page = z.infer<typeof PageSchema>
