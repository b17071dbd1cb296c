import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/isAdmin.ts'
import { hasRole } from '../../access/hasRole.ts'
import { nobody } from '../../access/nobody.ts'
import { collectionSlugs } from '../../slugs.ts'

export const auditActions = [
  { label: 'Esportazione dati', value: 'export' },
  { label: 'Cancellazione dati', value: 'erase' },
  { label: 'Conservazione (pulizia automatica)', value: 'retention' },
  { label: 'Revoca del consenso', value: 'consent-withdrawal' },
  { label: 'Richiesta di cancellazione (dal cliente)', value: 'erasure-request' },
  { label: 'Limiti di conservazione modificati', value: 'retention-settings' },
] as const
export type AuditAction = (typeof auditActions)[number]['value']

/**
 * What was done to personal data, by whom and to how many records — never the data itself. Written only by the
 * server (overrideAccess) so no one, admins included, can forge or remove an entry through the API.
 */
export const AuditLog: CollectionConfig = {
  slug: collectionSlugs.auditLog,
  labels: { singular: 'Registro di audit', plural: 'Registro di audit' },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['createdAt', 'action', 'subject', 'user'],
    hidden: ({ user }) => !hasRole(user, 'admin'),
    description: 'Esportazioni, cancellazioni, pulizie automatiche, revoche del consenso e modifiche dei limiti di conservazione. Solo lettura.',
  },
  access: {
    admin: ({ req }) => hasRole(req.user, 'admin'),
    read: isAdmin,
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['action', 'createdAt'] }],
  fields: [
    {
      name: 'user',
      label: 'Utente',
      type: 'relationship',
      relationTo: collectionSlugs.users,
      admin: { readOnly: true, description: 'Vuoto per le operazioni automatiche o dei visitatori.' },
    },
    { name: 'action', label: 'Azione', type: 'select', required: true, options: [...auditActions], admin: { readOnly: true } },
    { name: 'subject', label: 'Oggetto', type: 'text', required: true, maxLength: 300, admin: { readOnly: true } },
    { name: 'counts', label: 'Record per raccolta', type: 'json', admin: { readOnly: true } },
  ],
}
