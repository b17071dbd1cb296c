import type { CollectionConfig, FieldAccess } from 'payload'
import { bookingStateLabels, bookingStates, contactedBookingStates } from '#content-schema'
import { isAdmin, isAdminField, isAdminRequest, hiddenFromNonAdmins } from '../../access/isAdmin.ts'
import { hasRole } from '../../access/hasRole.ts'
import { nobodyField } from '../../access/nobody.ts'
import { ownTeamRecord } from '../../merchants/access/ownTeamRecord.ts'
import { notQueryableByMerchants } from '../../leads/access/notQueryableByMerchants.ts'
import { capField } from '../../fields/cap.ts'
import { personalEmailField, personalPhoneField } from '../../fields/personalContact.ts'
import { idempotencyKeyField, requestMetaFields, serverOnlyDateField } from '../../fields/requestMeta.ts'
import { serviceField } from '../../fields/serviceField.ts'
import { collectionSlugs } from '../../slugs.ts'
import { lockRowOnUpdate } from '../../hooks/lockRowOnUpdate.ts'
import { enforceStatusMachine } from '../hooks/enforceStatusMachine.ts'
import { checkMerchantAssignment } from '../hooks/checkMerchantAssignment.ts'
import { publishLiveChange, publishLiveDelete } from '../../live/publish.ts'
import { maskBookingPhone } from '../../leads/hooks/maskPhoneForMerchants.ts'
import { hideObjectedFromQueries } from '../../leads/hooks/hideObjectedFromQueries.ts'
import { requestCancelledAt } from '../hooks/requestCancelledAt.ts'
import { inviteOnContacted } from '../../reviews/invite.ts'
import { bookingMovesLead } from '../../leads/leadBookingSync.ts'
import { checkProposal, mailProposal } from '../proposal.ts'

const staffOrMerchantField: FieldAccess = ({ req }) => hasRole(req.user, 'admin', 'merchant', 'member')

/**
 * prenotazioni_clienti: callback requests. With a merchant when booked from an offers page; without one
 * when asked through a call form (the admins assign it). Public creation goes through validated endpoints.
 */
export const Bookings: CollectionConfig = {
  slug: collectionSlugs.bookings,
  labels: { singular: 'Prenotazione', plural: 'Prenotazioni' },
  admin: {
    useAsTitle: 'nomeCliente',
    defaultColumns: ['nomeCliente', 'servizioRichiesto', 'capCliente', 'stato', 'merchant', 'createdAt'],
    hidden: hiddenFromNonAdmins,
  },
  access: {
    admin: isAdminRequest,
    read: ownTeamRecord('lead'),
    create: isAdmin,
    update: ownTeamRecord('lead'),
    delete: isAdmin,
  },
  hooks: {
    beforeOperation: [lockRowOnUpdate(collectionSlugs.bookings), hideObjectedFromQueries({ fields: ['emailCliente', 'lead.email'], lead: 'lead' })],
    beforeChange: [enforceStatusMachine, checkMerchantAssignment, checkProposal],
    afterRead: [maskBookingPhone],
    afterChange: [inviteOnContacted({ contacted: contactedBookingStates, lead: 'lead' }), publishLiveChange('bookings'), bookingMovesLead, mailProposal],
    afterDelete: [publishLiveDelete('bookings')],
  },
  indexes: [{ fields: ['lead', 'merchant'], unique: true }, { fields: ['merchant', 'createdAt'] }],
  fields: [
    { name: 'merchant', label: 'Partner', type: 'relationship', relationTo: collectionSlugs.merchants, index: true, access: { update: isAdminField } },
    {
      name: 'lead',
      label: 'Richiesta cliente',
      type: 'relationship',
      relationTo: collectionSlugs.clientRequests,
      index: true,
      access: { update: isAdminField },
    },
    {
      name: 'origine',
      label: 'Origine',
      type: 'select',
      required: true,
      defaultValue: 'offerte',
      options: [
        { label: 'Pagina offerte', value: 'offerte' },
        { label: 'Modulo di chiamata', value: 'chiamata' },
      ],
      access: { update: isAdminField },
    },
    { name: 'nomeCliente', label: 'Cliente', type: 'text', required: true, maxLength: 160, access: { update: isAdminField } },
    personalPhoneField({ name: 'telefonoCliente', label: 'Telefono', maxLength: 30, access: { read: notQueryableByMerchants, update: isAdminField } }),
    personalEmailField({ name: 'emailCliente', label: 'Email', index: true, access: { update: isAdminField } }),
    serviceField({ name: 'servizioRichiesto', label: 'Servizio richiesto', required: true, index: true, access: { update: isAdminField } }),
    capField({ name: 'capCliente', label: 'CAP', access: { update: isAdminField } }),
    {
      name: 'richiamata',
      label: 'Richiamata preferita',
      type: 'date',
      admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Inizio della fascia scelta dal cliente, entro gli orari del telemarketing; vuoto: appena possibile.' },
      access: { update: isAdminField },
    },
    {
      name: 'propostaRichiamata',
      label: 'Altro orario proposto dal partner',
      type: 'date',
      admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'In attesa della risposta del cliente, che lo accetta o mantiene il suo orario dalla pagina della richiesta.' },
      access: { create: isAdminField, update: staffOrMerchantField },
    },
    serverOnlyDateField({ name: 'propostaIl', label: 'Orario proposto il' }),
    // Written only by the reminder job (cms/src/bookings/callbackReminders.ts): the slot a reminder went out for, so it
    // is sent once per slot, and again only when the slot changes.
    serverOnlyDateField({ name: 'promemoriaInviatoPer', label: 'Promemoria inviato per la richiamata delle' }),
    { name: 'messaggio', label: 'Messaggio', type: 'textarea', maxLength: 6000, access: { read: notQueryableByMerchants, update: isAdminField } },
    {
      name: 'stato',
      label: 'Stato',
      type: 'select',
      required: true,
      defaultValue: 'in_attesa',
      index: true,
      options: bookingStates.map((state) => ({ label: bookingStateLabels[state], value: state })),
      access: { update: staffOrMerchantField },
    },
    serverOnlyDateField({ name: 'firstActionAt', label: 'Primo cambio di stato', description: 'Quando la prenotazione ha lasciato «In Attesa»: misura il tempo di risposta del merchant.', sidebar: false }),
    {
      // Not stored: read from the booking's request, so the partner sees at once that the consumer cancelled it.
      name: 'richiestaAnnullataIl',
      label: 'Richiesta annullata dal cliente il',
      type: 'date',
      virtual: true,
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
      hooks: { afterRead: [requestCancelledAt] },
    },
    // A call request's sender proved its e-mail address (the link of the request's e-mail,
    // bookings/callConfirmation.ts): only then may an admin hand it to a partner (checkMerchantAssignment).
    serverOnlyDateField({ name: 'contattoVerificatoIl', label: 'Email del cliente confermata il' }),
    {
      // The hash of the code the request's e-mail carries; the code itself is never stored.
      name: 'codiceContattoHash',
      type: 'text',
      hidden: true,
      index: true,
      access: { create: nobodyField, update: nobodyField },
    },
    idempotencyKeyField(),
    ...requestMetaFields(),
  ],
}
