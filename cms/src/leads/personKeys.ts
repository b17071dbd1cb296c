import { normalisePhone } from '../sms/phone.ts'

/**
 * How a repeat recognises the same person: the e-mail by its key (content-schema's emailKey), the phone in E.164
 * (sms/phone.ts) without Italy's +39 — the form the stored keys have always had for a number typed plainly, so older
 * leads still match. Stored on each lead (chiaveEmail, chiaveTelefono, set by the collection's hook) so the repeat
 * check is a plain indexed equality, and used for the person's lock and the «not real» marks, which must agree with it.
 */
export function phoneKey(phone: string): string {
  const e164 = normalisePhone(phone)
  return e164 ? e164.replace(/^\+(39)?/, '') : phone.replace(/\D/g, '')
}
