import type { CollectionConfig } from 'payload'
import { isAdmin, isAdminField } from '../../access/isAdmin.ts'
import { isStaff } from '../../access/isStaff.ts'
import { cacheTags } from '../../../../platform/cacheTags.ts'
import { purgeSiteCache } from '../../hooks/purgeSiteCache.ts'
import { collectionSlugs } from '../../slugs.ts'

/**
 * "Parametri stime": the figures the instant estimates are computed from (content-schema/src/estimate), one record
 * per key, each with its source and the source's date. Editors change values and sources; the next estimate
 * uses them (the lead and estimate endpoints keep the table in memory until a change is announced, cms/src/content/settingsCache.ts). The keys are the code's:
 * only admins add or remove records, and a key the code does not know is ignored.
 */
export const EstimateParameters: CollectionConfig = {
  slug: collectionSlugs.estimateParameters,
  labels: { singular: 'Parametro stime', plural: 'Parametri stime' },
  admin: {
    useAsTitle: 'etichetta',
    defaultColumns: ['etichetta', 'valore', 'unita', 'fonte', 'dataFonte'],
    group: 'Contenuti',
    description: 'Valori usati per calcolare le stime indicative mostrate ai clienti. Indica sempre la fonte e la sua data.',
  },
  access: { read: isStaff, create: isAdmin, update: isStaff, delete: isAdmin },
  hooks: { ...purgeSiteCache(() => [cacheTags.estimateParameters]) },
  fields: [
    { name: 'chiave', label: 'Chiave', type: 'text', required: true, unique: true, maxLength: 80, access: { update: isAdminField }, admin: { description: 'Il nome usato dal calcolo: non cambiarlo.' } },
    { name: 'etichetta', label: 'Descrizione', type: 'text', required: true, maxLength: 200 },
    { name: 'valore', label: 'Valore', type: 'number', required: true },
    { name: 'unita', label: 'Unità', type: 'text', required: true, maxLength: 40 },
    { name: 'fonte', label: 'Fonte', type: 'textarea', required: true, maxLength: 500 },
    { name: 'dataFonte', label: 'Data della fonte', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } } },
  ],
}
