import type { EmailField, TextField } from 'payload'
import { email as validEmail, text as validText } from 'payload/shared'

/** Set on the request by an erasure (privacy/personalData.ts): the person's e-mail and phone become empty. */
export const ANONYMISING = 'anonymising'

/**
 * A person's e-mail or phone on a record that outlives them: required while the record is theirs, empty once an
 * erasure anonymised it through Payload (the retention purge leaves it the same way), never anything in between.
 */
export function personalEmailField(field: Omit<EmailField, 'type' | 'required' | 'validate'>): EmailField {
  return { ...field, type: 'email', required: true, validate: (value, args) => (value === '' && args.req.context[ANONYMISING] === true ? true : validEmail(value, args)) }
}

export function personalPhoneField(field: Omit<TextField, 'type' | 'required' | 'validate'>): TextField {
  return {
    ...field,
    type: 'text',
    required: true,
    validate: (value, args) => (value === '' && args.req.context[ANONYMISING] === true ? true : validText(value, args)),
  } as TextField
}
