/**
 * Builds Lexical rich text (the shape Payload stores) from plain Italian text, so the seed's long texts
 * stay readable: a string is a paragraph, an array of strings a bulleted list, and **…** marks bold.
 */
type TextNode = { type: 'text'; text: string; format: number; detail: 0; mode: 'normal'; style: ''; version: 1 }

const BOLD = 1

function textNodes(source: string): TextNode[] {
  return source
    .split(/(\*\*[^*]+\*\*)/)
    .filter(Boolean)
    .map((part) => {
      const bold = part.startsWith('**') && part.endsWith('**')
      return { type: 'text', text: bold ? part.slice(2, -2) : part, format: bold ? BOLD : 0, detail: 0, mode: 'normal', style: '', version: 1 }
    })
}

const element = { format: '', indent: 0, version: 1, direction: 'ltr' } as const

export function richText(...blocks: (string | string[])[]) {
  return {
    root: {
      type: 'root',
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
