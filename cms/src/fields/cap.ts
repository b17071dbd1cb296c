import type { TextField } from 'payload'
import { CapSchema } from '#content-schema'

/** A five-digit Italian postcode, indexed: leads, merchants and bookings are all matched by CAP. */
export function capField(overrides: Partial<TextField> & { name?: string } = {}): TextField {
  return {
    name: 'cap',
    label: 'CAP',
    type: 'text',
    index: true,
    validate: (value: unknown) => {
      if (value === null || value === undefined || value === '') return overrides.required ? 'Il CAP è obbligatorio.' : true
      const parsed = CapSchema.safeParse(value)
      return parsed.success || parsed.error.issues[0]!.message
    },
    ...overrides,
  } as TextField
}
