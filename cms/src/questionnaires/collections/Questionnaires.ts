import { ValidationError, type CollectionBeforeChangeHook, type CollectionConfig } from 'payload'
import type { Questionnaire } from '../../../payload-types.ts'
import { isAdmin } from '../../access/isAdmin.ts'
import { isStaff } from '../../access/isStaff.ts'
import { isStaffField } from '../../access/isStaffField.ts'
import { publishedOrStaff } from '../../access/publishedOrStaff.ts'
import { keepRowsAsSetField } from '../../fields/keepRowsAsSet.ts'
import { serviceField } from '../../fields/serviceField.ts'
import { purgeSiteCache } from '../../hooks/purgeSiteCache.ts'
import { stampVersionAuthor, versionAuthorField } from '../../content/versions.ts'
import { cacheTags } from '../../../../platform/cacheTags.ts'
import { previewUrl } from '../../content/previewUrl.ts'
import { collectionSlugs } from '../../slugs.ts'
import { problemsText, questionnaireProblems, stepName } from '../problems.ts'
import { stepBlocks } from '../stepBlocks.ts'

/**
 * The definition derived from the blocks is checked with the same derivation and schema the site and the lead
 * path read it with. A draft that the engine could not run (a condition on an unknown or later answer, a
 * duplicate key, no contact form at the end…) is kept, so work in progress is never lost, with its problems in
 * the sidebar and the list; publishing it is refused with each message on the step's own field, where the
 * admin shows it.
 */
const checkDefinition: CollectionBeforeChangeHook<Questionnaire> = ({ data, originalDoc, req }) => {
  const merged = { ...originalDoc, ...data }
  const problems = questionnaireProblems(merged)
  if (merged._status === 'published' && problems.length > 0) {
    throw new ValidationError(
      { collection: collectionSlugs.questionnaires, errors: problems.map((problem) => ({ path: problem.path, message: problem.message, label: stepName(problem, merged.stepBlocks) })), req },
      req.t,
    )
  }
  return { ...data, problems: problemsText(problems, merged.stepBlocks) }
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
    defaultColumns: ['title', 'service', 'version', '_status', 'problems', 'updatedAt'],
    description:
      'Un passo per blocco, con la domanda come titolo: apri un passo per modificarlo. "Quando mostrarlo" sceglie, tra le domande precedenti, le risposte che fanno apparire il passo. Una bozza con problemi viene salvata e segnalata; la pubblicazione viene rifiutata con il motivo sul passo da correggere.',
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
    beforeChange: [checkDefinition, bumpVersionOnPublish, stampVersionAuthor],
    ...purgeSiteCache<Questionnaire>((doc) => [cacheTags.service(doc.service)]),
  },
  fields: [
    serviceField({ name: 'service', required: true, unique: true, index: true, admin: { position: 'sidebar' } }),
    { name: 'title', label: 'Titolo', type: 'text', required: true, maxLength: 120 },
    {
      name: 'version',
      label: 'Versione pubblicata',
      type: 'number',
      min: 1,
      admin: { readOnly: true, position: 'sidebar', description: 'Aumenta a ogni pubblicazione.' },
    },
    {
      name: 'problems',
      label: 'Problemi',
      type: 'textarea',
      access: { read: isStaffField },
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'Calcolati a ogni salvataggio: finché ce ne sono, il questionario non può essere pubblicato.',
      },
    },
    {
      // The questionnaire as it is stored, once: the engine's definition is derived from these blocks on every
      // read (stepsFromBlocks in content-schema); REST clients and the seed write them too.
      name: 'stepBlocks',
      label: 'Passi',
      labels: { singular: 'Passo', plural: 'Passi' },
      type: 'blocks',
      blocks: stepBlocks,
      admin: {
        initCollapsed: true,
        description: 'Le domande nell’ordine in cui il visitatore le vede. L’ultimo passo deve essere il modulo contatti.',
      },
    },
    {
      name: 'keepChangesAfterRefusal',
      type: 'ui',
      admin: { components: { Field: '/src/questionnaires/components/KeepChangesAfterRefusal.tsx#KeepChangesAfterRefusal' } },
    },
    keepRowsAsSetField({ newRowsIn: 'stepBlocks', focus: 'question' }),
    versionAuthorField(),
  ],
}
