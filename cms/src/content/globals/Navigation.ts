import type { GlobalConfig } from 'payload'
import { previewUrl } from '../previewUrl.ts'
import { draftedGlobal } from '../draftedGlobal.ts'
import { versionAuthorField } from '../versions.ts'
import { linkFields } from '../../fields/link.ts'
import { rowTitle } from '../../fields/rowTitle.ts'
import { cacheTags } from '../../../../platform/cacheTags.ts'
import { globalSlugs } from '../../slugs.ts'

/**
 * Header and footer of every page. The social links are the ones in the site settings (also used for the
 * organisation's structured data), so they are edited in one place. Drafts and versions as for pages: a draft
 * changes nothing public until it is published, «Anteprima» shows it on the home page, each version names its author.
 */
export const Navigation: GlobalConfig = {
  ...draftedGlobal(globalSlugs.navigation, cacheTags.navigation),
  label: 'Navigazione',
  admin: { preview: () => previewUrl('/') },
  versions: { drafts: true, max: 100 },
  fields: [
    {
      name: 'headerLinks',
      label: 'Menu principale',
      labels: { singular: 'Voce del menu', plural: 'Voci del menu' },
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 7,
      admin: { components: rowTitle('label') },
      fields: [...linkFields, { name: 'highlight', label: 'In evidenza (pulsante)', type: 'checkbox', defaultValue: false }],
    },
    { name: 'footerText', label: 'Testo del marchio nel piè di pagina', type: 'textarea', required: true },
    {
      name: 'footerColumns',
      label: 'Colonne del piè di pagina',
      labels: { singular: 'Colonna', plural: 'Colonne' },
      type: 'array',
      maxRows: 4,
      admin: { components: rowTitle('title') },
      fields: [
        { name: 'title', label: 'Titolo', type: 'text', required: true },
        { name: 'links', label: 'Link', labels: { singular: 'Link', plural: 'Link' }, type: 'array', required: true, minRows: 1, admin: { components: rowTitle('label') }, fields: linkFields },
      ],
    },
    { name: 'copyright', label: 'Riga del copyright', type: 'text', required: true },
    {
      name: 'paymentBadges',
      label: 'Metodi di pagamento',
      labels: { singular: 'Metodo di pagamento', plural: 'Metodi di pagamento' },
      type: 'array',
      maxRows: 6,
      admin: { components: rowTitle('name') },
      fields: [
        { name: 'label', label: 'Sigla (es. VISA)', type: 'text', required: true },
        { name: 'name', label: 'Nome per i lettori di schermo (es. Visa)', type: 'text', required: true },
      ],
    },
    versionAuthorField(),
  ],
}
