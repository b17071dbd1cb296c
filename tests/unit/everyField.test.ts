import type { Field, SanitizedConfig } from 'payload'
import { describe, expect, it } from 'vitest'
import { jsonFieldsAsText } from '../../cms/src/components/jsonTextFields.ts'
import { italianDates } from '../../cms/src/fields/italianDates.ts'

/** A built config's shape as the two rules read it: a collection and a global, with fields at every depth. */
function config(): SanitizedConfig {
  const nested: Field[] = [
    { name: 'top', type: 'date' },
    { name: 'group', type: 'group', fields: [{ name: 'inGroup', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } }] },
    { type: 'tabs', tabs: [{ label: 'Uno', fields: [{ name: 'inTab', type: 'json' }] }] },
    { name: 'blocks', type: 'blocks', blocks: [{ slug: 'b', fields: [{ name: 'inBlock', type: 'date', admin: { date: { pickerAppearance: 'monthOnly', displayFormat: 'yyyy' } } }] }] },
    { name: 'rows', type: 'array', fields: [{ name: 'inArray', type: 'json', admin: { components: { Field: '/own.tsx#Own' } } }] },
  ]
  return { collections: [{ slug: 'c', fields: nested }], globals: [{ slug: 'g', fields: [{ name: 'data', type: 'json' }] }] } as unknown as SanitizedConfig
}

/** What the tests read of a field, whatever its type. */
type AnyField = { name?: string; fields?: Field[]; tabs?: { fields: Field[] }[]; blocks?: { fields: Field[] }[]; admin?: { date?: unknown; components?: { Field?: unknown } } }

/** The field named `name`, however deep. */
function find(fields: Field[], name: string): AnyField | undefined {
  for (const field of fields as AnyField[]) {
    if (field.name === name) return field
    const children = [field.fields ?? [], ...(field.tabs ?? []).map((tab) => tab.fields), ...(field.blocks ?? []).map((block) => block.fields)]
    for (const list of children) {
      const found = find(list, name)
      if (found) return found
    }
  }
  return undefined
}

describe('a rule over every field of the config (forEveryField)', () => {
  it('gives every date field, at any depth, the Italian picker unless it names its own format', () => {
    const built = italianDates(config())
    const fields = built.collections[0]!.fields
    expect(find(fields, 'top')!.admin!.date).toEqual({ displayFormat: 'dd/MM/yyyy', timeFormat: 'HH:mm' })
    expect(find(fields, 'inGroup')!.admin!.date).toEqual({ pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm', timeFormat: 'HH:mm' })
    expect(find(fields, 'inBlock')!.admin!.date).toEqual({ pickerAppearance: 'monthOnly', displayFormat: 'yyyy', timeFormat: 'HH:mm' })
    expect(find(fields, 'inTab')!.admin).toBeUndefined()
  })

  it('shows every JSON field, in collections and globals, as text, but for one with a component of its own', () => {
    const built = jsonFieldsAsText(config())
    const text = '/src/components/JsonTextField.tsx#JsonTextField'
    expect(find(built.collections[0]!.fields, 'inTab')!.admin!.components!.Field).toBe(text)
    expect(find(built.globals[0]!.fields, 'data')!.admin!.components!.Field).toBe(text)
    expect(find(built.collections[0]!.fields, 'inArray')!.admin!.components!.Field).toBe('/own.tsx#Own')
    expect(find(built.collections[0]!.fields, 'top')!.admin).toBeUndefined()
  })
})
