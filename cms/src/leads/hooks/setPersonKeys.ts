import type { CollectionBeforeChangeHook } from 'payload'
import type { ClientRequest } from '../../../payload-types.ts'
import { emailKey } from '#content-schema'
import { phoneKey } from '../personKeys.ts'

/** Keeps the keys a repeat is recognised by (leads/personKeys.ts) in step with the e-mail and phone, on every write. */
export const setPersonKeys: CollectionBeforeChangeHook<ClientRequest> = ({ data, originalDoc }) => {
  const email = data.email ?? originalDoc?.email
  const telefono = data.telefono ?? originalDoc?.telefono
  return { ...data, chiaveEmail: email ? emailKey(email) : null, chiaveTelefono: telefono ? phoneKey(telefono) : null }
}
