import type { CollectionConfig } from 'payload'
import { editorialAccess } from '../../access/editorialAccess.ts'
import { purgeSiteCache } from '../../hooks/purgeSiteCache.ts'
import { stampVersionAuthor, versionAuthorField } from '../versions.ts'
import { cacheTags } from '../../../../platform/cacheTags.ts'
import { collectionSlugs } from '../../slugs.ts'

export const PartnerLogos: CollectionConfig = {
  slug: collectionSlugs.partnerLogos,
  labels: { singular: 'Logo partner', plural: 'Loghi partner' },
  admin: { group: 'Contenuti', useAsTitle: 'name', defaultColumns: ['name', 'order', '_status'] },
  defaultSort: 'order',
  versions: { drafts: true, maxPerDoc: 20 },
  access: editorialAccess,
  hooks: { beforeChange: [stampVersionAuthor], ...purgeSiteCache(() => [cacheTags.partnerLogos]) },
  fields: [
    { name: 'name', label: 'Nome', type: 'text', required: true },
    { name: 'logo', label: 'Logo', type: 'upload', relationTo: collectionSlugs.media, required: true },
    { name: 'order', label: 'Ordine', type: 'number', required: true, defaultValue: 0, admin: { position: 'sidebar' } },
    versionAuthorField(),
  ],
}
