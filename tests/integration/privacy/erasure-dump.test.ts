import { describe, expect, it } from 'vitest'
import { runRetention } from '../../../cms/src/database/retention.ts'
import { loginAs, payload, rest } from '../support/helpers.ts'
import { DAY, fullDump, hitsOf, personEverywhere, query } from '../support/dumpCheck.ts'

/**
 * Erasure that erases: a person who went through every form leaves no copy of their e-mail or phone, in any format
 * the product stores, anywhere in the database (dumpCheck.ts) — after the admin's erase, and after the nightly purge
 * run 25 months later. The purge at scale is purge-scale.long.test.ts.
 */
describe('a full dump after erasure holds no copy of the e-mail or the phone', () => {
  it('after the admin erase', async () => {
    const person = await personEverywhere()
    expect(hitsOf(await fullDump(), person).length).toBeGreaterThan(5)
    const admin = await loginAs('Admin')
    const erased = await rest('POST', '/admin/privacy/erase', { token: admin, body: { email: person.typed } })
    expect(erased.status, JSON.stringify(erased.body)).toBe(200)
    expect(hitsOf(await fullDump(), person)).toEqual([])
    // The erase is recorded, without the address.
    const [entry] = await query<{ subject: string }>(`select subject from audit_log where action = 'erase' order by id desc limit 1`)
    expect(entry?.subject).toMatch(/^Cancellazione su richiesta dell'interessato: \d+ record$/)
  })

  it('after the nightly purge run 25 months later', async () => {
    const person = await personEverywhere()
    expect(hitsOf(await fullDump(), person).length).toBeGreaterThan(5)
    await runRetention(await payload(), { now: new Date(Date.now() + 25 * 31 * DAY) })
    expect(hitsOf(await fullDump(), person)).toEqual([])
  })
})
