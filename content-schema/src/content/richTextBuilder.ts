/**
 * Builds Lexical rich text (the shape Payload stores) from plain Italian text, so the seed's long texts and the
 * e-mails' default words stay readable: a string is a paragraph, an array of strings a bulleted list, **…** marks bold
 * and [words](/path) a link to a page of the site.
 */
type TextNode = { type: 'text'; text: string; format: number; detail: 0; mode: 'normal'; style: ''; version: 1 }
type LinkNode = { type: 'link'; id: string; version: 3; fields: { linkType: 'custom'; url: string; newTab: false }; children: TextNode[]; format: ''; indent: 0; direction: 'ltr' }

const BOLD = 1

const element = { format: '', indent: 0, version: 1, direction: 'ltr' } as const

function formatted(source: string): TextNode[] {
  return source
    .split(/(\*\*[^*]+\*\*)/)
    .filter(Boolean)
    .map((part) => {
      const bold = part.startsWith('**') && part.endsWith('**')
      return { type: 'text', text: bold ? part.slice(2, -2) : part, format: bold ? BOLD : 0, detail: 0, mode: 'normal', style: '', version: 1 }
    })
}

function textNodes(source: string): (TextNode | LinkNode)[] {
  return source
    .split(/(\[[^\]]+\]\(\/[^)]*\))/)
    .filter(Boolean)
    .flatMap((part): (TextNode | LinkNode)[] => {
      const link = /^\[([^\]]+)\]\((\/[^)]*)\)$/.exec(part)
      if (!link) return formatted(part)
      // Payload's link node (version 3) has an id of its own, an ObjectId as its editor makes them.
      const node: LinkNode = { type: 'link', id: objectId(), version: 3, format: '', indent: 0, direction: 'ltr', fields: { linkType: 'custom', url: link[2]!, newTab: false }, children: formatted(link[1]!) }
      return [node]
    })
}

/** 12 random bytes in hex, with the Web Crypto both Node and the browsers have (this module is shared). */
const objectId = () => Array.from(globalThis.crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('')

export function richText(...blocks: (string | string[])[]) {
  return {
    root: {
      type: 'root' as const,
      ...element,
      children: blocks.map((block) =>
        Array.isArray(block)
          ? {
              type: 'list',
              listType: 'bullet',
              tag: 'ul',
              start: 1,
              ...element,
              children: block.map((item, index) => ({ type: 'listitem', value: index + 1, ...element, children: textNodes(item) })),
            }
          : { type: 'paragraph', textFormat: 0, textStyle: '', ...element, children: textNodes(block) },
      ),
    },
  }
}
