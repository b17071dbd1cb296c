import type { OptionObject, TextField, Validate } from 'payload'
import { serviceChoiceMessages, serviceMessages } from '#content-schema'
import { findService } from '../services/catalogue.ts'

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value == null || value === '' ? [] : [value])

/**
 * A value names a service of the collection (cms/src/services/catalogue.ts). A new or changed value must name one that
 * takes requests; a value the record already had stays valid, so a record keeps its service once an editor retires it.
 */
export const validateServiceSlugs: Validate = async (value, { req, previousValue, required }) => {
  const slugs = asList(value)
  if (slugs.length === 0) return required ? serviceMessages.unknown : true
  const kept = new Set(asList(previousValue))
  for (const slug of slugs) {
    if (kept.has(slug)) continue
    const service = typeof slug === 'string' ? await findService(req, slug) : null
    if (!service) return serviceMessages.unknown
    if (!service.active) return serviceMessages.unavailable
  }
  return true
}

/**
 * A field holding one (or, with hasMany, several) service slugs: text in the database, checked against the services
 * collection, which is the one list of services. In the admin, a select of that collection's services by title
 * (services/components/ServiceSelectField.tsx), followed by `otherChoices` where the field takes other values too.
 */
export function serviceField(
  overrides: Partial<Omit<TextField, 'type'>> & { name: string },
  { otherChoices }: { otherChoices?: OptionObject[] } = {},
): TextField {
  return {
    type: 'text',
    label: 'Servizio',
    maxLength: 60,
    validate: validateServiceSlugs,
    ...overrides,
    admin: {
      description: serviceChoiceMessages.description,
      ...overrides.admin,
      components: {
        Field: { path: '/src/services/components/ServiceSelectField.tsx#ServiceSelectField', clientProps: otherChoices ? { otherChoices } : undefined },
        ...overrides.admin?.components,
      },
    },
  } as TextField
}
