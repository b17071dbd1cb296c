import type { CollectionConfig } from 'payload'
import { editorialAccess } from '../../access/editorialAccess.ts'
import { nobody } from '../../access/nobody.ts'
import type { LegalPage } from '../../../payload-types.ts'
import { keepRowsAsSetField } from '../../fields/keepRowsAsSet.ts'
import { rowTitle } from '../../fields/rowTitle.ts'
import { seoField } from '../../fields/seo.ts'
import { slugField } from '../../fields/slug.ts'
import { purgeSiteCache } from '../../hooks/purgeSiteCache.ts'
import { stampVersionAuthor, versionAuthorField } from '../versions.ts'
import { cacheTags } from '../../../../platform/cacheTags.ts'
import { previewUrl } from '../previewUrl.ts'
import { collectionSlugs } from '../../slugs.ts'
import { newVersionOnChange } from '../hooks/newVersionOnChange.ts'

/**
 * Privacy policy, terms and cookie policy: numbered sections, a version and the date it applies from. A changed text
 * is published only under a new version (hooks/newVersionOnChange.ts).
 */
export const LegalPages: CollectionConfig = {
  slug: collectionSlugs.legalPages,
  labels: { singular: 'Pagina legale', plural: 'Pagine legali' },
  admin: {
    group: 'Contenuti',
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'version', 'updatedOn', '_status'],
    preview: (doc) => previewUrl(`/${String(doc.slug)}`),
  },
  // Consents point to the version they were given under: none is ever pruned.
  versions: { drafts: true, maxPerDoc: 0 },
  // Published versions are the proof of what a consent accepted: nobody deletes a legal text (a change is a new version).
  access: { ...editorialAccess, delete: nobody },
  hooks: { beforeChange: [newVersionOnChange, stampVersionAuthor], ...purgeSiteCache<LegalPage>((doc) => [cacheTags.legal(doc.slug)]) },
  fields: [
    { name: 'title', label: 'Titolo', type: 'text', required: true },
    slugField(),
    { name: 'version', label: 'Versione', type: 'text', required: true, admin: { position: 'sidebar' } },
    { name: 'updatedOn', label: 'In vigore dal', type: 'date', required: true, admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } } },
    { name: 'intro', label: 'Introduzione', type: 'textarea' },
    {
      name: 'sections',
      label: 'Sezioni',
      labels: { singular: 'Sezione', plural: 'Sezioni' },
      type: 'array',
      required: true,
      minRows: 1,
      admin: { initCollapsed: true, components: rowTitle('heading') },
      fields: [
        { name: 'heading', label: 'Titolo', type: 'text', required: true },
        { name: 'body', label: 'Testo', type: 'richText', required: true },
      ],
    },
    keepRowsAsSetField({ newRowsIn: 'sections', focus: 'heading' }),
    seoField(),
    versionAuthorField(),
  ],
}
