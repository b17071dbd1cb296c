import type { SanitizedConfig } from 'payload'
import { forEveryField } from '../fields/everyField.ts'

const JSON_TEXT_FIELD = '/src/components/JsonTextField.tsx#JsonTextField'

/**
 * Every JSON field of every collection and global, Payload's own included (the jobs queue's input and error),
 * is shown by JsonTextField instead of Payload's Monaco editor, which loads its code from a CDN that the admin's
 * policy does not allow (server/securityHeaders.ts). Fields with a component of their own keep it.
 */
export function jsonFieldsAsText(config: SanitizedConfig): SanitizedConfig {
  return forEveryField(config, (field) => {
    if (field.type === 'json' && !field.admin?.components?.Field) {
      field.admin = { ...field.admin, components: { ...field.admin?.components, Field: JSON_TEXT_FIELD } }
    }
  })
}
