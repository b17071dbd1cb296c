import type { Payload, RequestContext } from 'payload'
import { messageKindCatalogue, messageKinds, richTextParagraphs, type EmailMessageKind } from '#content-schema'
import { collectionSlugs } from '../slugs.ts'

/**
 * One published default template per kind of message, with the words the code wrote before editors could change
 * them (content-schema messageKindCatalogue): editors find every e-mail and SMS in «Modelli dei messaggi» ready to
 * reword. Idempotent: a kind that has a default template (published or a draft, touched or not) is left alone, but
 * for one whose body is still the plain text an earlier seed wrote (before bodies were rich text): it gets the
 * catalogue's rich text, as a new version (the old one stays in the versions). A body an editor wrote stays theirs: it
 * reads as rich text (the collection's afterRead) and is stored so at their next save.
 */
export async function seedMessageTemplates(payload: Payload, context: RequestContext): Promise<string[]> {
  const existing = await payload.find({
    collection: collectionSlugs.messageTemplates,
    where: { servizio: { exists: false } },
    select: { tipo: true, testo: true, _status: true },
    draft: true,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const seeded = new Set(existing.docs.map((doc) => doc.tipo))
  const created: string[] = []
  for (const kind of messageKinds.filter((candidate) => !seeded.has(candidate))) {
    const entry = messageKindCatalogue[kind]
    const words =
      entry.channel === 'sms'
        ? { testoSms: entry.default.text }
        : { oggetto: entry.default.subject, titolo: entry.default.heading, corpo: entry.default.body, pulsante: entry.default.cta }
    await payload.create({ collection: collectionSlugs.messageTemplates, data: { tipo: kind, ...words, _status: 'published' }, context, overrideAccess: true })
    created.push(`message-template ${kind}`)
  }
  for (const doc of existing.docs) {
    const entry = messageKindCatalogue[doc.tipo as EmailMessageKind]
    if (entry?.channel !== 'email' || doc._status !== 'published' || !doc.testo) continue
    const earlier = richTextParagraphs(entry.default.body, (url) => String(url)).join('\n\n')
    if (doc.testo.trim() !== earlier) continue
    await payload.update({ collection: collectionSlugs.messageTemplates, id: doc.id, data: { corpo: entry.default.body, testo: null, _status: 'published' }, context, overrideAccess: true })
    created.push(`message-template ${doc.tipo}: body as rich text`)
  }
  return created
}
