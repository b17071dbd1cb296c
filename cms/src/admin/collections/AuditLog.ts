import type { CollectionConfig } from 'payload'
import { serverTrailAccess } from '../../access/adminOnlyAccess.ts'
import { hiddenFromNonAdmins } from '../../access/isAdmin.ts'
import { auditActionLabels, auditActions } from '#content-schema'
import { collectionSlugs } from '../../slugs.ts'

/**
 * What was done to personal data, by whom and to how many records — never the data itself —, and every admin
 * decision on a merchant or on a review of one, with its reason: the decisions' trail (the admin area's «Registro
 * decisioni»). Written only by the server (overrideAccess) so no one, admins included, can forge or remove an entry
 * through the API.
 */
export const AuditLog: CollectionConfig = {
  slug: collectionSlugs.auditLog,
  labels: { singular: 'Registro di audit', plural: 'Registro di audit' },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['createdAt', 'action', 'subject', 'user'],
    hidden: hiddenFromNonAdmins,
    description:
      'Esportazioni, cancellazioni, pulizie automatiche, revoche del consenso, modifiche dei limiti di conservazione e le decisioni sui merchant e sulle recensioni. Solo lettura.',
  },
  access: serverTrailAccess,
  defaultSort: '-createdAt',
  indexes: [{ fields: ['action', 'createdAt'] }, { fields: ['merchant', 'createdAt'] }],
  fields: [
    {
      name: 'user',
      label: 'Utente',
      type: 'relationship',
      relationTo: collectionSlugs.users,
      admin: { readOnly: true, description: 'Vuoto per le operazioni automatiche o dei visitatori.' },
    },
    {
      name: 'action',
      label: 'Azione',
      type: 'select',
      required: true,
      options: auditActions.map((value) => ({ value, label: auditActionLabels[value] })),
      admin: { readOnly: true },
    },
    { name: 'subject', label: 'Oggetto', type: 'text', required: true, maxLength: 300, admin: { readOnly: true } },
    { name: 'motivo', label: 'Motivo', type: 'textarea', maxLength: 1000, admin: { readOnly: true } },
    {
      // The merchant a decision was about, while it exists (the subject keeps its name after it is erased).
      name: 'merchant',
      label: 'Merchant',
      type: 'relationship',
      relationTo: collectionSlugs.merchants,
      admin: { readOnly: true },
    },
    { name: 'counts', label: 'Record per raccolta', type: 'json', admin: { readOnly: true } },
  ],
}
