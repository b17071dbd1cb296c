import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { RichText } from '#content-schema'

/** Payload's own Lexical → HTML converter (it escapes text and sanitises links), on the server only. */
export function richTextToHtml(content: RichText): string {
  return convertLexicalToHTML({ data: content as Parameters<typeof convertLexicalToHTML>[0]['data'], disableContainer: true })
}
