import type { CollectionAfterReadHook, PayloadRequest } from 'payload'
import { maskPhone, maskPhoneInText } from '#content-schema'
import { hasRole } from '../access/hasRole.ts'
import { hasPartnerConsent } from '../consents/given.ts'

type Doc = Record<string, unknown> & { id?: number | string }

/** Whether the reader is a merchant (and not also an admin): the only readers whose view is masked. */
export function readsAsMerchant(req: PayloadRequest): boolean {
  return hasRole(req.user, 'merchant') && !hasRole(req.user, 'admin')
}

function idOf(value: unknown): number | null {
  if (typeof value === 'number') return value
  if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'number') return (value as { id: number }).id
  return null
}

/**
 * Merchants see a client's phone number only when the client consented to be contacted by partners with the
 * submission the record comes from, and has not cancelled the request since; otherwise the number, and any copy of it
 * in the free-text fields, reads "+39 333 ••• ••67". Admins and system reads see it whole.
 */
export function maskPhoneForMerchants(options: {
  phoneField: string
  textFields: string[]
  subject: (doc: Doc) => { lead: number } | { booking: number } | null
  /** When the consumer cancelled the request the record belongs to. */
  cancelledAt: (doc: Doc) => unknown
}): CollectionAfterReadHook {
  return async ({ doc, req }) => {
    const record = doc as Doc
    const phone = record[options.phoneField]
    if (!readsAsMerchant(req) || typeof phone !== 'string') return doc
    const subject = options.subject(record)
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
  textFields: ['messaggio'],
  subject: (doc) => (typeof doc.id === 'number' ? { lead: doc.id } : null),
  // A request whose contacts an admin found not real (an accepted return) is not to be called either.
  cancelledAt: (doc) => doc.annullataIl ?? doc.contattiNonValidiIl,
})

export const maskBookingPhone = maskPhoneForMerchants({
  phoneField: 'telefonoCliente',
  textFields: ['messaggio'],
  subject: (doc) => {
    const lead = idOf(doc.lead)
    if (lead !== null) return { lead }
    return typeof doc.id === 'number' ? { booking: doc.id } : null
  },
  cancelledAt: (doc) => doc.richiestaAnnullataIl,
})
