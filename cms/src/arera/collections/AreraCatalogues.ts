import type { CollectionConfig } from 'payload'
import { importedDataAccess } from '../../access/importedDataAccess.ts'
import type { AreraFileKind } from '#content-schema/arera/schema.ts'
import { collectionSlugs } from '../../slugs.ts'

export const catalogueStates = [
  { value: 'importing', label: 'Importazione in corso' },
  { value: 'complete', label: 'Completo' },
  { value: 'failed', label: 'Non riuscito' },
] as const

/** The day's files by what they hold, as the admin names them (AreraFileKindSchema). */
const fileKinds = [
  { value: 'mlibero', label: 'Offerte luce del mercato libero (PO_Offerte_E_MLIBERO)' },
  { value: 'placet', label: 'Offerte luce PLACET (PO_Offerte_E_PLACET)' },
  { value: 'gas', label: 'Offerte gas del mercato libero (PO_Offerte_G_MLIBERO)' },
  { value: 'gasPlacet', label: 'Offerte gas PLACET (PO_Offerte_G_PLACET)' },
  { value: 'dual', label: 'Offerte congiunte luce e gas (PO_Offerte_D_MLIBERO)' },
  { value: 'parameters', label: 'Parametri luce (PO_Parametri_Mercato_Libero_E)' },
  { value: 'gasParameters', label: 'Parametri gas (PO_Parametri_Mercato_Libero_G)' },
  { value: 'index', label: 'Indici PUN e PSV' },
] as const satisfies ReadonlyArray<{ value: AreraFileKind; label: string }>

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
  access: importedDataAccess,
  defaultSort: '-date',
  fields: [
    { name: 'date', label: 'Data dei dati', type: 'text', required: true, unique: true, admin: { readOnly: true } },
    { name: 'state', label: 'Stato', type: 'select', required: true, defaultValue: 'importing', options: [...catalogueStates], admin: { readOnly: true } },
    { name: 'current', label: 'In uso sul sito', type: 'checkbox', defaultValue: false, index: true, admin: { readOnly: true } },
    { name: 'source', label: 'Fonte', type: 'text', admin: { readOnly: true } },
    {
      name: 'origin',
      label: 'Provenienza dei file',
      type: 'select',
      options: [
        { value: 'portale', label: 'Portale Offerte (scaricati)' },
        { value: 'campioni', label: 'Campioni del progetto' },
      ],
      admin: { readOnly: true },
    },
    {
      name: 'illustrativeFiles',
      label: 'File dimostrativi (dati inventati)',
      type: 'select',
      hasMany: true,
      options: [...fileKinds],
      admin: {
        readOnly: true,
        description: 'File dei campioni del progetto con valori inventati per mostrare il funzionamento: il sito presenta le offerte e le cifre che ne derivano come dati dimostrativi, non del Portale Offerte. Dal Portale Offerte, nessuno.',
      },
    },
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
