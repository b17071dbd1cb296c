import type { Field, TextField } from 'payload'
import { isAdminField } from '../access/isAdmin.ts'
import { nobodyField } from '../access/nobody.ts'

/** Where a public submission came from, taken by the server (never from the client), for admins only. */
export function requestMetaFields(): Field[] {
  return [
    { name: 'ipAddress', label: 'Indirizzo IP', type: 'text', access: { read: isAdminField }, admin: { readOnly: true } },
    { name: 'userAgent', label: 'User agent', type: 'text', access: { read: isAdminField }, admin: { readOnly: true } },
  ]
}

/** A value the server sets that only admins see, and may correct through the API: read-only in the sidebar. */
export const adminOnlyServerValue = {
  access: { read: isAdminField, update: isAdminField },
  admin: { readOnly: true, position: 'sidebar' },
} satisfies Pick<TextField, 'access' | 'admin'>

/** A client-generated key that makes a resubmission return the same record instead of a duplicate. */
export function idempotencyKeyField(): Field {
  return {
    name: 'idempotencyKey',
    label: 'Chiave anti-duplicato',
    type: 'text',
    unique: true,
    index: true,
    ...adminOnlyServerValue,
  }
}

/**
 * When something happened to a request, stamped by the server (a consumer's action, a hand-out, a repeat): shown to
 * staff in the sidebar, changed through the API by admins only; `adminOnly` hides it from everyone else too.
 */
export function serverStampField(options: { name: string; label: string; description?: string; index?: boolean; adminOnly?: boolean }): Field {
  return {
    name: options.name,
    label: options.label,
    type: 'date',
    ...(options.index ? { index: true } : {}),
    access: options.adminOnly ? { read: isAdminField, update: isAdminField } : { update: isAdminField },
    admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' }, ...(options.description ? { description: options.description } : {}) },
  }
}

/**
 * When something happened, written only by the server (a hook, a job, an endpoint): nobody sets or changes it through
 * the API, admins included; shown read-only with its time, in the sidebar unless `sidebar: false`.
 */
export function serverOnlyDateField(options: { name: string; label: string; description?: string; index?: boolean; sidebar?: boolean }): Field {
  return {
    name: options.name,
    label: options.label,
    type: 'date',
    ...(options.index ? { index: true } : {}),
    admin: {
      readOnly: true,
      ...(options.sidebar === false ? {} : { position: 'sidebar' as const }),
      date: { pickerAppearance: 'dayAndTime' },
      ...(options.description ? { description: options.description } : {}),
    },
    access: { create: nobodyField, update: nobodyField },
  }
}
