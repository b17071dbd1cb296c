import type { CollectionConfig } from 'payload'
import { adminOnlyAccess } from '../../access/adminOnlyAccess.ts'
import { hiddenFromNonAdmins } from '../../access/isAdmin.ts'
import { requestMetaFields } from '../../fields/requestMeta.ts'
import { serviceField } from '../../fields/serviceField.ts'
import { collectionSlugs } from '../../slugs.ts'

/** partial_form_submissions: questionnaire progress, upserted by session id, for the abandoned-forms analysis. */
export const PartialSubmissions: CollectionConfig = {
  slug: collectionSlugs.partialSubmissions,
  labels: { singular: 'Compilazione parziale', plural: 'Compilazioni parziali' },
  admin: {
    useAsTitle: 'sessionId',
    defaultColumns: ['sessionId', 'serviceType', 'currentStep', 'totalSteps', 'completed', 'updatedAt'],
    hidden: hiddenFromNonAdmins,
  },
  access: adminOnlyAccess,
  // Written by the visitor's browser on every step, read by people: nobody edits one in the admin, so there is no
  // editing lock to keep — and with locking on, each save also looked for a lock and deleted it (two statements).
  lockDocuments: false,
  indexes: [{ fields: ['serviceType', 'updatedAt'] }, { fields: ['completed', 'updatedAt'] }],
  fields: [
    { name: 'sessionId', label: 'Sessione', type: 'text', required: true, unique: true, index: true, maxLength: 40 },
    serviceField({ name: 'serviceType', required: true, index: true }),
    { name: 'questionnaireVersion', label: 'Versione del questionario', type: 'number' },
    { name: 'currentStep', label: 'Passo', type: 'number', required: true, min: 0 },
    { name: 'totalSteps', label: 'Passi totali', type: 'number', required: true, min: 1 },
    { name: 'answers', label: 'Risposte', type: 'json' },
    { name: 'lastQuestion', label: 'Ultima domanda', type: 'text', maxLength: 300 },
    { name: 'completed', label: 'Completato', type: 'checkbox', defaultValue: false, index: true },
    // The order of the save kept (PartialSubmissionBodySchema's saveOrder): an older one arriving later is not written.
    { name: 'saveOrder', type: 'number', admin: { hidden: true } },
    // SHA-256 of the secret the visitor's browser sends with each save (leads/progress.ts).
    { name: 'secretHash', type: 'text', hidden: true, access: { create: () => false, update: () => false } },
    ...requestMetaFields(),
  ],
}
