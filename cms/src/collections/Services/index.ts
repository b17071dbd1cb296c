import type { CollectionConfig } from 'payload'
import { editorialAccess } from '../../access/editorialAccess.ts'
import type { Service } from '../../../payload-types.ts'
import { seoField } from '../../fields/seo.ts'
import { slugField } from '../../fields/slug.ts'
import { purgeSiteCache } from '../../hooks/purgeSiteCache.ts'
import { stampVersionAuthor, versionAuthorField } from '../../content/versions.ts'
import { cacheTags } from '../../../../platform/cacheTags.ts'
import { previewUrl } from '../../content/previewUrl.ts'
import { collectionSlugs } from '../../slugs.ts'
import { callBookingGroups, serviceVariants } from '../../../../content-schema/src/content/options.ts'

const variantLabels: Record<(typeof serviceVariants)[number], string> = {
  energy: 'Energia',
  internet: 'Internet',
  solar: 'Solare',
  heating: 'Riscaldamento',
  security: 'Sicurezza',
  insurance: 'Assicurazione',
  auto: 'Auto',
  water: 'Acqua',
}

/** The eight services: their card on the home page, their own page and their place in the call-booking hub. */
export const Services: CollectionConfig = {
  slug: collectionSlugs.services,
  labels: { singular: 'Servizio', plural: 'Servizi' },
  admin: {
    group: 'Contenuti',
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'order', '_status'],
    preview: (doc) => previewUrl(`/${String(doc.slug)}`),
  },
  defaultSort: 'order',
  versions: { drafts: true, maxPerDoc: 20 },
  access: editorialAccess,
  // The home grid, the call-booking hub and the sitemap list every service; the service's pages show it.
  hooks: { beforeChange: [stampVersionAuthor], ...purgeSiteCache<Service>((doc) => [cacheTags.services, cacheTags.service(doc.slug)]) },
  fields: [
    { name: 'title', label: 'Titolo', type: 'text', required: true },
    slugField({ admin: { position: 'sidebar', description: 'L’indirizzo della pagina del servizio: /{slug}.' } }),
    { name: 'order', label: 'Ordine', type: 'number', required: true, defaultValue: 0, admin: { position: 'sidebar' } },
    {
      type: 'collapsible',
      label: 'Scheda nella home',
      fields: [
        { name: 'description', label: 'Descrizione', type: 'textarea', required: true, maxLength: 200 },
        {
          name: 'variant',
          label: 'Variante grafica',
          type: 'select',
          required: true,
          options: serviceVariants.map((value) => ({ value, label: variantLabels[value] })),
        },
        {
          name: 'startPath',
          label: 'Pagina di partenza',
          type: 'text',
          admin: {
            description:
              'Lascia vuoto se il percorso parte dal questionario nella pagina del servizio; altrimenti il percorso (es. /luce-gas-start).',
          },
          validate: (value: string | null | undefined) => !value || value.startsWith('/') || 'Scrivi un percorso del sito che inizia con /.',
        },
      ],
    },
    {
      name: 'hero',
      label: 'Testata della pagina',
      type: 'group',
      fields: [
        { name: 'headline', label: 'Titolo', type: 'text', required: true },
        { name: 'text', label: 'Testo', type: 'textarea', required: true },
        {
          name: 'points',
          label: 'Punti di forza',
          type: 'array',
          maxRows: 4,
          fields: [{ name: 'text', label: 'Testo', type: 'text', required: true }],
        },
      ],
    },
    { name: 'ctaLabel', label: 'Testo del pulsante', type: 'text', required: true },
    {
      name: 'callBooking',
      label: 'Prenota una chiamata',
      type: 'group',
      fields: [
        {
          name: 'group',
          label: 'Gruppo',
          type: 'select',
          required: true,
          options: callBookingGroups.map((group) => ({ value: group.value, label: group.label })),
        },
        slugField({
          label: 'Slug della pagina di prenotazione',
          admin: { description: 'La pagina /contatti/chiamata/{slug}.' },
        }),
        { name: 'label', label: 'Etichetta', type: 'text', required: true },
        { name: 'popular', label: 'Popolare', type: 'checkbox', defaultValue: false },
      ],
    },
    seoField(),
    versionAuthorField(),
  ],
}
