import type { CollectionBeforeChangeHook, CollectionBeforeValidateHook, CollectionConfig, JSONFieldValidation } from 'payload'
import { parseQuestionnaireDefinition } from '#content-schema'
import type { Questionnaire } from '../../../payload-types.ts'
import { isAdmin } from '../../access/isAdmin.ts'
import { isStaff } from '../../access/isStaff.ts'
import { publishedOrStaff } from '../../access/publishedOrStaff.ts'
import { serviceSelect } from '../../fields/serviceSelect.ts'
import { purgeSiteCache } from '../../hooks/purgeSiteCache.ts'
import { cacheTags } from '../../../../platform/cacheTags.ts'
import { previewUrl } from '../../lib/previewUrl.ts'
import { collectionSlugs } from '../../slugs.ts'
import { blocksToSteps, stepBlocks, stepsToBlocks } from './stepBlocks.ts'

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

type Row = Record<string, unknown>

/**
 * The editor edits blocks, the engine runs the JSON: changed blocks rewrite the JSON; JSON sent alone
 * (seed, REST) rewrites the blocks. Runs before validation, so the schema checks what will be stored.
 */
const syncStepsWithBlocks: CollectionBeforeValidateHook<Questionnaire> = ({ data, originalDoc }) => {
  if (!data) return data
  const blocks = Array.isArray(data.stepBlocks) ? (data.stepBlocks as Row[]) : undefined
  const before = Array.isArray(originalDoc?.stepBlocks) ? (originalDoc.stepBlocks as Row[]) : []
  const blocksChanged = blocks !== undefined && JSON.stringify(blocksToSteps(blocks)) !== JSON.stringify(blocksToSteps(before))
  if (blocks && (blocksChanged || !Array.isArray(data.steps))) {
    return { ...data, steps: blocksToSteps(blocks) } as Partial<Questionnaire>
  }
  if (Array.isArray(data.steps)) return { ...data, stepBlocks: stepsToBlocks(data.steps as Row[]) } as Partial<Questionnaire>
  return data
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
      'Un passo per blocco: ogni risposta ha una chiave; una condizione mostra un passo solo per certe risposte a domande precedenti. Il salvataggio viene rifiutato, con il motivo, se il questionario non è coerente.',
    preview: (doc) => previewUrl(`/${String(doc.service)}`, '#questionario'),
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
    beforeValidate: [syncStepsWithBlocks],
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
      name: 'stepBlocks',
      label: 'Passi',
      labels: { singular: 'Passo', plural: 'Passi' },
      type: 'blocks',
      blocks: stepBlocks,
      admin: { description: 'Le domande nell’ordine in cui il visitatore le vede. L’ultimo passo deve essere il modulo contatti.' },
    },
    {
      name: 'steps',
      label: 'Definizione generata (JSON)',
      type: 'json',
      required: true,
      validate: validateSteps,
      admin: { readOnly: true, description: 'Generata dai passi qui sopra: è ciò che il sito e il server usano.' },
    },
  ],
}
