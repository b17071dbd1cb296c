import type { CollectionConfig } from 'payload'
import { isAdmin, isAdminField, isAdminRequest, hiddenFromNonAdmins } from '../../access/isAdmin.ts'
import { nobodyField } from '../../access/nobody.ts'
import { merchantLeadScope } from '../access/merchantLeadScope.ts'
import { notQueryableByMerchants } from '../access/notQueryableByMerchants.ts'
import { capField } from '../../fields/cap.ts'
import { personalEmailField, personalPhoneField } from '../../fields/personalContact.ts'
import { adminOnlyServerValue, idempotencyKeyField, requestMetaFields, serverStampField } from '../../fields/requestMeta.ts'
import { serviceField } from '../../fields/serviceField.ts'
import { collectionSlugs } from '../../slugs.ts'
import { lockRowOnUpdate } from '../../hooks/lockRowOnUpdate.ts'
import { publishLiveChange, publishLiveDelete } from '../../live/publish.ts'
import { maskLeadPhone } from '../hooks/maskPhoneForMerchants.ts'
import { hideObjectedFromQueries, hideUnsharedFromQueries } from '../hooks/hideObjectedFromQueries.ts'
import { deliverVerifiedLead, notifyVerifiedLead } from '../delivery.ts'
import { storedEstimateAsAllowed } from '../../insurance/distribution.ts'
import { setPersonKeys } from '../hooks/setPersonKeys.ts'
import { countLeadCreated } from '../hooks/countLeadCreated.ts'
import { confirmAdminCreated } from '../hooks/confirmAdminCreated.ts'

/**
 * client_requests: the leads a completed questionnaire produces. Public creation goes through the lead endpoint
 * (leads/submitLead.ts), which stores the lead unconfirmed and sends the code; however a lead becomes confirmed (the
 * consumer's code or link, verification/endpoints.ts; an admin creating it, confirmAdminCreated; the seed), its hooks deliver it
 * (`destinatari`), queue its e-mails and tell the open live views.
 */
export const ClientRequests: CollectionConfig = {
  slug: collectionSlugs.clientRequests,
  labels: { singular: 'Richiesta cliente', plural: 'Richieste clienti' },
  admin: {
    useAsTitle: 'nome',
    defaultColumns: ['nome', 'servizio', 'cap', 'email', 'createdAt'],
    hidden: hiddenFromNonAdmins,
  },
  access: {
    admin: isAdminRequest,
    read: merchantLeadScope,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  hooks: {
    beforeOperation: [lockRowOnUpdate(collectionSlugs.clientRequests), hideObjectedFromQueries({ fields: ['email'], lead: 'id' }), hideUnsharedFromQueries({ fields: ['nome', 'email', 'telefono', 'ragioneSociale', 'partitaIva', 'messaggio'] })],
    beforeChange: [setPersonKeys, confirmAdminCreated, deliverVerifiedLead],
    afterRead: [maskLeadPhone],
    afterChange: [notifyVerifiedLead, publishLiveChange('client-requests'), countLeadCreated],
    afterDelete: [publishLiveDelete('client-requests')],
  },
  indexes: [{ fields: ['cap', 'servizio', 'createdAt'] }],
  fields: [
    { name: 'nome', label: 'Nome', type: 'text', required: true, maxLength: 120 },
    personalEmailField({ name: 'email', label: 'Email', index: true }),
    personalPhoneField({ name: 'telefono', label: 'Telefono', maxLength: 30, access: { read: notQueryableByMerchants } }),
    serviceField({ name: 'servizio', required: true, index: true }),
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
      // Shown as the insurance rule in force lets it be (no premium in "segnalazione"), however it was stored.
      hooks: { afterRead: [storedEstimateAsAllowed] },
    },
    { name: 'questionnaireSlug', label: 'Questionario', type: 'text', maxLength: 60 },
    { name: 'questionnaireVersion', label: 'Versione del questionario', type: 'number' },
    // The key of the visitor's progress record: for admins only, so no merchant can learn it.
    { name: 'sessionId', label: 'Sessione', type: 'text', index: true, maxLength: 40, access: { read: isAdminField } },
    {
      name: 'offersToken',
      label: 'Codice della pagina della richiesta',
      type: 'text',
      unique: true,
      index: true,
      // The unguessable reference the offers pages use instead of personal data in the URL.
      ...adminOnlyServerValue,
    },
    // The confirmation of the consumer's contacts (verification/): nobody receives the lead before `verificataIl`.
    serverStampField({
      name: 'verificataIl',
      label: 'Contatti confermati il',
      index: true,
      description: 'Il cliente ha confermato il telefono (codice SMS) o l’e-mail (link): da quel momento i partner ricevono la richiesta.',
    }),
    {
      name: 'verificaCanale',
      label: 'Conferma dei contatti',
      type: 'select',
      options: [
        { label: 'Codice SMS', value: 'sms' },
        { label: 'Link via e-mail', value: 'email' },
      ],
      ...adminOnlyServerValue,
    },
    serverStampField({
      name: 'verificaScadeIl',
      label: 'Da confermare entro il',
      index: true,
      adminOnly: true,
      description: 'Una richiesta non confermata entro questa data scade: nessun partner la riceve.',
    }),
    // The hash of the code or link last sent and when: read by the confirmation only (a system read), never sent.
    { name: 'verificaSegreto', type: 'text', access: { read: nobodyField, create: nobodyField, update: nobodyField }, admin: { hidden: true } },
    { name: 'verificaInviataIl', type: 'date', access: { read: nobodyField, create: nobodyField, update: nobodyField }, admin: { hidden: true } },
    // Set when an admin accepted a partner's return saying the contacts are not real (leadReturns/): nobody contacts them again.
    serverStampField({
      name: 'contattiNonValidiIl',
      label: 'Contatti non validi dal',
      description: 'Un amministratore ha accettato un reso per numero sbagliato o richiesta non reale: i partner non devono contattare il cliente.',
    }),
    // Set only by the consumer's own actions on their request page (requestPage/actions.ts).
    serverStampField({ name: 'annullataIl', label: 'Annullata dal cliente il' }),
    // Partners read both: a cancelled request is not to be called, an erasure asked is a cancelled request too.
    serverStampField({ name: 'cancellazioneRichiestaIl', label: 'Cancellazione dei dati chiesta il' }),
    // Set when the lead arrived and no active merchant served its CAP and service (leads/delivery.ts), then when a
    // merchant approved later for them took it (leads/waitingLeads.ts).
    serverStampField({
      name: 'senzaPartnerDal',
      label: 'In attesa di un partner dal',
      index: true,
      description: 'Nessun partner attivo copriva il CAP e il servizio quando è arrivata: è nella coda «Senza partner» dell’area admin.',
    }),
    serverStampField({ name: 'partnerTrovatoIl', label: 'Partner trovato il' }),
    {
      name: 'destinatari',
      label: 'Partner che l’hanno ricevuta',
      type: 'relationship',
      relationTo: collectionSlugs.merchants,
      hasMany: true,
      // Who received the lead decides who reads it (leads/access/merchantLeadScope.ts); partners never learn of each other.
      access: { read: isAdminField, update: isAdminField },
      admin: {
        position: 'sidebar',
        description: 'Fino al numero massimo di partner per richiesta, scelti tra quelli attivi per il CAP e il servizio quando il cliente ha confermato i contatti (o quando un partner l’ha presa dalla coda «Senza partner»).',
      },
    },
    {
      name: 'partnerProposti',
      label: 'Partner mostrati al cliente',
      type: 'relationship',
      relationTo: collectionSlugs.merchants,
      hasMany: true,
      // Set by the lead endpoint from the matching rule (leads/submitLead.ts): what the consumer was asked to choose from.
      access: adminOnlyServerValue.access,
      admin: { ...adminOnlyServerValue.admin, description: 'I partner che la regola di assegnazione sceglieva quando il cliente ha inviato la richiesta, nominati nel modulo prima dell’invio.' },
    },
    {
      name: 'partnerScelti',
      label: 'Partner scelti dal cliente',
      type: 'relationship',
      relationTo: collectionSlugs.merchants,
      hasMany: true,
      // The consumer's choice among partnerProposti: only these may receive the contacts (leads/delivery.ts).
      access: adminOnlyServerValue.access,
      admin: { ...adminOnlyServerValue.admin, description: 'Tra i partner mostrati, quelli a cui il cliente ha acconsentito a passare i contatti: solo loro ricevono la richiesta.' },
    },
    {
      name: 'ripeteRichiesta',
      label: 'Ripete la richiesta',
      type: 'relationship',
      relationTo: collectionSlugs.clientRequests,
      index: true,
      access: adminOnlyServerValue.access,
      admin: { ...adminOnlyServerValue.admin, description: 'Inviata con l’e-mail o il telefono di una richiesta aperta per lo stesso servizio: non è stata inoltrata ai partner e il titolare di quella richiesta ne è stato avvisato via e-mail.' },
    },
    {
      name: 'ripetizioni',
      label: 'Ripetizioni',
      type: 'join',
      collection: collectionSlugs.clientRequests,
      on: 'ripeteRichiesta',
      access: { read: isAdminField },
      admin: { description: 'Le richieste inviate dopo con la stessa e-mail o lo stesso telefono entro 30 giorni.' },
    },
    // The person as a repeat recognises them (leads/personKeys.ts): set by setPersonKeys, never sent.
    { name: 'chiaveEmail', type: 'text', index: true, access: { read: isAdminField, create: nobodyField, update: nobodyField }, admin: { hidden: true } },
    { name: 'chiaveTelefono', type: 'text', index: true, access: { read: isAdminField, create: nobodyField, update: nobodyField }, admin: { hidden: true } },
    {
      name: 'utm',
      label: 'Campagna (UTM)',
      type: 'group',
      fields: (['source', 'medium', 'campaign', 'term', 'content'] as const).map((name) => ({ name, label: `utm_${name}`, type: 'text' as const, maxLength: 200 })),
    },
    idempotencyKeyField(),
    ...requestMetaFields(),
  ],
}
