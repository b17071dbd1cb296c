import type { CollectionAfterReadHook, PayloadRequest } from 'payload'
import { maskPhone, maskPhoneInText, objectionMessages } from '#content-schema'
import { actsForPartner, ownMerchant } from '../access/merchantProfile.ts'
import { hasPartnerConsent } from '../consents/given.ts'
import { objectionOf } from '../requestPage/objectionRecords.ts'
import { relationId } from '../fields/relationId.ts'

type Doc = Record<string, unknown> & { id?: number | string }

/** Whether the reader acts for a partner (its owner or a team member, not also an admin): the only readers whose view is masked. */
export function readsAsMerchant(req: PayloadRequest): boolean {
  return actsForPartner(req.user)
}

/** Whether the consumer objected, from the request page, to the reading merchant processing this lead. */
async function objectedToReader(req: PayloadRequest, lead: number): Promise<boolean> {
  const profile = await ownMerchant(req)
  return profile !== null && (await objectionOf(req, lead, profile.id)) !== null
}

/** A record of a request whose consumer objected to the reader: no phone, no e-mail, neither in the free text. */
function hideContacts(record: Doc, options: { phoneField: string; emailField: string; textFields: string[] }): Doc {
  const hidden: Doc = { ...record }
  const contacts = [options.phoneField, options.emailField].filter((field) => typeof record[field] === 'string')
  for (const field of contacts) hidden[field] = objectionMessages.hiddenContact
  for (const field of options.textFields) {
    const text = record[field]
    if (typeof text !== 'string') continue
    hidden[field] = contacts.reduce((result, contact) => {
      const value = record[contact] as string
      if (!value) return result
      const masked = contact === options.phoneField ? maskPhoneInText(result, value) : result
      return masked.split(value).join(objectionMessages.hiddenContact)
    }, text)
  }
  return hidden
}

/**
 * Merchants see a client's phone number only when the client consented to be contacted by partners with the
 * submission the record comes from, and has not cancelled the request since; otherwise the number, and any copy of it
 * in the free-text fields, reads "+39 333 ••• ••67". A merchant the client objected to (lead-objections) sees neither
 * the phone nor the e-mail of that request and its bookings: both read "Nascosto: il cliente si è opposto", and their
 * copies in the free text are hidden too. Admins and system reads see them whole.
 */
export function maskPhoneForMerchants(options: {
  phoneField: string
  emailField: string
  textFields: string[]
  subject: (doc: Doc) => { lead: number } | { booking: number } | null
  /** When the consumer cancelled the request the record belongs to. */
  cancelledAt: (doc: Doc) => unknown
}): CollectionAfterReadHook {
  return async ({ doc, req }) => {
    const record = doc as Doc
    const phone = record[options.phoneField]
    if (!readsAsMerchant(req) || (typeof phone !== 'string' && typeof record[options.emailField] !== 'string')) return doc
    const subject = options.subject(record)
    if (subject && 'lead' in subject && (await objectedToReader(req, subject.lead))) return hideContacts(record, options)
    if (typeof phone !== 'string') return doc
    if (!options.cancelledAt(record) && subject && (await hasPartnerConsent(req, subject))) return doc
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
  textFields: ['messaggio'],
  subject: (doc) => (typeof doc.id === 'number' ? { lead: doc.id } : null),
  // A request whose contacts an admin found not real (an accepted return) is not to be called either.
  cancelledAt: (doc) => doc.annullataIl ?? doc.contattiNonValidiIl,
})

export const maskBookingPhone = maskPhoneForMerchants({
  phoneField: 'telefonoCliente',
  emailField: 'emailCliente',
  textFields: ['messaggio'],
  subject: (doc) => {
    const lead = relationId(doc.lead)
    if (lead !== null) return { lead }
    return typeof doc.id === 'number' ? { booking: doc.id } : null
  },
  cancelledAt: (doc) => doc.richiestaAnnullataIl,
})
