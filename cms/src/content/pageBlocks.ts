import type { Block, Field } from 'payload'
import { contentIcons } from '../../../content-schema/src/content/options.ts'
import { actionField, actionsField } from '../fields/link.ts'
import { rowTitle } from '../fields/rowTitle.ts'

const headingFields: Field[] = [
  { name: 'heading', label: 'Titolo della sezione', type: 'text', required: true },
  { name: 'intro', label: 'Introduzione', type: 'textarea' },
]

const iconItems = (name: string, label: string, singular: string): Field => ({
  name,
  label,
  labels: { singular, plural: label },
  type: 'array',
  required: true,
  minRows: 1,
  admin: { components: rowTitle('title') },
  fields: [
    { name: 'icon', label: 'Icona', type: 'select', required: true, options: contentIcons.map((icon) => ({ value: icon, label: icon })) },
    { name: 'title', label: 'Titolo', type: 'text', required: true },
    { name: 'text', label: 'Testo', type: 'textarea', required: true },
  ],
})

/** A section whose items come from a collection (services, partner logos, testimonials, FAQ) or the site settings (figures). */
const listBlock = (slug: string, label: string, from: string): Block => ({
  slug,
  labels: { singular: `${label} (da ${from})`, plural: label },
  fields: headingFields,
})

const sections: Block[] = [
  {
    slug: 'hero',
    labels: { singular: 'Testata', plural: 'Testate' },
    fields: [
      { name: 'eyebrow', label: 'Occhiello', type: 'text' },
      { name: 'headline', label: 'Titolo', type: 'text', required: true },
      { name: 'text', label: 'Testo', type: 'textarea' },
      actionsField(),
      { name: 'points', label: 'Punti di forza', labels: { singular: 'Punto di forza', plural: 'Punti di forza' }, type: 'array', maxRows: 4, admin: { components: rowTitle('text') }, fields: [{ name: 'text', label: 'Testo', type: 'text', required: true }] },
    ],
  },
  {
    ...listBlock('serviceGrid', 'Griglia dei servizi', 'Servizi'),
    fields: [
      ...headingFields,
      { name: 'anchor', label: 'Ancora (id)', type: 'text', admin: { description: 'Per i link come /#servizi.' } },
    ],
  },
  {
    slug: 'benefits',
    labels: { singular: 'Vantaggi', plural: 'Vantaggi' },
    fields: [...headingFields, iconItems('items', 'Vantaggi', 'Vantaggio')],
  },
  {
    slug: 'steps',
    labels: { singular: 'Passi', plural: 'Passi' },
    fields: [
      ...headingFields,
      {
        name: 'items',
        label: 'Passi',
        labels: { singular: 'Passo', plural: 'Passi' },
        type: 'array',
        required: true,
        minRows: 1,
        admin: { components: rowTitle('title') },
        fields: [
          { name: 'title', label: 'Titolo', type: 'text', required: true },
          { name: 'text', label: 'Testo', type: 'textarea', required: true },
        ],
      },
      actionField(),
    ],
  },
  listBlock('partnerLogos', 'Loghi dei partner', 'Loghi dei partner'),
  listBlock('testimonials', 'Testimonianze', 'Testimonianze'),
  listBlock('figures', 'Numeri', 'Impostazioni del sito › Numeri'),
  listBlock('faq', 'Domande frequenti', 'Domande frequenti'),
  {
    slug: 'customerStory',
    labels: { singular: 'Storia di un cliente', plural: 'Storie di clienti' },
    fields: [
      ...headingFields,
      { name: 'quote', label: 'Citazione', type: 'textarea', required: true },
      { name: 'name', label: 'Nome', type: 'text', required: true },
      { name: 'detail', label: 'Dettaglio (città, servizio)', type: 'text' },
      { name: 'highlight', label: 'Risultato in evidenza', type: 'text' },
    ],
  },
  {
    slug: 'trust',
    labels: { singular: 'Affidabilità', plural: 'Affidabilità' },
    fields: [...headingFields, iconItems('items', 'Punti', 'Punto')],
  },
  {
    slug: 'callToAction',
    labels: { singular: 'Invito all’azione', plural: 'Inviti all’azione' },
    fields: [...headingFields, actionsField({ required: true, minRows: 1 })],
  },
  listBlock('insuranceDistribution', 'Assicurazioni: segnalazione o intermediario', 'Servizi e Impostazioni del sito'),
  listBlock('estimateSources', 'Fonti e aggiornamento delle stime', 'Parametri stime'),
  listBlock('partnerRules', 'Partner: quanti sono, come li scegliamo, come guadagniamo', 'Merchant, Servizi e Impostazioni del sito'),
  {
    slug: 'richText',
    labels: { singular: 'Testo', plural: 'Testi' },
    fields: [
      { name: 'heading', label: 'Titolo della sezione', type: 'text' },
      { name: 'content', label: 'Testo', type: 'richText', required: true },
    ],
  },
]

/** Each section titled in the admin by its heading (the hero by its headline) beside its kind (components/BlockTitle.tsx). */
export const pageBlocks: Block[] = sections.map((block) => ({
  ...block,
  admin: {
    ...block.admin,
    components: {
      ...block.admin?.components,
      Label: { path: '/src/components/BlockTitle.tsx#BlockTitle', clientProps: { kind: String(block.labels?.singular ?? block.slug), textField: block.slug === 'hero' ? 'headline' : 'heading' } },
    },
  },
}))
