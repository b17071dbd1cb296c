import type { CollectionConfig } from 'payload'
import { isAdmin, isAdminField } from '../../access/isAdmin.ts'
import { hasRole } from '../../access/hasRole.ts'
import { merchantLeadScope } from '../../access/merchantLeadScope.ts'
import { notQueryableByMerchants } from '../../access/notQueryableByMerchants.ts'
import { capField } from '../../fields/cap.ts'
import { idempotencyKeyField, requestMetaFields, serverStampField } from '../../fields/requestMeta.ts'
import { serviceSelect } from '../../fields/serviceSelect.ts'
import { collectionSlugs } from '../../slugs.ts'
import { publishLiveChange, publishLiveDelete } from '../../hooks/publishLiveEvent.ts'
import { maskLeadPhone } from '../../hooks/maskPhoneForMerchants.ts'
import { countLeadCreated } from './hooks/countLeadCreated.ts'

/** client_requests: the leads a completed questionnaire produces. Public creation goes through the lead endpoint. */
export const ClientRequests: CollectionConfig = {
  slug: collectionSlugs.clientRequests,
  labels: { singular: 'Richiesta cliente', plural: 'Richieste clienti' },
  admin: {
    useAsTitle: 'nome',
    defaultColumns: ['nome', 'servizio', 'cap', 'email', 'createdAt'],
    hidden: ({ user }) => !hasRole(user, 'admin'),
  },
  access: {
    admin: ({ req }) => hasRole(req.user, 'admin'),
    read: merchantLeadScope,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  hooks: { afterRead: [maskLeadPhone], afterChange: [publishLiveChange('client-requests'), countLeadCreated], afterDelete: [publishLiveDelete('client-requests')] },
  indexes: [{ fields: ['cap', 'servizio', 'createdAt'] }],
  fields: [
    { name: 'nome', label: 'Nome', type: 'text', required: true, maxLength: 120 },
    { name: 'email', label: 'Email', type: 'email', required: true, index: true },
    { name: 'telefono', label: 'Telefono', type: 'text', required: true, maxLength: 30, access: { read: notQueryableByMerchants } },
    serviceSelect({ name: 'servizio', required: true, index: true }),
    capField({ required: true }),
    { name: 'citta', label: 'Città', type: 'text', maxLength: 120 },
    { name: 'messaggio', label: 'Messaggio', type: 'textarea', maxLength: 2000, access: { read: notQueryableByMerchants } },
    { name: 'ragioneSociale', label: 'Ragione sociale', type: 'text', maxLength: 160 },
    { name: 'partitaIva', label: 'Partita IVA', type: 'text', maxLength: 20 },
    { name: 'answers', label: 'Risposte', type: 'json', admin: { description: 'Le risposte strutturate del questionario.' } },
    { name: 'answersText', label: 'Risposte (testo)', type: 'json', admin: { description: 'Domanda → risposta, scelte multiple unite da ", ".' } },
    {
      name: 'stima',
      label: 'Stima indicativa',
      type: 'json',
      admin: { readOnly: true, description: 'Calcolata dal server, alla ricezione, dalle risposte e dai Parametri stime di quel momento.' },
    },
    { name: 'questionnaireSlug', label: 'Questionario', type: 'text', maxLength: 60 },
    { name: 'questionnaireVersion', label: 'Versione del questionario', type: 'number' },
    // The key of the visitor's progress record: for admins only, so no merchant can learn it.
    { name: 'sessionId', label: 'Sessione', type: 'text', index: true, maxLength: 40, access: { read: isAdminField } },
    {
      name: 'offersToken',
      type: 'text',
      unique: true,
      index: true,
      // The unguessable reference the offers pages use instead of personal data in the URL.
      access: { read: isAdminField, update: isAdminField },
      admin: { readOnly: true, position: 'sidebar' },
    },
    // Set only by the consumer's own actions on their request page (cms/src/endpoints/public/requestTracker.ts).
    serverStampField({ name: 'annullataIl', label: 'Annullata dal cliente il' }),
    serverStampField({ name: 'cancellazioneRichiestaIl', label: 'Cancellazione dei dati chiesta il', adminOnly: true }),
    // Set when the lead arrived and no active merchant served its CAP and service (cms/src/lib/leadStore.ts), then
    // when a merchant approved later for them took it (cms/src/lib/waitingLeads.ts).
    serverStampField({
      name: 'senzaPartnerDal',
      label: 'In attesa di un partner dal',
      index: true,
      description: 'Nessun partner attivo copriva il CAP e il servizio quando è arrivata: è nella coda «Senza partner» dell’area admin.',
    }),
    serverStampField({ name: 'partnerTrovatoIl', label: 'Partner trovato il' }),
    {
      name: 'richiesteRipetute',
      label: 'Richieste ripetute',
      type: 'number',
      defaultValue: 0,
      access: { update: isAdminField },
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'Quante volte la stessa persona (email o telefono) l’ha rifatta entro 30 giorni: la richiesta è stata aggiornata, i partner non sono stati avvisati di nuovo.',
      },
    },
    serverStampField({ name: 'ripetutaIl', label: 'Ultima ripetizione il' }),
    // The idempotency key of the last repeat that joined this request, so a retried repeat joins once.
    { name: 'chiaveRipetizione', type: 'text', maxLength: 100, access: { read: isAdminField, update: isAdminField }, admin: { hidden: true } },
    {
      name: 'utm',
      label: 'Campagna (UTM)',
      type: 'group',
      fields: ['source', 'medium', 'campaign', 'term', 'content'].map((name) => ({ name, type: 'text' as const, maxLength: 200 })),
    },
    idempotencyKeyField(),
    ...requestMetaFields(),
  ],
}
