import type { PayloadRequest, Where } from 'payload'
import { ConsentWithdrawalRequestSchema, consentWithdrawalMessages, type ConsentPurpose, type ConsentWithdrawal } from '#content-schema'
import { jsonError, noStore } from '../api/publicWrite.ts'
import type { RateLimit } from '../database/rateLimits.ts'
import { inTransaction } from '../database/transaction.ts'
import { personReference, recordAudit } from '../privacy/audit.ts'
import { notifyPartners } from '../privacy/partnerNotices.ts'
import { monthsBefore, retentionSettings } from '../database/retention.ts'
import { publicEndpoint, publicReadEndpoint } from '../api/publicEndpoint.ts'
import { collectionSlugs } from '../slugs.ts'
import { consentOfWithdrawalToken, type WithdrawalScope } from './withdrawalLink.ts'
import { consentsInForce, personConsents, withdrawConsents } from './withdrawal.ts'
import { relationId } from '../fields/relationId.ts'
import type { LedgerGrant } from './grants.ts'

const WITHDRAWAL_RATE_LIMIT: RateLimit = { limit: 30, windowMs: 60_000 }

/** A link's consent: which record, whose, for what purpose, given with which submission, and how far the link reaches. */
type NamedConsent = { id: number; email: string; purpose: ConsentPurpose; submission: Where; scope: WithdrawalScope }

/** The submission a consent record was given with, as a condition on consent records. */
function submissionOf(consent: { lead?: unknown; booking?: unknown; contactRequest?: unknown }): Where {
  for (const field of ['lead', 'booking', 'contactRequest'] as const) {
    const id = consent[field]
    if (typeof id === 'number') return { [field]: { equals: id } }
  }
  return { id: { equals: -1 } }
}

/**
 * The consent a link names, while its link works: signed by this server, still holding its e-mail (the retention
 * purge blanks it) and younger than the retention period (links expire with the request's data, even before the
 * night's purge has run).
 */
async function namedConsent(req: PayloadRequest, token: string): Promise<NamedConsent | null> {
  const named = consentOfWithdrawalToken(token)
  if (named === null) return null
  const consent = await req.payload.findByID({
    collection: collectionSlugs.consents,
    id: named.consentId,
    select: { email: true, grants: { purpose: true }, createdAt: true, lead: true, booking: true, contactRequest: true },
    depth: 0,
    disableErrors: true,
    // A system read: the signed link, not a login, shows the request comes from the consent's owner.
    overrideAccess: true,
    req,
  })
  if (!consent?.email) return null
  // A link sent while a record held one consent names no purpose: the record's one grant is it.
  const purposes = new Set((consent.grants ?? []).map((grant) => grant.purpose))
  const purpose = named.purpose ?? (purposes.size === 1 ? [...purposes][0]! : null)
  if (purpose === null || !purposes.has(purpose)) return null
  const { retentionMonths } = await retentionSettings(req.payload)
  if (new Date(consent.createdAt) < monthsBefore(new Date(), retentionMonths)) return null
  return { id: named.consentId, email: consent.email, purpose, submission: submissionOf(consent), scope: named.scope }
}

/**
 * The consents a link withdraws, for its purpose: every one of the address when the link went to its mailbox, those
 * of its own submission when it was shown on a request's page (withdrawalLink.ts) — except a promotional consent,
 * which is withdrawn for the person, whatever request it came with (withdrawal.ts, personConsents): withdrawing can
 * only stop messages, so it needs no more proof than the link.
 */
async function sameConsents(req: PayloadRequest, { id, email, purpose, submission, scope }: NamedConsent): Promise<Where> {
  if (purpose === 'marketing') return personConsents(req, id, purpose)
  return { and: [{ 'grants.purpose': { equals: purpose } }, scope === 'address' ? { email: { equals: email } } : submission] }
}

/** The grants in force the link reaches. */
async function reached(req: PayloadRequest, consent: NamedConsent): Promise<LedgerGrant[]> {
  return consentsInForce(req, await sameConsents(req, consent), consent.purpose)
}

/**
 * The partners the withdrawn consents were given to, when every one of them names its partner (consents per partner):
 * only those are told. Consents that name none were given to every partner of their request.
 */
function namedPartners(withdrawn: LedgerGrant[]): { partners?: number[] } {
  const named = withdrawn.flatMap((grant) => (grant.merchant === null ? [] : [grant.merchant]))
  if (named.length === 0 || named.length < withdrawn.length) return {}
  return { partners: named }
}

/**
 * GET /api/public/consents/withdrawal?token= — what the withdrawal page (CONSENT_WITHDRAWAL_PATH) shows: the
 * consent's purpose and whether it is withdrawn already. Reads only: following the link changes nothing.
 * 404 for a link that is not valid or no longer works.
 */
export const consentWithdrawalInfoEndpoint = publicReadEndpoint({
  path: '/public/consents/withdrawal',
  rateLimit: WITHDRAWAL_RATE_LIMIT,
  headers: noStore,
  handler: async (req) => {
    const parsed = ConsentWithdrawalRequestSchema.safeParse({ token: req.searchParams.get('token') ?? '' })
    const consent = parsed.success ? await namedConsent(req, parsed.data.token) : null
    if (!consent) return jsonError(404, consentWithdrawalMessages.invalidLink, {}, noStore)
    const answer: ConsentWithdrawal = { purpose: consent.purpose, withdrawn: (await reached(req, consent)).length === 0 }
    return Response.json(answer, { headers: noStore })
  },
})

/**
 * POST /api/public/consents/withdrawal { token } — the page's button: a withdrawal record is appended to the ledger for
 * the consents in force the link reaches (sameConsents), one per record they were given with,, through Payload in one transaction; for partner contact, every
 * partner holding the contact is e-mailed (privacy/partnerNotices.ts); the change is written to the audit log. Pressing it again finds nothing in force, changes nothing and answers the same.
 */
export const consentWithdrawalEndpoint = publicEndpoint({
  path: '/public/consents/withdrawal',
  schema: ConsentWithdrawalRequestSchema,
  rateLimit: WITHDRAWAL_RATE_LIMIT,
  handler: async ({ req, data, ip, userAgent }) => {
    const consent = await namedConsent(req, data.token)
    if (!consent) return jsonError(404, consentWithdrawalMessages.invalidLink, {}, noStore)
    await inTransaction(req, async () => {
      const withdrawn = await withdrawConsents(req, await reached(req, consent), { ip, userAgent })
      // Only a press that changed something is recorded, so pressing again adds nothing.
      if (withdrawn.length === 0) return
      // The partners holding the contact hear that they may no longer use it (GDPR art. 19).
      const partners =
        consent.purpose === 'partners'
          ? await notifyPartners(req, 'consent-withdrawal', {
              leads: [...new Set(withdrawn.flatMap((grant) => relationId(grant.record.lead) ?? []))],
              bookings: [...new Set(withdrawn.flatMap((grant) => relationId(grant.record.booking) ?? []))],
              ...namedPartners(withdrawn),
            })
          : 0
      await recordAudit(
        req.payload,
        { action: 'consent-withdrawal', subject: `${personReference(consent.email)} (${consent.purpose})`, counts: { consents: withdrawn.length, ...(partners ? { partners } : {}) } },
        req,
      )
    })
    const answer: ConsentWithdrawal = { purpose: consent.purpose, withdrawn: true }
    return Response.json(answer, { headers: noStore })
  },
})
