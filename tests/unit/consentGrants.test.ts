import { describe, expect, it } from 'vitest'
import type { Consent } from '../../cms/payload-types.ts'
import { grantsInForce, latestGrants } from '../../cms/src/consents/grants.ts'

/** A record of the ledger: the consents of one submission (or a withdrawal), as Payload reads it at depth 0. */
const record = (id: number, createdAt: string, grants: Consent['grants'], extra: Partial<Consent> = {}): Consent => ({
  id,
  email: 'persona@example.it',
  legalVersion: 'privacy-policy 2.0',
  lead: 7,
  grants,
  createdAt,
  updatedAt: createdAt,
  ...extra,
})

const given = record(10, '2026-11-01T08:00:00.000Z', [
  { purpose: 'privacy', granted: true },
  { purpose: 'marketing', granted: true },
  { purpose: 'partners', granted: true, channels: ['telefono'], merchant: 1 },
  { purpose: 'partners', granted: false, channels: [], merchant: 2 },
])

describe('the consent in force: the latest grant per submission, purpose and partner', () => {
  it('reads every grant of a submission’s one record, a partner’s apart from another’s', () => {
    expect(grantsInForce([given]).map((grant) => [grant.purpose, grant.merchant, grant.record.id])).toEqual([
      ['privacy', null, 10],
      ['marketing', null, 10],
      ['partners', 1, 10],
    ])
  })

  it('a withdrawal record’s grants refuse what they copy, and only that: the other purposes and partners stay in force', () => {
    const withdrawal = record(11, '2026-11-02T08:00:00.000Z', [{ purpose: 'partners', granted: false, channels: [], merchant: 1 }], { withdrawnAt: '2026-11-02T08:00:00.000Z' })
    // Whatever order the records are read in.
    for (const records of [[given, withdrawal], [withdrawal, given]])
      expect(grantsInForce(records).map((grant) => [grant.purpose, grant.merchant])).toEqual([
        ['privacy', null],
        ['marketing', null],
      ])
    expect(grantsInForce([given, withdrawal], 'partners')).toEqual([])
    expect(latestGrants([given, withdrawal]).find((grant) => grant.merchant === 1)).toMatchObject({ granted: false, withdrawnAt: '2026-11-02T08:00:00.000Z', record: { id: 11 } })
  })

  it('a later submission does not decide for an earlier one, and a grant given again after a withdrawal is in force', () => {
    const otherLead = record(12, '2026-11-03T08:00:00.000Z', [{ purpose: 'marketing', granted: false }], { lead: 8 })
    expect(grantsInForce([given, otherLead], 'marketing').map((grant) => grant.record.id)).toEqual([10])
    const withdrawal = record(13, '2026-11-04T08:00:00.000Z', [{ purpose: 'marketing', granted: false }], { withdrawnAt: '2026-11-04T08:00:00.000Z' })
    const again = record(14, '2026-11-05T08:00:00.000Z', [{ purpose: 'marketing', granted: true }])
    expect(grantsInForce([given, withdrawal], 'marketing')).toEqual([])
    expect(grantsInForce([given, withdrawal, again], 'marketing').map((grant) => grant.record.id)).toEqual([14])
  })
})
