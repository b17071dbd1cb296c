import { isConsentInForce, type ConsentPurpose, type ContactChannel } from '#content-schema'
import type { Consent } from '../../payload-types.ts'
import { relationId } from '../fields/relationId.ts'

/**
 * One grant of the ledger with the record holding it: a consent record holds the consents of one submission (or one
 * withdrawal), a grant per purpose and, for partner contact, per partner named. The rules decide on grants; what a
 * grant's record says (the person, the submission, the texts' versions, the withdrawal) is read from `record`.
 */
export type LedgerGrant = {
  /** The record holding it: what a withdrawal link names. */
  record: Consent
  purpose: ConsentPurpose
  granted: boolean
  wording: string | null
  channels: ContactChannel[]
  merchant: number | null
  /** Its record's withdrawal: every grant of a withdrawal record withdraws. */
  withdrawnAt: string | null
}

/** A record's grants, in their order. */
export function grantsOf(record: Consent): LedgerGrant[] {
  return (record.grants ?? []).map((grant) => ({
    record,
    purpose: grant.purpose,
    granted: grant.granted,
    wording: grant.wording ?? null,
    channels: grant.channels ?? [],
    merchant: relationId(grant.merchant),
    withdrawnAt: record.withdrawnAt ?? null,
  }))
}

/** The submission a record was given with, as the ledger's rule groups its grants. */
const submissionKey = (record: Consent) => [relationId(record.lead), relationId(record.booking), relationId(record.contactRequest)].join('|')

/**
 * The ledger's rule: of the grants of `records`, the latest per submission, purpose and partner — the latest record,
 * and in it the last grant — in the order the records were written. The consent in force is such a grant that
 * grants and whose record is no withdrawal (isConsentInForce).
 */
export function latestGrants(records: readonly Consent[]): LedgerGrant[] {
  const newestFirst = [...records].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
  const latest = new Map<string, LedgerGrant>()
  for (const record of newestFirst)
    for (const grant of grantsOf(record).reverse()) {
      const key = [grant.purpose, submissionKey(record), grant.merchant ?? ''].join('|')
      if (!latest.has(key)) latest.set(key, grant)
    }
  return [...latest.values()].reverse()
}

/** Of `records`, the grants in force (latestGrants, isConsentInForce), optionally of one purpose, oldest first. */
export function grantsInForce(records: readonly Consent[], purpose?: ConsentPurpose): LedgerGrant[] {
  return latestGrants(records).filter((grant) => (purpose === undefined || grant.purpose === purpose) && isConsentInForce(grant))
}
