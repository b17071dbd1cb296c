import type { CollectionConfig } from 'payload'
import { anyone } from '../../access/anyone.ts'
import { isStaff, isStaffRequest } from '../../access/isStaff.ts'
import { purgeSiteCache } from '../../hooks/purgeSiteCache.ts'
import { cacheTags } from '../../../../platform/cacheTags.ts'
import { mediaDir } from '../../../../platform/env.ts'
import { collectionSlugs } from '../../slugs.ts'

/** Images of the public site (partner logos). Uploads are public; only staff add or change them. */
export const Media: CollectionConfig = {
  slug: collectionSlugs.media,
  labels: { singular: 'Immagine', plural: 'Immagini' },
  admin: { group: 'Contenuti', useAsTitle: 'alt', defaultColumns: ['filename', 'alt', 'updatedAt'] },
  access: {
    admin: isStaffRequest,
    read: anyone,
    create: isStaff,
    update: isStaff,
    delete: isStaff,
  },
  upload: {
    staticDir: mediaDir(),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'],
  },
  hooks: purgeSiteCache(() => [cacheTags.media]),
  fields: [{ name: 'alt', label: 'Testo alternativo', type: 'text', required: true }],
}
