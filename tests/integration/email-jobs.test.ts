import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { queueEmailJobs } from '../../cms/src/lib/emailJobs.ts'
import { payload } from './helpers.ts'

/**
 * The e-mail jobs written by SQL outside Payload (cms/src/lib/emailJobs.ts) are the rows Payload's own
 * `jobs.queue` writes for the same e-mail, so the jobs runner, the admin's queue view and the retention job treat
 * them alike: every column equal apart from the id and the times.
 */
describe('e-mail jobs queued by SQL', () => {
  it('are the rows payload.jobs.queue writes', async () => {
    const p = await payload()
    const pool = (p.db as unknown as { pool: { query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> } }).pool
    const subject = `Prova coda ${randomUUID()}`
    const input = { to: 'coda.confronto@example.com', subject, html: '<p>Prova</p>', text: 'Prova' }

    await p.jobs.queue({ task: 'sendEmail', input })
    await queueEmailJobs(pool, [input])

    const { rows } = await pool.query(`select * from payload_jobs where input->>'subject' = $1 order by id`, [subject])
    expect(rows).toHaveLength(2)
    const [byPayload, bySql] = rows.map(({ id: _id, created_at: createdAt, updated_at: updatedAt, ...columns }) => {
      expect(createdAt).toBeInstanceOf(Date)
      expect(updatedAt).toBeInstanceOf(Date)
      return columns
    })
    expect(bySql).toEqual(byPayload)
    expect(Object.keys(byPayload!).length).toBeGreaterThan(5)
    const logged = await pool.query(`select count(*)::int as n from payload_jobs_log where _parent_id = any($1::int[])`, [rows.map((row) => row.id)])
    expect(logged.rows[0]!.n).toBe(0)
  })
})
