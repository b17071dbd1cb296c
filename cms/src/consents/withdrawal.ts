import type { PayloadRequest, Where } from 'payload'
import { isConsentInForce, type ConsentPurpose } from '#content-schema'
import type { Consent } from '../../payload-types.ts'
import { personConsentIds } from '../database/consents.ts'
import { collectionSlugs } from '../slugs.ts'
import { relationId } from '../fields/relationId.ts'

/**
 * The consent ledger is append-only (the collection lets no one change or delete a record through any API): a
 * withdrawal is a new record, copying what the withdrawn one proved (person, purpose, words, texts and legal version,
 * page, service, submission — and any partner it names) with `granted: false` and `withdrawnAt`, the withdrawer's
 * address and browser. The consent in force is the latest record per submission, purpose and partner.
 */
function ledgerKey(doc: Consent): string {
  const partner = (doc as Consent & { merchant?: unknown }).merchant
  const id = (value: unknown) => (typeof value === 'object' && value !== null ? (value as { id: unknown }).id : (value ?? ''))
  return [doc.purpose, id(doc.lead), id(doc.booking), id(doc.contactRequest), id(partner)].join('|')
}

/**
 * Of the ledger's records `where` selects, the latest per `key` (the newest by creation, then by id): for each key,
 * the record that decides whether its consent is in force. Records whose key is null are passed over. A system read:
 * its callers proved who asks (a signed link, a request's token), or answer only what the asker may know.
 */
export async function latestConsentRecords<K>(req: PayloadRequest, where: Where, key: (doc: Consent) => K | null): Promise<Map<K, Consent>> {
  const found = await req.payload.find({ collection: collectionSlugs.consents, where, sort: ['-createdAt', '-id'], depth: 0, pagination: false, overrideAccess: true, req })
  const latest = new Map<K, Consent>()
  for (const doc of found.docs) {
    const docKey = key(doc)
    if (docKey !== null && !latest.has(docKey)) latest.set(docKey, doc)
  }
  return latest
}

/** Of the records `where` selects, the latest per submission, purpose and partner that grants: the consents in force. */
export async function consentsInForce(req: PayloadRequest, where: Where): Promise<Consent[]> {
  const latest = await latestConsentRecords(req, where, ledgerKey)
  return [...latest.values()].filter(isConsentInForce).sort((a, b) => a.id - b.id)
}

/** Appends one withdrawal record per consent in force; returns the withdrawn ones. In the caller's transaction. */
export async function withdrawConsents(req: PayloadRequest, given: Consent[], from: { ip: string; userAgent: string }): Promise<Consent[]> {
  const now = new Date().toISOString()
  for (const doc of given) {
    const { id: _id, createdAt: _created, updatedAt: _updated, granted: _granted, withdrawnAt: _withdrawn, channels: _channels, ipAddress: _ip, userAgent: _ua, ...proved } = doc
    await req.payload.create({
      collection: collectionSlugs.consents,
      data: { ...proved, granted: false, withdrawnAt: now, channels: [], ipAddress: from.ip || null, userAgent: from.userAgent || null },
      depth: 0,
      // A system write: the ledger takes no API writes; the caller proved the withdrawal comes from the person.
      overrideAccess: true,
      req,
    })
  }
  return given
}

/**
 * Every record of one person for a purpose, across all their requests, callbacks and messages: the same e-mail (in any
 * case) or the same phone (leads/personKeys.ts) as the consent `consentId` — a promotional consent withdrawn is
 * withdrawn for the person, not for one request. Raw SQL for the ids only: the match is case-insensitive and by the
 * phone's key across three collections, which Payload's `where` cannot say; the records are then read through Payload.
 */
export async function personConsents(req: PayloadRequest, consentId: number, purpose: ConsentPurpose): Promise<Where> {
  return { id: { in: await personConsentIds(req, consentId, purpose) } }
}

/**
 * Of the leads `leadIds`, those whose partner-contact consent for `merchant` was withdrawn: the latest such record is a
 * withdrawal (a record naming another partner does not count). For the partner's list («Consenso revocato»). A system
 * read (the ledger is for admins only) that answers only yes or no per lead of the partner's own list.
 */
export async function withdrawnPartnerConsents(req: PayloadRequest, leadIds: number[], merchant: number): Promise<number[]> {
  if (leadIds.length === 0) return []
  const latest = await latestConsentRecords(req, { and: [{ lead: { in: leadIds } }, { purpose: { equals: 'partners' } }] }, (doc) => {
    const partner = relationId(doc.merchant)
    return partner !== null && partner !== merchant ? null : relationId(doc.lead)
  })
  return [...latest.entries()].filter(([, doc]) => Boolean(doc.withdrawnAt)).map(([lead]) => lead)
}
