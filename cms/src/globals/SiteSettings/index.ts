import type { GlobalConfig } from 'payload'
import { anyone } from '../../access/anyone.ts'
import { isStaff } from '../../access/isStaff.ts'
import { invalidateSiteCache } from '../../hooks/invalidateSiteCache.ts'
import { cacheTags } from '../../lib/siteCache.ts'
import { globalSlugs } from '../../slugs.ts'

export const SiteSettings: GlobalConfig = {
  slug: globalSlugs.siteSettings,
  label: 'Impostazioni del sito',
  access: {
    read: anyone,
    update: isStaff,
  },
  hooks: {
    afterChange: [
      async ({ req }) => {
        await invalidateSiteCache(req, [cacheTags.siteSettings])
      },
    ],
  },
  fields: [
    { name: 'brandName', label: 'Nome del marchio', type: 'text', required: true },
    { name: 'companyName', label: 'Ragione sociale', type: 'text', required: true },
    { name: 'address', label: 'Indirizzo', type: 'text', required: true },
    { name: 'vatNumber', label: 'Partita IVA', type: 'text', required: true },
    { name: 'email', label: 'Email', type: 'email', required: true },
    { name: 'phone', label: 'Telefono', type: 'text', required: true },
    {
      name: 'socials',
      label: 'Social',
      type: 'group',
      fields: [
        { name: 'facebook', label: 'Facebook', type: 'text' },
        { name: 'instagram', label: 'Instagram', type: 'text' },
        { name: 'linkedin', label: 'LinkedIn', type: 'text' },
      ],
    },
    {
      name: 'figures',
      label: 'Numeri',
      type: 'array',
      maxRows: 6,
      admin: { description: 'I numeri mostrati dalla sezione «Numeri» delle pagine (es. 50.000+ Clienti soddisfatti).' },
      fields: [
        { name: 'value', label: 'Numero', type: 'text', required: true },
        { name: 'label', label: 'Etichetta', type: 'text', required: true },
        { name: 'description', label: 'Descrizione', type: 'text' },
      ],
    },
  ],
}
