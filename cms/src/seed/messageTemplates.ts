import type { Payload, RequestContext } from 'payload'
import { messageKindCatalogue, messageKinds } from '#content-schema'
import { collectionSlugs } from '../slugs.ts'

/**
 * One published default template per kind of message, with the words the code wrote before editors could change
 * them (content-schema messageKindCatalogue): editors find every e-mail and SMS in «Modelli dei messaggi» ready to
 * reword. Idempotent: a kind that has a default template (published or a draft, touched or not) is left alone.
 */
export async function seedMessageTemplates(payload: Payload, context: RequestContext): Promise<string[]> {
  const existing = await payload.find({
    collection: collectionSlugs.messageTemplates,
    where: { servizio: { exists: false } },
    select: { tipo: true },
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
        : { oggetto: entry.default.subject, titolo: entry.default.heading, testo: entry.default.body, pulsante: entry.default.cta }
    await payload.create({ collection: collectionSlugs.messageTemplates, data: { tipo: kind, ...words, _status: 'published' }, context, overrideAccess: true })
    created.push(`message-template ${kind}`)
  }
  return created
}
