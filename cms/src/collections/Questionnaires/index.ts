import type { CollectionBeforeChangeHook, CollectionConfig, JSONFieldValidation } from 'payload'
import { parseQuestionnaireDefinition } from '#content-schema'
import type { Questionnaire } from '../../../payload-types.ts'
import { isAdmin } from '../../access/isAdmin.ts'
import { isStaff } from '../../access/isStaff.ts'
import { publishedOrStaff } from '../../access/publishedOrStaff.ts'
import { serviceSelect } from '../../fields/serviceSelect.ts'
import { purgeSiteCache } from '../../hooks/purgeSiteCache.ts'
import { publicUrl } from '../../lib/env.ts'
import { cacheTags } from '../../lib/siteCache.ts'
import { collectionSlugs } from '../../slugs.ts'

/**
 * The steps are checked with the same schema the site and the lead endpoint parse them with, so a
 * questionnaire the engine could not run (a condition on an unknown or later key, a duplicate key,
 * no contact form at the end…) is refused on save with the schema's Italian message beside the field.
 */
const validateSteps: JSONFieldValidation = (value, { data }) => {
  const source = data as Partial<Questionnaire>
  const parsed = parseQuestionnaireDefinition({
    service: source.service,
    title: source.title,
    version: 1,
    steps: value,
  })
  if (parsed.success) return true
  return parsed.issues
    .slice(0, 3)
    .map((issue) => issue.message)
    .join(' ')
}

/**
 * Every published change is a new version: leads record the number they were answered against, and the
 * lead endpoint re-validates the answers against exactly that version. Drafts keep the published number,
 * so saving one does not skip a number on the site.
 */
const bumpVersionOnPublish: CollectionBeforeChangeHook<Questionnaire> = ({ data, originalDoc, operation }) => {
  if (data._status !== 'published') return data
  const previous = operation === 'update' ? (originalDoc?.version ?? 0) : 0
  return { ...data, version: operation === 'create' && data.version ? data.version : previous + 1 }
}

/** One questionnaire per service, versioned; the site shows the published version on the service page. */
export const Questionnaires: CollectionConfig = {
  slug: collectionSlugs.questionnaires,
  labels: { singular: 'Questionario', plural: 'Questionari' },
  admin: {
    group: 'Contenuti',
    useAsTitle: 'title',
    defaultColumns: ['title', 'service', 'version', '_status', 'updatedAt'],
    description:
      'Ogni passo ha una chiave (il nome della risposta), un tipo (single, multiple, group, info, postcode, text, number, contact) e una condizione facoltativa sulle risposte precedenti ({ "key": "...", "in": ["..."] }). Il salvataggio viene rifiutato se il questionario non è coerente.',
    preview: (doc) => `${publicUrl()}/${String(doc.service)}?anteprima=1#questionario`,
  },
  versions: { drafts: true, maxPerDoc: 50 },
  access: {
    read: publishedOrStaff,
    readVersions: isStaff,
    create: isStaff,
    update: isStaff,
    delete: isAdmin,
  },
  hooks: {
    beforeChange: [bumpVersionOnPublish],
    ...purgeSiteCache<Questionnaire>((doc) => [cacheTags.service(doc.service)]),
  },
  fields: [
    serviceSelect({ name: 'service', required: true, unique: true, index: true, admin: { position: 'sidebar' } }),
    { name: 'title', label: 'Titolo', type: 'text', required: true, maxLength: 120 },
    {
      name: 'version',
      label: 'Versione pubblicata',
      type: 'number',
      min: 1,
      admin: { readOnly: true, position: 'sidebar', description: 'Aumenta a ogni pubblicazione.' },
    },
    {
      name: 'steps',
      label: 'Passi',
      type: 'json',
      required: true,
      validate: validateSteps,
    },
  ],
}
