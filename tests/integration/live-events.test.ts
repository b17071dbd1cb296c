import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_LIVE_CHANNEL, liveNotifySql } from '../../cms/src/lib/liveChannel.ts'
import { payload } from './helpers.ts'

/**
 * The live events sent from SQL outside Payload (liveNotifySql: the lead's statement, the waiting leads' hand-out,
 * the tracker's callback change) are the ones Payload's save hooks send for the same change, so every open admin
 * or merchant stream reads them alike.
 */
describe('live events sent from SQL', () => {
  const listener = new pg.Client({ connectionString: process.env.DATABASE_URL })
  const received: string[] = []

  beforeAll(async () => {
    await listener.connect()
    listener.on('notification', (message) => received.push(message.payload ?? ''))
    await listener.query(`LISTEN ${ADMIN_LIVE_CHANNEL}`)
  })
  afterAll(() => listener.end())

  it('are the events a save through Payload sends', async () => {
    const p = await payload()
    const pool = (p.db as unknown as { pool: pg.Pool }).pool
    const [contact] = (await pool.query<{ id: number }>('select id from contact_requests order by id limit 1')).rows
    expect(contact).toBeDefined()

    await p.update({ collection: 'contact-requests', id: contact!.id, data: {} })
    await pool.query(`select ${liveNotifySql('contact-requests', '$1::int', 'update')}`, [contact!.id])

    await expect.poll(() => received.length).toBe(2)
    const [byPayload, bySql] = received.map((payload) => JSON.parse(payload) as unknown)
    expect(byPayload).toEqual({ collection: 'contact-requests', id: contact!.id, op: 'update' })
    expect(bySql).toEqual(byPayload)
  })
})
