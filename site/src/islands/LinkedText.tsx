import { linkParts } from '#content-schema/textTemplate.ts'

/** An editor's text with its [testo](/indirizzo) links, each opening in a new tab (a consent's legal pages, mid-form). */
export function LinkedText({ text, linkClassName }: { text: string; linkClassName?: string }) {
  return (
    <>
      {linkParts(text).map((part, index) =>
        part.href ? (
          <a key={index} href={part.href} target="_blank" rel="noopener" className={linkClassName}>
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </>
  )
}
