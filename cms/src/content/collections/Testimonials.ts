import type { CollectionConfig } from 'payload'
import { editorialAccess } from '../../access/editorialAccess.ts'
import { purgeSiteCache } from '../../hooks/purgeSiteCache.ts'
import { stampVersionAuthor, versionAuthorField } from '../versions.ts'
import { cacheTags } from '../../../../platform/cacheTags.ts'
import { collectionSlugs } from '../../slugs.ts'

export const Testimonials: CollectionConfig = {
  slug: collectionSlugs.testimonials,
  labels: { singular: 'Testimonianza', plural: 'Testimonianze' },
  admin: { group: 'Contenuti', useAsTitle: 'name', defaultColumns: ['name', 'city', 'service', 'rating', '_status'] },
  defaultSort: 'order',
  versions: { drafts: true, maxPerDoc: 20 },
  access: editorialAccess,
  hooks: { beforeChange: [stampVersionAuthor], ...purgeSiteCache(() => [cacheTags.testimonials]) },
  fields: [
    { name: 'name', label: 'Nome', type: 'text', required: true },
    { name: 'city', label: 'Città', type: 'text', required: true },
    { name: 'service', label: 'Servizio', type: 'text', required: true },
    { name: 'text', label: 'Testo', type: 'textarea', required: true },
    { name: 'rating', label: 'Valutazione (1–5)', type: 'number', required: true, min: 1, max: 5, defaultValue: 5,
      validate: (value: number | null | undefined) => (Number.isInteger(value) && value! >= 1 && value! <= 5) || 'La valutazione va da 1 a 5 stelle.' },
    { name: 'order', label: 'Ordine', type: 'number', required: true, defaultValue: 0, admin: { position: 'sidebar' } },
    versionAuthorField(),
  ],
}
