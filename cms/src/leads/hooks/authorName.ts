import type { FieldHook } from 'payload'
import { leadNoteMessages } from '#content-schema'
import { collectionSlugs } from '../../slugs.ts'
import { relationId } from '../../fields/relationId.ts'

/**
 * The note's author as the areas show it: the author's e-mail, read as the system (a partner may not read other
 * accounts, but may know who on its team wrote a note it can read), once per request and author. A note without an
 * author — carried over from the single note field the history replaced, or whose author's account was erased —
 * is «Nota precedente».
 */
export const authorName: FieldHook = async ({ siblingData, req }) => {
  const authorId = relationId(siblingData.autore)
  if (authorId === null) return leadNoteMessages.earlierNote
  const known = (req.context.noteAuthors ??= new Map<number, Promise<string>>()) as Map<number, Promise<string>>
  let name = known.get(authorId)
  if (!name) {
    // The notes of a list are read side by side: their reads wait for each other, as they share the request's connection.
    const previous = Promise.all(known.values())
    name = previous
      .then(() =>
        req.payload.find({ collection: collectionSlugs.users, where: { id: { equals: authorId } }, select: { email: true }, depth: 0, limit: 1, pagination: false, overrideAccess: true, req }),
      )
      .then((found) => found.docs[0]?.email ?? leadNoteMessages.earlierNote)
    known.set(authorId, name)
  }
  return name
}
