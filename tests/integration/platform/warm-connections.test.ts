import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { payloadPoolOf } from '../../../cms/src/database/adapter.ts'
import { warmConnections } from '../../../cms/src/database/warmConnections.ts'
import { payload } from '../support/helpers.ts'

/**
 * The web process opens every connection of its pool when it starts and plans a read of every table on each
 * (cms/src/database/warmConnections.ts), so no request waits for a new connection to fill its catalogue caches.
 */
describe("the pool's connections, opened and warmed at the start", () => {
  it('opens every connection of the pool, runs the read of every table on each, and gives them all back', async () => {
    const instance = await payload()
    const pool = payloadPoolOf(instance)
    expect(await warmConnections(instance)).toBe(pool.options.max)
    expect(pool.totalCount).toBe(pool.options.max)
    expect(pool.idleCount).toBe(pool.options.max)
    // Each backend's last statement, seen from a connection of its own: the read of every table.
    const observer = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await observer.connect()
    try {
      const { rows } = await observer.query<{ warmed: number }>(
        `select count(*)::int as warmed from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()
           and state = 'idle' and query like 'select (select 1 from "%" where id = ''0'' limit 1), (select 1 from %'`,
      )
      expect(rows[0]!.warmed).toBe(pool.options.max)
    } finally {
      await observer.end()
    }
  })

  it('gives back the connections that opened when another could not, and the pool serves with them', async () => {
    let made = 0
    // The pool's second connection goes to a port nobody listens on: refused, as when PostgreSQL is not up yet.
    class SecondRefused extends pg.Client {
      constructor(config: pg.ClientConfig = {}) {
        made++
        super(made === 2 ? { ...config, port: 1 } : config)
      }
    }
    const url = new URL(process.env.DATABASE_URL!)
    const database = { host: url.hostname, port: Number(url.port), user: decodeURIComponent(url.username), password: decodeURIComponent(url.password), database: url.pathname.slice(1) }
    const pool = new pg.Pool({ ...database, max: 3, Client: SecondRefused })
    try {
      await expect(warmConnections({ db: { pool } } as unknown as Parameters<typeof warmConnections>[0])).rejects.toThrow(/ECONNREFUSED/)
      expect(pool.totalCount).toBe(2)
      expect(pool.idleCount).toBe(2)
      expect((await pool.query<{ one: number }>('select 1 as one')).rows[0]!.one).toBe(1)
    } finally {
      await pool.end()
    }
  })
})
