import type { Field, SanitizedConfig } from 'payload'

function visitFields(fields: Field[], visit: (field: Field) => void): void {
  for (const field of fields) {
    visit(field)
    if ('fields' in field && Array.isArray(field.fields)) visitFields(field.fields, visit)
    if (field.type === 'tabs') for (const tab of field.tabs) visitFields(tab.fields, visit)
    if (field.type === 'blocks') for (const block of field.blocks) visitFields(block.fields, visit)
  }
}

/**
 * Hands `visit` every field of every collection and global of the built config, Payload's own included, however deep
 * (groups, rows, arrays, tabs, blocks), for a rule that holds for all fields of a kind; returns the config, changed in
 * place.
 */
export function forEveryField(config: SanitizedConfig, visit: (field: Field) => void): SanitizedConfig {
  for (const entity of [...config.collections, ...config.globals]) visitFields(entity.fields, visit)
  return config
}
