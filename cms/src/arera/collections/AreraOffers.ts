import type { CollectionConfig } from 'payload'
import { importedDataAccess } from '../../access/importedDataAccess.ts'
import { collectionSlugs } from '../../slugs.ts'

/**
 * One offer of one day's catalogue, as the portal published it (validated by `AreraOfferSchema`): its components,
 * discounts, dispatching and zones are in `offer`. Nobody edits an offer: its prices are ARERA's data, written by the
 * importer only.
 */
export const AreraOffers: CollectionConfig = {
  slug: collectionSlugs.areraOffers,
  labels: { singular: 'Offerta ARERA', plural: 'Offerte ARERA' },
  admin: {
    group: 'Offerte luce e gas',
    useAsTitle: 'name',
    defaultColumns: ['code', 'name', 'supplierVat', 'source', 'price', 'unpriceable', 'catalogue'],
    description: 'Le offerte dei cataloghi importati, come le pubblica il Portale Offerte. Solo lettura: i prezzi sono i dati di ARERA.',
  },
  access: importedDataAccess,
  indexes: [{ fields: ['catalogue', 'code'] }],
  fields: [
    { name: 'catalogue', label: 'Catalogo', type: 'relationship', relationTo: collectionSlugs.areraCatalogues, required: true, index: true, admin: { readOnly: true } },
    { name: 'code', label: 'Codice offerta', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'name', label: 'Nome', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'supplierVat', label: 'P.IVA del venditore', type: 'text', required: true, admin: { readOnly: true } },
    {
      name: 'source',
      label: 'Mercato',
      type: 'select',
      required: true,
      options: [
        { value: 'mercato_libero', label: 'Mercato libero' },
        { value: 'placet', label: 'PLACET' },
      ],
      admin: { readOnly: true },
    },
    {
      name: 'price',
      label: 'Prezzo',
      type: 'select',
      required: true,
      options: [
        { value: 'fisso', label: 'Fisso' },
        { value: 'variabile', label: 'Variabile' },
      ],
      admin: { readOnly: true },
    },
    { name: 'unpriceable', label: 'Non calcolabile perché', type: 'text', admin: { readOnly: true } },
    { name: 'offer', label: 'Offerta (dati ARERA)', type: 'json', required: true, admin: { readOnly: true } },
  ],
}
