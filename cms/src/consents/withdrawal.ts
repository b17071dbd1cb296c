import type { PayloadRequest, Where } from 'payload'
import type { ConsentPurpose } from '#content-schema'
import type { Consent } from '../../payload-types.ts'
import { personConsentIds } from '../database/consents.ts'
import { collectionSlugs } from '../slugs.ts'
import { relationId } from '../fields/relationId.ts'
import { grantsInForce, latestGrants, type LedgerGrant } from './grants.ts'

/**
 * The consent ledger is append-only (the collection lets no one change or delete a record through any API): a
 * withdrawal is a new record, copying what the withdrawn record proved (person, texts and legal version, page,
 * service, submission) with `withdrawnAt`, the withdrawer's address and browser, and as its grants the withdrawn
 * ones (purpose, words, any partner named) with `granted: false` and no channels. The consent in force is the latest
 * grant per submission, purpose and partner (grants.ts).
 */

/** The records `where` selects, newest first: a system read (the caller proved who asks: a signed link, a request's token). */
async function records(req: PayloadRequest, where: Where): Promise<Consent[]> {
  const found = await req.payload.find({ collection: collectionSlugs.consents, where, sort: ['-createdAt', '-id'], depth: 0, pagination: false, overrideAccess: true, req })
  return found.docs
}

/** Of the records `where` selects, the grants in force (of `purpose`, when named), oldest first. */
export async function consentsInForce(req: PayloadRequest, where: Where, purpose?: ConsentPurpose): Promise<LedgerGrant[]> {
  return grantsInForce(await records(req, where), purpose)
}

/**
 * Appends the withdrawal of the grants `given`: one record per record they were given with (its submission and texts),
 * its grants those withdrawn; returns them. In the caller's transaction.
 */
export async function withdrawConsents(req: PayloadRequest, given: LedgerGrant[], from: { ip: string; userAgent: string }): Promise<LedgerGrant[]> {
  const now = new Date().toISOString()
  const bySource = new Map<Consent, LedgerGrant[]>()
  for (const grant of given) bySource.set(grant.record, [...(bySource.get(grant.record) ?? []), grant])
  for (const [source, grants] of bySource) {
    const { id: _id, createdAt: _created, updatedAt: _updated, grants: _grants, withdrawnAt: _withdrawn, ipAddress: _ip, userAgent: _ua, ...proved } = source
    await req.payload.create({
      collection: collectionSlugs.consents,
      data: {
        ...proved,
        grants: grants.map((grant) => ({ purpose: grant.purpose, granted: false, wording: grant.wording, channels: [], merchant: grant.merchant })),
        withdrawnAt: now,
        ipAddress: from.ip || null,
        userAgent: from.userAgent || null,
      },
      depth: 0,
      // A system write: the ledger takes no API writes; the caller proved the withdrawal comes from the person.
      overrideAccess: true,
      req,
    })
  }
  return given
}

/**
 * Every record of one person holding a grant for a purpose, across all their requests, callbacks and messages: the
 * same e-mail (in any case) or the same phone (leads/personKeys.ts) as the record `consentId` — a promotional consent
 * withdrawn is withdrawn for the person, not for one request. Raw SQL for the ids only: the match is case-insensitive
 * and by the phone's key across three collections, which Payload's `where` cannot say; the records are then read
 * through Payload.
 */
export async function personConsents(req: PayloadRequest, consentId: number, purpose: ConsentPurpose): Promise<Where> {
  return { id: { in: await personConsentIds(req, consentId, purpose) } }
}

/**
 * Of the leads `leadIds`, those whose partner-contact consent for `merchant` was withdrawn: the latest such grant is a
 * withdrawal's (a grant naming another partner does not count). For the partner's list («Consenso revocato»). A system
 * read (the ledger is for admins only) that answers only yes or no per lead of the partner's own list.
 */
export async function withdrawnPartnerConsents(req: PayloadRequest, leadIds: number[], merchant: number): Promise<number[]> {
  if (leadIds.length === 0) return []
  const latest = latestGrants(await records(req, { and: [{ lead: { in: leadIds } }, { 'grants.purpose': { equals: 'partners' } }] }))
  const byLead = new Map<number, LedgerGrant>()
  for (const grant of latest.reverse()) {
    if (grant.purpose !== 'partners' || (grant.merchant !== null && grant.merchant !== merchant)) continue
    const lead = relationId(grant.record.lead)
    if (lead !== null && !byLead.has(lead)) byLead.set(lead, grant)
  }
  return [...byLead.entries()].filter(([, grant]) => Boolean(grant.withdrawnAt)).map(([lead]) => lead)
}
