import type { CollectionConfig } from 'payload'
import { consentPurposeLabels, consentPurposes } from '#content-schema'
import { isAdmin } from '../../access/isAdmin.ts'
import { hasRole } from '../../access/hasRole.ts'
import { requestMetaFields } from '../../fields/requestMeta.ts'
import { personalEmailField } from '../../fields/personalContact.ts'
import { collectionSlugs } from '../../slugs.ts'
import { publishLiveChange } from '../../live/publish.ts'

/** One record per person, purpose and submission: what was consented to, under which legal text, when and from where. */
export const Consents: CollectionConfig = {
  slug: collectionSlugs.consents,
  labels: { singular: 'Consenso', plural: 'Consensi' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'purpose', 'granted', 'createdAt'],
    hidden: ({ user }) => !hasRole(user, 'admin'),
  },
  access: {
    admin: ({ req }) => hasRole(req.user, 'admin'),
    read: isAdmin,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  // A consent given or withdrawn changes what the partners of its lead may see (the phone): their open lists hear it.
  hooks: { afterChange: [publishLiveChange('consents')] },
  fields: [
    personalEmailField({ name: 'email', label: 'Email', index: true }),
    {
      name: 'purpose',
      label: 'Finalità',
      type: 'select',
      required: true,
      options: consentPurposes.map((purpose) => ({ label: consentPurposeLabels[purpose], value: purpose })),
    },
    { name: 'granted', label: 'Concesso', type: 'checkbox', required: true, defaultValue: false },
    { name: 'legalVersion', label: 'Versione del testo legale', type: 'text', required: true },
    { name: 'lead', type: 'relationship', relationTo: collectionSlugs.clientRequests, index: true },
    { name: 'booking', type: 'relationship', relationTo: collectionSlugs.bookings, index: true },
    { name: 'contactRequest', type: 'relationship', relationTo: collectionSlugs.contactRequests, index: true },
    { name: 'withdrawnAt', label: 'Revocato il', type: 'date' },
    ...requestMetaFields(),
  ],
}
