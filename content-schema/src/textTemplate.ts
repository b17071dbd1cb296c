// Reading the interface texts editors write (uiTexts.ts): placeholders for what changes per visitor, and links.
// Kept free of zod: the islands import it, and the questionnaire's first load must stay small.

import { isSitePath } from './content/links.ts'

/** An editor's text with each {name} replaced by its value; a name not given stays as written, so a typo shows. */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (written, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : written))
}

/** A piece of a text with links: plain text, or a link's words and the site path it opens. */
export type TextPart = { text: string; href?: string }

/**
 * Splits a text whose links are written [testo](/indirizzo), as the consent texts link the legal pages. Only a
 * path of this site becomes a link (an editor's text never sends a visitor elsewhere); anything else stays text.
 */
export function linkParts(text: string): TextPart[] {
  const parts: TextPart[] = []
  let last = 0
  for (const match of text.matchAll(/\[([^\]]+)\]\(([^)]*)\)/g)) {
    const href = match[2] ?? ''
    if (!isSitePath(href)) continue
    if (match.index > last) parts.push({ text: text.slice(last, match.index) })
    parts.push({ text: match[1] ?? '', href })
    last = match.index + match[0].length
  }
  if (last < text.length) parts.push({ text: text.slice(last) })
  return parts
}
