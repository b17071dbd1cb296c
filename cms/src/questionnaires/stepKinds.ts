/**
 * The Italian name of each kind of step, shared by the blocks' labels and the admin's row titles (a client
 * component), so both call a step the same way.
 */
export const stepKindLabels = {
  single: { singular: 'Scelta singola', plural: 'Scelte singole' },
  multiple: { singular: 'Scelta multipla', plural: 'Scelte multiple' },
  group: { singular: 'Gruppo di campi', plural: 'Gruppi di campi' },
  info: { singular: 'Informazione', plural: 'Informazioni' },
  postcode: { singular: 'CAP', plural: 'CAP' },
  text: { singular: 'Testo', plural: 'Testi' },
  number: { singular: 'Numero (contatore)', plural: 'Numeri (contatore)' },
  contact: { singular: 'Modulo contatti', plural: 'Moduli contatti' },
} as const

export type StepKindSlug = keyof typeof stepKindLabels
