import type { CollectionConfig } from 'payload'
import { isStaff, isStaffRequest } from '../../access/isStaff.ts'
import { nobody } from '../../access/nobody.ts'
import { collectionSlugs } from '../../slugs.ts'

/**
 * Sellers by VAT number. The free-market file names a seller only by its VAT number; the PLACET file gives its name,
 * which the importer records here, and staff may name the others (a name is not a price). The ranking shows
 * «P.IVA …» for a seller with no name.
 */
export const AreraSuppliers: CollectionConfig = {
  slug: collectionSlugs.areraSuppliers,
  labels: { singular: 'Venditore', plural: 'Venditori' },
  admin: { group: 'Offerte luce e gas', useAsTitle: 'name', defaultColumns: ['name', 'vat'] },
  access: { admin: isStaffRequest, read: isStaff, create: isStaff, update: isStaff, delete: nobody },
  fields: [
    { name: 'vat', label: 'Partita IVA', type: 'text', required: true, unique: true, validate: (value: unknown) => (typeof value === 'string' && /^\d{11}$/.test(value)) || 'La partita IVA è di 11 cifre.' },
    { name: 'name', label: 'Ragione sociale', type: 'text', required: true, maxLength: 300 },
  ],
}
