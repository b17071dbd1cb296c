import type { CollectionConfig, FieldAccess } from 'payload'
import { isAdmin, isAdminField } from '../../access/isAdmin.ts'
import { hasRole } from '../../access/hasRole.ts'
import { merchantsRead } from '../../access/merchantsRead.ts'
import { isAdminOrProfileOwner } from '../../access/isAdminOrProfileOwner.ts'
import { capField } from '../../fields/cap.ts'
import { serviceSelect } from '../../fields/serviceSelect.ts'
import { collectionSlugs } from '../../slugs.ts'
import { setOwner } from './hooks/setOwner.ts'
import { validateProfile } from './hooks/validateProfile.ts'
import { ownProfile } from './endpoints/ownProfile.ts'
import { releaseDependents } from './hooks/releaseDependents.ts'
import { publishLiveChange, publishLiveDelete } from '../../hooks/publishLiveEvent.ts'

const adminOrOwnerField: FieldAccess = ({ req, doc }) =>
  hasRole(req.user, 'admin') || (Boolean(req.user) && doc?.user === req.user?.id)

/** merchant_profiles: the partner's public card and contact data; one per merchant user. */
export const Merchants: CollectionConfig = {
  slug: collectionSlugs.merchants,
  labels: { singular: 'Merchant', plural: 'Merchant' },
  admin: {
    useAsTitle: 'nomeAzienda',
    defaultColumns: ['nomeAzienda', 'nomeCognome', 'cap', 'zonaGeografica', 'attivo', 'createdAt'],
    hidden: ({ user }) => !hasRole(user, 'admin'),
  },
  access: {
    admin: ({ req }) => hasRole(req.user, 'admin'),
    read: merchantsRead,
    create: ({ req }) => hasRole(req.user, 'admin', 'merchant'),
    update: isAdminOrProfileOwner,
    delete: isAdmin,
  },
  hooks: {
    beforeValidate: [validateProfile],
    beforeChange: [setOwner],
    beforeDelete: [releaseDependents],
    afterChange: [publishLiveChange('merchants')],
    afterDelete: [publishLiveDelete('merchants')],
  },
  endpoints: [ownProfile],
  indexes: [{ fields: ['cap', 'attivo'] }],
  fields: [
    {
      name: 'user',
      label: 'Utente',
      type: 'relationship',
      relationTo: collectionSlugs.users,
      unique: true,
      index: true,
      // Set by the server from the signed-in merchant; only an admin may point a profile elsewhere.
      access: { read: adminOrOwnerField, create: isAdminField, update: isAdminField },
    },
    { name: 'nomeCognome', label: 'Nome e cognome', type: 'text', required: true, maxLength: 120 },
    { name: 'nomeAzienda', label: 'Nome azienda', type: 'text', required: true, maxLength: 160 },
    { name: 'settoreAttivita', label: 'Settore di attività', type: 'text', required: true, maxLength: 120 },
    capField({ required: true }),
    { name: 'citta', label: 'Città', type: 'text', maxLength: 120 },
    { name: 'zonaGeografica', label: 'Zona geografica', type: 'text', required: true, maxLength: 160 },
    serviceSelect({ name: 'servizi', label: 'Servizi offerti', hasMany: true, required: true, index: true }),
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
    {
      name: 'attivo',
      label: 'Attivo',
      type: 'checkbox',
      defaultValue: true,
      index: true,
      access: { create: isAdminField, update: isAdminField },
      admin: { position: 'sidebar' },
    },
  ],
}
