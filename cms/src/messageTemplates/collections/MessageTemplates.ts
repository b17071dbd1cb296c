import type { CollectionAfterReadHook, CollectionConfig } from 'payload'
import { BoldFeature, FixedToolbarFeature, InlineToolbarFeature, ItalicFeature, lexicalEditor, LinkFeature, ParagraphFeature, UnorderedListFeature } from '@payloadcms/richtext-lexical'
import { messageKindCatalogue, messageKinds } from '#content-schema'
import { isAdmin } from '../../access/isAdmin.ts'
import { isStaff } from '../../access/isStaff.ts'
import { stampVersionAuthor, versionAuthorField } from '../../content/versions.ts'
import { serviceField } from '../../fields/serviceField.ts'
import { purgeSiteCache } from '../../hooks/purgeSiteCache.ts'
import { cacheTags } from '../../../../platform/cacheTags.ts'
import { publicUrl } from '../../../../platform/env.ts'
import { collectionSlugs } from '../../slugs.ts'
import { previewEndpoint } from '../preview.ts'
import { checkTemplate } from '../hooks/checkTemplate.ts'
import { storedBody } from '../../email/messageTemplates.ts'

const channelOf = (data: Record<string, unknown> | undefined) => messageKindCatalogue[data?.tipo as keyof typeof messageKindCatalogue]?.channel

/**
 * The body's editor: the site's Lexical editor (productConfig.ts) with what an e-mail has — paragraphs, bold,
 * italic, links (to an address, not to a document), bulleted lists — and its toolbar always shown.
 */
const emailBodyEditor = lexicalEditor({
  features: () => [ParagraphFeature(), BoldFeature(), ItalicFeature(), LinkFeature({ enabledCollections: [] }), UnorderedListFeature(), FixedToolbarFeature(), InlineToolbarFeature()],
})

/**
 * A body written before it was rich text (`testo`) reads as rich text (storedBody): the e-mails send it so and the
 * editor opens it so; the next save stores it as rich text (checkTemplate empties `testo`).
 */
const bodyAsRichText: CollectionAfterReadHook = ({ doc }) => (!doc.corpo && doc.testo ? { ...doc, corpo: storedBody(doc) } : doc)

/**
 * «Modelli dei messaggi»: the words of each e-mail and SMS the product sends (the kinds and their placeholders are
 * content-schema/src/messageTemplates/messageTemplates.ts), one per kind and, where an editor wants, one more per service. Drafts
 * change nothing sent; a publish is checked (unknown or missing placeholders, an SMS too long for one message) and
 * numbered, and every e-mail names the template's version it was written with (`X-Template-Version`,
 * cms/src/email/messageTemplates.ts). «Anteprima» renders the latest draft with sample values.
 */
export const MessageTemplates: CollectionConfig = {
  slug: collectionSlugs.messageTemplates,
  labels: { singular: 'Modello di messaggio', plural: 'Modelli dei messaggi' },
  admin: {
    useAsTitle: 'nome',
    defaultColumns: ['nome', 'servizio', 'versione', '_status'],
    group: 'Contenuti',
    description:
      'Le parole delle e-mail e degli SMS. Un modello senza servizio vale per tutti i servizi; uno con un servizio vale solo per le sue richieste. I segnaposto tra graffe, come {nome} o {servizio}, diventano i valori di ogni messaggio. «Salva bozza» non cambia niente di ciò che inviamo finché non pubblichi; «Anteprima» mostra la bozza con dati di esempio.',
    preview: (doc) => `${publicUrl()}/api/${collectionSlugs.messageTemplates}/${String(doc.id)}/anteprima`,
  },
  versions: { drafts: true, maxPerDoc: 0 },
  access: { read: isStaff, readVersions: isStaff, create: isStaff, update: isStaff, delete: isAdmin },
  endpoints: [previewEndpoint],
  hooks: { beforeChange: [checkTemplate, stampVersionAuthor], afterRead: [bodyAsRichText], ...purgeSiteCache(() => [cacheTags.messageTemplates]) },
  fields: [
    {
      name: 'tipo',
      label: 'Messaggio',
      type: 'select',
      required: true,
      options: messageKinds.map((kind) => ({ value: kind, label: messageKindCatalogue[kind].label })),
    },
    serviceField({ name: 'servizio', admin: { description: 'Vuoto: il modello predefinito, per ogni servizio che non ne ha uno suo.' } }),
    { name: 'nome', type: 'text', admin: { hidden: true } },
    { name: 'oggetto', label: 'Oggetto', type: 'text', maxLength: 200, admin: { condition: (data) => channelOf(data) === 'email' } },
    {
      name: 'anteprimaPosta',
      label: 'Anteprima nel client di posta',
      type: 'text',
      maxLength: 200,
      admin: {
        condition: (data) => channelOf(data) === 'email',
        description: 'La riga che la casella di posta mostra accanto all’oggetto, nascosta nell’e-mail. Può contenere gli stessi segnaposto del testo. Vuota: nessuna riga, la casella mostra l’inizio del testo.',
      },
    },
    { name: 'titolo', label: 'Titolo', type: 'text', maxLength: 200, admin: { condition: (data) => channelOf(data) === 'email' } },
    {
      name: 'corpo',
      label: 'Testo',
      type: 'richText',
      editor: emailBodyEditor,
      admin: {
        condition: (data) => channelOf(data) === 'email',
        description:
          'Scrivi i segnaposto tra graffe nel testo, come {nome}; per un link alla pagina del pulsante scrivi {link} come indirizzo del link. Un paragrafo o una voce di elenco con un valore che manca (come {paragrafoServizio} per un servizio che non ne ha uno, o {motivazione} quando non è stata scritta) non compare.',
      },
    },
    // The body as it was stored before it was rich text: read as rich text (bodyAsRichText), emptied by the next save.
    { name: 'testo', type: 'textarea', admin: { hidden: true } },
    { name: 'pulsante', label: 'Pulsante', type: 'text', maxLength: 80, admin: { condition: (data) => channelOf(data) === 'email' } },
    {
      name: 'testoSms',
      label: 'Testo dell’SMS',
      type: 'textarea',
      maxLength: 500,
      admin: {
        condition: (data) => channelOf(data) === 'sms',
        description: 'Un SMS porta 160 caratteri dell’alfabeto GSM, o solo 70 se contiene altri caratteri (’ “ ” emoji). Sotto il testo aggiungiamo la riga @sito #codice, che fa proporre il codice dal telefono.',
      },
    },
    { name: 'versione', label: 'Versione pubblicata', type: 'number', defaultValue: 0, admin: { readOnly: true, position: 'sidebar', description: 'Cresce a ogni pubblicazione; ogni e-mail inviata la riporta.' } },
    versionAuthorField(),
  ],
}
