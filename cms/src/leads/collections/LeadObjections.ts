import type { CollectionConfig } from 'payload'
import { isAdminRequest, hiddenFromNonAdmins } from '../../access/isAdmin.ts'
import { nobody } from '../../access/nobody.ts'
import { ownLeadRecord } from '../access/ownLeadRecord.ts'
import { publishLiveChange } from '../../live/publish.ts'
import { collectionSlugs } from '../../slugs.ts'
import { hideObjectedFromQueries } from '../hooks/hideObjectedFromQueries.ts'

/**
 * lead_objections: a consumer's objection (GDPR art. 21), from the request page, to one partner processing the data of
 * one request. From then on that partner reads the request and its bookings without the consumer's contacts
 * (leads/hooks/maskPhoneForMerchants.ts). Written only by the request page's endpoint (requestPage/actions.ts), and never
 * changed or removed through the API, admins included: it is the proof of what the consumer asked. The partner reads
 * its own, to see why the contacts are hidden; other partners never do.
 */
export const LeadObjections: CollectionConfig = {
  slug: collectionSlugs.leadObjections,
  labels: { singular: 'Opposizione al trattamento', plural: 'Opposizioni al trattamento' },
  admin: {
    defaultColumns: ['clientRequest', 'merchant', 'createdAt'],
    hidden: hiddenFromNonAdmins,
    description: 'Le opposizioni dei clienti, dalla pagina della loro richiesta, al trattamento da parte di un partner. Solo lettura.',
  },
  access: {
    admin: isAdminRequest,
    read: ownLeadRecord,
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  defaultSort: '-createdAt',
  // Live: the partner's open area hides the contacts at once (cms/src/merchants/liveEndpoint.ts).
  hooks: { beforeOperation: [hideObjectedFromQueries({ fields: ['clientRequest.email'], lead: 'clientRequest' })], afterChange: [publishLiveChange('lead-objections')] },
  indexes: [{ fields: ['merchant', 'clientRequest'], unique: true }],
  fields: [
    { name: 'clientRequest', label: 'Richiesta cliente', type: 'relationship', relationTo: collectionSlugs.clientRequests, required: true, index: true },
    { name: 'merchant', label: 'Partner', type: 'relationship', relationTo: collectionSlugs.merchants, required: true },
  ],
}
