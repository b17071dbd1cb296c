import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { LEGAL_VERSION_SQL, recordConsents } from '../../cms/src/lib/recordConsents.ts'
import { payload } from './helpers.ts'

/**
 * The consents written by SQL outside Payload (cms/src/lib/recordConsents.ts: public forms, the lead's statement)
 * are the rows Payload writes when the same consent is created through it, so the admin, the privacy export and the
 * retention job read them alike: every column equal apart from the id and the times.
 */
describe('consents recorded by SQL', () => {
  it('are the rows payload.create writes, one per purpose', async () => {
    const p = await payload()
    const pool = (p.db as unknown as { pool: { query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> } }).pool
    const [lead] = (await pool.query('select id from client_requests order by id limit 1')).rows as { id: number }[]
    expect(lead).toBeDefined()
    const [{ version }] = (await pool.query(`select ${LEGAL_VERSION_SQL} as version`)).rows as [{ version: string }]
    const userAgent = `vitest-consents ${randomUUID()}`
    const consent = { email: 'consensi.confronto@example.com', ip: '10.44.0.1', userAgent }
    const granted = { privacy: true, marketing: false } as const

    for (const [purpose, value] of Object.entries(granted)) {
      await p.create({
        collection: 'consents',
        data: { email: consent.email, purpose: purpose as keyof typeof granted, granted: value, legalVersion: version, lead: lead!.id, ipAddress: consent.ip, userAgent },
      })
    }
    await recordConsents(pool, { email: consent.email, granted, link: { lead: lead!.id }, ip: consent.ip, userAgent })

    const { rows } = await pool.query(`select * from consents where user_agent = $1 order by purpose::text, id`, [userAgent])
    expect(rows).toHaveLength(4)
    const columns = rows.map(({ id: _id, created_at: createdAt, updated_at: updatedAt, ...rest }) => {
      expect(createdAt).toBeInstanceOf(Date)
      expect(updatedAt).toBeInstanceOf(Date)
      return rest
    })
    // Per purpose: Payload's row first (created first), then the SQL one.
    expect(columns[1]).toEqual(columns[0])
    expect(columns[3]).toEqual(columns[2])
    expect(columns.map((row) => [row.purpose, row.granted, row.lead_id])).toEqual([
      ['marketing', false, lead!.id],
      ['marketing', false, lead!.id],
      ['privacy', true, lead!.id],
      ['privacy', true, lead!.id],
    ])
  })
})
