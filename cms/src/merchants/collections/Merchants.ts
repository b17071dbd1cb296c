import type { CollectionConfig, FieldAccess } from 'payload'
import { isAdmin, isAdminField, isAdminRequest, hiddenFromNonAdmins } from '../../access/isAdmin.ts'
import { hasRole } from '../../access/hasRole.ts'
import { merchantsRead } from '../access/merchantsRead.ts'
import { isAdminOrProfileOwner } from '../access/isAdminOrProfileOwner.ts'
import { LEAD_WEEKLY_CAP_MAX, merchantStateLabels, merchantStates } from '#content-schema'
import { nobodyField } from '../../access/nobody.ts'
import { capField } from '../../fields/cap.ts'
import { rowTitle } from '../../fields/rowTitle.ts'
import { serviceField } from '../../fields/serviceField.ts'
import { collectionSlugs } from '../../slugs.ts'
import { lockRowOnUpdate } from '../../hooks/lockRowOnUpdate.ts'
import { setOwner } from '../hooks/setOwner.ts'
import { validateProfile } from '../hooks/validateProfile.ts'
import { applyVetting } from '../hooks/applyVetting.ts'
import { afterVetting } from '../hooks/afterVetting.ts'
import { takeWaitingLeads } from '../hooks/takeWaitingLeads.ts'
import { hideReview } from '../hooks/hideReview.ts'
import { ownProfile } from '../ownProfile.ts'
import { releaseDependents } from '../hooks/releaseDependents.ts'
import { eraseAccount } from '../hooks/eraseAccount.ts'
import { auditDeletion } from '../hooks/auditDeletion.ts'
import { publishLiveChange, publishLiveDelete } from '../../live/publish.ts'

const adminOrOwnerField: FieldAccess = ({ req, doc }) =>
  hasRole(req.user, 'admin') || (Boolean(req.user) && doc?.user === req.user?.id)

/** A field only admins write, its merchant reads (the account, the changes waiting for approval, the reason of a decision). */
const setByAdmins = { read: adminOrOwnerField, create: isAdminField, update: isAdminField }

const coverageRow = (index: boolean) => [capField({ required: true, index })]

/**
 * merchant_profiles: the partner's public card and contact data; one per merchant user. What it may see is
 * what an admin approved: `stato` (only 'attivo' reads leads and is matched), the approved `servizi` and
 * `capCoperti`; what the merchant asked for beyond them waits in `serviziProposti` / `capCopertiProposti`.
 */
export const Merchants: CollectionConfig = {
  slug: collectionSlugs.merchants,
  labels: { singular: 'Merchant', plural: 'Merchant' },
  admin: {
    useAsTitle: 'nomeAzienda',
    defaultColumns: ['nomeAzienda', 'ragioneSociale', 'partitaIva', 'cap', 'stato', 'createdAt'],
    hidden: hiddenFromNonAdmins,
  },
  access: {
    admin: isAdminRequest,
    read: merchantsRead,
    create: ({ req }) => hasRole(req.user, 'admin', 'merchant'),
    update: isAdminOrProfileOwner,
    delete: isAdmin,
  },
  hooks: {
    beforeOperation: [lockRowOnUpdate(collectionSlugs.merchants)],
    beforeValidate: [validateProfile],
    beforeChange: [setOwner, applyVetting],
    beforeDelete: [releaseDependents],
    afterRead: [hideReview],
    afterChange: [afterVetting, takeWaitingLeads, publishLiveChange('merchants')],
    afterDelete: [eraseAccount, auditDeletion, publishLiveDelete('merchants')],
  },
  endpoints: [ownProfile],

  fields: [
    {
      name: 'user',
      label: 'Utente',
      type: 'relationship',
      relationTo: collectionSlugs.users,
      unique: true,
      index: true,
      // Set by the server from the signed-in merchant; only an admin may point a profile elsewhere.
      access: setByAdmins,
    },
    { name: 'nomeCognome', label: 'Nome e cognome', type: 'text', required: true, maxLength: 120 },
    { name: 'nomeAzienda', label: 'Nome azienda', type: 'text', required: true, maxLength: 160 },
    { name: 'settoreAttivita', label: 'Settore di attività', type: 'text', required: true, maxLength: 120 },
    { name: 'ragioneSociale', label: 'Ragione sociale', type: 'text', maxLength: 160 },
    { name: 'partitaIva', label: 'Partita IVA', type: 'text', maxLength: 11, index: true },
    { name: 'sede', label: 'Sede (indirizzo)', type: 'text', maxLength: 200 },
    capField({ required: true, label: 'CAP della sede', index: false }),
    { name: 'citta', label: 'Città', type: 'text', maxLength: 120 },
    { name: 'zonaGeografica', label: 'Zona geografica', type: 'text', required: true, maxLength: 160 },
    // The merchant sends the services and CAPs it wants here; applyVetting keeps of them only what was approved.
    {
      name: 'numeroRui',
      label: 'Numero RUI (IVASS)',
      type: 'text',
      maxLength: 10,
      admin: { description: 'Obbligatorio per i servizi assicurativi: le loro richieste vanno solo a intermediari iscritti al RUI.' },
    },
    {
      name: 'intermediarioRui',
      label: 'Intermediario per cui opera (sezione E)',
      type: 'text',
      maxLength: 200,
      admin: { description: 'Per i collaboratori iscritti nella sezione E del RUI: nome e numero RUI dell’intermediario per cui lavorano.' },
    },
    {
      // Written by applyVetting: the RUI number an approved merchant changed to, waiting for an admin (numeroRui, the
      // approved one, stays public and decides which insurance leads it gets until then).
      name: 'numeroRuiProposto',
      label: 'Numero RUI proposto (in attesa di approvazione)',
      type: 'text',
      maxLength: 10,
      access: setByAdmins,
    },
    {
      // Written by applyVetting: an approved merchant's changes to the other fields its approval relied on
      // (reviewedMerchantFields: name, company, partita IVA, address, intermediary), by field, waiting for an admin;
      // the approved values stay public and in force until then. Null when nothing waits.
      name: 'datiProposti',
      label: 'Dati proposti (in attesa di approvazione)',
      type: 'json',
      access: setByAdmins,
    },
    serviceField({ name: 'servizi', label: 'Servizi approvati', hasMany: true, index: true }),
    {
      name: 'capCoperti',
      label: 'CAP serviti (approvati)',
      labels: { singular: 'CAP', plural: 'CAP' },
      type: 'array',
      admin: { components: rowTitle('cap') },
      fields: coverageRow(true),
    },
    serviceField({
      name: 'serviziProposti',
      label: 'Servizi proposti (in attesa di approvazione)',
      hasMany: true,
      access: setByAdmins,
    }),
    {
      name: 'capCopertiProposti',
      label: 'CAP proposti (in attesa di approvazione)',
      labels: { singular: 'CAP', plural: 'CAP' },
      type: 'array',
      access: setByAdmins,
      admin: { components: rowTitle('cap') },
      fields: coverageRow(false),
    },
    { name: 'telefono', label: 'Telefono', type: 'text', required: true, maxLength: 30 },
    { name: 'email', label: 'Email', type: 'email', required: true },
    {
      name: 'logo',
      label: 'Logo',
      type: 'upload',
      relationTo: collectionSlugs.merchantLogos,
      // A merchant may only show a logo it uploaded itself; Payload checks this on every save.
      filterOptions: ({ user }) => (hasRole(user, 'admin') ? true : { owner: { equals: user?.id ?? 0 } }),
    },
    {
      name: 'disponibilitaOraria',
      label: 'Disponibilità oraria',
      type: 'text',
      maxLength: 160,
      defaultValue: 'Lun–Ven 9:00–18:00',
      access: { update: isAdminField },
    },
    // The partner's own intake of new leads (LeadIntakeSchema, checked by validateProfile; applied by leads/delivery.ts).
    { name: 'pausaRicezione', label: 'Ricezione richieste in pausa', type: 'checkbox', defaultValue: false, access: { read: adminOrOwnerField } },
    { name: 'limiteSettimanale', label: 'Richieste al massimo in 7 giorni', type: 'number', min: 1, max: LEAD_WEEKLY_CAP_MAX, access: { read: adminOrOwnerField } },
    {
      name: 'stato',
      label: 'Stato',
      type: 'select',
      required: true,
      defaultValue: 'in_revisione',
      index: true,
      options: merchantStates.map((state) => ({ label: merchantStateLabels[state], value: state })),
      access: { create: isAdminField, update: isAdminField },
      admin: { position: 'sidebar' },
    },
    {
      // Why it is refused or suspended: required with either decision, e-mailed and shown in the merchant's area;
      // cleared when it is active or in review again. Every decision's reason also stays in the audit log.
      name: 'motivoStato',
      label: 'Motivo (rifiuto o sospensione)',
      type: 'textarea',
      maxLength: 1000,
      access: setByAdmins,
      admin: { position: 'sidebar', condition: (data) => data?.stato === 'respinto' || data?.stato === 'sospeso' },
    },
    {
      // Written only by applyVetting: every change a merchant makes to what waits for an admin's decision (its profile
      // while in review, its proposed services and CAPs) counts one more; a decision names the version it was taken on.
      name: 'versioneProposta',
      label: 'Versione della proposta',
      type: 'number',
      defaultValue: 0,
      access: { read: adminOrOwnerField, create: nobodyField, update: nobodyField },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      // Written only by applyVetting when the state changes: the history of when the merchant received leads.
      name: 'periodiAttivita',
      label: 'Periodi di attività',
      labels: { singular: 'Periodo', plural: 'Periodi' },
      type: 'array',
      access: { read: adminOrOwnerField, create: nobodyField, update: nobodyField },
      admin: { position: 'sidebar', readOnly: true },
      fields: [
        { name: 'dal', label: 'Dal', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'al', label: 'Al', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
  ],
}
