import type { CollectionConfig, FieldAccess } from 'payload'
import { REVIEW_REPLY_MAX, REVIEW_TEXT_MAX } from '#content-schema'
import { hasRole } from '../../access/hasRole.ts'
import { isAdminField, isAdminRequest, hiddenFromNonAdmins } from '../../access/isAdmin.ts'
import { nobody, nobodyField } from '../../access/nobody.ts'
import { ownWrittenReview } from '../access/ownWrittenReview.ts'
import { reviewsRead } from '../access/reviewsRead.ts'
import { serviceField } from '../../fields/serviceField.ts'
import { publishLiveChange } from '../../live/publish.ts'
import { collectionSlugs } from '../../slugs.ts'
import { lockRowOnUpdate } from '../../hooks/lockRowOnUpdate.ts'
import { afterReviewChange } from '../hooks/afterReviewChange.ts'
import { enforceReviewRules } from '../hooks/enforceReviewRules.ts'
import { hideObjectedFromQueries } from '../../leads/hooks/hideObjectedFromQueries.ts'

/** The partner's reply is the partner's to write (the collection's rule keeps it to its own reviews). */
const merchantField: FieldAccess = ({ req }) => hasRole(req.user, 'merchant') && !hasRole(req.user, 'admin')

/**
 * reviews: a consumer's rating of a partner that contacted them about a request. The record is made, unwritten, when
 * the partner first marks the request contacted (its lead status or its callback) and the consumer is invited by
 * e-mail (reviews/invite.ts); the consumer writes it once from the request's page, whose link is their proof
 * (reviews/endpoints.ts); the partner replies once from its area; an admin may hide it, with a reason kept in the
 * decisions' trail. One per partner and request. Nobody creates one through the API.
 */
export const Reviews: CollectionConfig = {
  slug: collectionSlugs.reviews,
  labels: { singular: 'Recensione', plural: 'Recensioni' },
  admin: {
    useAsTitle: 'testo',
    defaultColumns: ['merchant', 'voto', 'testo', 'scrittaIl', 'nascosta', 'risposta'],
    hidden: hiddenFromNonAdmins,
    description:
      'Le recensioni dei clienti contattati dai partner. Per nasconderne una spunta «Nascosta» e scrivi il motivo: resta nel registro delle decisioni. Voto e testo li scrive solo il cliente.',
  },
  access: {
    admin: isAdminRequest,
    read: reviewsRead,
    create: nobody,
    update: ownWrittenReview,
    delete: nobody,
  },
  defaultSort: '-scrittaIl',
  hooks: {
    beforeOperation: [lockRowOnUpdate(collectionSlugs.reviews), hideObjectedFromQueries({ fields: ['clientRequest.email'], lead: 'clientRequest' })],
    beforeChange: [enforceReviewRules],
    afterChange: [afterReviewChange, publishLiveChange('reviews')],
  },
  indexes: [{ fields: ['clientRequest', 'merchant'], unique: true }, { fields: ['merchant', 'scrittaIl'] }],
  fields: [
    { name: 'merchant', label: 'Partner', type: 'relationship', relationTo: collectionSlugs.merchants, required: true, index: true, access: { update: nobodyField } },
    {
      // The request it is about: only admins see whose it is. Set by the invitation; a review outlives its request.
      name: 'clientRequest',
      label: 'Richiesta cliente',
      type: 'relationship',
      relationTo: collectionSlugs.clientRequests,
      index: true,
      access: { read: isAdminField, update: nobodyField },
    },
    serviceField({ name: 'servizio', required: true, access: { update: nobodyField } }),
    {
      name: 'invitatoIl',
      label: 'Invito inviato il',
      type: 'date',
      access: { read: isAdminField, update: nobodyField },
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'voto', label: 'Voto (1–5)', type: 'number', min: 1, max: 5, access: { update: nobodyField }, admin: { readOnly: true } },
    { name: 'testo', label: 'Recensione', type: 'textarea', maxLength: REVIEW_TEXT_MAX, access: { update: nobodyField }, admin: { readOnly: true } },
    {
      name: 'scrittaIl',
      label: 'Scritta il',
      type: 'date',
      index: true,
      access: { update: nobodyField },
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' }, description: 'Vuoto: il cliente è stato invitato e non l’ha ancora scritta.' },
    },
    { name: 'risposta', label: 'Risposta del partner', type: 'textarea', maxLength: REVIEW_REPLY_MAX, access: { update: merchantField } },
    { name: 'rispostaIl', label: 'Risposta il', type: 'date', access: { update: nobodyField }, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'nascosta',
      label: 'Nascosta',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      access: { update: isAdminField },
      admin: { position: 'sidebar', description: 'Una recensione nascosta non compare nelle offerte né nella media.' },
    },
    {
      // Only a hidden review has one (showing it again clears it), and only admins and its partner read hidden reviews.
      name: 'motivoNascosta',
      label: 'Motivo (obbligatorio per nasconderla)',
      type: 'textarea',
      maxLength: 1000,
      access: { update: isAdminField },
      admin: { position: 'sidebar' },
    },
    {
      name: 'nascostaIl',
      label: 'Nascosta il',
      type: 'date',
      access: { update: nobodyField },
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
