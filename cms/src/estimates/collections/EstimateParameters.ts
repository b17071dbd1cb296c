import type { CollectionAfterReadHook, CollectionBeforeValidateHook, CollectionConfig, Validate } from 'payload'
import {
  baseParameterKey,
  estimateModelLabels,
  estimateModelMessages,
  estimateParameterMessages,
  parameterChoiceProblem,
  parameterOfKey,
  serviceParameterKey,
} from '#content-schema'
import { isAdmin, isAdminField } from '../../access/isAdmin.ts'
import { isStaff } from '../../access/isStaff.ts'
import { cacheTags } from '../../../../platform/cacheTags.ts'
import { purgeSiteCache } from '../../hooks/purgeSiteCache.ts'
import { stampVersionAuthor, versionAuthorField } from '../../content/versions.ts'
import { previewUrl } from '../../content/previewUrl.ts'
import { collectionSlugs } from '../../slugs.ts'
import { serviceField } from '../../fields/serviceField.ts'
import { findService } from '../../services/catalogue.ts'

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

type ParameterData = { chiave?: unknown; parametro?: unknown; servizio?: unknown }

/**
 * The key the estimates read, from the parameter and the service chosen in the admin: `<parametro>`, or
 * `<servizio>:<parametro>` for a service's own value. A record written before the choice existed (or by a client that
 * sends only the key) gets its parameter and service from its key, so every stored override keeps working.
 */
const keyFromChoice: CollectionBeforeValidateHook = ({ data, originalDoc }) => {
  if (!data) return data
  const merged: ParameterData = { ...(originalDoc as ParameterData | undefined), ...(data as ParameterData) }
  const fromKey = !merged.parametro && typeof merged.chiave === 'string' && merged.chiave !== '' ? parameterOfKey(merged.chiave) : null
  const parametro = fromKey ? fromKey.parametro : merged.parametro
  const servizio = (fromKey ? fromKey.servizio : merged.servizio) || null
  if (typeof parametro !== 'string' || parametro === '') return data
  return { ...data, parametro, servizio, chiave: typeof servizio === 'string' ? serviceParameterKey(servizio, parametro) : parametro }
}

/** A record stored before the choice existed shows its parameter and service, read from its key. */
const choiceFromKey: CollectionAfterReadHook = ({ doc }) => {
  const stored = doc as ParameterData
  return !stored.parametro && typeof stored.chiave === 'string' ? { ...doc, ...parameterOfKey(stored.chiave) } : doc
}

/**
 * A parameter the estimates read and, for a service's own value, one its model reads (content-schema
 * parameterChoiceProblem), whoever saves (REST too). A value the record already had stays valid.
 */
const validateParameter: Validate = async (value, { data, previousValue, req }) => {
  if (value != null && value === previousValue) return true
  const slug = (data as ParameterData | undefined)?.servizio
  const service = typeof slug === 'string' && slug !== '' ? await findService(req, slug) : null
  const problem = parameterChoiceProblem(value, service ? { name: service.name, model: service.estimateModel, modelLabel: estimateModelLabels[service.estimateModel] } : null)
  return problem ?? true
}

/**
 * "Parametri stime": the figures the instant estimates are computed from (content-schema/src/estimate), one record
 * per key, each with its source and the source's date. Editors change values and sources as drafts and publish them;
 * the next estimate uses the published ones (the lead and estimate endpoints keep the table in memory until a change
 * is announced, cms/src/content/settingsCache.ts), and «Anteprima» opens the service's questionnaire, whose
 * estimate uses the drafts for the signed-in editor. Every version is kept with its author. The parameters are the
 * code's: only admins add or remove records, choosing the parameter from a list in Italian (its label and unit,
 * estimates/components/EstimateParameterSelectField.tsx) and, for a service's own value, the service (a service using another
 * service's estimate model with its own figures); the key the estimates read is made from both.
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
  hooks: { beforeValidate: [keyFromChoice], beforeChange: [stampVersionAuthor], afterRead: [choiceFromKey], ...purgeSiteCache(() => [cacheTags.estimateParameters]) },
  fields: [
    {
      name: 'parametro',
      label: estimateParameterMessages.parameter,
      type: 'text',
      // Not required by Payload: a record written with its key alone gets it from the key (keyFromChoice), and
      // validateParameter refuses a record without one.
      maxLength: 80,
      validate: validateParameter,
      access: { update: isAdminField },
      admin: {
        description: estimateParameterMessages.parameterDescription,
        components: { Field: '/src/estimates/components/EstimateParameterSelectField.tsx#EstimateParameterSelectField' },
      },
    },
    serviceField({ name: 'servizio', label: estimateParameterMessages.service, access: { update: isAdminField }, admin: { description: estimateParameterMessages.serviceDescription } }),
    {
      name: 'chiave',
      label: estimateParameterMessages.key,
      type: 'text',
      required: true,
      unique: true,
      maxLength: 150,
      access: { update: isAdminField },
      // Shown once made (on save): a new record has none to show yet.
      admin: { readOnly: true, position: 'sidebar', description: estimateParameterMessages.keyDescription, condition: (data) => Boolean(data?.chiave) },
    },
    { name: 'etichetta', label: 'Descrizione', type: 'text', required: true, maxLength: 200 },
    { name: 'valore', label: 'Valore', type: 'number', required: true },
    { name: 'unita', label: 'Unità', type: 'text', required: true, maxLength: 40 },
    { name: 'fonte', label: 'Fonte', type: 'textarea', required: true, maxLength: 500 },
    { name: 'dataFonte', label: 'Data della fonte', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } } },
    versionAuthorField(),
  ],
}
