import { convertLexicalToHTML, type HTMLConverter, type HTMLConvertersFunction } from '@payloadcms/richtext-lexical/html'
import { safeLink, type RichText } from '#content-schema'

type LinkNode = { fields: { url?: string | null; newTab?: boolean | null; linkType?: string }; children: Parameters<Parameters<Exclude<HTMLConverter, string>>[0]['nodesToHTML']>[0]['nodes'] }

/** How a rendering treats the rich text's links and paragraphs: the site's pages, or an e-mail. */
export type RichTextRendering = {
  /** The address a link may have, or null: then it keeps its words and loses the link. */
  href: (url: unknown) => string | null
  /** Inline styles of a paragraph, a list and a link (an e-mail has no style sheet). */
  styles?: { paragraph: string; list: string; link: string }
}

/** The site's pages: the site's one rule for editors' links (content-schema/src/content/links.ts), styled by the site's CSS. */
const sitePages: RichTextRendering = { href: (url) => safeLink(url) }

/** For a double-quoted attribute (a safe link has no `<`, `>` or space). */
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

/**
 * A link of the rich text, through the rendering's link rule (built on safeLink): one it does not pass (`//evil`,
 * `/\evil`, `javascript:`, another site) keeps its words and loses the link. An internal link to a document has no
 * address that can be checked, so it is text too.
 */
const linkConverter =
  ({ href: rule, styles }: RichTextRendering): HTMLConverter<LinkNode> =>
  ({ node, nodesToHTML, providedStyleTag }) => {
    const children = nodesToHTML({ nodes: node.children }).join('')
    const href = node.fields.linkType === 'internal' ? null : rule(node.fields.url)
    if (!href) return `<span${providedStyleTag}>${children}</span>`
    const external = href.startsWith('https://')
    const rel = external || node.fields.newTab ? ' rel="noopener noreferrer"' : ''
    const style = styles ? ` style="${styles.link}"` : providedStyleTag
    return `<a${style} href="${attribute(href)}"${rel}${node.fields.newTab ? ' target="_blank"' : ''}>${children}</a>`
  }

const converters =
  (rendering: RichTextRendering): HTMLConvertersFunction =>
  ({ defaultConverters }) => {
    const { styles } = rendering
    const link = linkConverter(rendering)
    if (!styles) return { ...defaultConverters, link, autolink: link }
    type Block = { children: LinkNode['children']; tag?: string }
    const paragraph: HTMLConverter<Block> = ({ node, nodesToHTML }) => `<p style="${styles.paragraph}">${nodesToHTML({ nodes: node.children }).join('')}</p>`
    const list: HTMLConverter<Block> = ({ node, nodesToHTML }) => {
      const tag = node.tag === 'ol' ? 'ol' : 'ul'
      return `<${tag} style="${styles.list}">${nodesToHTML({ nodes: node.children }).join('')}</${tag}>`
    }
    const listitem: HTMLConverter<Block> = ({ node, nodesToHTML }) => `<li>${nodesToHTML({ nodes: node.children }).join('')}</li>`
    return { ...defaultConverters, link, autolink: link, paragraph, list, listitem }
  }

/**
 * Payload's own Lexical → HTML converter (it escapes text), with the rendering's link rule: the site's pages by
 * default, an e-mail's with its inline styles (../email/messageTemplates.ts). On the server only: the site's pages and the CMS's e-mails.
 */
export function richTextToHtml(content: RichText, rendering: RichTextRendering = sitePages): string {
  return convertLexicalToHTML({ data: content as Parameters<typeof convertLexicalToHTML>[0]['data'], disableContainer: true, converters: converters(rendering) })
}
