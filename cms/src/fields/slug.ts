import type { TextField } from 'payload'
import { SLUG_PATTERN } from '#content-schema'

/** The address part of a document ('luce-gas'): unique, kebab-case, shown in the sidebar. */
export function slugField(overrides: Partial<Omit<TextField, 'type'>> = {}): TextField {
  return {
    name: 'slug',
    label: 'Slug (indirizzo)',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    validate: (value: string | null | undefined) =>
      (typeof value === 'string' && SLUG_PATTERN.test(value)) || 'Usa solo lettere minuscole, numeri e trattini (es. luce-gas).',
    admin: { position: 'sidebar', description: 'Cambiarlo cambia l’indirizzo della pagina.' },
    ...overrides,
  } as TextField
}
