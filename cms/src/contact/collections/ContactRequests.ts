import type { CollectionConfig, Validate } from 'payload'
import { contactTopicLabels, serviceChoiceMessages } from '#content-schema'
import { adminOnlyAccess } from '../../access/adminOnlyAccess.ts'
import { hiddenFromNonAdmins } from '../../access/isAdmin.ts'
import { capField } from '../../fields/cap.ts'
import { serviceField, validateServiceSlugs } from '../../fields/serviceField.ts'
import { idempotencyKeyField, requestMetaFields } from '../../fields/requestMeta.ts'
import { collectionSlugs } from '../../slugs.ts'
import { publishLiveChange, publishLiveDelete } from '../../live/publish.ts'

/** contact_requests: messages from the /contatti form. Public creation goes through a validated endpoint. */
export const ContactRequests: CollectionConfig = {
  slug: collectionSlugs.contactRequests,
  labels: { singular: 'Richiesta di contatto', plural: 'Richieste di contatto' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['nome', 'cognome', 'email', 'argomento', 'createdAt'],
    hidden: hiddenFromNonAdmins,
  },
  access: adminOnlyAccess,
  hooks: { afterChange: [publishLiveChange('contact-requests')], afterDelete: [publishLiveDelete('contact-requests')] },
  fields: [
    { name: 'nome', label: 'Nome', type: 'text', required: true, maxLength: 80 },
    { name: 'cognome', label: 'Cognome', type: 'text', required: true, maxLength: 80 },
    { name: 'email', label: 'Email', type: 'email', required: true, index: true },
    { name: 'telefono', label: 'Telefono', type: 'text', required: true, maxLength: 30 },
    capField({ required: true }),
    // A service of the collection, or 'altro'.
    serviceField({
      name: 'argomento',
      label: 'Argomento',
      required: true,
      validate: ((value, options) => (value === 'altro' ? true : validateServiceSlugs(value, options))) satisfies Validate,
      admin: { description: serviceChoiceMessages.descriptionOrOther },
    }, { otherChoices: [{ value: 'altro', label: contactTopicLabels.altro }] }),
    { name: 'messaggio', label: 'Messaggio', type: 'textarea', required: true, maxLength: 2000 },
    { name: 'privacyAccepted', label: 'Privacy accettata', type: 'checkbox', required: true, defaultValue: false },
    { name: 'marketingAccepted', label: 'Marketing accettato', type: 'checkbox', defaultValue: false },
    idempotencyKeyField(),
    ...requestMetaFields(),
  ],
}
