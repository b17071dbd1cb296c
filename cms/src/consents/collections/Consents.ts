import type { CollectionConfig } from 'payload'
import { consentPurposeLabels, consentPurposes, contactChannelLabels, contactChannels } from '#content-schema'
import { isAdmin, isAdminRequest, hiddenFromNonAdmins } from '../../access/isAdmin.ts'
import { nobody } from '../../access/nobody.ts'
import { requestMetaFields } from '../../fields/requestMeta.ts'
import { personalEmailField } from '../../fields/personalContact.ts'
import { serviceField } from '../../fields/serviceField.ts'
import { collectionSlugs } from '../../slugs.ts'
import { publishLiveChange } from '../../live/publish.ts'

/**
 * One record per submission — the consents a person gave together with a lead, a call form's booking or a /contatti
 * message — and one more for each withdrawal (consents/withdrawal.ts), as proof: what is common to them on the record
 * (the person, the page, the texts' and legal texts' versions, the service, the submission, when and from where), and
 * one grant per purpose — and, for partner contact, per partner named — with the answer, the words beside the
 * checkbox as the person read them (cms/src/consents/record.ts) and the channels. One Payload write per submission.
 */
export const Consents: CollectionConfig = {
  slug: collectionSlugs.consents,
  labels: { singular: 'Consenso', plural: 'Consensi' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'lead', 'withdrawnAt', 'createdAt'],
    hidden: hiddenFromNonAdmins,
  },
  // An append-only ledger: the server writes a record for every consent given or withdrawn (overrideAccess); an admin
  // may add one (a consent collected on paper or by phone), but no one, admins included, changes or deletes a record
  // through any API (REST, GraphQL, the Local API for a user). Only an erasure blanks the person's contact on it
  // (privacy/personalFields.ts).
  access: {
    admin: isAdminRequest,
    read: isAdmin,
    create: isAdmin,
    update: nobody,
    delete: nobody,
  },
  // A consent given or withdrawn changes what the partners of its lead may see (the phone): their open lists hear it.
  hooks: { afterChange: [publishLiveChange('consents')] },
  fields: [
    personalEmailField({ name: 'email', label: 'Email', index: true }),
    {
      name: 'textsVersion',
      label: "Versione dei Testi dell'interfaccia",
      type: 'number',
      admin: { description: "La voce delle Versioni di «Testi dell'interfaccia» che contiene quel testo." },
    },
    { name: 'page', label: 'Pagina', type: 'text', admin: { description: 'Il percorso della pagina in cui è stato dato.' } },
    { name: 'legalVersion', label: 'Versione del testo legale', type: 'text', required: true },
    serviceField({ name: 'service', label: 'Servizio (settore) del contatto dai partner' }),
    {
      name: 'grants',
      label: 'Consensi',
      labels: { singular: 'Consenso', plural: 'Consensi' },
      type: 'array',
      required: true,
      minRows: 1,
      admin: { description: 'Una riga per finalità e, per il contatto dai partner, per partner nominato: la risposta e le parole lette accanto alla casella.' },
      fields: [
        {
          name: 'purpose',
          label: 'Finalità',
          type: 'select',
          required: true,
          options: consentPurposes.map((purpose) => ({ label: consentPurposeLabels[purpose], value: purpose })),
        },
        { name: 'granted', label: 'Concesso', type: 'checkbox', required: true, defaultValue: false },
        {
          name: 'wording',
          label: 'Testo mostrato accanto alla casella',
          type: 'textarea',
          admin: { description: 'Le parole lette dalla persona, come pubblicate quando ha dato il consenso. Vuoto per i consensi registrati prima che il testo fosse conservato.' },
        },
        {
          name: 'channels',
          label: 'Canali consentiti ai partner',
          type: 'select',
          hasMany: true,
          options: contactChannels.map((channel) => ({ label: contactChannelLabels[channel], value: channel })),
        },
        {
          name: 'merchant',
          label: 'Partner nominato',
          type: 'relationship',
          relationTo: collectionSlugs.merchants,
          index: true,
          admin: { description: 'Per il contatto dai partner: il partner a cui il consenso è stato dato (o negato), nominato nel testo. Vuoto per i consensi registrati prima che i partner fossero nominati.' },
        },
      ],
    },
    { name: 'lead', label: 'Richiesta cliente', type: 'relationship', relationTo: collectionSlugs.clientRequests, index: true },
    { name: 'booking', label: 'Prenotazione', type: 'relationship', relationTo: collectionSlugs.bookings, index: true },
    { name: 'contactRequest', label: 'Richiesta di contatto', type: 'relationship', relationTo: collectionSlugs.contactRequests, index: true },
    { name: 'withdrawnAt', label: 'Revocato il', type: 'date' },
    ...requestMetaFields(),
  ],
}
