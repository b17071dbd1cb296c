import type { CollectionConfig } from 'payload'
import { LEAD_NOTE_MAX } from '#content-schema'
import { activePartnerAccount } from '../../merchants/access/activeMerchantOnly.ts'
import { isAdmin, isAdminRequest, hiddenFromNonAdmins } from '../../access/isAdmin.ts'
import { nobody, nobodyField } from '../../access/nobody.ts'
import { ownLeadRecord } from '../access/ownLeadRecord.ts'
import { publishLiveChange } from '../../live/publish.ts'
import { collectionSlugs } from '../../slugs.ts'
import { authorName } from '../hooks/authorName.ts'
import { enforceLeadNote } from '../hooks/enforceLeadNote.ts'
import { hideObjectedFromQueries } from '../hooks/hideObjectedFromQueries.ts'

/**
 * lead_notes: a partner's private notes on a lead it received, an append-only history — each note with its author
 * (the partner's user who wrote it) and time; nobody changes one, only admins remove one (the privacy tools erase
 * them with the lead's personal data). The partner reads its own while the lead is one it may read
 * (ownLeadRecord); other partners never; admins all.
 */
export const LeadNotes: CollectionConfig = {
  slug: collectionSlugs.leadNotes,
  labels: { singular: 'Nota (partner)', plural: 'Note (partner)' },
  admin: {
    defaultColumns: ['clientRequest', 'merchant', 'autore', 'createdAt'],
    hidden: hiddenFromNonAdmins,
  },
  access: {
    admin: isAdminRequest,
    read: ownLeadRecord,
    create: activePartnerAccount,
    update: nobody,
    delete: isAdmin,
  },
  defaultSort: '-createdAt',
  hooks: { beforeOperation: [hideObjectedFromQueries({ fields: ['clientRequest.email'], lead: 'clientRequest' })], beforeChange: [enforceLeadNote], afterChange: [publishLiveChange('lead-notes')] },
  indexes: [{ fields: ['merchant', 'clientRequest'] }],
  fields: [
    { name: 'clientRequest', label: 'Richiesta cliente', type: 'relationship', relationTo: collectionSlugs.clientRequests, required: true, index: true, access: { update: nobodyField } },
    { name: 'merchant', label: 'Partner', type: 'relationship', relationTo: collectionSlugs.merchants, required: true, access: { update: nobodyField } },
    {
      // Null for a note carried over from the single note field the history replaced, or once the author is erased.
      name: 'autore',
      label: 'Autore',
      type: 'relationship',
      relationTo: collectionSlugs.users,
      access: { update: nobodyField },
      admin: { readOnly: true },
    },
    { name: 'testo', label: 'Nota', type: 'textarea', required: true, maxLength: LEAD_NOTE_MAX, access: { update: nobodyField } },
    {
      // Not stored: the author as the areas show it, read from the author's account.
      name: 'autoreNome',
      label: 'Scritta da',
      type: 'text',
      virtual: true,
      admin: { readOnly: true },
      hooks: { afterRead: [authorName] },
    },
  ],
}
