import type { CollectionConfig } from 'payload'
import { editorialAccess } from '../../access/editorialAccess.ts'
import type { Page } from '../../../payload-types.ts'
import { seoField } from '../../fields/seo.ts'
import { slugField } from '../../fields/slug.ts'
import { purgeSiteCache } from '../../hooks/purgeSiteCache.ts'
import { stampVersionAuthor, versionAuthorField } from '../versions.ts'
import { cacheTags } from '../../../../platform/cacheTags.ts'
import { collectionSlugs } from '../../slugs.ts'
import { pagePath, previewUrl } from '../previewUrl.ts'
import { pageBlocks } from '../pageBlocks.ts'

/**
 * Home and the information pages, built from sections. The site has one route per page (home is 'home',
 * /chi-siamo is 'chi-siamo', …); a page's sections that list other content carry that content's tags.
 */
export const Pages: CollectionConfig = {
  slug: collectionSlugs.pages,
  labels: { singular: 'Pagina', plural: 'Pagine' },
  admin: {
    group: 'Contenuti',
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    preview: (doc) => previewUrl(pagePath(String(doc.slug))),
  },
  versions: { drafts: true, maxPerDoc: 20 },
  access: editorialAccess,
  hooks: { beforeChange: [stampVersionAuthor], ...purgeSiteCache<Page>((doc) => [cacheTags.page(doc.slug)]) },
  fields: [
    { name: 'title', label: 'Titolo', type: 'text', required: true },
    slugField(),
    { name: 'layout', label: 'Sezioni', labels: { singular: 'Sezione', plural: 'Sezioni' }, type: 'blocks', required: true, blocks: pageBlocks },
    seoField(),
    versionAuthorField(),
  ],
}
