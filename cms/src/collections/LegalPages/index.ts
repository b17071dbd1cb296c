import type { CollectionConfig } from 'payload'
import { editorialAccess } from '../../access/editorialAccess.ts'
import type { LegalPage } from '../../../payload-types.ts'
import { seoField } from '../../fields/seo.ts'
import { slugField } from '../../fields/slug.ts'
import { purgeSiteCache } from '../../hooks/purgeSiteCache.ts'
import { cacheTags } from '../../../../platform/cacheTags.ts'
import { previewUrl } from '../../content/previewUrl.ts'
import { collectionSlugs } from '../../slugs.ts'

/** Privacy policy, terms and cookie policy: numbered sections, a version and the date it applies from. */
export const LegalPages: CollectionConfig = {
  slug: collectionSlugs.legalPages,
  labels: { singular: 'Pagina legale', plural: 'Pagine legali' },
  admin: {
    group: 'Contenuti',
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'version', 'updatedOn', '_status'],
    preview: (doc) => previewUrl(`/${String(doc.slug)}`),
  },
  versions: { drafts: true, maxPerDoc: 50 },
  access: editorialAccess,
  hooks: purgeSiteCache<LegalPage>((doc) => [cacheTags.legal(doc.slug)]),
  fields: [
    { name: 'title', label: 'Titolo', type: 'text', required: true },
    slugField(),
    { name: 'version', label: 'Versione', type: 'text', required: true, admin: { position: 'sidebar' } },
    { name: 'updatedOn', label: 'In vigore dal', type: 'date', required: true, admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } } },
    { name: 'intro', label: 'Introduzione', type: 'textarea' },
    {
      name: 'sections',
      label: 'Sezioni',
      type: 'array',
      required: true,
      minRows: 1,
      admin: { initCollapsed: true },
      fields: [
        { name: 'heading', label: 'Titolo', type: 'text', required: true },
        { name: 'body', label: 'Testo', type: 'richText', required: true },
      ],
    },
    seoField(),
  ],
}
