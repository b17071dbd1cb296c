import { z } from '../z.ts'
import { consentMessages, formMessages, genericMessages } from '../messages.ts'
import { contactChannels, type ContactChannel } from '../consents/consents.ts'

// Limits generous for a person and small for storage: a forged request cannot make the server keep megabytes.
export const MAX_NAME = 80
export const MAX_EMAIL = 254
export const MAX_PHONE = 30
export const MAX_MESSAGE = 2000
export const MAX_COMPANY = 160

/** The largest id PostgreSQL's `serial` gives (int4): a larger number names no record and would make the query fail. */
export const MAX_RECORD_ID = 2_147_483_647

/** A record's id as a client sends it: a whole number from 1 to MAX_RECORD_ID; anything else reads `message`. */
export function recordId(message: string) {
  return z.number({ error: message }).int(message).min(1, message).max(MAX_RECORD_ID, message)
}

/** Trimmed text of at least `min` characters; `message` also covers a missing or non-text value. */
export function textField(min: number, max: number, message: string) {
  return z.string({ error: message }).trim().min(min, message).max(max, formMessages.tooLong(max))
}

/**
 * An e-mail address as it is stored and compared everywhere: trimmed and in lower case, as Payload keeps an account's.
 * Every form keeps its address so (emailField); a person's repeats, limits and locks, the accounts, the privacy tools
 * and the audit log's fingerprints key one so; SQL reads a stored one through cms/src/privacy/personalFields.ts's
 * emailKeySql, which says the same for the addresses stored before.
 */
export function emailKey(email: string): string {
  return email.trim().toLowerCase()
}

/**
 * An e-mail address, kept as its key (emailKey): a person who types it otherwise the next time is the same person to
 * every limit, proof and withdrawal that looks it up. `required` is shown when it is empty, `invalid` when it is not
 * shaped like one, so the visitor gets one message at a time.
 */
export function emailField(required: string, invalid: string) {
  return z
    .string({ error: required })
    .overwrite(emailKey)
    .min(1, required)
    .max(MAX_EMAIL, formMessages.tooLong(MAX_EMAIL))
    .refine((email) => email === '' || z.regexes.email.test(email), invalid)
}

/**
 * A phone number: digits with the usual separators, at least 10 characters once spaces are removed
 * (10 digits, as in '347 123 4567' or '3471234567').
 */
export function phoneField(required: string, invalid: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(MAX_PHONE, formMessages.tooLong(MAX_PHONE))
    .refine((phone) => phone === '' || (/^\+?[\d\s./()-]+$/.test(phone) && phone.replace(/\s/g, '').length >= 10), invalid)
}

/**
 * A mobile number asked beside a fixed "+39" (the call forms), with the prefix written once: "339 123 4567",
 * "+39 339 123 4567" and "0039 339 123 4567" all become "+39 339 123 4567".
 */
export function italianPhone(phone: string): string {
  return `+39 ${phone.trim().replace(/^(\+|00)39[\s.-]*/, '')}`
}

/** The required privacy checkbox: only `true` passes. */
export function privacyField(message: string) {
  return z.literal(true, { error: message })
}

/** An optional consent checkbox, false unless ticked. */
export function consentField() {
  return z.boolean({ error: genericMessages.invalidRequest }).default(false)
}

/** The channels a partners consent allows, as the person ticked them (none ticked at first). */
export function partnerChannelsField() {
  return z
    .array(z.enum(contactChannels, { error: genericMessages.invalidRequest }), { error: genericMessages.invalidRequest })
    .max(contactChannels.length, genericMessages.invalidRequest)
    .default([])
}

/**
 * A partners consent names at least one channel (superRefine of the forms that ask it); channels ticked without the
 * consent count for nothing (the ledger records channels only with a given consent).
 */
export function requirePartnerChannels(form: { partners: boolean; partnerChannels: ContactChannel[] }, ctx: z.RefinementCtx): void {
  if (form.partners && form.partnerChannels.length === 0) ctx.addIssue({ code: 'custom', path: ['partnerChannels'], message: consentMessages.channelsRequired })
}

/**
 * When the interface texts a form was shown with were published (the `updatedAt` of the «Testi dell'interfaccia»
 * the page read): the consent ledger records the words of that version, the ones the person read.
 */
export function uiTextsVersionField() {
  return z.iso.datetime({ error: genericMessages.invalidRequest }).optional()
}
