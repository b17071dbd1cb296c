import type { CollectionConfig } from 'payload'
import { leadReturnReasonLabels, leadReturnReasons, leadReturnStateLabels, leadReturnStates, LEAD_RETURN_NOTE_MAX } from '#content-schema'
import { activeMerchantOnly } from '../../merchants/access/activeMerchantOnly.ts'
import { isAdmin, isAdminField, isAdminRequest, hiddenFromNonAdmins } from '../../access/isAdmin.ts'
import { ownTeamRecord } from '../../merchants/access/ownTeamRecord.ts'
import { nobodyField } from '../../access/nobody.ts'
import { serverOnlyDateField } from '../../fields/requestMeta.ts'
import { publishLiveChange } from '../../live/publish.ts'
import { collectionSlugs } from '../../slugs.ts'
import { lockRowOnUpdate } from '../../hooks/lockRowOnUpdate.ts'
import { afterLeadReturn } from '../hooks/afterLeadReturn.ts'
import { enforceLeadReturn } from '../hooks/enforceLeadReturn.ts'
import { hideObjectedFromQueries } from '../hooks/hideObjectedFromQueries.ts'

/**
 * lead_returns: a partner gives back a lead it received (within the operator's window, with a reason from the list);
 * an admin accepts or refuses it. One per partner and lead. The partner reads its own, only while active (a team
 * member's account those of its assigned leads); admins
 * read and decide all (REST: POST by the partner, PATCH by an admin).
 */
export const LeadReturns: CollectionConfig = {
  slug: collectionSlugs.leadReturns,
  labels: { singular: 'Reso', plural: 'Resi' },
  admin: {
    defaultColumns: ['clientRequest', 'merchant', 'motivo', 'stato', 'createdAt'],
    hidden: hiddenFromNonAdmins,
  },
  access: {
    admin: isAdminRequest,
    read: ownTeamRecord('clientRequest'),
    create: activeMerchantOnly,
    update: isAdmin,
    delete: isAdmin,
  },
  hooks: { beforeOperation: [lockRowOnUpdate(collectionSlugs.leadReturns), hideObjectedFromQueries({ fields: ['clientRequest.email'], lead: 'clientRequest' })], beforeChange: [enforceLeadReturn], afterChange: [afterLeadReturn, publishLiveChange('lead-returns')] },
  indexes: [{ fields: ['merchant', 'clientRequest'], unique: true }],
  fields: [
    { name: 'clientRequest', label: 'Richiesta cliente', type: 'relationship', relationTo: collectionSlugs.clientRequests, required: true, index: true, access: { update: nobodyField } },
    { name: 'merchant', label: 'Partner', type: 'relationship', relationTo: collectionSlugs.merchants, required: true, index: true, access: { update: nobodyField } },
    {
      name: 'motivo',
      label: 'Motivo',
      type: 'select',
      required: true,
      options: leadReturnReasons.map((reason) => ({ label: leadReturnReasonLabels[reason], value: reason })),
      access: { update: nobodyField },
    },
    { name: 'nota', label: 'Nota del partner', type: 'textarea', maxLength: LEAD_RETURN_NOTE_MAX, access: { update: nobodyField } },
    {
      name: 'stato',
      label: 'Stato',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'in_attesa',
      options: leadReturnStates.map((state) => ({ label: leadReturnStateLabels[state], value: state })),
    },
    { name: 'motivazione', label: 'Motivazione della decisione', type: 'textarea', maxLength: LEAD_RETURN_NOTE_MAX },
    serverOnlyDateField({ name: 'decisoIl', label: 'Deciso il', sidebar: false }),
    { name: 'decisoDa', label: 'Deciso da', type: 'relationship', relationTo: collectionSlugs.users, access: { read: isAdminField, create: nobodyField, update: nobodyField }, admin: { readOnly: true } },
  ],
}
