import type { GroupField } from 'payload'

/** Title and description for search engines and link previews; empty falls back to the page's own title. */
export function seoField(overrides: Partial<Omit<GroupField, 'type' | 'fields'>> = {}): GroupField {
  return {
    name: 'seo',
    label: 'SEO',
    type: 'group',
    fields: [
      { name: 'title', label: 'Titolo (tag <title>)', type: 'text', maxLength: 70 },
      { name: 'description', label: 'Descrizione (meta description)', type: 'textarea', maxLength: 170 },
    ],
    ...overrides,
  } as GroupField
}
