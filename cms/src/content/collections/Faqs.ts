import type { CollectionConfig } from 'payload'
import { editorialAccess } from '../../access/editorialAccess.ts'
import { purgeSiteCache } from '../../hooks/purgeSiteCache.ts'
import { stampVersionAuthor, versionAuthorField } from '../versions.ts'
import { cacheTags } from '../../../../platform/cacheTags.ts'
import { collectionSlugs } from '../../slugs.ts'

/** The FAQ accordion's questions, in order; every page with a FAQ section shows them all. */
export const Faqs: CollectionConfig = {
  slug: collectionSlugs.faqs,
  labels: { singular: 'Domanda frequente', plural: 'Domande frequenti' },
  admin: { group: 'Contenuti', useAsTitle: 'question', defaultColumns: ['question', 'order', '_status'] },
  defaultSort: 'order',
  versions: { drafts: true, maxPerDoc: 20 },
  access: editorialAccess,
  hooks: { beforeChange: [stampVersionAuthor], ...purgeSiteCache(() => [cacheTags.faqs]) },
  fields: [
    { name: 'question', label: 'Domanda', type: 'text', required: true },
    { name: 'answer', label: 'Risposta', type: 'textarea', required: true },
    { name: 'order', label: 'Ordine', type: 'number', required: true, defaultValue: 0, admin: { position: 'sidebar' } },
    versionAuthorField(),
  ],
}
