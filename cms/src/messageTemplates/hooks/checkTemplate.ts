import { ValidationError, type CollectionBeforeChangeHook, type Where } from 'payload'
import { messageKindCatalogue, messageTemplateMessages, messageTemplateProblems, type MessageWordsField } from '#content-schema'
import { publicUrl } from '../../../../platform/env.ts'
import { collectionSlugs } from '../../slugs.ts'
import { storedBody, type StoredTemplate } from '../../email/messageTemplates.ts'

/** The collection's field of each part of the words. */
const fieldPaths: Record<MessageWordsField, string> = { subject: 'oggetto', preheader: 'anteprimaPosta', heading: 'titolo', body: 'corpo', cta: 'pulsante', text: 'testoSms' }

/**
 * One template per kind and service (a second would leave which one is sent to chance); a publish only of words
 * every message can be sent with (content-schema messageTemplateProblems, the SMS measured with the site's own host
 * name), numbered one more than the last published version. A draft is kept as written, so an editor can save
 * half-done words.
 */
export const checkTemplate: CollectionBeforeChangeHook = async ({ data, originalDoc, req, operation }) => {
  const merged = { ...(originalDoc as StoredTemplate | undefined), ...(data as StoredTemplate) }
  const kind = merged.tipo
  if (!kind || !(kind in messageKindCatalogue)) return data
  const servizio = merged.servizio || null
  const sameKind: Where = { and: [{ tipo: { equals: kind } }, servizio ? { servizio: { equals: servizio } } : { servizio: { exists: false } }] }
  if (operation === 'update' && originalDoc?.id != null) sameKind.and?.push({ id: { not_equals: originalDoc.id } })
  // A system read: the rule holds whoever saves, and an editor may not see every draft.
  const twins = await req.payload.count({ collection: collectionSlugs.messageTemplates, where: sameKind, overrideAccess: true, req })
  if (twins.totalDocs > 0) {
    throw new ValidationError({ collection: collectionSlugs.messageTemplates, errors: [{ path: 'servizio', message: messageTemplateMessages.duplicate, label: messageTemplateMessages.duplicate }] }, req.t)
  }
  const publishing = merged._status === 'published'
  if (publishing) {
    const words = { subject: merged.oggetto ?? '', preheader: merged.anteprimaPosta ?? '', heading: merged.titolo ?? '', body: storedBody(merged) ?? undefined, cta: merged.pulsante ?? '', text: merged.testoSms ?? '' }
    const problems = messageTemplateProblems(kind, words, new URL(publicUrl()).hostname.length)
    if (problems.length > 0) {
      // The message in the label too: the admin's notice then says what is wrong, not only which field.
      throw new ValidationError(
        { collection: collectionSlugs.messageTemplates, errors: problems.map((problem) => ({ path: fieldPaths[problem.field], message: problem.message, label: problem.message })) },
        req.t,
      )
    }
  }
  return {
    ...data,
    // A body saved as rich text replaces the one stored before it was (read as rich text by the collection's afterRead).
    ...(merged.corpo ? { testo: null } : {}),
    servizio,
    nome: `${messageKindCatalogue[kind].label}${servizio ? ` · ${servizio}` : ''}`,
    versione: (Number((originalDoc as StoredTemplate | undefined)?.versione) || 0) + (publishing ? 1 : 0),
  }
}
