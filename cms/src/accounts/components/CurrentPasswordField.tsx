'use client'
import { PasswordField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

/**
 * /admin, one's own account: the current password, asked beside a change of one's own password or e-mail (the
 * server refuses either without it, cms/src/accounts/hooks/credentialChanges.ts). Masked like the
 * password fields next to it.
 */
export const CurrentPasswordField: TextFieldClientComponent = ({ field, path }) => (
  <PasswordField autoComplete="current-password" field={field} path={path ?? field.name} />
)
