import { ValidationError, type CollectionConfig, type FieldHook, type SelectFieldSingleValidation } from 'payload'
import {
  estimateModelAllowed,
  estimateModelLabels,
  estimateModelMessages,
  estimateModels,
  insuranceMessages,
  insuranceModeLabels,
  insuranceModes,
  isEstimateModel,
  isInsuranceService,
  ruiRegistration,
  serviceSetupMessages,
} from '#content-schema'
import { estimateQuestionsField } from '../estimateQuestions.ts'
import { setupStatus } from '../hooks/setupStatus.ts'
import { editorialAccess } from '../../access/editorialAccess.ts'
import { isAdminField } from '../../access/isAdmin.ts'
import type { Service } from '../../../payload-types.ts'
import { seoField } from '../../fields/seo.ts'
import { slugField } from '../../fields/slug.ts'
import { rowTitle } from '../../fields/rowTitle.ts'
import { purgeSiteCache } from '../../hooks/purgeSiteCache.ts'
import { stampVersionAuthor, versionAuthorField } from '../../content/versions.ts'
import { cacheTags } from '../../../../platform/cacheTags.ts'
import { previewUrl } from '../../content/previewUrl.ts'
import { collectionSlugs, globalSlugs } from '../../slugs.ts'
import { callBookingGroups, serviceVariants } from '../../../../content-schema/src/content/options.ts'
import { isSitePath, sitePathRuleMessage } from '../../../../content-schema/src/content/links.ts'

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

type ServiceSlugData = { slug?: unknown; assicurativo?: boolean | null } | undefined

/** The service being saved as the insurance rule reads it: its slug and «Servizio assicurativo», sent or stored. */
const flaggedOf = (data: unknown, originalDoc?: unknown) => {
  const sent = data as ServiceSlugData
  const stored = originalDoc as ServiceSlugData
  return { slug: String(sent?.slug ?? stored?.slug ?? ''), assicurativo: sent?.assicurativo ?? stored?.assicurativo ?? null }
}

/** A record saved before «Servizio assicurativo» existed reads as the product shipped it (content-schema insurance.ts). */
const insuranceOrShipped: FieldHook = ({ value, siblingData }) => value ?? isInsuranceService({ slug: String((siblingData as ServiceSlugData)?.slug ?? '') })

/**
 * An insurance service always has a mode ("segnalazione" until an admin says otherwise); any other service none. The
 * field is hidden for other services, so Payload does not validate it there: a registered intermediary asked for one is
 * refused here, in Italian, and any other value cleared.
 */
const insuranceModeOrDefault: FieldHook = ({ value, data, originalDoc, req }) => {
  if (isInsuranceService(flaggedOf(data, originalDoc))) return value ?? 'segnalazione'
  if (value === 'intermediario') {
    throw new ValidationError({ collection: collectionSlugs.services, errors: [{ message: insuranceMessages.modeOnlyInsurance, path: 'insuranceMode' }], req })
  }
  return null
}

/** "Intermediario registrato" (validated for insurance services only, see above) once the site settings hold a whole RUI registration. */
const validateInsuranceMode: SelectFieldSingleValidation = async (value, { req }) => {
  if (value !== 'intermediario') return true
  const settings = await req.payload.findGlobal({ slug: globalSlugs.siteSettings, select: { insurance: true }, depth: 0, overrideAccess: true, req })
  return ruiRegistration(settings.insurance) ? true : insuranceMessages.modeNeedsRegistration
}

/** A model the service may use: an insurance premium only for an insurance service (content-schema estimate/models.ts). */
const validateEstimateModel: SelectFieldSingleValidation = (value, { data }) =>
  !isEstimateModel(value) || estimateModelAllowed(flaggedOf(data), value) || estimateModelMessages.insuranceOnly

/**
 * The one list of services: their card on the home page, their own page and their place in the call-booking hub.
 * Every record names its service by this collection's slug (cms/src/services/catalogue.ts).
 */
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
      // Not stored: what the service still lacks, read afresh whenever an editor opens it.
      name: 'configurazione',
      label: serviceSetupMessages.label,
      type: 'textarea',
      virtual: true,
      admin: { readOnly: true, position: 'sidebar', description: serviceSetupMessages.description },
      hooks: { afterRead: [setupStatus] },
    },
    {
      name: 'active',
      label: 'Attivo (riceve richieste)',
      type: 'checkbox',
      defaultValue: true,
      admin: {
        position: 'sidebar',
        description:
          'Togli la spunta per ritirare il servizio: la sua pagina risponde «non più disponibile» (410), il questionario non accetta più richieste e i partner non possono più proporlo. Le richieste già arrivate restano con il loro servizio.',
      },
    },
    {
      name: 'assicurativo',
      label: 'Servizio assicurativo',
      type: 'checkbox',
      // Who may receive its requests is a legal matter (IVASS's register): an admin's choice.
      access: { create: isAdminField, update: isAdminField },
      hooks: { afterRead: [insuranceOrShipped], beforeChange: [insuranceOrShipped] },
      admin: {
        position: 'sidebar',
        description:
          'Le sue richieste vanno solo ai partner iscritti al RUI dell’IVASS (numero approvato da un amministratore), e i premi seguono la «Distribuzione assicurativa». Spuntalo per ogni servizio che tratta polizze.',
      },
    },
    {
      name: 'insuranceMode',
      label: 'Distribuzione assicurativa',
      type: 'select',
      options: insuranceModes.map((value) => ({ value, label: insuranceModeLabels[value] })),
      // Which of the two the site may do is a legal matter (IVASS's register): an admin's choice.
      access: { create: isAdminField, update: isAdminField },
      hooks: { beforeChange: [insuranceModeOrDefault] },
      validate: validateInsuranceMode,
      admin: {
        position: 'sidebar',
        condition: (data) => isInsuranceService(flaggedOf(data)),
        description:
          'Segnalazione: nessun premio e nessun confronto di polizze; la richiesta passa a un intermediario iscritto al RUI. Intermediario registrato: premi indicativi, con sezione e numero RUI (Impostazioni del sito) accanto a ogni cifra e nel piè di pagina.',
      },
    },
    {
      name: 'estimateModel',
      label: estimateModelMessages.label,
      type: 'select',
      required: true,
      defaultValue: 'none',
      options: estimateModels.map((value) => ({ value, label: estimateModelLabels[value] })),
      validate: validateEstimateModel,
      admin: { position: 'sidebar', description: estimateModelMessages.description },
    },
    estimateQuestionsField,
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
          validate: (value: string | null | undefined) => !value || isSitePath(value) || sitePathRuleMessage,
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
          labels: { singular: 'Punto di forza', plural: 'Punti di forza' },
          type: 'array',
          maxRows: 4,
          admin: { components: rowTitle('text') },
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
    {
      name: 'emails',
      label: 'Testi delle e-mail',
      type: 'group',
      admin: { description: 'Cosa dicono di questo servizio le e-mail di una nuova richiesta. Le e-mail dei servizi che non li hanno restano come sono.' },
      fields: [
        {
          name: 'clientParagraph',
          label: 'Paragrafo nell’e-mail di conferma al cliente',
          type: 'textarea',
          maxLength: 1000,
          admin: { description: 'Facoltativo: aggiunto all’e-mail che conferma al cliente la sua richiesta, per esempio cosa tenere a portata di mano per la chiamata.' },
        },
        {
          name: 'merchantParagraph',
          label: 'Paragrafo nell’e-mail al partner',
          type: 'textarea',
          maxLength: 1000,
          admin: { description: 'Facoltativo: aggiunto all’e-mail che avvisa il partner di una nuova richiesta, per esempio cosa chiedere al cliente.' },
        },
      ],
    },
    seoField(),
    versionAuthorField(),
  ],
}
