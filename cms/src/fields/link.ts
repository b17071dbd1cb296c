import type { ArrayField, Field, GroupField } from 'payload'
import { actionStyles } from '../../../content-schema/src/content/options.ts'
import { linkRuleMessage, safeLink } from '../../../content-schema/src/content/links.ts'
import { rowTitle } from './rowTitle.ts'

/** A link an editor writes: label and address (a site path, an anchor, tel:, mailto: or https:// to an allowed host: links.ts). */
export const linkFields: Field[] = [
  { name: 'label', label: 'Testo', type: 'text', required: true },
  {
    name: 'href',
    label: 'Indirizzo',
    type: 'text',
    required: true,
    validate: (value: string | null | undefined) => safeLink(value) !== null || linkRuleMessage,
  },
]

const actionFields: Field[] = [
  ...linkFields,
  {
    name: 'style',
    label: 'Stile',
    type: 'select',
    defaultValue: 'primary',
    options: actionStyles.map((style) => ({ value: style, label: style === 'primary' ? 'Principale' : 'Secondario' })),
  },
]

/** One call-to-action button. */
export function actionField(overrides: Partial<Omit<GroupField, 'type' | 'fields'>> = {}): GroupField {
  return { name: 'action', label: 'Pulsante', type: 'group', fields: actionFields, ...overrides } as GroupField
}

/** A row of call-to-action buttons. */
export function actionsField(overrides: Partial<Omit<ArrayField, 'type' | 'fields'>> = {}): ArrayField {
  return { name: 'actions', label: 'Pulsanti', labels: { singular: 'Pulsante', plural: 'Pulsanti' }, type: 'array', maxRows: 3, admin: { components: rowTitle('label') }, fields: actionFields, ...overrides } as ArrayField
}
