import type { CollectionConfig } from 'payload'
import { isAdmin, isAdminField } from '../../access/isAdmin.ts'
import { hasRole } from '../../access/hasRole.ts'
import { isAdminOrOwnMerchantRecord } from '../../access/isAdminOrOwnMerchantRecord.ts'
import { isAdminOrActiveMerchant } from '../../access/isAdminOrActiveMerchant.ts'
import { collectionSlugs } from '../../slugs.ts'
import { setOwnMerchant } from '../../hooks/setOwnMerchant.ts'

/** merchant_team_members: a merchant's collaborators; removal is soft (attivo false). */
export const TeamMembers: CollectionConfig = {
  slug: collectionSlugs.teamMembers,
  labels: { singular: 'Collaboratore', plural: 'Collaboratori' },
  admin: {
    useAsTitle: 'nome',
    defaultColumns: ['nome', 'ruolo', 'merchant', 'attivo', 'createdAt'],
    hidden: ({ user }) => !hasRole(user, 'admin'),
  },
  access: {
    admin: ({ req }) => hasRole(req.user, 'admin'),
    read: isAdminOrOwnMerchantRecord,
    create: isAdminOrActiveMerchant,
    update: isAdminOrOwnMerchantRecord,
    delete: isAdmin,
  },
  hooks: { beforeChange: [setOwnMerchant] },
  fields: [
    {
      name: 'merchant',
      type: 'relationship',
      relationTo: collectionSlugs.merchants,
      required: true,
      index: true,
      access: { update: isAdminField },
    },
    { name: 'nome', label: 'Nome', type: 'text', required: true, maxLength: 120 },
    { name: 'ruolo', label: 'Ruolo', type: 'text', required: true, maxLength: 120 },
    { name: 'telefono', label: 'Telefono', type: 'text', maxLength: 30 },
    { name: 'email', label: 'Email', type: 'email' },
    { name: 'attivo', label: 'Attivo', type: 'checkbox', defaultValue: true, index: true },
  ],
}
