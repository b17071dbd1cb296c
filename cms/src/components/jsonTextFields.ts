import type { Field, SanitizedConfig } from 'payload'

const JSON_TEXT_FIELD = '/src/components/JsonTextField.tsx#JsonTextField'

function useJsonText(fields: Field[]): void {
  for (const field of fields) {
    if (field.type === 'json' && !field.admin?.components?.Field) {
      field.admin = { ...field.admin, components: { ...field.admin?.components, Field: JSON_TEXT_FIELD } }
    }
    if ('fields' in field && Array.isArray(field.fields)) useJsonText(field.fields)
    if (field.type === 'tabs') for (const tab of field.tabs) useJsonText(tab.fields)
    if (field.type === 'blocks') for (const block of field.blocks) useJsonText(block.fields)
  }
}

/**
 * Every JSON field of every collection and global, Payload's own included (the jobs queue's input and error),
 * is shown by JsonTextField instead of Payload's Monaco editor, which loads its code from a CDN that the admin's
 * policy does not allow (server/securityHeaders.ts). Fields with a component of their own keep it.
 */
export function jsonFieldsAsText(config: SanitizedConfig): SanitizedConfig {
  for (const entity of [...config.collections, ...config.globals]) useJsonText(entity.fields)
  return config
}
