import type { CollectionConfig, FieldAccess } from 'payload'
import { contactedLeadStates, leadStateLabels, leadStates, LEAD_MESSAGE_MAX } from '#content-schema'
import { isAdmin, isAdminField, isAdminRequest, hiddenFromNonAdmins } from '../../access/isAdmin.ts'
import { hasRole } from '../../access/hasRole.ts'
import { isAdminOrActiveMerchant } from '../../merchants/access/isAdminOrActiveMerchant.ts'
import { ownLeadRecord } from '../access/ownLeadRecord.ts'
import { serverOnlyDateField } from '../../fields/requestMeta.ts'
import { collectionSlugs } from '../../slugs.ts'
import { lockRowOnUpdate } from '../../hooks/lockRowOnUpdate.ts'
import { enforceLeadWorkflow } from '../hooks/enforceLeadWorkflow.ts'
import { publishLiveChange } from '../../live/publish.ts'
import { inviteOnContacted } from '../../reviews/invite.ts'
import { leadMovesBooking } from '../leadBookingSync.ts'
import { hideObjectedFromQueries } from '../hooks/hideObjectedFromQueries.ts'

/** Who assigns a lead to a team member: the merchant's owner (not a member's account) and admins. */
const ownerOrAdminField: FieldAccess = ({ req }) => hasRole(req.user, 'admin', 'merchant')

/**
 * lead_statuses: a merchant's own workflow on a lead it can see — its status, a message for the
 * consumer (on the request page) and when it first answered (the response-time figure, offers/responseTimes.ts). One row per merchant and lead; no row
 * means "Nuovo". Other merchants never read it; admins do.
 */
export const LeadStatuses: CollectionConfig = {
  slug: collectionSlugs.leadStatuses,
  labels: { singular: 'Stato richiesta (merchant)', plural: 'Stati richieste (merchant)' },
  admin: {
    defaultColumns: ['clientRequest', 'merchant', 'stato', 'firstActionAt', 'updatedAt'],
    hidden: hiddenFromNonAdmins,
  },
  access: {
    admin: isAdminRequest,
    read: ownLeadRecord,
    create: isAdminOrActiveMerchant,
    update: ownLeadRecord,
    delete: isAdmin,
  },
  // Live: the merchant's other open tabs and devices update their counts (cms/src/merchants/liveEndpoint.ts); the
  // lead's callback booking follows its state (leads/leadBookingSync.ts).
  hooks: { beforeOperation: [lockRowOnUpdate(collectionSlugs.leadStatuses), hideObjectedFromQueries({ fields: ['clientRequest.email'], lead: 'clientRequest' })], beforeChange: [enforceLeadWorkflow], afterChange: [inviteOnContacted({ contacted: contactedLeadStates, lead: 'clientRequest' }), publishLiveChange('lead-statuses'), leadMovesBooking] },
  indexes: [{ fields: ['merchant', 'clientRequest'], unique: true }],
  fields: [
    { name: 'merchant', label: 'Partner', type: 'relationship', relationTo: collectionSlugs.merchants, required: true, access: { create: isAdminField, update: isAdminField } },
    {
      name: 'clientRequest',
      label: 'Richiesta cliente',
      type: 'relationship',
      relationTo: collectionSlugs.clientRequests,
      required: true,
      index: true,
      access: { update: isAdminField },
    },
    {
      name: 'stato',
      label: 'Stato',
      type: 'select',
      required: true,
      defaultValue: 'nuovo',
      options: leadStates.map((state) => ({ label: leadStateLabels[state], value: state })),
    },
    {
      // The team member the owner handed the lead to: that member's own account reads it (leads/access/merchantLeadScope.ts).
      name: 'assegnatoA',
      label: 'Assegnata a',
      type: 'relationship',
      relationTo: collectionSlugs.teamMembers,
      index: true,
      access: { create: ownerOrAdminField, update: ownerOrAdminField },
    },
    {
      // Shown to the consumer on the request page, with when it was written (requestPage/read.ts).
      name: 'messaggioCliente',
      label: 'Messaggio per il cliente',
      type: 'textarea',
      maxLength: LEAD_MESSAGE_MAX,
    },
    serverOnlyDateField({ name: 'messaggioClienteIl', label: 'Messaggio scritto il', sidebar: false }),
    serverOnlyDateField({ name: 'firstActionAt', label: 'Primo cambio di stato', index: true, sidebar: false }),
  ],
}
