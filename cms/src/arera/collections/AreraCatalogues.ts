import type { CollectionConfig } from 'payload'
import { isStaff } from '../../access/isStaff.ts'
import { hasRole } from '../../access/hasRole.ts'
import { nobody } from '../../access/nobody.ts'
import { collectionSlugs } from '../../slugs.ts'

export const catalogueStates = [
  { value: 'importing', label: 'Importazione in corso' },
  { value: 'complete', label: 'Completo' },
  { value: 'failed', label: 'Non riuscito' },
] as const

/**
 * One day of ARERA's Portale Offerte as imported (cms/src/arera/importer.ts): its state, what was imported and what
 * was left out and why, the parameters and index the prices of that day rest on. The site ranks only the `current`
 * one, which the importer moves to a newer day only once that day is complete. Written by the importer alone; staff
 * read it in the admin.
 */
export const AreraCatalogues: CollectionConfig = {
  slug: collectionSlugs.areraCatalogues,
  labels: { singular: 'Catalogo offerte ARERA', plural: 'Cataloghi offerte ARERA' },
  admin: {
    group: 'Offerte luce e gas',
    useAsTitle: 'date',
    defaultColumns: ['date', 'state', 'current', 'offersImported', 'offersLeftOut', 'error'],
    description:
      'Le offerte del Portale Offerte di ARERA importate ogni notte. Il sito usa il catalogo «In uso»; un giorno nuovo lo sostituisce solo quando è completo, altrimenti resta quello del giorno prima e qui trovi il motivo. Solo lettura.',
  },
  access: { admin: ({ req }) => hasRole(req.user, 'admin', 'editor'), read: isStaff, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-date',
  fields: [
    { name: 'date', label: 'Data dei dati', type: 'text', required: true, unique: true, admin: { readOnly: true } },
    { name: 'state', label: 'Stato', type: 'select', required: true, defaultValue: 'importing', options: [...catalogueStates], admin: { readOnly: true } },
    { name: 'current', label: 'In uso sul sito', type: 'checkbox', defaultValue: false, index: true, admin: { readOnly: true } },
    { name: 'source', label: 'Fonte', type: 'text', admin: { readOnly: true } },
    { name: 'offersImported', label: 'Offerte importate', type: 'number', admin: { readOnly: true } },
    { name: 'offersLeftOut', label: 'Offerte escluse', type: 'number', admin: { readOnly: true } },
    {
      name: 'leftOut',
      label: 'Escluse per motivo',
      type: 'json',
      admin: { readOnly: true, description: 'Offerte non importate (dati non validi) o che il metodo non permette di calcolare, per motivo.' },
    },
    { name: 'error', label: 'Perché non è riuscito', type: 'textarea', admin: { readOnly: true } },
    { name: 'parameters', label: 'Parametri del giorno', type: 'json', admin: { readOnly: true } },
    { name: 'index', label: 'Indici (PUN mensile)', type: 'json', admin: { readOnly: true } },
    { name: 'finishedAt', label: 'Completato il', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
