import type { CollectionAfterReadHook, PayloadRequest } from 'payload'
import { maskPhone, maskPhoneInText, objectionMessages, phoneMaskMessages } from '#content-schema'
import { actsForPartner, ownMerchant } from '../../merchants/access/merchantProfile.ts'
import { partnerContactScope } from '../../consents/given.ts'
import { objectionOf } from '../../database/objections.ts'
import { relationId } from '../../fields/relationId.ts'

type Doc = Record<string, unknown> & { id?: number | string }

/** Whether the reader acts for a partner (its owner or a team member, not also an admin): the only readers whose view is masked. */
export function readsAsMerchant(req: PayloadRequest): boolean {
  return actsForPartner(req.user)
}

type ContactFields = { phoneField: string; emailField: string; nameField: string; privateFields: string[]; textFields: string[] }

/**
 * A record whose contacts the reader may not have: the phone and the e-mail (and, for a partner the consumer did not
 * choose, the name and the company's data) read `replacement`, and their copies in the free text are hidden too.
 */
function hideContacts(record: Doc, options: ContactFields, replacement: string, withName: boolean): Doc {
  const hidden: Doc = { ...record }
  const contacts = [options.phoneField, options.emailField, ...(withName ? [options.nameField, ...options.privateFields] : [])].filter((field) => typeof record[field] === 'string' && record[field] !== '')
  for (const field of contacts) hidden[field] = replacement
  for (const field of options.textFields) {
    const text = record[field]
    if (typeof text !== 'string') continue
    hidden[field] = contacts.reduce((result, contact) => {
      const value = record[contact] as string
      const masked = contact === options.phoneField ? maskPhoneInText(result, value) : result
      return masked.split(value).join(replacement)
    }, text)
  }
  return hidden
}

/**
 * What a partner reads of a consumer's contacts is what the consumer gave that partner (consents/given.ts): a lead's
 * contacts only to a partner its consumer chose — a partner that received it otherwise (an admin's lead, one handed
 * out from the waiting queue) reads «Non condiviso» for the name, e-mail, phone and company, and the free text without
 * them; the phone number only when the consent names a phone channel and the consumer has not cancelled the request
 * since — otherwise it, and any copy of it in the free text, reads "+39 333 ••• ••67". A booking was asked of its
 * partner by the consumer: without a phone consent only its number is masked. A merchant the client objected to
 * (lead-objections) sees neither the phone nor the e-mail of that request and its bookings: both read "Nascosto: il
 * cliente si è opposto", and their copies in the free text are hidden too. Admins and system reads see them whole.
 */
export function maskPhoneForMerchants(
  options: ContactFields & {
    subject: (doc: Doc) => { lead: number } | { booking: number } | null
    /** When the consumer cancelled the request the record belongs to. */
    cancelledAt: (doc: Doc) => unknown
    /** Whether a partner without the consumer's consent reads none of the contacts (a lead) or only a masked phone (a booking). */
    withoutConsent: 'hide' | 'maskPhone'
  },
): CollectionAfterReadHook {
  return async ({ doc, req }) => {
    const record = doc as Doc
    const phone = record[options.phoneField]
    if (!readsAsMerchant(req) || (typeof phone !== 'string' && typeof record[options.emailField] !== 'string')) return doc
    const profile = await ownMerchant(req)
    const subject = options.subject(record)
    if (profile && subject && 'lead' in subject && (await objectionOf(req, subject.lead, profile.id))) return hideContacts(record, options, objectionMessages.hiddenContact, false)
    const share = profile && subject ? await partnerContactScope(req, subject, profile.id) : 'none'
    if (share === 'none' && options.withoutConsent === 'hide') return hideContacts(record, options, phoneMaskMessages.notShared, true)
    if (typeof phone !== 'string') return doc
    if (!options.cancelledAt(record) && share === 'phone') return doc
    const masked: Doc = { ...record, [options.phoneField]: maskPhone(phone) }
    for (const field of options.textFields) {
      const text = record[field]
      if (typeof text === 'string') masked[field] = maskPhoneInText(text, phone)
    }
    return masked
  }
}

export const maskLeadPhone = maskPhoneForMerchants({
  phoneField: 'telefono',
  emailField: 'email',
  nameField: 'nome',
  privateFields: ['ragioneSociale', 'partitaIva'],
  textFields: ['messaggio'],
  subject: (doc) => (typeof doc.id === 'number' ? { lead: doc.id } : null),
  // A request whose contacts an admin found not real (an accepted return) is not to be called either.
  cancelledAt: (doc) => doc.annullataIl ?? doc.contattiNonValidiIl,
  withoutConsent: 'hide',
})

export const maskBookingPhone = maskPhoneForMerchants({
  phoneField: 'telefonoCliente',
  emailField: 'emailCliente',
  nameField: 'nomeCliente',
  privateFields: [],
  textFields: ['messaggio'],
  subject: (doc) => {
    const lead = relationId(doc.lead)
    if (lead !== null) return { lead }
    return typeof doc.id === 'number' ? { booking: doc.id } : null
  },
  cancelledAt: (doc) => doc.richiestaAnnullataIl,
  withoutConsent: 'maskPhone',
})
