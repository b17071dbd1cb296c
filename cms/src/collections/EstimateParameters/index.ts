import type { CollectionConfig } from 'payload'
import { baseParameterKey, estimateModelMessages } from '#content-schema'
import { isAdmin, isAdminField } from '../../access/isAdmin.ts'
import { isStaff } from '../../access/isStaff.ts'
import { cacheTags } from '../../../../platform/cacheTags.ts'
import { purgeSiteCache } from '../../hooks/purgeSiteCache.ts'
import { stampVersionAuthor, versionAuthorField } from '../../content/versions.ts'
import { previewUrl } from '../../content/previewUrl.ts'
import { collectionSlugs } from '../../slugs.ts'

/** The service page whose questionnaire shows the estimate a parameter feeds, by the key's first part. */
const serviceOfKey: Record<string, string> = {
  luce: 'luce-gas',
  gas: 'luce-gas',
  fv: 'fotovoltaico',
  clima: 'caldaie-clima',
  internet: 'internet-mobile',
  allarme: 'sistemi-allarme',
  casa: 'assicurazione-casa',
  auto: 'assicurazione-auto',
  depuratori: 'depuratori',
}

/** The service page of a key: the service a `<service>:<key>` is its own, else the service of the model's key. */
function servicePageOfKey(key: string): string {
  const model = baseParameterKey(key)
  return model === key ? (serviceOfKey[key.split('.')[0] ?? ''] ?? '') : key.slice(0, key.indexOf(':'))
}

/**
 * "Parametri stime": the figures the instant estimates are computed from (content-schema/src/estimate), one record
 * per key, each with its source and the source's date. Editors change values and sources as drafts and publish them;
 * the next estimate uses the published ones (the lead and estimate endpoints keep the table in memory until a change
 * is announced, cms/src/content/settingsCache.ts), and «Anteprima» opens the service's questionnaire, whose
 * estimate uses the drafts for the signed-in editor. Every version is kept with its author. The keys are the code's:
 * only admins add or remove records, and a key the code does not know is ignored. A key `<service>:<key>` is that
 * service's own value of `<key>` (a service using another service's estimate model with its own figures).
 */
export const EstimateParameters: CollectionConfig = {
  slug: collectionSlugs.estimateParameters,
  labels: { singular: 'Parametro stime', plural: 'Parametri stime' },
  admin: {
    useAsTitle: 'etichetta',
    defaultColumns: ['etichetta', 'valore', 'unita', 'fonte', 'dataFonte'],
    group: 'Contenuti',
    description: estimateModelMessages.parametersDescription,
    preview: (doc) => previewUrl(`/${servicePageOfKey(String(doc.chiave))}`),
  },
  versions: { drafts: true, maxPerDoc: 0 },
  access: { read: isStaff, readVersions: isStaff, create: isAdmin, update: isStaff, delete: isAdmin },
  hooks: { beforeChange: [stampVersionAuthor], ...purgeSiteCache(() => [cacheTags.estimateParameters]) },
  fields: [
    { name: 'chiave', label: 'Chiave', type: 'text', required: true, unique: true, maxLength: 80, access: { update: isAdminField }, admin: { description: 'Il nome usato dal calcolo: non cambiarlo.' } },
    { name: 'etichetta', label: 'Descrizione', type: 'text', required: true, maxLength: 200 },
    { name: 'valore', label: 'Valore', type: 'number', required: true },
    { name: 'unita', label: 'Unità', type: 'text', required: true, maxLength: 40 },
    { name: 'fonte', label: 'Fonte', type: 'textarea', required: true, maxLength: 500 },
    { name: 'dataFonte', label: 'Data della fonte', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } } },
    versionAuthorField(),
  ],
}
