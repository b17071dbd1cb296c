import { z } from '../z.ts'
import { LinkSchema } from './common.ts'

/** The `navigation` global: header links, footer columns and the footer's fine print. */
export const NavigationSchema = z.object({
  headerLinks: z.array(LinkSchema.extend({ highlight: z.boolean().nullish() })).min(1),
  footerText: z.string().min(1),
  footerColumns: z.array(z.object({ title: z.string().min(1), links: z.array(LinkSchema).min(1) })),
  copyright: z.string().min(1),
  paymentBadges: z.array(z.object({ label: z.string().min(1), name: z.string().min(1) })).nullish(),
})
export type Navigation = z.infer<typeof NavigationSchema>
