import type { CollectionConfig } from 'payload'
import { isAdmin, isAdminField, isAdminRequest, hiddenFromNonAdmins } from '../../access/isAdmin.ts'
import { isAdminOrOwnMerchantRecord } from '../access/isAdminOrOwnMerchantRecord.ts'
import { isAdminOrActiveMerchant } from '../access/isAdminOrActiveMerchant.ts'
import { collectionSlugs } from '../../slugs.ts'
import { lockRowOnUpdate } from '../../hooks/lockRowOnUpdate.ts'
import { setOwnMerchant } from '../hooks/setOwnMerchant.ts'
import { nobodyField } from '../../access/nobody.ts'
import { serverOnlyDateField } from '../../fields/requestMeta.ts'
import { confirmMemberEmail } from '../hooks/confirmMemberEmail.ts'

/**
 * merchant_team_members: a merchant's collaborators; removal is soft (attivo false). The owner may invite one with an
 * e-mail to an account of its own (`utente`, role `member`, POST /api/merchant/team/:id/invite): it signs in at the
 * merchant login and reads only the leads the owner assigns to it; a removed member's account reads nothing.
 * Only the owner (active) and admins read and change the team. A new e-mail for a member with an account waits for
 * the member to confirm it from that mailbox (hooks/confirmMemberEmail.ts): invitations and resets go only to an
 * address its user proved.
 */
export const TeamMembers: CollectionConfig = {
  slug: collectionSlugs.teamMembers,
  labels: { singular: 'Collaboratore', plural: 'Collaboratori' },
  admin: {
    useAsTitle: 'nome',
    defaultColumns: ['nome', 'ruolo', 'merchant', 'attivo', 'createdAt'],
    hidden: hiddenFromNonAdmins,
  },
  access: {
    admin: isAdminRequest,
    read: isAdminOrOwnMerchantRecord,
    create: isAdminOrActiveMerchant,
    update: isAdminOrOwnMerchantRecord,
    delete: isAdmin,
  },
  hooks: { beforeOperation: [lockRowOnUpdate(collectionSlugs.teamMembers)], beforeChange: [setOwnMerchant, confirmMemberEmail] },
  fields: [
    {
      name: 'merchant',
      label: 'Partner',
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
    {
      // Written only by confirmMemberEmail: a new address for a member with an account, waiting for the link sent to
      // it; `email` (the account's, proved) stays until the link is opened.
      name: 'emailDaConfermare',
      label: 'Nuova email (da confermare)',
      type: 'email',
      admin: { readOnly: true },
      access: { create: nobodyField, update: nobodyField },
    },
    { name: 'attivo', label: 'Attivo', type: 'checkbox', defaultValue: true, index: true },
    {
      // Written only by the invitation (cms/src/merchants/teamInvite.ts).
      name: 'utente',
      label: 'Account del collaboratore',
      type: 'relationship',
      relationTo: collectionSlugs.users,
      unique: true,
      admin: { readOnly: true },
      access: { create: nobodyField, update: nobodyField },
    },
    serverOnlyDateField({ name: 'invitatoIl', label: 'Invitato il', sidebar: false }),
  ],
}
