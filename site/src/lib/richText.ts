import { convertLexicalToHTML, type HTMLConverter, type HTMLConvertersFunction } from '@payloadcms/richtext-lexical/html'
import { safeLink, type RichText } from '#content-schema'

type LinkNode = { fields: { url?: string | null; newTab?: boolean | null; linkType?: string }; children: Parameters<Parameters<Exclude<HTMLConverter, string>>[0]['nodesToHTML']>[0]['nodes'] }

/**
 * A link of the rich text, through the site's one rule for editors' links (content-schema/src/links.ts): one it does
 * not pass (`//evil`, `/\evil`, `javascript:`, another site) keeps its words and loses the link. An internal link to
 * a document has no address the site can check, so it is text too.
 */
const link: HTMLConverter<LinkNode> = ({ node, nodesToHTML, providedStyleTag }) => {
  const children = nodesToHTML({ nodes: node.children }).join('')
  const href = node.fields.linkType === 'internal' ? null : safeLink(node.fields.url)
  if (!href) return `<span${providedStyleTag}>${children}</span>`
  const external = href.startsWith('https://')
  const rel = external || node.fields.newTab ? ' rel="noopener noreferrer"' : ''
  return `<a${providedStyleTag} href="${attribute(href)}"${rel}${node.fields.newTab ? ' target="_blank"' : ''}>${children}</a>`
}

/** For a double-quoted attribute (a safe link has no `<`, `>` or space). */
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

const converters: HTMLConvertersFunction = ({ defaultConverters }) => ({ ...defaultConverters, link, autolink: link })

/** Payload's own Lexical → HTML converter (it escapes text), with the site's link rule, on the server only. */
export function richTextToHtml(content: RichText): string {
  return convertLexicalToHTML({ data: content as Parameters<typeof convertLexicalToHTML>[0]['data'], disableContainer: true, converters })
}
