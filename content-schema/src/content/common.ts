import { z } from '../z.ts'
import { actionStyles, contentIcons } from './options.ts'

/** Title and description a page sends to search engines and link previews. */
export const SeoSchema = z.object({
  title: z.string().nullish(),
  description: z.string().nullish(),
})
export type Seo = z.infer<typeof SeoSchema>

/** A link an editor writes: a site path ('/contatti'), an anchor ('#questionario') or a tel:/mailto:/https: address. */
export const ActionSchema = z.object({
  label: z.string().min(1),
  href: z.string().min(1),
  style: z.enum(actionStyles).nullish(),
})
export type Action = z.infer<typeof ActionSchema>

export const LinkSchema = z.object({ label: z.string().min(1), href: z.string().min(1) })
export type Link = z.infer<typeof LinkSchema>

export const IconSchema = z.enum(contentIcons)

/**
 * Lexical rich text as stored by Payload. Only its outer shape is checked here: the site hands the tree
 * to Payload's own HTML converter, which knows every node type.
 */
export const RichTextSchema = z.object({
  root: z.object({ type: z.literal('root'), children: z.array(z.looseObject({ type: z.string() })) }).loose(),
})
export type RichText = z.infer<typeof RichTextSchema>
