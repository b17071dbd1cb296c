import type { SelectField } from 'payload'
import { serviceLabels, serviceSlugs } from '#content-schema'

/** A field holding one (or, with hasMany, several) of the product's service slugs. */
export function serviceSelect(overrides: Partial<SelectField> & { name: string }): SelectField {
  return {
    type: 'select',
    label: 'Servizio',
    options: serviceSlugs.map((slug) => ({ label: serviceLabels[slug], value: slug })),
    ...overrides,
  } as SelectField
}
